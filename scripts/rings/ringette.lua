-- Ringette's rules, shared by its three games (a module of this pack: `require("ringette")`).
-- The 1901 book's first Ringarang game, on the carrom side: metal rings spun from the shooting
-- lines to stop as near the centre spot as they can. `ringette-1901.lua` plays it turn by turn,
-- `ringette-tip-board-1901.lua` lets the spinner tip the board, and
-- `ringette-simultaneous-1901.lua` spins every ring at one call; all three count a round here.
--
-- Two players with two rings each, or four players in two teams of partners sitting opposite,
-- one ring each. A ring is a `hoop`: the shot's spin is backspin.

local ringarang = require("ringarang")   -- what all this pack's ring games share
local rounds = require("rounds")         -- rounds of four rings, counted at the end

local ringette = {}
local concat = table.concat

-- Ringette's count, as data (see `ringette.values`).
local function default_values()
  return {
    spot = 20,              -- a ring touching the centre spot
    ranks = { 10, 5, 3 },   -- the rings that do not touch the spot, nearest first
    pocket = 5,             -- a ring spun into a pocket, to the other side at once
  }
end

-- The rules text, in parts a variant can replace: `players` (who spins when), `spinning`,
-- `count`, then the decisions. Each part is a paragraph; decisions are bullet lines.
ringette.PLAYERS = [[
Four metal spinning rings, two of each colour, on the carrom side with nothing else on the board.
Two players spin two rings each (one colour each); four players play as two teams, partners
sitting opposite and sharing a colour, each spinning one ring. A coin toss (drawn from the match
seed) decides who spins first; turns then go to the left, one ring a turn, until all four rings
are down. That is a round.]]

