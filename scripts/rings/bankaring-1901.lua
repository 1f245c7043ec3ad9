-- Bankaring (1901), a Ringarang spinning game on the carrom side: spin your ring out from beside
-- your own rail so that it crosses your shooting line and curls back to stop as near your rail
-- as it can.
--
-- Catalogue id: bankaring-1901. Two players with two rings each, or four players in two teams of
-- partners sitting opposite, one ring each. A ring is a `hoop`: the shot's spin is backspin.

local ringarang = require("ringarang")   -- what this pack's ring games share

local COLOURS = ringarang.COLOURS
local SIDES = ringarang.SIDES
-- Inward unit normal of each rail (rail 1 at the bottom, then counter-clockwise).
local INWARD = { { x = 0, y = 1 }, { x = -1, y = 0 }, { x = 0, y = -1 }, { x = 1, y = 0 } }
local TOUCH_POINTS = 10
local RANKS = { 5, 3, 2 }
local POCKET_POINTS = 5
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

local game = {}

game.info = {
  id = "bankaring-1901",
  name = "Bankaring",
  family = "spinning-rings",
  board = "carrom",
  players = { 2, 4 },
  summary = "Spin your ring over your shooting line and back: touching your rail 10, then 5, 3, 2.",
  rules = RULES,
  options = { { key = "target", label = "Play to (points)", default = 50 } },
}

local team_of, side_name, rings = ringarang.team_of, ringarang.side_name, ringarang.rings

local function half_width() return board.shape.half_width end

-- Distance from the cushion to the shooting lines.
local function line_gap()
  for _, line in ipairs(board.lines) do
    if line.name == "shooting-1" then return half_width() - math.abs(line.a.y) end
  end
  error("the board has no shooting-1 line")
end

local function rail_of(seat, seats) return SIDES[seats][seat] end

-- How far a point lies in from a rail's cushion.
local function depth(point, rail)
  local n = INWARD[rail]
  return half_width() + point.x * n.x + point.y * n.y
end

function game.setup(config)
  return ringarang.setup(game.info.id, "carrom", config, 50, { crossed = {} })
end

local ring_in_hand = ringarang.ring_in_hand

