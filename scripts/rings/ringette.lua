-- Ringette's rules, shared by its three games (a module of this pack: `require("ringette")`).
-- The 1901 book's first Ringarang game, on the carrom side: metal rings spun from the shooting
-- lines to stop as near the centre spot as they can. `ringette-1901.lua` plays it turn by turn,
-- `ringette-tip-board-1901.lua` lets the spinner tip the board, and
-- `ringette-simultaneous-1901.lua` spins every ring at one call; all three count a round here.
--
-- Two players with two rings each, or four players in two teams of partners sitting opposite,
-- one ring each. A ring is a `hoop`: the shot's spin is backspin.

local ringarang = require("ringarang")   -- what all this pack's ring games share

local ringette = {}
local concat = table.concat

local COLOURS = ringarang.COLOURS
local RANKS = { 10, 5, 3 }              -- the rings that do not touch the spot, nearest first
local SPOT_POINTS = 20
local POCKET_POINTS = 5

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
    id = id, name = name, family = "spinning-rings", board = "carrom", players = { 2, 4 },
    summary = summary, rules = rules,
    options = { { key = "target", label = "Play to (points)", default = 100 } },
  }
end

ringette.team_of = ringarang.team_of
ringette.rings = ringarang.rings
local team_of, line_of = ringarang.team_of, ringarang.line_of

-- Where `seat` stands its ring: anywhere on its own shooting line.
function ringette.line_region(seat, seats)
  local line = line_of(seat, seats)
  return { type = "segment", a = line.a, b = line.b, tolerance = 0 }
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

-- The opening table of game `id`: a coin toss (from the seed) picks who opens.
function ringette.setup(id, config)
  return ringarang.setup(id, "carrom", config, 100)
end

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
  ringarang.sort_by_distance(ranked)
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

-- A judging in progress: the verdict being built, the running totals and every piece's status
-- once the verdict's edits are applied. `ruling:say`, `ruling:score` and `ruling:aside` add to it.
local Ruling = {}
Ruling.__index = Ruling

function ringette.ruling(table)
  local seats = #table.seats
  local status = {}
  for _, piece in ipairs(table.pieces) do status[piece.id] = piece.status end
  return setmetatable({
    table = table,
    seats = seats,
    verdict = { edits = {}, score = {}, messages = {}, next = parlor.next_seat(table.turn, seats) },
    memo = parlor.copy(table.memo),
    totals = { table.scores[1], table.scores[2] },
    status = status,
  }, Ruling)
end

