-- Black Bank, from the 100-games book: the black on the centre spot, up to three bank shots a
-- turn to drop it, worth 10, 5 or 3 by the shot that drops it, and 1 for a banked hit.
--
-- Catalogue id: black-bank. Two players. The second and third shots may be taken from the
-- shooting line or from where the shooter lies: the prompt offers both (an `any_of` region).

local pool = require("pool")

local SHOOTER = pool.SHOOTER
local BLACK = 1

local RULES = [[
The black ring sits on the centre spot, with one white shooter. Two players; a coin toss (drawn
from the match seed) decides who starts.

A turn is up to three shots, and every shot must be a bank: the shooter has to strike a rail
before it touches the black. The first shot of a turn is taken from your shooting line; for the
second and third you choose between your shooting line and where the shooter lies.
- The black dropped into a pocket scores 10 on the first shot of your turn, 5 on the second and
  3 on the third, and your turn is over.
- A banked shot that hits the black without dropping it scores 1.
A black that is moved but not dropped stays where it lies for the rest of your turn; it goes back
on the centre spot for the next player. The first to 15 points (or the agreed target) wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- A shot that drops the black scores its 10, 5 or 3 only, not the 1 for the hit as well.
- Dropping the black ends your turn, whichever shot it was.
- A shot that touches the black before any rail scores nothing and still counts as one of your
  three; a black it drops goes back on the centre spot (as near as it fits).
- A black knocked off the board by a banked shot scores the 1 for the hit and goes back on the
  centre spot.
- A shooter that drops into a pocket or leaves the board costs nothing, but your next shot must
  come from your line.
- The book gives each player his own shooter; only one is ever on the board, so Parlor uses one.
- The total is checked after every shot: the first to reach the target wins at once.]]

local game = pool.game({
  id = "black-bank", book = "100 games book", name = "Black Bank",
  summary = "Bank the shooter into the black on the centre: 10, 5 or 3 by the shot that drops it, 1 a hit.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
  options = { { key = "target", label = "Play to (points)", default = 15 } },
})

-- The worth of what scores, as data: the judge and its sentences read these, and a house rule
-- changes them with `values = { black = { 15, 5, 3 } }`.
game.values = {
  black = { 10, 5, 3 },   -- the black dropped on the 1st, 2nd, 3rd shot of a turn
  hit = 1,                -- a banked shot that hits the black without dropping it
}
local values = game.values
local SHOTS = #values.black              -- the shots of a turn

local function centre() return { x = board.spots.centre.x, y = board.spots.centre.y } end

function game.setup(config)
  local pieces = { { id = BLACK, kind = "ring", colour = "black", position = centre(), status = "board" }, pool.shooter() }
  return pool.new_match(game.info.id, config, pieces, { target = parlor.option(config, "target", 15), shot = 1 })
end

function game.prompt(state)
  local seat = state.turn
  local shot = state.memo.shot
  local line = pool.line_region(seat, 2)
  local shooter = parlor.piece(state, SHOOTER)
  local from, where = line, "from your line"
  if shot > 1 and shooter.status == "board" then
    from = { type = "any_of", regions = { line, { type = "where_it_lies" } } }
    where = "from your line or from where the shooter lies"
  end
  return pool.shoot(state, SHOOTER, from, ", shot " .. shot .. " of " .. SHOTS .. " (the black is worth " .. values.black[shot] .. "): bank the shooter off a rail into the black, " .. where .. ".")
end

function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local seat, say, memo = ruling.seat, ruling.say, ruling.memo
  local shot = memo.shot
  local drops, lost, _, off = pool.outcome(report)
  local hit = pool.first_contact(report) == BLACK
  local banked = hit and pool.banked_first(report)
  local dropped = #drops > 0
  local knocked_off = parlor.contains(off, BLACK)
  local turn_over = shot == SHOTS

  if dropped and banked then
    ruling.score(seat, values.black[shot], "black pocketed")
    say("Off the rail into the black, and it drops into pocket " .. drops[1].pocket .. " on shot " .. shot .. ": " .. values.black[shot] .. " for " .. ruling.name .. ".")
    turn_over = true
  elseif hit and banked then
    ruling.score(seat, values.hit, "black hit")
    say("Off the rail into the black: " .. values.hit .. " for " .. ruling.name .. ".")
  elseif hit then
    say(ruling.name .. "'s shooter touched the black before any rail: not a bank, nothing scores.")
  else
    say(ruling.name .. "'s shooter missed the black.")
  end
  if (dropped and not banked) or knocked_off then
    if not turn_over then
      say("The black goes back on the centre spot.")
      pool.put_back(ruling, { BLACK }, board.spots.centre)
    end
  end
  if lost then
    say(pool.shooter_lost(lost) .. ": no penalty, but the next shot comes from the line.")
    ruling.set(SHOOTER, "hand")
  end

  if ruling.reached(memo.target) then return ruling.finish() end
  if turn_over then
    -- The next player finds the black on the centre spot and the shooter in hand.
    ruling.set(SHOOTER, "hand")
    ruling.edit({ op = "place", piece = BLACK, at = centre() })
    memo.shot = 1
    ruling.pass()
    say(ruling.name .. "'s turn is over; the black goes back on the centre spot.")
  else
    memo.shot = shot + 1
  end
  return ruling.finish()
end

return game
