-- Bankaring (1901), a Ringarang spinning game on the carrom side: spin your ring out from beside
-- your own rail so that it crosses your shooting line and curls back to stop as near your rail
-- as it can.
--
-- Catalogue id: bankaring-1901. Two players with two rings each, or four players in two teams of
-- partners sitting opposite, one ring each. A ring is a `hoop`: the shot's spin is backspin.

local ringarang = require("ringarang")   -- what this pack's ring games share
local rounds = require("rounds")         -- the games counted after four rings

local SIDES = ringarang.SIDES
-- Inward unit normal of each rail (rail 1 at the bottom, then counter-clockwise).
local INWARD = { { x = 0, y = 1 }, { x = -1, y = 0 }, { x = 0, y = -1 }, { x = 1, y = 0 } }
local FOOTPRINT_MARGIN = 0.003          -- keeps the upright ring's centre off the cushion

local RULES = [[
Four metal spinning rings, two of each colour, on the carrom side with nothing else on the board.
Two players spin two rings each (one colour each); four play as two teams, partners sitting
opposite and sharing a colour, one ring each. A coin toss (drawn from the match seed) decides who
spins first; turns go to the left, one ring a turn, until all four are down. That is a round.

Stand your ring upright close to your own rail, in the strip between the cushion and your
shooting line, and spin it off towards the middle with backspin (the shot's spin), so that it
runs out, stops and rolls back boomerang fashion. The aim is to bring it back as near your own
rail as you can. To score, the ring must have crossed your shooting line on the way out and come
back behind it.

When the four rings are down the round is counted, as in Ringaline: a scoring ring touching your
rail counts 10; the other scoring rings count 5, 3 and 2 in order of nearness to their own
spinner's rail. A ring spun into a pocket gives 5 to the other side at once. The first side to
50 points (or the agreed target) wins.

Parlor's decisions where the book is unclear:
- A ring that never leaves the place it was stood on (the spin did not get it going) is a dud: it
  is picked up and counts nothing that round, so it cannot block the line for the next ring.
- Crossing the line. Parlor sees only where rings stop, not their paths, so it works the crossing
  out from the throw itself: a ring thrown with backspin enough to turn it back (its spin times
  the ring's radius at least its speed) runs straight out, while it skids, for speed squared over
  twice the board's skidding deceleration before it turns. If that run, measured square to your
  rail from where you stood the ring, carries its centre past your shooting line, it crossed. A
  ring without enough backspin to turn runs on and never comes back, so for it only where it stops
  counts. A ring checked on the way out by another ring or a cushion is still judged by its throw.
- "Touching the rail" (the book's "touching the line" of Ringaline, turned to this game's aim) is
  judged on the fallen ring: it touches when its centre is no farther from the cushion than the
  ring's radius.
- "Back behind the line" means the ring's centre lies between your shooting line and your rail. A
  ring that crossed but stayed out, or was knocked out again, scores nothing; so does a ring
  knocked off the board.
- Every ring touching its rail scores 10. The 5, 3 and 2 go to the other scoring rings, nearest
  first; rings at exactly the same distance share the better value.
- A ring pocketed before the round's end, whoever knocked it, gives 5 to the side that does not
  own it.
- The total is checked whenever points are scored; level sides at or above the target play on.
  The next round starts one seat further to the left.
]]

local function half_width() return board.shape.half_width end

-- Distance from the cushion to the shooting lines.
local function line_gap() return half_width() - math.abs(parlor.line("shooting-1").a.y) end

local function rail_of(seat, seats) return SIDES[seats][seat] end

-- How far a point lies in from a rail's cushion.
local function depth(point, rail)
  local n = INWARD[rail]
  return half_width() + point.x * n.x + point.y * n.y
end

-- Where `seat` stands its ring: the strip from its cushion (less the upright ring's footprint)
-- to halfway to its shooting line.
local function strip(seat, seats)
  local n = INWARD[rail_of(seat, seats)]
  local near, far = FOOTPRINT_MARGIN, line_gap() / 2
  local middle = (near + far) / 2
  local along = { x = -n.y, y = n.x }
  local reach = half_width() - line_gap()     -- the shooting line's half length
  local base = { x = -n.x * (half_width() - middle), y = -n.y * (half_width() - middle) }
  return { type = "segment",
           a = { x = base.x - along.x * reach, y = base.y - along.y * reach },
           b = { x = base.x + along.x * reach, y = base.y + along.y * reach },
           tolerance = (far - near) / 2 }
end

-- How far in from the spinner's rail the throw carried the ring's centre at most.
local function farthest_depth(action, rest, rail)
  local start = depth(action.placement, rail)
  local deepest = math.max(start, rest and depth(rest, rail) or start)
  local turned = ringarang.turning_point(action)
  if turned then deepest = math.max(deepest, depth(turned, rail)) end
  return deepest
end

-- The round's count: a ring that crossed its shooting line and came back behind it scores by
-- how near its rail it lies, touching it `values.touch`, else `values.ranks` for the nearest.
local function count_round(state, status, memo, values)
  local seats = #state.seats
  local radius = board.pieces.hoop.motion.hoop_radius
  local gap = line_gap()
  local points, lines, ranked = { 0, 0 }, {}, {}
  for _, ring in ipairs(rounds.rings_down(state, status)) do
    ring.distance = depth(ring.piece.position, rail_of(ring.piece.owner, seats))
    if not parlor.contains(memo.crossed, ring.piece.id) then
      lines[#lines + 1] = ring.who .. " never crossed the shooting line: nothing."
    elseif ring.distance > gap then
      lines[#lines + 1] = ring.who .. " did not come back behind the shooting line: nothing."
    elseif ring.distance <= radius then
      points[ring.team] = points[ring.team] + values.touch
      lines[#lines + 1] = ring.who .. " came back to touch the rail: " .. values.touch .. "."
    else
      ranked[#ranked + 1] = ring
    end
  end
  rounds.score_ranked(points, lines, ranked, values.ranks, "came back", "the rail")
  return points, lines
end

-- Whether the spun ring crossed its shooting line on its run out (worked out from the throw),
-- remembered for the count.
local function crossed(ruling, action, report)
  local memo = ruling.memo
  memo.crossed = memo.crossed or {}
  local shot = parlor.piece(ruling.state, report.shot)
  local rest = (ruling.status[shot.id] == "board") and shot.position or nil
  if action.type == "shot" and farthest_depth(action, rest, rail_of(ruling.seat, ruling.seats)) > line_gap() then
    memo.crossed[#memo.crossed + 1] = shot.id
    ruling.say(ruling.name .. "'s ring crossed the shooting line on its run out.")
  else
    ruling.say(ruling.name .. "'s ring never crossed the shooting line, so it cannot score this round.")
  end
end

-- Bankaring as a round game (this pack's module `rounds.lua`), spun turn by turn.
return rounds.turn_by_turn({
  info = ringarang.game({
    id = "bankaring-1901", book = "1901 book",
    name = "Bankaring",
    summary = "Spin your ring over your shooting line and back: touching your rail 10, then 5, 3, 2.",
    rules = RULES,
  }, 50).info,
  setup = function(config, id) return ringarang.setup(id, "carrom", config, 50, { crossed = {} }) end,
  from = strip,
  aim = "stand your ring close to your rail and spin it out over your line and back",
  run = crossed,
  count = count_round,
  new_round = function(memo) memo.crossed = {} end,
  -- The count, as data (`game.values`): a house rule changes it (`values = { touch = 15 }`).
  values = {
    touch = 10,             -- a scoring ring touching its spinner's rail
    ranks = { 5, 3, 2 },    -- the other scoring rings, nearest their rail first
    pocket = 5,             -- a ring spun into a pocket, to the other side at once
  },
})
