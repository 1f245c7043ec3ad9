-- Ringette spun all at once: the 1901 book's first Ringarang game, in the variant where every
-- player spins at the same moment instead of taking turns. The count is Ringette's (this file is
-- ringette-1901.lua with one shot a round; keep the two in step).
--
-- Catalogue id: ringette-simultaneous-1901. Two players with two rings each, or four players in
-- two teams of partners sitting opposite, one ring each. A ring is a `hoop`: the shot's spin is
-- backspin.

local COLOURS = { "red", "green" }     -- team 1, team 2
-- The rail (and so the shooting line) each seat sits at; seats go clockwise, seat 2 on seat 1's
-- left.
local SIDES = { [2] = { 1, 3 }, [4] = { 1, 4, 3, 2 } }
local RANKS = { 10, 5, 3 }              -- the rings that do not touch the spot, nearest first
local SPOT_POINTS = 20
local POCKET_POINTS = 5

local RULES = [[
Four metal spinning rings, two of each colour, on the carrom side with nothing else on the board.
Two players spin two rings each (one colour each); four players play as two teams, partners
sitting opposite and sharing a colour, each spinning one ring. Instead of taking turns,
everybody spins at the same moment: at the call the four rings are set going together, and they
may meet and knock each other about on the way. That is a round.

Each ring is stood upright on your shooting line, as a carrom shooter would be, and spun off with
backspin (the shot's spin): with enough of it the ring runs out, stops and rolls back towards you.
When a ring stops it falls flat where it stopped. The aim is to leave your rings as near the
centre spot as you can. Rings stay where they fall; rings still running may knock them about.

When the four rings are down the round is counted. A ring touching the centre spot scores 20. The
rings that do not touch it are then ranked by how near their centres lie to the centre of the
board: the nearest scores 10, the next 5, the next 3. A ring lying beyond the shooting lines
scores nothing. A ring spun into a pocket gives 5 points to the other side at once. The first
side to 100 points (or the agreed target) wins.

Parlor's decisions where the book is unclear:
- With two players each spins both his rings at the call, one from each hand: all four rings go
  at once whatever the number of players.
- Each ring is stood on its spinner's own shooting line and aimed by him; then one player gives
  the call and all four go. A coin toss (drawn from the match seed) decides who calls the first
  round; the call passes to the left each round.
- A ring left out of the call (not spun with the others) counts nothing that round.
- A ring that never leaves the place it was stood on (the spin did not get it going) is a dud: it
  is picked up and counts nothing that round.
- "Touching the spot" is judged on the fallen ring: a ring lying flat touches the painted centre
  spot when any part of it (the wire or the space it encloses) covers any part of the spot, that
  is when its centre is no farther from the board's centre than the ring's radius plus the
  spot's.
- Every ring that touches the spot scores 20. The 10, 5 and 3 go to the other rings in order of
  nearness, so when no ring touches the spot the nearest scores 10 and the farthest of four
  scores nothing.
- "Beyond the shooting lines" means a ring whose centre lies outside the square the four
  shooting lines mark out. Such a ring takes no place in the ranking.
- Rings exactly as near as each other share the better value; the next ring takes the value
  after the shared ones.
- A ring knocked off the board scores nothing that round.
- The total is checked whenever points are scored, so a pocketed ring's 5 can end the match at
  once. If both sides pass the target on the same count with equal totals, play goes on.
]]

local game = {}

game.info = {
  id = "ringette-simultaneous-1901",
  name = "Ringette (simultaneous spinning)",
  family = "spinning-rings",
  board = "carrom",
  players = { 2, 4 },
  summary = "Ringette with every ring spun at the same call: 20 on the spot, then 10, 5, 3.",
  rules = RULES,
  options = { { key = "target", label = "Play to (points)", default = 100 } },
}

local function team_of(seat, seats)
  if seats == 2 then return seat end
  return (seat - 1) % 2 + 1
end

-- The rings in hand for a new round: two per seat with two players, one with four.
local function rings(seats)
  local pieces = {}
  local per_seat = (seats == 2) and 2 or 1
  for seat = 1, seats do
    for k = 1, per_seat do
      pieces[#pieces + 1] = {
        id = (seat - 1) * per_seat + k, kind = "hoop", colour = COLOURS[team_of(seat, seats)],
        owner = seat, position = { x = 0, y = 0 }, status = "hand",
      }
    end
  end
  return pieces
end

local function line_of(seat, seats)
  local wanted = "shooting-" .. SIDES[seats][seat]
  for _, line in ipairs(board.lines) do
    if line.name == wanted then return line end
  end
  error("the board has no line " .. wanted)
end

-- Half the side of the square the shooting lines mark out.
local function line_inset()
  return math.abs(line_of(1, 2).a.y)
end

local function spot_radius()
  for _, circle in ipairs(board.circles) do
    if circle.name == "centre" then return circle.radius end
  end
  return 0
end

function game.setup(config)
  local count = #config.seats
  local first = parlor.draw(config.seed, count)
  local seats = {}
  for seat = 1, count do
    local team = team_of(seat, count)
    seats[seat] = { name = config.seats[seat].name, team = team, colour = COLOURS[team] }
  end
  return {
    game = game.info.id, board = "carrom", seats = seats, pieces = rings(count),
    scores = { 0, 0 }, turn = first, round = 1,
    memo = { target = parlor.option(config, "target", 100), opener = first },
  }
end

-- The rings still in hand, the caller's first and then seat by seat to his left.
local function rings_in_hand(table)
  local seats = #table.seats
  local list = {}
  for k = 0, seats - 1 do
    local seat = (table.turn - 1 + k) % seats + 1
    for _, piece in ipairs(table.pieces) do
      if piece.owner == seat and piece.status == "hand" then list[#list + 1] = piece end
    end
  end
  return list
end

local function segment_of(seat, seats)
  local line = line_of(seat, seats)
  return { type = "segment", a = line.a, b = line.b, tolerance = 0 }
end

function game.prompt(table)
  local seat = table.turn
  local seats = #table.seats
  local rings = rings_in_hand(table)
  if #rings == 0 then error("no ring is in hand") end
  local with = {}
  for k = 2, #rings do
    with[#with + 1] = { piece = rings[k].id, from = segment_of(rings[k].owner, seats), seat = rings[k].owner }
  end
  return {
    seat = seat,
    kind = { type = "shoot", piece = rings[1].id, from = segment_of(seat, seats), with = with },
    message = table.seats[seat].name .. " calls this round: everyone stands their rings on their own shooting line and aims, then all spin at once (spin is backspin).",
  }
end

-- Nearest first; equal distances keep table order.
local function sort_by_distance(list)
  for i = 2, #list do
    local j = i
    while j > 1 and list[j].distance < list[j - 1].distance do
      list[j], list[j - 1] = list[j - 1], list[j]
      j = j - 1
    end
  end
end

local function side_name(team)
  return (COLOURS[team]:gsub("^%l", string.upper))
end

-- The round's count: points per team and one sentence per scoring ring.
local function count_round(table, status)
  local seats = #table.seats
  local radius = board.pieces.hoop.motion.hoop_radius
  local touch = radius + spot_radius()
  local inset = line_inset()
  local points = { 0, 0 }
  local lines = {}
  local ranked = {}
  for _, piece in ipairs(table.pieces) do
    if piece.kind == "hoop" and status[piece.id] == "board" then
      local x, y = piece.position.x, piece.position.y
      local distance = math.sqrt(x * x + y * y)
      local team = team_of(piece.owner, seats)
      local who = table.seats[piece.owner].name .. "'s " .. piece.colour .. " ring"
      if math.abs(x) > inset or math.abs(y) > inset then
        lines[#lines + 1] = who .. " lies beyond the shooting lines: nothing."
      elseif distance <= touch then
        points[team] = points[team] + SPOT_POINTS
        lines[#lines + 1] = who .. " touches the centre spot: 20."
      else
        ranked[#ranked + 1] = { piece = piece, distance = distance, team = team, who = who }
      end
    end
  end
  sort_by_distance(ranked)
  local place = 0
  local previous = nil
  local value = nil
  for k, entry in ipairs(ranked) do
    if previous == nil or entry.distance > previous then
      place = k
      value = RANKS[place] or 0
    end
    previous = entry.distance
    if value > 0 then
      points[entry.team] = points[entry.team] + value
      lines[#lines + 1] = entry.who .. " is " .. ({ "nearest", "next nearest", "third nearest" })[place] .. " the centre: " .. value .. "."
    else
      lines[#lines + 1] = entry.who .. " is too far out to rank: nothing."
    end
  end
  return points, lines
end

function game.judge(table, action, report)
  local seat = table.turn
  local seats = #table.seats
  local verdict = { edits = {}, score = {}, messages = {}, next = parlor.next_seat(seat, seats) }
  local memo = parlor.copy(table.memo)
  local say = function(text) verdict.messages[#verdict.messages + 1] = text end
  local totals = { table.scores[1], table.scores[2] }
  local score = function(team, points, reason)
    verdict.score[#verdict.score + 1] = { team = team, points = points, reason = reason }
    totals[team] = totals[team] + points
  end
  local status = {}
  for _, piece in ipairs(table.pieces) do status[piece.id] = piece.status end

  -- Where each ring was stood: the shot's own ring and those launched with it.
  local stood = {}
  if action.type == "shot" then
    stood[report.shot] = action.placement
    for _, launch in ipairs(action.with or {}) do stood[launch.piece] = launch.placement end
  end
  local moved_onto_post = {}   -- a ring that made a ringer or a hubber certainly moved
  for _, event in ipairs(report.events or {}) do
    if event.type == "ringer" or event.type == "leaning" then moved_onto_post[event.piece] = true end
  end
  for _, piece in ipairs(table.pieces) do
    local owner = piece.owner and table.seats[piece.owner].name or "?"
    local at = stood[piece.id]
    if status[piece.id] == "hand" then
      verdict.edits[#verdict.edits + 1] = { op = "status", piece = piece.id, status = "aside" }
      status[piece.id] = "aside"
      say(owner .. "'s " .. piece.colour .. " ring was not spun with the others: it counts nothing this round.")
    elseif at and status[piece.id] == "board" and not moved_onto_post[piece.id] then
      local dx, dy = piece.position.x - at.x, piece.position.y - at.y
      if dx * dx + dy * dy <= 1e-18 then
        verdict.edits[#verdict.edits + 1] = { op = "status", piece = piece.id, status = "aside" }
        status[piece.id] = "aside"
        say(owner .. "'s " .. piece.colour .. " ring never left the place it was stood on: a dud, picked up; it counts nothing this round.")
      end
    end
  end

  for _, event in ipairs(report.events or {}) do
    if event.type == "pocketed" then
      local piece = parlor.piece(table, event.piece)
      local other = 3 - team_of(piece.owner, seats)
      score(other, POCKET_POINTS, "ring pocketed")
      say(table.seats[piece.owner].name .. "'s " .. piece.colour .. " ring went into pocket " .. event.pocket .. ": a pocketed ring gives 5 to the other side (" .. COLOURS[other] .. " +5).")
    elseif event.type == "off_board" then
      say(table.seats[parlor.piece(table, event.piece).owner].name .. "'s ring flew off the board: it scores nothing this round.")
    end
  end

  local function check_win()
    for team = 1, 2 do
      if totals[team] >= memo.target and totals[team] > totals[3 - team] then
        verdict.outcome = { winner = team }
        say(side_name(team) .. " reach " .. memo.target .. " and win the match.")
        return true
      end
    end
    return false
  end
  if check_win() then verdict.memo = memo; return verdict end

  do   -- every ring is down after one call: the round is counted at once
    local points, lines = count_round(table, status)
    for _, line in ipairs(lines) do say(line) end
    for team = 1, 2 do
      if points[team] > 0 then score(team, points[team], "round count") end
    end
    say("Round " .. table.round .. " count: " .. COLOURS[1] .. " " .. points[1] .. ", " .. COLOURS[2] .. " " .. points[2] .. "; totals " .. totals[1] .. " to " .. totals[2] .. ".")
    verdict.round_over = true
    if not check_win() then
      if totals[1] >= memo.target and totals[1] == totals[2] then
        say("Both sides are level at or above the target: another round decides it.")
      end
      memo.opener = parlor.next_seat(memo.opener, seats)
      verdict.next = memo.opener
      verdict.edits[#verdict.edits + 1] = { op = "reset", pieces = rings(seats) }
      say("New round: the rings are picked up and " .. table.seats[memo.opener].name .. " gives the call.")
    end
  end

  verdict.memo = memo
  return verdict
end

return game
