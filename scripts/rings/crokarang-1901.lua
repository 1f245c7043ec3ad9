-- Crokarang (1901), a Ringarang spinning game on the crokinole side, Bankaring's counterpart:
-- spin your ring in from your starting line over the middle circle and draw it back into the
-- ditch of your own quarter.
--
-- Catalogue id: crokarang-1901. Two players with two rings each, or four players in two teams of
-- partners sitting opposite, one ring each; played in rounds of four rings (this pack's module
-- `rounds.lua`), stood as in Ringarang Crokinole (ringarang-crokinole-1901.lua).

local ringarang = require("ringarang")
local rounds = require("rounds")
local crokinole = require("ringarang-crokinole-1901")


local RULES = [[
Four metal spinning rings, two of each colour, on the crokinole side with nothing else on the
board. Two players spin two rings each (one colour each); four play as two teams, partners
sitting opposite and sharing a colour, one ring each. Each player's territory is his quarter of
the board, from the centre out to the rim, the ditch on his side included. A coin toss (drawn
from the match seed) decides who spins first; turns go to the left, one ring a turn, until all
four are down. That is a round.

Stand your ring upright on the shooting line (the outer circle) inside your own quarter and spin
it in towards the centre with backspin (the shot's spin), so that it runs out, stops and rolls
back boomerang fashion. The aim is to draw it back into the ditch. To score, the ring must cross
the first circle in front of the shooting line (the middle circle) on its run, and at the last
remain inside your own territory.

When the four rings are down the round is counted. Every ring lying in the ditch of a player's
quarter counts 10 for that player's side, whether it is his own ring or the other side's. The
rings still on the field inside their own spinner's quarter count 5, 3 and 2, in order of
nearness to the shooting line. The first side to 50 points (or the agreed target) wins.

Parlor's decisions where the book is unclear:
- Crossing the middle circle. Parlor sees only where rings stop, not their paths, so it works the
  run out from the throw itself, as in Bankaring: a ring thrown with backspin enough to turn it
  back runs straight out for its speed squared over twice the board's skidding deceleration
  before it turns; one without runs on to where it stops. The ring crossed if its centre passed
  inside the middle circle on that run, or lies inside it now.
- Which ditch. The ditch is one groove round the field, so Parlor works out where a spun ring went
  into it from the same run: a ring that turned back leaves the field behind the place it was
  stood, one that did not runs off ahead. A ring knocked into the ditch by another goes into the
  ditch beside the place it lay.
- A ring counts in the quarter its centre lies in (or, in the ditch, went in by); the quarters
  are bounded by the lines from the centre through the four corner pockets. With two players the
  two side quarters belong to nobody: a ring there, on the field or in the ditch, counts nothing.
- Every ring must have crossed the middle circle on its own spin to count at all; a ring that
  did counts 10 for whoever owns the ditch it lies in, as the book says, even for the other side.
- Nearness to the shooting line is the distance of the ring's centre from the outer circle,
  inside or out. Rings exactly as near as each other share the better value.
]] .. rounds.DUD .. "\n" .. [[
- A ring knocked off the board counts nothing. The total is checked whenever points are scored;
  level sides at or above the target play on. The next round starts one seat further to the
  left.
]]

-- The seat whose quarter holds the direction `angle` (radians), or nil for a quarter nobody
-- owns.
local function quarter_owner(angle, seats)
  for seat = 1, seats do
    local off = (angle - crokinole.seat_angle(seat, seats) + math.pi) % (2 * math.pi) - math.pi
    if math.abs(off) <= math.pi / 4 then return seat end
  end
  return nil
end

local function angle_of(point) return math.atan(point.y, point.x) end

-- The spun ring's run worked out from its throw (see the rules' decisions): whether it crossed
-- the middle circle, and, for a ring that went into the ditch, where along the rim it went in.
-- Rings knocked into the ditch by it go in beside where they lay.
local function run(ruling, action, report)
  local state, memo, say = ruling.state, ruling.memo, ruling.say
  memo.crossed, memo.ditched = memo.crossed or {}, memo.ditched or {}
  local shot = report.shot
  local in_ditch = ruling.status[shot] == "ditch"
  if action.type == "shot" then
    local nearest, went_in = ringarang.run_of(action, not in_ditch and parlor.piece(state, shot).position or nil)
    if went_in then memo.ditched[#memo.ditched + 1] = { piece = shot, angle = angle_of(went_in) } end
    if nearest < parlor.circle("middle").radius then
      memo.crossed[#memo.crossed + 1] = shot
      say(ruling.name .. "'s ring crossed the middle circle on its run.")
    else
      say(ruling.name .. "'s ring never crossed the middle circle, so it cannot score this round.")
    end
  end
  -- A ditched piece keeps the position it had before the spin: where it lay.
  for _, event in ipairs(parlor.events(report, "ditched")) do
    local piece = parlor.piece(state, event.piece)
    if event.piece ~= shot and piece and piece.kind == "hoop" then
      memo.ditched[#memo.ditched + 1] = { piece = piece.id, angle = angle_of(piece.position) }
    end
  end
end

-- Where ring `id` went into the ditch (an angle), from the memo.
local function ditch_angle(memo, id)
  for _, entry in ipairs(memo.ditched or {}) do
    if entry.piece == id then return entry.angle end
  end
  return nil
end

-- The round's count: every crossed ring in the ditch `values.ditch` for its quarter's owner;
-- crossed rings on the field inside their spinner's quarter `values.ranks` by nearness to the
-- shooting line.
local function count_round(state, status, memo, values)
  local seats = #state.seats
  local outer = parlor.circle("outer").radius
  local points, lines, ranked = { 0, 0 }, {}, {}
  for _, piece in ipairs(state.pieces) do
    local who = piece.kind == "hoop" and rounds.ring_name(state, piece)
    local crossed = parlor.contains(memo.crossed, piece.id)
    local angle = ditch_angle(memo, piece.id)
    if not who or (status[piece.id] ~= "board" and status[piece.id] ~= "ditch") then
      -- Pins, rings set aside as duds and rings off the board count nothing.
    elseif not crossed then
      lines[#lines + 1] = who .. " never crossed the middle circle: nothing."
    elseif status[piece.id] == "ditch" then
      local owner = angle and quarter_owner(angle, seats)
      if owner then
        local team = ringarang.team_of(owner, seats)
        points[team] = points[team] + values.ditch
        lines[#lines + 1] = who .. " lies in the ditch of " .. state.seats[owner].name .. "'s quarter: " .. values.ditch .. " for " .. ringarang.COLOURS[team] .. "."
      else
        lines[#lines + 1] = who .. " lies in the ditch of a quarter nobody owns: nothing."
      end
    elseif quarter_owner(angle_of(piece.position), seats) ~= piece.owner then
      lines[#lines + 1] = who .. " lies outside its spinner's quarter: nothing."
    else
      local x, y = piece.position.x, piece.position.y
      ranked[#ranked + 1] = { piece = piece, team = ringarang.team_of(piece.owner, seats), who = who,
                              distance = math.abs(outer - math.sqrt(x * x + y * y)) }
    end
  end
  rounds.score_ranked(points, lines, ranked, values.ranks, "lies", "the shooting line")
  return points, lines
end

return rounds.turn_by_turn({
  info = rounds.info("crokarang-1901", "Crokarang",
    "Spin your ring in over the middle circle and draw it back into your own ditch: 10 a ring there, then 5, 3, 2.",
    RULES, 50, "crokinole"),
  setup = function(config, id) return ringarang.setup(id, "crokinole", config, 50, { crossed = {}, ditched = {} }) end,
  from = crokinole.starting_line,
  aim = "stand your ring on the shooting line in your quarter and spin it in over the middle circle and back into your ditch",
  run = run,
  count = count_round,
  new_round = function(memo) memo.crossed, memo.ditched = {}, {} end,
  -- The count, as data (`game.values`): a house rule changes it (`values = { ditch = 15 }`).
  values = {
    ditch = 10,             -- a crossed ring in the ditch of a quarter, to its owner's side
    ranks = { 5, 3, 2 },    -- crossed rings inside their spinner's quarter, nearest the line first
    pocket = 5,             -- a ring in a pocket (this pack's round rule), to the other side
  },
})
