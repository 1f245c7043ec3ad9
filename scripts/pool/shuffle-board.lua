-- Shuffle Board, from the 100-games book: three rings each flicked from the spot before pocket 1
-- to stop as near the mouth of pocket 3 as they can without dropping in.
--
-- Catalogue id: shuffle-board. Two players.

local pool = require("pool")

-- Nearest first.
local function table_sort(entries)
  table.sort(entries, function(p, q) return p.distance < q.distance end)
end

local COLOURS = { "red", "green" }
local RINGS = 3                         -- each: red 1-3, green 4-6
local TARGET = 20
local START_SPOT = "spot-1"
local POCKET = 3

local RULES = [[
Each player has three rings of his colour, red or green; there is no shooter. A coin toss (drawn
from the match seed) decides who starts, and the players take turns, a ring at a time. Each ring
is set on the numbered spot before pocket 1 and flicked diagonally across the board towards
pocket 3, to stop as close to the pocket's edge as it can without dropping in. A ring may knock
the other player's ring into the pocket.

When all six are down the round is counted: the ring nearest the edge of pocket 3 scores 3 for
its owner, the next 2, the next 1. A ring overhanging the pocket's rim scores double. A ring that
falls into the pocket is out of play. The first to 20 points wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- Nearness is measured from the edge of the ring to the edge of the pocket: the distance between
  their centres less both radii. A ring overhangs the rim when part of it lies over the pocket's
  mouth (that distance is below nothing) without dropping in; it still ranks by it.
- Rings exactly as near as each other share the better value; the next ring takes the value after
  the shared ones. A ring in any pocket, or off the board, is out of play.
- The ring is set down on the spot, or just beside it if a ring still lies there.
- The player who went second in a round starts the next. The score is checked when the round is
  counted; equal totals at or over 20 play another round.]]

local game = pool.game({
  id = "shuffle-board", book = "100 games book", name = "Shuffle Board",
  summary = "Flick three rings each from pocket 1's spot to stop nearest pocket 3's edge: 3, 2, 1; overhanging doubles.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
  options = { { key = "target", label = "Play to (points)", default = TARGET } },
})

-- The worth of what scores, as data: the count and its sentences read these, and a house rule
-- changes them with `values = { place = { 5, 3, 1 } }`.
game.values = {
  place = { 3, 2, 1 },   -- the ring nearest pocket 3's edge, the next, and the next
  overhang = 2,          -- times its place's points for a ring overhanging the rim
}
local values = game.values

local function pocket()
  for _, found in ipairs(board.pockets) do
    if found.number == POCKET then return found end
  end
  error("the board has no pocket " .. POCKET)
end

local function rings() return pool.rings_in_hand(RINGS, COLOURS) end

function game.setup(config)
  local first = parlor.draw(config.seed, 2)
  return pool.new_match(game.info.id, config, rings(),
    { target = parlor.option(config, "target", TARGET), opener = first }, first, COLOURS)
end

function game.prompt(state)
  local seat = state.turn
  local ring, left = nil, 0
  for _, piece in ipairs(state.pieces) do
    if piece.owner == seat and piece.status == "hand" then ring = ring or piece; left = left + 1 end
  end
  local spot = board.spots[START_SPOT]
  return pool.shoot(state, ring.id, { type = "segment", a = spot, b = spot, tolerance = 2 * board.pieces.ring.radius + 0.002 }, " (" .. COLOURS[seat] .. "): set a ring on the spot before pocket 1 and flick it to stop by pocket 3's edge (" .. left .. " left).")
end

-- Edge-to-edge distance from `piece` to the pocket's mouth (below 0: overhanging it).
local function gap(piece)
  local target = pocket()
  local dx, dy = piece.position.x - target.centre.x, piece.position.y - target.centre.y
  return math.sqrt(dx * dx + dy * dy) - target.radius - board.pieces.ring.radius
end

-- All six are down: the rings on the board rank by their gap to the pocket, `values.place` for
-- the nearest (level gaps share a place), times `values.overhang` for a ring overhanging the rim.
local function rule_count(ruling)
  local ranked = {}
  for _, piece in ipairs(ruling.state.pieces) do
    if piece.status == "board" then ranked[#ranked + 1] = { piece = piece, distance = gap(piece) } end
  end
  table_sort(ranked)
  local place, previous, value = 0, nil, 0
  for k, entry in ipairs(ranked) do
    if previous == nil or entry.distance > previous then
      place = k
      value = values.place[place] or 0
    end
    previous = entry.distance
    if value > 0 then
      local points = value * ((entry.distance < 0) and values.overhang or 1)
      local owner = entry.piece.owner
      ruling.score(owner, points, "ring by the pocket")
      ruling.say(ruling.state.seats[owner].name .. "'s " .. entry.piece.colour .. " ring " .. ((entry.distance < 0) and "overhangs the rim: " or "ranks " .. place .. ": ") .. points .. ".")
    end
  end
end

function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  ruling.pass()
  for _, event in ipairs(parlor.events(report, "pocketed")) do
    local ring = parlor.piece(state, event.piece)
    ruling.say(state.seats[ring.owner].name .. "'s " .. ring.colour .. " ring fell into pocket " .. event.pocket .. ": it is out of play.")
  end
  local shot = parlor.piece(state, report.shot)
  if shot.status == "board" then
    local d = gap(shot)
    ruling.say(ruling.name .. "'s ring stops " .. (d < 0 and "overhanging the rim of pocket 3" or (string.format("%.1f", d * 100) .. " cm from pocket 3's edge")) .. ".")
  end
  if ruling.count(function(_, status) return status == "hand" end) > 0 then return ruling.finish() end

  rule_count(ruling)
  local totals, memo = ruling.totals, ruling.memo
  ruling.end_round()
  if (totals[1] >= memo.target or totals[2] >= memo.target) and totals[1] ~= totals[2] then
    local winner = totals[1] > totals[2] and 1 or 2
    ruling.win(winner, state.seats[winner].name .. " reaches " .. memo.target .. " and wins.")
  else
    memo.opener = 3 - memo.opener
    ruling.end_round(memo.opener, rings())
    ruling.say("Round " .. state.round .. " is counted: " .. totals[1] .. " to " .. totals[2] .. ". " .. state.seats[memo.opener].name .. " starts the next.")
  end
  return ruling.finish()
end

return game
