-- All in One, from the 100-games book: ten rings in a triangle before pocket 3, five shots a
-- turn from the spot across the board, a point for every ring dropped.
--
-- Catalogue id: all-in-one. Two players.

local pool = require("pool")

local SHOOTER = pool.SHOOTER
local RINGS = 10
local R2 = math.sqrt(2)

local RULES = [[
Ten rings form a triangle directly in front of pocket 3 (top right), in rows of 4, 3, 2 and 1,
the row of four nearest the pocket, no two touching. One white shooter serves both players. A
coin toss (drawn from the match seed) decides who starts.

A turn is five shots, each from the numbered spot in front of pocket 1, diagonally across the
board from the triangle. Every ring dropped into a pocket scores 1. If the shooter drops into a
pocket, the rings dropped on that shot are set back in front of pocket 3, and the shot still
counts as one of your five. The triangle is set out afresh for each player's turn; both players
having a turn is an inning. After three innings the higher score wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- A ring dropped into any pocket scores, not only pocket 3.
- A ring knocked off the board is set back in front of pocket 3, and a shooter knocked off the
  board is ruled like one pocketed.
- The shooter is set on the spot, or within 2 cm of it.
- Equal scores after three innings are a draw.]]

local game = pool.game({
  id = "all-in-one", book = "100 games book", name = "All in One",
  summary = "Five shots a turn at a triangle of ten rings before pocket 3: a point a ring. Three innings.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
})

-- What the game counts with, as data: the judge and its sentences read these, and a house rule
-- changes them with `values = { ring = 2 }`.
game.values = {
  ring = 1,      -- each ring dropped
  shots = 5,     -- shots in a turn
  innings = 3,   -- innings in a match (both players having a turn is an inning)
}
local values = game.values

-- A point `along` the diagonal from the centre towards pocket 3 and `across` it.
local function diagonal(along, across)
  return { x = (along - across) / R2, y = (along + across) / R2 }
end

local function rack()
  local gap = 2 * board.pieces.ring.radius + 0.003
  local row_step = gap * math.sqrt(3) / 2
  local pieces, id = {}, 0
  for row = 4, 1, -1 do          -- the row of four nearest the pocket
    local along = 0.27 - (4 - row) * row_step
    for k = 1, row do
      id = id + 1
      pieces[id] = { id = id, kind = "ring", colour = (id % 2 == 1) and "red" or "green",
                     position = diagonal(along, (k - (row + 1) / 2) * gap), status = "board" }
    end
  end
  local shooter = pool.shooter()
  pieces[#pieces + 1] = shooter
  return pieces
end

function game.setup(config)
  local first = parlor.draw(config.seed, 2)
  return pool.new_match(game.info.id, config, rack(), { leader = first, shot = 1 }, first)
end

function game.prompt(state)
  local spot = board.spots["spot-1"]
  return pool.shoot(state, SHOOTER, { type = "segment", a = spot, b = spot, tolerance = 0.02 }, ": shot " .. state.memo.shot .. " of " .. values.shots .. " from the spot before pocket 1 (inning " .. state.round .. " of " .. values.innings .. ").")
end

function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local seat, say, memo = ruling.seat, ruling.say, ruling.memo
  local drops, lost, _, off = pool.outcome(report)
  local front = diagonal(0.27, 0)
  local back = {}
  if lost then
    say(pool.shooter_lost(lost) .. ": the rings of that shot go back before pocket 3, and the shot counts.")
    for _, drop in ipairs(drops) do back[#back + 1] = drop.piece end
  elseif #drops > 0 then
    ruling.score(seat, #drops * values.ring, "rings pocketed")
    say(ruling.name .. " drops " .. parlor.plural(#drops, "ring") .. ": +" .. #drops * values.ring .. ".")
  else
    say(ruling.name .. " drops nothing.")
  end
  for _, id in ipairs(off) do back[#back + 1] = id end
  pool.put_back(ruling, back, front)
  ruling.set(SHOOTER, "hand")

  if memo.shot < values.shots then
    memo.shot = memo.shot + 1
    return ruling.finish()
  end
  -- The five shots are taken: the next player's turn, on a fresh triangle.
  memo.shot = 1
  ruling.pass()
  ruling.edit({ op = "reset", pieces = rack() })
  if seat ~= memo.leader then
    ruling.end_round()
    if state.round >= values.innings then
      ruling.end_on_totals()
    end
  end
  return ruling.finish()
end

return game