function game.prompt(state)
  local seat = state.turn
  local ring = ring_in_hand(state, seat)
  if not ring then error("seat " .. seat .. " has no ring in hand") end
  local rail = rail_of(seat, #state.seats)
  local n = INWARD[rail]
  -- The strip from the cushion (less the upright ring's footprint) to halfway to the line.
  local near, far = FOOTPRINT_MARGIN, line_gap() / 2
  local middle = (near + far) / 2
  local along = { x = -n.y, y = n.x }
  local reach = half_width() - line_gap()     -- the shooting line's half length
  local base = { x = -n.x * (half_width() - middle), y = -n.y * (half_width() - middle) }
  return {
    seat = seat,
    kind = { type = "shoot", piece = ring.id,
             from = { type = "segment",
                      a = { x = base.x - along.x * reach, y = base.y - along.y * reach },
                      b = { x = base.x + along.x * reach, y = base.y + along.y * reach },
                      tolerance = (far - near) / 2 } },
    message = state.seats[seat].name .. " (" .. ring.colour .. "): stand your ring close to your rail and spin it out over your line and back (spin is backspin).",
  }
end

-- How far in from the spinner's rail the throw carried the ring's centre at most.
local function farthest_depth(action, rest, rail)
  local start = depth(action.placement, rail)
  local deepest = math.max(start, rest and depth(rest, rail) or start)
  local motion = board.pieces.hoop.motion
  local speed, backspin = action.speed or 0, action.spin or 0
  if speed > 0 and backspin * motion.hoop_radius >= speed then
    local n = INWARD[rail]
    local square = math.cos(action.direction) * n.x + math.sin(action.direction) * n.y
    local run = speed * speed / (2 * motion.slip_deceleration)
    deepest = math.max(deepest, start + run * square)
  end
  return deepest
end

local sort_by_distance = ringarang.sort_by_distance

local function count_round(state, status, crossed)
  local seats = #state.seats
  local radius = board.pieces.hoop.motion.hoop_radius
  local gap = line_gap()
  local points, lines, ranked = { 0, 0 }, {}, {}
  for _, piece in ipairs(state.pieces) do
    if piece.kind == "hoop" and status[piece.id] == "board" then
      local team = team_of(piece.owner, seats)
      local who = state.seats[piece.owner].name .. "'s " .. piece.colour .. " ring"
      local distance = depth(piece.position, rail_of(piece.owner, seats))
      if not parlor.contains(crossed, piece.id) then
        lines[#lines + 1] = who .. " never crossed the shooting line: nothing."
      elseif distance > gap then
        lines[#lines + 1] = who .. " did not come back behind the shooting line: nothing."
      elseif distance <= radius then
        points[team] = points[team] + TOUCH_POINTS
        lines[#lines + 1] = who .. " came back to touch the rail: 10."
      else
        ranked[#ranked + 1] = { distance = distance, team = team, who = who }
      end
    end
  end
  sort_by_distance(ranked)
  local place, previous, value = 0, nil, 0
  for k, entry in ipairs(ranked) do
    if previous == nil or entry.distance > previous then
      place = k
      value = RANKS[place] or 0
    end
    previous = entry.distance
    points[entry.team] = points[entry.team] + value
    lines[#lines + 1] = entry.who .. " came back " .. string.format("%.1f", entry.distance * 100) .. " cm from the rail: " .. value .. "."
  end
  return points, lines
end

function game.judge(state, action, report)
  local seat = state.turn
  local seats = #state.seats
  local name = state.seats[seat].name
  local verdict = { edits = {}, score = {}, messages = {}, next = parlor.next_seat(seat, seats) }
  local memo = parlor.copy(state.memo)
  memo.crossed = memo.crossed or {}
  local say = function(text) verdict.messages[#verdict.messages + 1] = text end
  local totals = { state.scores[1], state.scores[2] }
  local score = function(team, points, reason)
    verdict.score[#verdict.score + 1] = { team = team, points = points, reason = reason }
    totals[team] = totals[team] + points
  end
  local status = {}
  for _, piece in ipairs(state.pieces) do status[piece.id] = piece.status end

  -- A ring that never left the place it was stood on is a dud.
  local dud = parlor.piece(state, report.shot)
  if dud and status[dud.id] == "board" and action.type == "shot" then
    local dx, dy = dud.position.x - action.placement.x, dud.position.y - action.placement.y
    local fell = false   -- a ring that made a ringer or a hubber certainly moved
    for _, event in ipairs(report.events or {}) do
      if (event.type == "ringer" or event.type == "leaning") and event.piece == dud.id then fell = true end
    end
    if dx * dx + dy * dy <= 1e-18 and not fell then
      verdict.edits[#verdict.edits + 1] = { op = "status", piece = dud.id, status = "aside" }
      status[dud.id] = "aside"
      say(name .. "'s ring never left the place it was stood on: a dud, picked up; it counts nothing this round.")
    end
  end


  -- Did this ring cross the shooting line?
  local shot = parlor.piece(state, report.shot)
  local rail = rail_of(seat, seats)
  local rest = (status[shot.id] == "board") and shot.position or nil
  if action.type == "shot" and farthest_depth(action, rest, rail) > line_gap() then
    memo.crossed[#memo.crossed + 1] = shot.id
    say(name .. "'s ring crossed the shooting line on its run out.")
  else
    say(name .. "'s ring never crossed the shooting line, so it cannot score this round.")
  end

  for _, event in ipairs(report.events or {}) do
    if event.type == "pocketed" then
      local piece = parlor.piece(state, event.piece)
      local other = 3 - team_of(piece.owner, seats)
      score(other, POCKET_POINTS, "ring pocketed")
      say(state.seats[piece.owner].name .. "'s " .. piece.colour .. " ring went into pocket " .. event.pocket .. ": a pocketed ring gives 5 to the other side (" .. COLOURS[other] .. " +5).")
    elseif event.type == "off_board" then
      say(state.seats[parlor.piece(state, event.piece).owner].name .. "'s ring flew off the board: it scores nothing this round.")
    end
  end

  local function check_win() return ringarang.check_win(totals, memo.target, verdict, say) end
  if check_win() then verdict.memo = memo; return verdict end

  local in_hand = false
  for _, piece in ipairs(state.pieces) do
    if status[piece.id] == "hand" then in_hand = true end
  end
  if not in_hand then
    local points, lines = count_round(state, status, memo.crossed)
    for _, line in ipairs(lines) do say(line) end
    for team = 1, 2 do
      if points[team] > 0 then score(team, points[team], "round count") end
    end
    say("Round " .. state.round .. " count: " .. COLOURS[1] .. " " .. points[1] .. ", " .. COLOURS[2] .. " " .. points[2] .. "; totals " .. totals[1] .. " to " .. totals[2] .. ".")
    verdict.round_over = true
    if not check_win() then
      if totals[1] >= memo.target and totals[1] == totals[2] then
        say("Both sides are level at or above the target: another round decides it.")
      end
      memo.opener = parlor.next_seat(memo.opener, seats)
      memo.crossed = {}
      verdict.next = memo.opener
      verdict.edits[#verdict.edits + 1] = { op = "reset", pieces = rings(seats) }
      say("New round: the rings are picked up and " .. state.seats[memo.opener].name .. " spins first.")
    end
  end

  verdict.memo = memo
  return verdict
end

return game
