-- Crokinole as the Carrom Company's modern book ("100 games" board) gives it: two players, six
-- rings each, every player counting his own rings (10 / 5 / 3 / 2), first to 100.
--
-- Catalogue id: crokinole-100games. Unlike the modern rule sheet (crokinole-modern-sheet.lua)
-- there is no must-hit rule and no cancelling: each ring scores for its owner.

local COLOURS = { "red", "green" }   -- seat 1, seat 2
local RINGS = 6
-- Points by the board's zones: the smallest circle, the next, the largest (the starting line).
local ZONE_POINTS = { ["15"] = 5, ["10"] = 3, ["5"] = 2 }
local ZONE_NAMES = { ["15"] = "the smallest circle", ["10"] = "the next circle", ["5"] = "the largest circle" }
local HOLE_POINTS = 10

local RULES = [[
Two players sit at opposite sides of the board, one with 6 red rings and one with 6 green. A coin
toss decides who opens. Players take turns, one ring a turn, until both have shot all six; that
is a round.

To shoot, place a ring on the outer circle (the starting line) inside your own section, the
quarter of the board in front of you between two corners, and flick it. The opening ring usually
goes for the centre hole; later rings try to score, or to knock the other player's rings out of
the circles. There is no rule that you must hit anything.

A ring shot into the centre hole is worth 10 at once, and keeps that credit; it is not counted
again at the end of the round. Exception: a player who needs 10 or fewer to win gets a hole ring
counted only at the end of the round, if it is still in the hole then.

At the end of each round every player counts his own rings: 5 for each ring inside the smallest
circle, 3 inside the next circle, 2 inside the largest circle. A ring on a line counts in the
outer, lower zone. A ring that comes to rest outside the largest circle, or on it, is out: it is
taken off the board into the ditch straight away. The first player to reach 100 wins.

Parlor's decisions where the book is unclear:
- A ring of yours that drops into the hole counts for you, whoever's shot sent it there.
- A ring in the hole stays there for the rest of the round: on this board nothing knocks it out,
  so a hole ring kept back for the end of the round is always counted then.
- The players take turns to open the rounds.
- The target is checked at the end of each round. If both players reach it in the same round,
  the higher total wins; if the totals are level, another round is played.
- "Outside the outer circle" includes touching it, as a ring on any line counts in the zone
  outside that line.

Options: the target score.
]]

local game = {}

game.info = {
  id = "crokinole-100games",
  name = "Crokinole",
  family = "crokinole",
  board = "crokinole",
  players = { 2 },
  summary = "Six rings each; every ring counts for its owner: 10 in the hole, then 5, 3, 2. First to 100.",
  rules = RULES,
  options = {
    { key = "target", label = "Play to (points)", default = 100 },
  },
}

-- Seat 1 sits at the bottom, seat 2 opposite: the angle of the middle of each one's section.
local function seat_angle(seat)
  return -math.pi / 2 + (seat - 1) * math.pi
end

local function rings_in_hand()
  local pieces = {}
  for seat = 1, 2 do
    for k = 1, RINGS do
      pieces[#pieces + 1] = {
        id = (seat - 1) * RINGS + k, kind = "ring", colour = COLOURS[seat], owner = seat,
        position = { x = 0, y = 0 }, status = "hand",
      }
    end
  end
  return pieces
end

function game.setup(config)
  local opener = parlor.draw(config.seed, 2)
  local seats = {}
  for seat = 1, 2 do
    seats[seat] = { name = config.seats[seat].name, team = seat, colour = COLOURS[seat] }
  end
  return {
    game = game.info.id,
    board = "crokinole",
    seats = seats,
    pieces = rings_in_hand(),
    scores = { 0, 0 },
    turn = opener,
    round = 1,
    memo = {
      target = parlor.option(config, "target", 100),
      opener = opener,
      -- Rings in the hole whose 10 waits for the end of the round (their owners needed 10 or
      -- fewer to win when they dropped), by piece id as a string.
      held_back = {},
    },
  }
end

local function rings_left(state, seat)
  local left, first = 0, nil
  for _, piece in ipairs(state.pieces) do
    if piece.owner == seat and piece.status == "hand" then
      left = left + 1
      first = first or piece
    end
  end
  return left, first
end

function game.prompt(state)
  local seat = state.turn
  local left, ring = rings_left(state, seat)
  local line = 0
  for _, circle in ipairs(board.circles) do
    if circle.name == "outer" then line = circle.radius end
  end
  local radius = board.pieces.ring.radius
  local middle = seat_angle(seat)
  return {
    seat = seat,
    kind = {
      type = "shoot", piece = ring.id,
      from = { type = "arc", inner = line - radius, outer = line + radius,
               from = middle - math.pi / 4, to = middle + math.pi / 4 },
    },
    message = state.seats[seat].name .. " (" .. COLOURS[seat] .. "): place a ring on the starting line in your section and shoot (" .. left .. " left).",
  }
end

local function plural(n, word)
  if n == 1 then return "1 " .. word end
  return n .. " " .. word .. "s"
end

