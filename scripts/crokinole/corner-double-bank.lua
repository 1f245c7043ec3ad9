-- Corner Double Bank, from the 100-games book, on the crokinole side: three rings each, every one
-- shot into a far corner so that it comes off both of the corner's rims and stops in the pegged
-- circle, a point a ring. Five rounds.
--
-- Catalogue id: corner-double-bank. Two players. The field is played flat out to the rim
-- (`flat_field`): the rings run to the corners and back.

local field = require("field")

local COLOURS = { "red", "green" }
local RINGS = 3                          -- each colour: red 1-3, green 4-6
local ROUNDS = 5
local RAILS = { [1] = 1, [2] = 3 }       -- the rim each seat sits at: seat 1 the bottom (rail 1)

local RULES = [[
Each player has three rings of his colour, red or green; the board starts empty. A coin toss
(drawn from the match seed) decides who starts. A round: the first player shoots his three
rings one after the other from his own side, anywhere outside the outer circle; then the other
player shoots his three from the opposite side. Every ring stays where it stops.

Shoot each ring into one of the two corners on the far side so that it comes off both of that
corner's rims and comes to rest inside the pegged circle (the circle the eight posts stand on):
that ring scores 1. After five rounds the higher total wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- A ring scores when it comes to rest, if it struck both rims of one far corner on the way and
  lies wholly inside the pegged circle; what later rings do to it does not change that.
- The far corners are the two at the ends of the rim opposite you; their rims are that rim and
  the side rim meeting it there. The order in which the ring strikes the two does not matter.
- A ring that drops into a corner pocket or leaves the board scores nothing.
- The rings are cleared away at the end of every round; the players take turns to open the
  rounds. Equal totals after five rounds are a draw.]]

local game = field.game({
  id = "corner-double-bank", book = "100 games book", name = "Corner Double Bank",
  flat_field = true,
  summary = "Three rings each off both rims of a far corner into the pegged circle: a point a ring, five rounds.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
})

-- The count, as data a house rule changes (`values = { ring = 2 }`).
game.values = {
  ring = 1,      -- each ring off both rims of a far corner into the pegged circle
}
local values = game.values

function game.setup(config)
  local first = parlor.draw(config.seed, 2)
  return field.match(game.info.id, config, COLOURS, field.rings_in_hand(RINGS, COLOURS), first, { opener = first })
end

function game.prompt(state)
  return field.quarter_prompt(state, "shoot into a far corner, off both its rims, into the pegged circle.")
end

-- Whether the rims `struck` include both rims of one of the corners across from rail `own`.
local function both_rims_of_far_corner(struck, own)
  local far = (own + 1) % 4 + 1
  local left, right = own % 4 + 1, (own + 2) % 4 + 1   -- the side rims
  return struck[far] and (struck[left] or struck[right])
end

function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local seat, say, memo, name = ruling.seat, ruling.say, ruling.memo, ruling.name
  local ring = parlor.piece(state, report.shot)

  local struck = {}
  for _, rail in ipairs(parlor.events(report, "rail")) do
    if rail.piece == ring.id then struck[rail.rail] = true end
  end
  local corner = both_rims_of_far_corner(struck, RAILS[seat])
  if ring.status == "board" and corner and field.in_pegged_circle(ring) then
    ruling.score(seat, values.ring, "double bank into the circle")
    say(name .. "'s ring came off both rims of a far corner into the pegged circle: " .. values.ring .. ".")
  elseif ring.status ~= "board" then
    say(name .. "'s ring left play: nothing.")
  elseif not corner then
    say(name .. "'s ring did not come off both rims of a far corner: nothing.")
  else
    say(name .. "'s ring came off both rims but stopped outside the pegged circle: nothing.")
  end

  if field.ring_in_hand(state, seat) then return ruling.finish() end
  local other = 3 - seat
  if field.ring_in_hand(state, other) then
    ruling.pass(other)
    say(name .. " has shot his three; now " .. state.seats[other].name .. ".")
    return ruling.finish()
  end

  -- Both have shot: the round is over.
  ruling.end_round()
  if state.round >= ROUNDS then
    ruling.end_on_totals("Five rounds")
  else
    memo.opener = 3 - memo.opener
    ruling.end_round(memo.opener, field.rings_in_hand(RINGS, COLOURS))
    say("Round " .. state.round .. " is over; " .. state.seats[memo.opener].name .. " opens the next.")
  end
  return ruling.finish()
end

return game
