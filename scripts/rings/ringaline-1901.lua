-- Ringaline (1901), a Ringarang spinning game on the carrom side: every ring is spun from the
-- same shooting line to stop on the shooting line across the board, or as near it as it can.
--
-- Catalogue id: ringaline-1901. A round game (this pack's module `rounds.lua`); this file has
-- the count and is also a module, for its simultaneous and tip-board variants and for Ring
-- Bagatelle, which is spun the same way.

local ringarang = require("ringarang")
local rounds = require("rounds")

local BODY = { [[
Everybody spins from the same shooting line, the one at the bottom of the screen (seat 1's), at
the shooting line across the board. Stand your ring anywhere on the near line and spin it
(backspin is the shot's spin) so that it stops on the far line, or as near it as it can. Rings
stay where they fall; later rings may knock them about.]], [[
When the four rings are down the round is counted: every ring touching the far line scores 10;
the other rings score 5, 3 and 2 in order of nearness to it. A ring spun into a pocket gives 5
to the other side at once. The first side to 50 points (or the agreed target) wins.]] }

local DECISIONS = { [[
- "The shooting line on the same side" is seat 1's line for everybody, so with two or four
  players all rings run the same way, up the screen.
- "Touching the line" is judged on the fallen ring: it touches when any part of it covers any
  part of the painted far line, that is when its centre is no farther from the line than the
  ring's radius and half the line's width. Every ring touching it scores 10 (the book does not
  say what happens when several do).
- Nearness is measured from the fallen ring's centre to the nearest point of the far line, ends
  included. The 5, 3 and 2 go to the rings that do not touch it; rings exactly as near as each
  other share the better value. Rings picked up, pocketed or knocked off the board are not
  counted.
- A ring pocketed, whoever knocked it, gives 5 to the side that does not own it.
- The total is checked whenever points are scored. If both sides pass the target on the same
  count with equal totals, play goes on.]] }

local ringaline = {}

-- Where every ring is stood: seat 1's shooting line.
function ringaline.from()
  return ringarang.line_region(1, 2)
end

-- The shooting line across the board from the one everybody spins from.
function ringaline.far_line()
  return ringarang.line_of(2, 2)
end

-- How far point `p` lies from the segment from `a` to `b`.
local function distance_to_segment(p, a, b)
  local ex, ey = b.x - a.x, b.y - a.y
  local t = ((p.x - a.x) * ex + (p.y - a.y) * ey) / (ex * ex + ey * ey)
  t = math.max(0, math.min(1, t))
  local dx, dy = p.x - (a.x + t * ex), p.y - (a.y + t * ey)
  return math.sqrt(dx * dx + dy * dy)
end

-- How far the centre of `piece` lies from the far line.
local function from_far_line(piece)
  local line = ringaline.far_line()
  return distance_to_segment(piece.position, line.a, line.b)
end

local function touches(distance)
  return distance <= board.pieces.hoop.motion.hoop_radius + board.line_width / 2
end

local spec = {
  parts = { equipment = "nothing else on the board", body = BODY, decisions = DECISIONS },
  target = 50,
  from = ringaline.from,
  aim = "stand your ring on the bottom shooting line and spin it to stop on the far line",
  stand = "on the bottom shooting line",
  -- The count, as data: every game made of this spec gets its own copy (`game.values`), and a
  -- house rule changes it (`values = { touch = 15 }`).
  values = {
    touch = 10,             -- a ring touching the far line
    ranks = { 5, 3, 2 },    -- the rings that do not touch it, nearest first
    pocket = 5,             -- a ring spun into a pocket, to the other side at once
  },
}

function spec.count(state, status, _, values)
  local points, lines, ranked, looks = { 0, 0 }, {}, {}, {}
  for _, ring in ipairs(rounds.rings_down(state, status)) do
    ring.distance = from_far_line(ring.piece)
    if touches(ring.distance) then
      points[ring.team] = points[ring.team] + values.touch
      looks[#looks + 1] = ring.piece.id
      lines[#lines + 1] = ring.who .. " touches the far line: " .. values.touch .. "."
    else
      ranked[#ranked + 1] = ring
    end
  end
  rounds.score_ranked(points, lines, ranked, values.ranks, "lies", "the far line")
  return points, lines, looks
end

function spec.fell(ruling, id)
  local piece = parlor.piece(ruling.state, id)
  local distance = from_far_line(piece)
  local where = touches(distance) and ", touching it" or ""
  ruling.say(rounds.ring_name(ruling.state, piece) .. " falls flat " .. string.format("%.1f", distance * 100) .. " cm from the far line" .. where .. ".")
end

local game = rounds.make(spec, "turns", "ringaline-1901", "Ringaline",
  "Spin every ring from one line to stop on the line across the board: 10 touching, then 5, 3, 2.")
game.from = ringaline.from
game.far_line = ringaline.far_line
return game