ringette.SPINNING = [[
Each ring is stood upright on your shooting line, as a carrom shooter would be, and spun off with
backspin (the shot's spin): with enough of it the ring runs out, stops and rolls back towards you.
When a ring stops it falls flat where it stopped. The aim is to leave your rings as near the
centre spot as you can. Rings stay where they fall; later rings may knock them about.]]

ringette.COUNT = [[
When the four rings are down the round is counted. A ring touching the centre spot scores 20. The
rings that do not touch it are then ranked by how near their centres lie to the centre of the
board: the nearest scores 10, the next 5, the next 3. A ring lying beyond the shooting lines
scores nothing. A ring spun into a pocket gives 5 points to the other side at once. The first
side to 100 points (or the agreed target) wins.]]

ringette.DUD = [[
- A ring that never leaves the place it was stood on (the spin did not get it going) is a dud: it
  is picked up and counts nothing that round, so it cannot block the line for the next ring.]]

ringette.COUNTING_DECISIONS = [[
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
  once. If both sides pass the target on the same count with equal totals, play goes on.]]

ringette.ORDER = [[
- The spinning order of the next round starts one seat further to the left.]]

-- The whole rules text from its parts: `parts.players`, `parts.spinning`, `parts.count` replace
-- the usual paragraphs, `parts.extra` is a paragraph added after them, and
-- `parts.decisions` (a list of bullet texts) replaces the usual decisions.
function ringette.rules(parts)
  local paragraphs = {
    parts.players or ringette.PLAYERS, parts.spinning or ringette.SPINNING,
    parts.count or ringette.COUNT,
  }
  if parts.extra then paragraphs[#paragraphs + 1] = parts.extra end
  local decisions = parts.decisions
    or { ringette.DUD, ringette.COUNTING_DECISIONS, ringette.ORDER }
  paragraphs[#paragraphs + 1] = "Parlor's decisions where the book is unclear:\n"
    .. concat(decisions, "\n")
  return concat(paragraphs, "\n\n") .. "\n"
end

-- The `info` of a Ringette game.
function ringette.info(id, name, summary, rules)
  return {
    id = id, name = name, book = "1901 book", family = "spinning-rings", board = "carrom",
    players = { 2, 4 }, summary = summary, rules = rules,
    options = { { key = "target", label = "Play to (points)", default = 100 } },
  }
end

ringette.team_of = ringarang.team_of
local team_of, line_of = ringarang.team_of, ringarang.line_of

-- Where `seat` stands its ring: anywhere on its own shooting line.
ringette.line_region = ringarang.line_region

-- Half the side of the square the shooting lines mark out.
local function line_inset()
  return math.abs(line_of(1, 2).a.y)
end

-- The centre spot's circle; the 1901 face (Pin-a-Four 5) draws none, so it is nothing there.
local function spot_radius()
  for _, circle in ipairs(board.circles) do
    if circle.name == "centre" then return circle.radius end
  end
  return 0
end

-- The opening table of game `id`: a coin toss (from the seed) picks who opens.
function ringette.setup(id, config)
  return ringarang.setup(id, "carrom", config, 100)
end

local function count_round(state, status, _, values)
  local seats = #state.seats
  local radius = board.pieces.hoop.motion.hoop_radius
  local touch = radius + spot_radius()
  local inset = line_inset()
  local points = { 0, 0 }
  local lines = {}
  local ranked = {}
  local looks = {}
  for _, piece in ipairs(state.pieces) do
    if piece.kind == "hoop" and status[piece.id] == "board" then
      local x, y = piece.position.x, piece.position.y
      local distance = math.sqrt(x * x + y * y)
      local team = team_of(piece.owner, seats)
      local who = state.seats[piece.owner].name .. "'s " .. piece.colour .. " ring"
      if math.abs(x) > inset or math.abs(y) > inset then
        lines[#lines + 1] = who .. " lies beyond the shooting lines: nothing."
      elseif distance <= touch then
        points[team] = points[team] + values.spot
        looks[#looks + 1] = piece.id
        lines[#lines + 1] = who .. " touches the centre spot: " .. values.spot .. "."
      else
        ranked[#ranked + 1] = { piece = piece, distance = distance, team = team, who = who }
      end
    end
  end
  for _, entry in ipairs(rounds.rank(ranked, values.ranks)) do
    if entry.value > 0 then
      points[entry.team] = points[entry.team] + entry.value
      lines[#lines + 1] = entry.who .. " is " .. ({ "nearest", "next nearest", "third nearest" })[entry.place] .. " the centre: " .. entry.value .. "."
    else
      lines[#lines + 1] = entry.who .. " is too far out to rank: nothing."
    end
  end
  return points, lines, looks
end

-- The spinner is told where his ring fell: how far from the centre, and whether it touches the
-- spot or lies beyond the lines.
local function where_it_fell(ruling, id)
  local piece = parlor.piece(ruling.state, id)
  local x, y = piece.position.x, piece.position.y
  local distance = math.sqrt(x * x + y * y)
  local where = ""
  if distance <= board.pieces.hoop.motion.hoop_radius + spot_radius() then
    where = ", touching the centre spot"
  elseif math.abs(x) > line_inset() or math.abs(y) > line_inset() then
    where = ", beyond the shooting lines"
  end
  ruling.say(ruling.state.seats[ruling.state.turn].name .. "'s ring falls flat " .. string.format("%.1f", distance * 100) .. " cm from the centre" .. where .. ".")
end

-- Ringette's count of a round, for games counted the same way (Pin-a-Four 5): a round game's
-- `count` (see rounds.lua), reading `values.spot` and `values.ranks`.
ringette.count = count_round

-- Ringette's values, a fresh table of the defaults for each game that counts as Ringette: a
-- ring touching the spot, the ranked rings, and a pocketed ring.
ringette.values = default_values

-- Ringette as a round game (this pack's module `rounds.lua`) with `info`.
function ringette.spec(info)
  return {
    info = info,
    setup = function(config) return ringette.setup(info.id, config) end,
    from = ringette.line_region,
    aim = "stand your ring on your shooting line and spin it towards the centre spot",
    stand = "on their own shooting line",
    count = count_round,
    fell = where_it_fell,
    values = default_values(),
  }
end

-- Ringette played turn by turn, one ring a turn; `tilt` (degrees), when given, lets the
-- spinner tip the board that far each way while his ring runs. Returns the whole game.
function ringette.turn_by_turn(info, tilt)
  return rounds.turn_by_turn(ringette.spec(info), tilt)
end

-- Ringette with every ring of the round spun at one call.
function ringette.simultaneous(info)
  return rounds.simultaneous(ringette.spec(info))
end

return ringette
