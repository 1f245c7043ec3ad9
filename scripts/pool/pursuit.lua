-- Pursuit, from the 100-games book: three rings each on the far side's backgammon points; you
-- name one of yours and play only it until it drops, with one shooter shared from your line.
--
-- Catalogue id: pursuit. Two players.

local pool = require("pool")

local SHOOTER = pool.SHOOTER
local COLOURS = { "green", "red" }       -- seat 1 green, seat 2 red
local RINGS = 3                          -- green 1-3, red 4-6

local RULES = [[
Each player puts his three rings on every other backgammon point along the far side of the board
from his seat: green (the first seat) along the top, red along the bottom. One white shooter
serves both, always shot from your own shooting line. A coin toss (drawn from the match seed)
decides who starts.

Before each shot, name one of your rings (click it): you may play only that ring until it is
pocketed. Drop it into any pocket and you go on, naming the next. A shot that does not drop your
named ring ends your turn, and you keep the same ring named for your next turn. Any other ring
that drops goes back on a point; rings knocked off their points stay where they stop. If the
shooter drops into a pocket, your turn is lost. The first to pocket all three of his rings wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- After pocketing your named ring you go on shooting, naming another.
- A ring that goes back goes on its owner's first free point, as near as it fits. A ring knocked
  off the board goes back the same way.
- A named ring dropped on the shot that loses the shooter does not count: it goes back on a point.
- A shooter knocked off the board is ruled like one pocketed.]]

local game = pool.game({
  id = "pursuit", book = "100 games book", name = "Pursuit",
  summary = "Name one of your three rings on the far points and play only it until it drops.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
})

local tips = pool.far_tips

local function owner_of(id) return (id <= RINGS) and 1 or 2 end

local function layout()
  local pieces = {}
  for seat = 1, 2 do
    local points = tips(seat)
    for k = 1, RINGS do
      local id = (seat - 1) * RINGS + k
      pieces[#pieces + 1] = { id = id, kind = "ring", colour = COLOURS[seat], owner = seat,
                              position = points[2 * k - 1], status = "board" }
    end
  end
  pieces[#pieces + 1] = pool.shooter()
  return pieces
end

function game.setup(config)
  return pool.new_match(game.info.id, config, layout(), { named = { 0, 0 } }, nil, COLOURS)
end

function game.prompt(state)
  local seat = state.turn
  local named = state.memo.named[seat]
  local callable = {}
  if named ~= 0 and parlor.piece(state, named).status == "board" then
    callable = { named }
  else
    for _, piece in ipairs(state.pieces) do
      if piece.kind == "ring" and piece.owner == seat and piece.status == "board" then callable[#callable + 1] = piece.id end
    end
  end
  local message = state.seats[seat].name .. " (" .. COLOURS[seat] .. "): "
    .. ((#callable == 1 and named ~= 0) and "your named ring is still up: name it and shoot from your line." or "name one of your rings and shoot from your line.")
  return {
    seat = seat,
    kind = { type = "shoot", piece = SHOOTER, from = pool.line_region(seat, 2), call = { pieces = callable, pocket = false } },
    message = message,
  }
end

-- The named ring dropped, the shooter kept: a point, and the shooter names another.
local function rule_made(ruling)
  local seat, name = ruling.seat, ruling.name
  ruling.memo.named[seat] = 0
  ruling.score(seat, 1, "named ring pocketed")
  ruling.say(name .. " pockets the named ring (" .. ruling.totals[seat] .. " of 3).")
  if ruling.totals[seat] >= RINGS then
    ruling.pass()
    ruling.win(seat, name .. " has pocketed all three and wins.")
  else
    ruling.say(name .. " goes on and names another.")
  end
end

function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local named = action.call and action.call.piece or ruling.memo.named[ruling.seat]
  ruling.memo.named[ruling.seat] = named
  local drops, lost, _, off = pool.outcome(report)
  local made, back = false, {}
  for _, drop in ipairs(drops) do
    if drop.piece == named and not lost then made = true else back[#back + 1] = drop.piece end
  end
  for _, id in ipairs(off) do back[#back + 1] = id end
  ruling.set(SHOOTER, "hand")

  if made then
    rule_made(ruling)
  else
    ruling.pass()
    ruling.say(lost and (pool.shooter_lost(lost) .. ": " .. ruling.name .. "'s turn is lost.")
      or (ruling.name .. " did not drop the named ring: the turn passes, and it stays named."))
  end
  -- Every other ring that dropped or left the board goes back on its owner's points.
  for _, id in ipairs(back) do
    ruling.respot(id, tips(owner_of(id))[1])
    ruling.say("A " .. COLOURS[owner_of(id)] .. " ring that was not named goes back on a point.")
  end
  return ruling.finish()
end

return game
