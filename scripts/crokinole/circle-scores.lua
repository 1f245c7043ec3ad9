-- Circle Scores, from the 100-games book, on the crokinole side: each ring is banked off a side
-- of the board into the pegged circle; 5 for each ring lying inside it, 10 in the hole.
--
-- Catalogue id: circle-scores. Two players. The field is played flat out to the rim
-- (`flat_field`), as the board is: a ring runs past the circles to the rim and back.

local field = require("field")

local COLOURS = { "red", "green" }
local RINGS = 12                         -- each colour: red 1-12, green 13-24
local TARGET = 50

local RULES = [[
Each player has twelve rings of his colour, red or green. A coin toss (drawn from the match seed)
decides who starts; the players then shoot one ring each in turn until all twenty-four have been
played. That is a round.

Stand your ring anywhere in your own quarter of the board outside the outer circle and shoot it
against any side of the board, so that it comes back to rest inside the pegged circle (the circle
the eight posts stand on). A ring that does not strike a side before it touches any other ring
is taken off into the ditch. Every other ring stays where it stops, and a bank shot may knock an
opponent's ring out of the circle.

At the end of the round each ring lying inside the pegged circle scores 5 for its colour, and a
ring in the centre hole 10. The first to 50 points (or the agreed target) wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- The book does not say when the rings are counted: Parlor counts them at the end of each round,
  when all twenty-four are down, each side scoring its own.
- Inside the pegged circle means wholly inside it: a ring touching the line is outside.
- Your quarter is the quarter of the board in front of you, between the outer circle and the rim.
- A ring that drops into a corner pocket or leaves the board is out of the round.
- The player who shot second in a round starts the next. If both pass the target on the same
  round, the higher total wins; equal totals play another round.]]

local game = field.game({
  id = "circle-scores", book = "100 games book", name = "Circle Scores",
  target = TARGET,
  flat_field = true,
  summary = "Bank each ring off a side into the pegged circle: 5 a ring inside it, 10 in the hole.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
})

-- The count, as data a house rule changes (`values = { hole = 15 }`).
game.values = {
  circle = 5,    -- each ring lying inside the pegged circle at the end of the round
  hole = 10,     -- each ring in the centre hole
}
local values = game.values

function game.setup(config)
  local first = parlor.draw(config.seed, 2)
  return field.match(game.info.id, config, COLOURS, field.rings_in_hand(RINGS, COLOURS), first,
    { target = parlor.option(config, "target", TARGET), opener = first })
end

function game.prompt(state)
  return field.quarter_prompt(state, "bank your ring off a side into the pegged circle.")
end

function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local say, status = ruling.say, ruling.status
  ruling.pass()

  -- A bank: the shot ring strikes a side before it touches any other ring.
  local shot = report.shot
  local touched_at, rail_at = math.huge, math.huge
  for _, contact in ipairs(parlor.events(report, "contact")) do
    local other = (contact.a == shot and contact.b) or (contact.b == shot and contact.a) or nil
    local piece = other and parlor.piece(state, other)
    if piece and piece.kind == "ring" then touched_at = math.min(touched_at, contact.time or 0) end
  end
  for _, rail in ipairs(parlor.events(report, "rail")) do
    if rail.piece == shot then rail_at = math.min(rail_at, rail.time or 0) end
  end
  if rail_at < touched_at then
    say(ruling.name .. "'s ring banked off a side.")
  else
    say(ruling.name .. "'s ring did not strike a side first: it goes into the ditch.")
    if status[shot] == "board" then ruling.set(shot, "ditch") end
  end

  -- The round is over when every ring has been played.
  if ruling.count(function(_, s) return s == "hand" end) > 0 then return ruling.finish() end

  local counts = { 0, 0 }
  for _, piece in ipairs(state.pieces) do
    if status[piece.id] == "holed" then
      counts[piece.owner] = counts[piece.owner] + values.hole
    elseif status[piece.id] == "board" and field.in_pegged_circle(piece) then
      counts[piece.owner] = counts[piece.owner] + values.circle
    end
  end
  for side = 1, 2 do ruling.score(side, counts[side], "rings in the circle") end
  say("Round " .. state.round .. " count: red " .. counts[1] .. ", green " .. counts[2] .. ".")
  field.close_round(ruling, {
    won = function(winner) return state.seats[winner].name .. " reaches " .. ruling.totals[winner] .. " and wins." end,
    pieces = function() return field.rings_in_hand(RINGS, COLOURS) end,
    opening = function(name) return "New round: " .. name .. " starts." end,
  })
  return ruling.finish()
end

return game
