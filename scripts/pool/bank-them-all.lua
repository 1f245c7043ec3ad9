-- Bank Them All, from the 100-games book: fifteen numbered rings at the centre, and every shot
-- must strike a rail before it touches a ring; each ring dropped scores its number.
--
-- Catalogue id: bank-them-all. Two players.

local pool = require("pool")

local SHOOTER = pool.SHOOTER
local COLOURS = { "red", "green", "black" }

local RULES = [[
Fifteen rings, numbered 1 to 15, are bunched on the centre spot; one white shooter serves both
players. A coin toss (drawn from the match seed) decides who starts. Every shot is taken from
your own shooting line, and every shot must be a bank: the shooter has to strike a rail before
it touches any ring.

A banked shot that drops rings scores their numbers, and you shoot again. A shot that drops
nothing ends your turn. There is no penalty for dropping the shooter or sending it off the
board. When every ring is down the higher total wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- You go on shooting, from your line, as long as a banked shot drops a ring.
- Rings dropped by a shot that touched a ring before any rail score nothing: they go back on the
  centre spot (as near as they fit) and your turn ends.
- A banked shot that drops rings and loses the shooter still scores them; it ends your turn.
- A ring knocked off the board goes back on the centre spot.
- Equal totals at the end are a draw.]]

local game = pool.game({
  id = "bank-them-all", book = "100 games book", name = "Bank Them All",
  summary = "Every shot off a rail first: fifteen numbered rings, each scoring its number.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
})

function game.setup(config)
  local pieces = pool.bunch(15, function(id) return COLOURS[(id - 1) % 3 + 1] end)
  for _, piece in ipairs(pieces) do piece.number = piece.id end
  pieces[#pieces + 1] = pool.shooter()
  return pool.new_match(game.info.id, config, pieces, {})
end

function game.prompt(state)
  local seat = state.turn
  return pool.shoot(state, SHOOTER, pool.line_region(seat, 2), ": place the shooter on your line and bank it off a rail before it touches a ring.")
end

function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local seat, say = ruling.seat, ruling.say
  local drops, lost, _, off = pool.outcome(report)
  local banked = pool.first_contact(report) == nil or pool.banked_first(report)
  local back = {}

  if not banked then
    say(ruling.name .. "'s shooter touched a ring before any rail: not a bank.")
  end
  for _, drop in ipairs(drops) do
    local ring = parlor.piece(state, drop.piece)
    if banked then
      pool.score_number(ruling, ring, drop.pocket)
    else
      back[#back + 1] = ring.id
      say("No. " .. ring.number .. " dropped, but not off a bank: it goes back on the centre spot.")
    end
  end
  pool.knocked_off(ruling, off, back, "the centre spot")
  pool.put_back(ruling, back, board.spots.centre)
  -- The shooter comes back to hand for the next shot from a line.
  ruling.set(SHOOTER, "hand")

  if lost then
    say(pool.shooter_lost(lost) .. ": no penalty, but the turn is over.")
  end
  pool.go_on(ruling, banked and #drops > 0 and not lost, (#drops == 0 and not lost) and "Nothing dropped: the turn passes." or nil)
  return pool.finish(ruling)
end

-- The book's own heading for this game, so the menu's search finds it by that too.
game.info.other_names = { "Bank Them All (For the Experts)" }
return game
