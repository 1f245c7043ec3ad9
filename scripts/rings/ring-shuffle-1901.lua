-- Ring Shuffle (1901), a Ringarang spinning game on the carrom side: every ring is spun from the
-- corner across the board from a chosen pocket, to stop as near that pocket's mouth as it can
-- without dropping in.
--
-- Catalogue id: ring-shuffle-1901. A round game (this pack's module `rounds.lua`); this file has
-- the count and is also a module, for its simultaneous and tip-board variants.

local ringarang = require("ringarang")
local rounds = require("rounds")

local BODY = { [[
One pocket is the target: pocket 3 unless the players choose another before the match. Every ring
is stood on the short angle mark in the corner diagonally across the board from it, and spun
(backspin is the shot's spin) to run the length of the board and stop as close to the mouth of
the target pocket as it can. Rings stay where they fall; later rings may knock them about.]], [[
When the four rings are down the round is counted: the ring nearest the edge of the target
pocket scores 10, the others 5, 3 and 2 in order of nearness. A ring that drops into a pocket
costs its own side 2 points at once. The first side to 50 points (or the agreed target) wins.]] }

local DECISIONS = { [[
- "The numbered corner on the side opposite the target pocket" is the corner diagonally across
  from it, the longest run on the board. The ring is stood anywhere on that corner's angle mark
  (the short diagonal line between the shooting lines' corner and the pocket), so everybody
  spins from the same place.
- Nearness is measured from the fallen ring's centre to the nearest point of the pocket's edge.
  Rings exactly as near as each other share the better value; the next ring takes the value after
  the shared ones. Rings that are picked up, pocketed or knocked off the board are not counted.
- A ring dropped into any pocket, not only the target, costs 2, and it costs the side that owns
  it, whoever knocked it in. A side's total may go below zero.
- The total is checked whenever points are scored. If both sides pass the target on the same
  count with equal totals, play goes on.]] }

-- The target pocket of `table` (or of the option, for a new match).
local function pocket_of(number)
  for _, pocket in ipairs(board.pockets) do
    if pocket.number == number then return pocket end
  end
  error("the target pocket must be 1, 2, 3 or 4, not " .. tostring(number), 0)
end

-- The corner across the board from pocket `number`: its angle mark.
-- How far a ring lies from the mouth of `pocket` (its centre from the pocket's edge).
local function from_mouth(piece, pocket)
  local dx, dy = piece.position.x - pocket.centre.x, piece.position.y - pocket.centre.y
  return math.max(0, math.sqrt(dx * dx + dy * dy) - pocket.radius)
end

local spec = {
  parts = { equipment = "nothing else on the board", body = BODY, decisions = DECISIONS },
  target = 50,
  aim = function(state)
    local number = state.memo.pocket
    return "stand your ring on the angle mark in corner " .. ((number + 1) % 4 + 1) .. " and spin it to stop at the mouth of pocket " .. number
  end,
  stand = "on the angle mark across from the target pocket",
  options = { { key = "pocket", label = "Target pocket (1-4)", default = 3 } },
  -- The count, as data: every game made of this spec gets its own copy (`game.values`), and a
  -- house rule changes it (`values = { pocket = 3 }`).
  values = {
    ranks = { 10, 5, 3, 2 },   -- the rings on the board, nearest the pocket first
    pocket = 2,                -- a ring dropped into any pocket, off its own side at once
  },
}

function spec.setup(config, id)
  local chosen = parlor.option(config, "pocket", 3)
  local number = math.tointeger(chosen) or chosen
  pocket_of(number)
  return ringarang.setup(id, "carrom", config, spec.target, { pocket = number })
end

-- Every ring is stood on the angle mark in the corner across from the target pocket.
function spec.from(_, _, state)
  return parlor.on_line("angle-" .. ((state.memo.pocket + 1) % 4 + 1), 0)
end

function spec.pocketed(ruling, piece, event)
  local team = ringarang.team_of(piece.owner, ruling.seats)
  local cost = ruling.values.pocket
  ruling.score(team, -cost, "ring pocketed")
  ruling.say(rounds.ring_name(ruling.state, piece) .. " dropped into pocket " .. event.pocket .. ": it costs its own side " .. cost .. " (" .. ringarang.COLOURS[team] .. " " .. parlor.signed(-cost) .. ").")
end

function spec.count(state, status, _, values)
  local pocket = pocket_of(state.memo.pocket)
  local points, lines = { 0, 0 }, {}
  local ranked = rounds.rings_down(state, status)
  for _, ring in ipairs(ranked) do ring.distance = from_mouth(ring.piece, pocket) end
  rounds.score_ranked(points, lines, ranked, values.ranks, "lies", "the pocket")
  return points, lines
end

-- Tells the spinner how far from the pocket his ring fell.
function spec.fell(ruling, id)
  local piece = parlor.piece(ruling.state, id)
  local pocket = pocket_of(ruling.state.memo.pocket)
  local distance = from_mouth(piece, pocket)
  ruling.say(rounds.ring_name(ruling.state, piece) .. " falls flat " .. string.format("%.1f", distance * 100) .. " cm from the mouth of pocket " .. pocket.number .. ".")
end

return rounds.make(spec, "turns", "ring-shuffle-1901", "Ring Shuffle",
  "Spin every ring from one corner to stop by the far pocket's mouth: 10, 5, 3, 2; a drop costs 2.")
