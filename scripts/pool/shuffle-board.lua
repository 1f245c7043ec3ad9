-- Shuffle Board, from the 100-games book: three rings each flicked from the spot before pocket 1
-- to stop as near the mouth of pocket 3 as they can without dropping in.
--
-- Catalogue id: shuffle-board. Two players.

local pool = require("pool")

-- Nearest first; `table` names the game's table in the judge below.
local function table_sort(entries)
  table.sort(entries, function(p, q) return p.distance < q.distance end)
end

local COLOURS = { "red", "green" }
local RINGS = 3                         -- each: red 1-3, green 4-6
local RANKS = { 3, 2, 1 }
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

local game = {}

game.info = {
  id = "shuffle-board",
  name = "Shuffle Board",
  family = "carrom-pocket",
  board = "carrom",
  players = { 2 },
  summary = "Flick three rings each from pocket 1's spot to stop nearest pocket 3's edge: 3, 2, 1; overhanging doubles.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
  options = { { key = "target", label = "Play to (points)", default = TARGET } },
}

local function pocket()
  for _, found in ipairs(board.pockets) do
    if found.number == POCKET then return found end
  end
  error("the board has no pocket " .. POCKET)
end

local function rings()
  local pieces = {}
  for seat = 1, 2 do
    for k = 1, RINGS do
      pieces[#pieces + 1] = { id = (seat - 1) * RINGS + k, kind = "ring", colour = COLOURS[seat], owner = seat,
                              position = { x = 0, y = 0 }, status = "hand" }
    end
  end
  return pieces
end

function game.setup(config)
  local first = parlor.draw(config.seed, 2)
  local seats = pool.seats(config)
  for seat = 1, 2 do seats[seat].colour = COLOURS[seat] end
  return {
    game = game.info.id, board = "carrom", seats = seats, pieces = rings(),
    scores = { 0, 0 }, turn = first, round = 1,
    memo = { target = parlor.option(config, "target", TARGET), opener = first },
  }
end

function game.prompt(state)
  local seat = state.turn
  local ring, left = nil, 0
  for _, piece in ipairs(state.pieces) do
    if piece.owner == seat and piece.status == "hand" then ring = ring or piece; left = left + 1 end
  end
  local spot = board.spots[START_SPOT]
  return {
    seat = seat,
    kind = { type = "shoot", piece = ring.id,
             from = { type = "segment", a = spot, b = spot, tolerance = 2 * board.pieces.ring.radius + 0.002 } },
    message = state.seats[seat].name .. " (" .. COLOURS[seat] .. "): set a ring on the spot before pocket 1 and flick it to stop by pocket 3's edge (" .. left .. " left).",
  }
end

-- Edge-to-edge distance from `piece` to the pocket's mouth (below 0: overhanging it).
local function gap(piece)
  local target = pocket()
  local dx, dy = piece.position.x - target.centre.x, piece.position.y - target.centre.y
  return math.sqrt(dx * dx + dy * dy) - target.radius - board.pieces.ring.radius
end

function game.judge(state, action, report)
  local seat = state.turn
  local verdict = { edits = {}, score = {}, messages = {}, next = 3 - seat }
  local memo = parlor.copy(state.memo)
  local say = function(text) verdict.messages[#verdict.messages + 1] = text end

  for _, event in ipairs(parlor.events(report, "pocketed")) do
    local ring = parlor.piece(state, event.piece)
    say(state.seats[ring.owner].name .. "'s " .. ring.colour .. " ring fell into pocket " .. event.pocket .. ": it is out of play.")
  end
  local shot = parlor.piece(state, report.shot)
  if shot.status == "board" then
    local d = gap(shot)
    say(state.seats[seat].name .. "'s ring stops " .. (d < 0 and "overhanging the rim of pocket 3" or (string.format("%.1f", d * 100) .. " cm from pocket 3's edge")) .. ".")
  end

  for _, piece in ipairs(state.pieces) do
    if piece.status == "hand" then
      verdict.memo = memo
      return verdict
    end
  end

  -- All six are down: rank the rings on the board.
  local ranked = {}
  for _, piece in ipairs(state.pieces) do
    if piece.status == "board" then ranked[#ranked + 1] = { piece = piece, distance = gap(piece) } end
  end
  table_sort(ranked)
  local totals = { state.scores[1], state.scores[2] }
  local place, previous, value = 0, nil, 0
  for k, entry in ipairs(ranked) do
    if previous == nil or entry.distance > previous then
      place = k
      value = RANKS[place] or 0
    end
    previous = entry.distance
    if value > 0 then
      local points = value * ((entry.distance < 0) and 2 or 1)
      local owner = entry.piece.owner
      verdict.score[#verdict.score + 1] = { team = owner, points = points, reason = "ring by the pocket" }
      totals[owner] = totals[owner] + points
      say(state.seats[owner].name .. "'s " .. entry.piece.colour .. " ring " .. ((entry.distance < 0) and "overhangs the rim: " or "ranks " .. place .. ": ") .. points .. ".")
    end
  end
  verdict.round_over = true
  local target = memo.target
  if (totals[1] >= target or totals[2] >= target) and totals[1] ~= totals[2] then
    local winner = totals[1] > totals[2] and 1 or 2
    verdict.outcome = { winner = winner }
    say(state.seats[winner].name .. " reaches " .. target .. " and wins.")
  else
    memo.opener = 3 - memo.opener
    verdict.next = memo.opener
    verdict.edits[#verdict.edits + 1] = { op = "reset", pieces = rings() }
    say("Round " .. state.round .. " is counted: " .. totals[1] .. " to " .. totals[2] .. ". " .. state.seats[memo.opener].name .. " starts the next.")
  end
  verdict.memo = memo
  return verdict
end

return game
