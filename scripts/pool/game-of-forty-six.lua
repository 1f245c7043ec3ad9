-- The Game of Forty-Six, from the 100-games book: fifteen rings at the centre, each scoring the
-- number of the pocket it drops into, and the winner is the first to make exactly 46.
--
-- Catalogue id: game-of-forty-six. Two to four players, each for himself.

local pool = require("pool")

local SHOOTER = pool.SHOOTER
local RINGS = 15
local COLOURS = { "red", "green", "black" }
local TARGET = 46

local RULES = [[
Fifteen rings are bunched on the centre spot; there is one white shooting ring for everybody. A
coin toss (drawn from the match seed) decides who starts, placing the shooter anywhere on his own
shooting line (the base line).

A ring is worth the number of the pocket it drops into: 1, 2, 3 or 4. A ring dropped lets you
shoot again, from where the shooter stopped. After a miss the next player (to the left) shoots
from wherever the shooter stopped. If the shooter drops into a pocket, your turn is lost and any
ring pocketed on that shot goes back to the board.

The winner is the first to make exactly 46. A ring that would take you past 46 does not count,
and play passes.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- Fifteen rings are worth at most 60 between all the players, so the rings would run out long
  before anyone made 46: as in Sixty-Six, at the end of each turn every ring dropped goes back to
  the centre, as near the spot as it fits.
- Rings dropped on one shot are counted one by one in the order they dropped. The first that
  would take you past 46, and any after it on that shot, do not count; play passes.
- A shooter knocked off the board counts as a shooter pocketed. After a lost shooter the next
  player places it on his own shooting line.
- A ring knocked off the board goes back to the centre and does not end the turn on its own.]]

local game = pool.game({
  id = "game-of-forty-six", book = "100 games book", name = "The Game of Forty-Six",
  summary = "Each ring scores its pocket's number: make exactly 46; a ring that goes past it does not count.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
  players = { 2, 3, 4 },
})

-- The worth of what scores, as data: the judge and its sentences read these, and a house rule
-- changes them with `values = { pocket = { 1, 2, 3, 5 } }`.
game.values = {
  pocket = { 1, 2, 3, 4 },   -- a ring dropped into pocket 1 to 4
}
local values = game.values

function game.setup(config)
  local pieces = pool.bunch(RINGS, function(id) return COLOURS[(id - 1) % 3 + 1] end)
  pieces[#pieces + 1] = pool.shooter()
  return pool.new_match(game.info.id, config, pieces, { from_line = true })
end

function game.prompt(state)
  local seat = state.turn
  local shooter = parlor.piece(state, SHOOTER)
  local from_line = state.memo.from_line or shooter.status ~= "board"
  return pool.shoot(state, SHOOTER, from_line and pool.line_region(seat, #state.seats) or { type = "where_it_lies" }, " (" .. state.scores[seat] .. ", needs " .. (TARGET - state.scores[seat]) .. "): " .. (from_line and "place the shooter on your line" or "shoot from where the shooter lies") .. ".")
end

function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local seat, say, memo = ruling.seat, ruling.say, ruling.memo
  local drops, lost, _, off = pool.outcome(report)
  local passes = false

  if lost then
    say(pool.shooter_lost(lost) .. ": " .. ruling.name .. "'s turn is lost, and the rings of that shot count nothing.")
    passes = true
  else
    for _, drop in ipairs(drops) do
      local points = values.pocket[drop.pocket]
      if ruling.totals[seat] + points > TARGET then
        say("A ring drops into pocket " .. drop.pocket .. ", but " .. points .. " would take " .. ruling.name .. " past 46: it does not count, and play passes.")
        passes = true
        break
      end
      ruling.score(seat, points, "ring in pocket " .. drop.pocket)
      say("A ring drops into pocket " .. drop.pocket .. ": " .. points .. " for " .. ruling.name .. ".")
      if ruling.totals[seat] == TARGET then
        ruling.win(seat, ruling.name .. " makes exactly 46 and wins.")
        return ruling.finish()
      end
    end
    if #drops == 0 then
      say("Nothing dropped: the turn passes.")
      passes = true
    end
  end

  local back = {}
  for _, id in ipairs(off) do back[#back + 1] = id end
  if #off > 0 then say("A ring was knocked off the board: it goes back to the centre.") end
  if passes then
    -- End of the turn: every ring dropped goes back to the centre.
    for _, piece in ipairs(state.pieces) do
      if piece.kind == "ring" and piece.status ~= "board" and piece.status ~= "off" then back[#back + 1] = piece.id end
    end
    ruling.pass()
  else
    say(ruling.name .. " shoots again.")
  end
  pool.put_back(ruling, back, board.spots.centre)
  if lost then
    ruling.set(SHOOTER, "hand")
    memo.from_line = true
  else
    memo.from_line = false
  end
  return ruling.finish()
end

return game
