-- Ring Bagatelle (1901), a Ringarang spinning game on the carrom side: every ring is spun from
-- the same shooting line, as in Ringaline, to stop in the strip beyond the far shooting line.
--
-- Catalogue id: ring-bagatelle-1901. A round game (this pack's module `rounds.lua`), spun from
-- Ringaline's line (this pack's ringaline-1901.lua, loaded as a module); this file has the count
-- and is also a module, for its tip-board variant.

local ringarang = require("ringarang")
local rounds = require("rounds")
local ringaline = require("ringaline-1901")

local BODY = { [[
Everybody spins from the same shooting line, the one at the bottom of the screen (seat 1's), as
in Ringaline, and tries to bring the ring to rest as near the rail across the board as it will
go. Rings stay where they fall; later rings may knock them about.]], [[
When the four rings are down the round is counted: every ring resting in the strip between the
far shooting line and the far rail scores 5; rings anywhere else score nothing. A ring spun into
a pocket gives 5 to the other side at once. The first side to 50 points (or the agreed target)
wins.]] }

local DECISIONS = { [[
- "Between the far shooting line and the far rail" means the fallen ring's centre lies beyond
  the middle of the far shooting line: a ring lying across the line counts when more than half
  of it is over.
- A ring pocketed, whoever knocked it, gives 5 to the side that does not own it.
- The total is checked whenever points are scored. If both sides pass the target on the same
  count with equal totals, play goes on.]] }

-- Whether the fallen `piece` lies in the far strip, and how far it lies beyond the far line.
local function beyond_far_line(piece)
  local line = ringaline.far_line()
  local depth = piece.position.y - line.a.y
  return depth > 0, depth
end

local spec = {
  parts = { equipment = "nothing else on the board", body = BODY, decisions = DECISIONS },
  target = 50,
  from = ringaline.from,
  aim = "stand your ring on the bottom shooting line and spin it to stop beyond the far line",
  stand = "on the bottom shooting line",
  -- The count, as data: every game made of this spec gets its own copy (`game.values`), and a
  -- house rule changes it (`values = { strip = 10 }`).
  values = {
    strip = 5,              -- a ring resting beyond the far shooting line
    pocket = 5,             -- a ring spun into a pocket, to the other side at once
  },
}

function spec.count(state, status, _, values)
  local points, lines = { 0, 0 }, {}
  for _, ring in ipairs(rounds.rings_down(state, status)) do
    if beyond_far_line(ring.piece) then
      points[ring.team] = points[ring.team] + values.strip
      lines[#lines + 1] = ring.who .. " rests beyond the far line: " .. values.strip .. "."
    else
      lines[#lines + 1] = ring.who .. " stopped short of the far line: nothing."
    end
  end
  return points, lines
end

function spec.fell(ruling, id)
  local piece = parlor.piece(ruling.state, id)
  local inside, depth = beyond_far_line(piece)
  local where = inside and (string.format("%.1f", depth * 100) .. " cm beyond the far line")
    or (string.format("%.1f", -depth * 100) .. " cm short of the far line")
  ruling.say(rounds.ring_name(ruling.state, piece) .. " falls flat " .. where .. ".")
end

return rounds.make(spec, "turns", "ring-bagatelle-1901", "Ring Bagatelle",
  "Spin every ring from one line to rest beyond the line across the board: 5 for each that does.")