function Ruling:say(text)
  self.verdict.messages[#self.verdict.messages + 1] = text
end

function Ruling:score(team, points, reason)
  self.verdict.score[#self.verdict.score + 1] = { team = team, points = points, reason = reason }
  self.totals[team] = self.totals[team] + points
end

-- Picks a ring up for the rest of the round.
function Ruling:aside(id)
  self.verdict.edits[#self.verdict.edits + 1] = { op = "status", piece = id, status = "aside" }
  self.status[id] = "aside"
end

-- Whether ring `id`, stood at `at`, is a dud: on the board exactly where it was stood, with no
-- ringer or hubber to show it moved.
function Ruling:is_dud(id, at, report)
  if self.status[id] ~= "board" then return false end
  for _, event in ipairs(report.events or {}) do
    if (event.type == "ringer" or event.type == "leaning") and event.piece == id then return false end
  end
  local piece = parlor.piece(self.table, id)
  local dx, dy = piece.position.x - at.x, piece.position.y - at.y
  return dx * dx + dy * dy <= 1e-18
end

-- A pocketed ring gives 5 to the other side at once; a ring off the board just goes.
function Ruling:pockets_and_flights(report)
  local table = self.table
  for _, event in ipairs(report.events or {}) do
    if event.type == "pocketed" then
      local piece = parlor.piece(table, event.piece)
      local other = 3 - team_of(piece.owner, self.seats)
      self:score(other, POCKET_POINTS, "ring pocketed")
      self:say(table.seats[piece.owner].name .. "'s " .. piece.colour .. " ring went into pocket " .. event.pocket .. ": a pocketed ring gives 5 to the other side (" .. COLOURS[other] .. " +5).")
    elseif event.type == "off_board" then
      self:say(table.seats[parlor.piece(table, event.piece).owner].name .. "'s ring flew off the board: it scores nothing this round.")
    end
  end
end

-- Where the spinner's ring `id` fell, said for the players.
function Ruling:where_it_fell(id)
  local piece = parlor.piece(self.table, id)
  if not piece or self.status[id] ~= "board" then return end
  local x, y = piece.position.x, piece.position.y
  local distance = math.sqrt(x * x + y * y)
  local where = ""
  if distance <= board.pieces.hoop.motion.hoop_radius + spot_radius() then
    where = ", touching the centre spot"
  elseif math.abs(x) > line_inset() or math.abs(y) > line_inset() then
    where = ", beyond the shooting lines"
  end
  self:say(self.table.seats[self.table.turn].name .. "'s ring falls flat " .. string.format("%.1f", distance * 100) .. " cm from the centre" .. where .. ".")
end

-- Whether a side has reached the target ahead of the other; if so the match is over.
function Ruling:check_win()
  return ringarang.check_win(self.totals, self.memo.target, self.verdict, function(text) self:say(text) end)
end

-- Whether any ring is still in hand this round.
function Ruling:rings_in_hand()
  for _, piece in ipairs(self.table.pieces) do
    if self.status[piece.id] == "hand" then return true end
  end
  return false
end

-- Counts the round and, unless that wins the match, racks the next one, opened by the next
-- seat to the left; `opens` says what the opener does ("spins first", "gives the call").
function Ruling:count_round(opens)
  local table, totals, memo = self.table, self.totals, self.memo
  local points, lines = count_round(table, self.status)
  for _, line in ipairs(lines) do self:say(line) end
  for team = 1, 2 do
    if points[team] > 0 then self:score(team, points[team], "round count") end
  end
  self:say("Round " .. table.round .. " count: " .. COLOURS[1] .. " " .. points[1] .. ", " .. COLOURS[2] .. " " .. points[2] .. "; totals " .. totals[1] .. " to " .. totals[2] .. ".")
  self.verdict.round_over = true
  if not self:check_win() then
    if totals[1] >= memo.target and totals[1] == totals[2] then
      self:say("Both sides are level at or above the target: another round decides it.")
    end
    memo.opener = parlor.next_seat(memo.opener, self.seats)
    self.verdict.next = memo.opener
    self.verdict.edits[#self.verdict.edits + 1] = { op = "reset", pieces = ringette.rings(self.seats) }
    self:say("New round: the rings are picked up and " .. table.seats[memo.opener].name .. " " .. opens .. ".")
  end
end

-- The verdict, with the memo it carries.
function Ruling:finish()
  self.verdict.memo = self.memo
  return self.verdict
end

-- Ringette played turn by turn, one ring a turn; `tilt` (degrees), when given, lets the
-- spinner tip the board that far each way while his ring runs. Returns the whole game.
function ringette.turn_by_turn(info, tilt)
  local game = { info = info }

  function game.setup(config)
    return ringette.setup(info.id, config)
  end

  function game.prompt(table)
    local seat = table.turn
    local ring = nil
    for _, piece in ipairs(table.pieces) do
      if piece.owner == seat and piece.status == "hand" then ring = piece; break end
    end
    if not ring then error("seat " .. seat .. " has no ring in hand") end
    local message = table.seats[seat].name .. " (" .. ring.colour .. "): stand your ring on your shooting line and spin it towards the centre spot (spin is backspin)"
    if tilt then
      message = message .. "; while it runs you may tip the board up to " .. tilt .. " degrees each way to steer it"
    end
    return {
      seat = seat,
      kind = { type = "shoot", piece = ring.id, from = ringette.line_region(seat, #table.seats), tilt = tilt },
      message = message .. ".",
    }
  end

  function game.judge(table, action, report)
    local ruling = ringette.ruling(table)
    if action.type == "shot" and ruling:is_dud(report.shot, action.placement, report) then
      ruling:aside(report.shot)
      ruling:say(table.seats[table.turn].name .. "'s ring never left the place it was stood on: a dud, picked up; it counts nothing this round.")
    end
    ruling:pockets_and_flights(report)
    ruling:where_it_fell(report.shot)
    if not ruling:check_win() and not ruling:rings_in_hand() then
      ruling:count_round("spins first")
    end
    return ruling:finish()
  end

  return game
end

return ringette