function game.judge(state, action, report)
  local seat = state.turn
  local verdict = { edits = {}, score = {}, messages = {}, next = 3 - seat }
  local memo = parlor.copy(state.memo)
  local say = function(text) verdict.messages[#verdict.messages + 1] = text end
  local status = {}
  for _, piece in ipairs(state.pieces) do status[piece.id] = piece.status end
  local to = function(id, new_status)
    verdict.edits[#verdict.edits + 1] = { op = "status", piece = id, status = new_status }
    status[id] = new_status
  end
  local totals = { state.scores[1], state.scores[2] }
  local score = function(owner, points, reason)
    verdict.score[#verdict.score + 1] = { team = owner, points = points, reason = reason }
    totals[owner] = totals[owner] + points
  end

  -- Rings that dropped into the hole on this shot: 10 at once, unless the owner needs 10 or
  -- fewer to win, when the 10 waits for the end of the round.
  for _, event in ipairs(parlor.events(report, "holed")) do
    local ring = parlor.piece(state, event.piece)
    local owner = ring.owner
    local name = state.seats[owner].name
    if memo.target - totals[owner] <= HOLE_POINTS then
      memo.held_back[tostring(ring.id)] = true
      say("A " .. ring.colour .. " ring drops into the hole. " .. name .. " needs " .. (memo.target - totals[owner]) .. " or fewer to win, so it counts 10 only if it is still there at the end of the round.")
    else
      score(owner, HOLE_POINTS, "ring in the hole")
      say("A " .. ring.colour .. " ring drops into the hole: 10 for " .. name .. " at once.")
    end
  end

  -- Rings that left the field, or stopped on or outside the largest circle, are out.
  for _, piece in ipairs(state.pieces) do
    if status[piece.id] == "off" then to(piece.id, "ditch") end
  end
  for _, event in ipairs(report.events or {}) do
    if event.type == "ditched" or event.type == "off_board" then
      say("A " .. parlor.piece(state, event.piece).colour .. " ring left the field: it is out, in the ditch.")
    end
  end
  for _, rest in ipairs(report.rest or {}) do
    if status[rest.piece] == "board" and rest.zone == nil then
      to(rest.piece, "ditch")
      say("A " .. parlor.piece(state, rest.piece).colour .. " ring stopped on or outside the largest circle: it is out, in the ditch.")
    end
  end

  -- Where the shot ring came to rest.
  if status[report.shot] == "board" then
    for _, rest in ipairs(report.rest or {}) do
      if rest.piece == report.shot and rest.zone then
        say(state.seats[seat].name .. "'s ring rests inside " .. ZONE_NAMES[rest.zone] .. ": " .. ZONE_POINTS[rest.zone] .. " if it is still there at the end of the round.")
      end
    end
  end

  -- The round ends when both players have shot all their rings.
  for _, piece in ipairs(state.pieces) do
    if status[piece.id] == "hand" then
      verdict.memo = memo
      return verdict
    end
  end

  local zone_of = {}
  for _, rest in ipairs(report.rest or {}) do zone_of[rest.piece] = rest.zone end
  local counts = { 0, 0 }
  local held = { 0, 0 }
  for _, piece in ipairs(state.pieces) do
    local owner = piece.owner
    if status[piece.id] == "board" then
      counts[owner] = counts[owner] + (ZONE_POINTS[zone_of[piece.id] or ""] or 0)
    elseif status[piece.id] == "holed" and memo.held_back[tostring(piece.id)] then
      held[owner] = held[owner] + 1
    end
  end
  for owner = 1, 2 do
    local name = state.seats[owner].name
    if held[owner] > 0 then
      score(owner, HOLE_POINTS * held[owner], "ring in the hole at the end of the round")
      say(name .. "'s " .. plural(held[owner], "ring") .. " kept back in the hole " .. (held[owner] == 1 and "is" or "are") .. " still there: +" .. HOLE_POINTS * held[owner] .. ".")
    end
    if counts[owner] > 0 then
      score(owner, counts[owner], "rings in the circles")
    end
    say(name .. "'s rings in the circles count " .. counts[owner] .. ".")
  end
  verdict.round_over = true
  say("Round " .. state.round .. " is over: " .. state.seats[1].name .. " " .. totals[1] .. ", " .. state.seats[2].name .. " " .. totals[2] .. ".")
  local target = memo.target
  if (totals[1] >= target or totals[2] >= target) and totals[1] ~= totals[2] then
    local winner = totals[1] > totals[2] and 1 or 2
    verdict.outcome = { winner = winner }
    say(state.seats[winner].name .. " reaches " .. target .. " and wins the match.")
  else
    if totals[1] >= target then
      say("Level at or above the target: another round decides it.")
    end
    memo.opener = 3 - memo.opener
    memo.held_back = {}
    verdict.next = memo.opener
    verdict.edits[#verdict.edits + 1] = { op = "reset", pieces = rings_in_hand() }
    say("Next round: " .. state.seats[memo.opener].name .. " opens.")
  end
  verdict.memo = memo
  return verdict
end

return game
