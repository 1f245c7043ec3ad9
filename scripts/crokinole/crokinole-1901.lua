-- Crokinole by the 1901 book: twelve rings a side, 20 at once for the hole (unless it would
-- finish the game), 10 and 5 for the two inner circles, 5 for every ring one side has more on
-- the field, and only the difference between the sides scored each round.
--
-- Catalogue id: crokinole-1901. Two players with 12 rings each, or four in two teams of partners
-- sitting opposite with 6 each. This file is also a module: `crokinole-1901-alt-count.lua` is the
-- same game with the book's other count (`game.with_count`).

local field = require("field")        -- the crokinole field, shared in this pack

local COLOURS = { "red", "green" }     -- team 1, team 2
local HOLE_POINTS = 20
local EXCESS_POINTS = 5

local PLAYERS = [[
Two players with 12 rings each, red and green, or four players in two teams of partners sitting
opposite, 6 rings each. A coin toss (drawn from the match seed) decides who opens. Turns go to
the left, one ring a turn, until every ring has been played; that is a round. Whoever played
second in a round opens the next.

Each ring is placed on the outer circle (the starting line) inside your own section, between the
two short lines that bound it; it may overlap a short line by up to half. Then flick it. The
opening ring goes for the centre hole. After that, while an opposing ring is on the field, every
shot must be a genuine attempt to hit one: bouncing off a post or off your own rings into it is
fine. When no opposing ring is on the field, shoot for the centre.

A ring that drops right into the centre hole scores 20 for its colour at once, unless those 20
would finish the game; then it is counted only at the end of the round, first, if it is still in
the hole. A ring shot off the board goes to the ditch; one that strikes the rim and comes back
onto the field stays where it stops.]]

local COUNT_1901 = [[
At the end of the round: a ring lying wholly inside the inner circle counts 10, wholly inside the
next circle 5, anywhere else nothing; a ring touching a line counts as outside it. The side with
more rings on the field (the hole included) adds 5 for each ring it has more than the other.
Only the difference between the two counts is scored, by the side with the higher count. The
first side to 100 points (or the agreed target) wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- Two colours of twelve rings make two sides, so the game is for two players or for four in two
  teams; three cannot share the colours fairly.
- The book names no penalty for a shot that is not a genuine attempt to hit an opposing ring, and
  Parlor cannot see intent: a shot that touches no opposing ring while one is on the field is
  taken as no attempt, and the ring shot goes to the ditch (scoring nothing, even from the hole).
  The option "Must hit an opposing ring" turns this off.
- A ring in the centre hole stays there for the rest of the round (on this board nothing knocks
  it out), so a ring counted at once is never counted again, and a ring held back is always
  counted at the end. Both count toward the rings on the field.
- The field is the raised board inside the ditch: a ring anywhere on it, the hole included,
  counts toward the 5 for each ring more, even one outside the outer circle.
- Lines are judged on the resting ring: it lies wholly inside a circle only if it does not touch
  the painted line.
- Opposite colours in the same space cancel ring for ring in the book; that changes neither
  side's lead, so Parlor scores the difference without removing them.
- Level counts score nothing. If both sides pass the target with equal totals, play goes on.
- Setting a ring against another near the edge and shooting the two together (which the book
  allows) is not offered: every shot is one ring placed on the starting line.
- The book's rules for hands, seats and moving the board have no use on a screen.]]

-- The game under `id`, named `name`, counting the zones by `values` (points by the board's zone
-- names "15", "10", "5": the inner, middle and outer circles) and explained by `count_text`.
local function make(id, name, summary, values, count_text)
  local game = {}

  game.info = {
    id = id,
    name = name,
    family = "crokinole",
    board = "crokinole",
    players = { 2, 4 },
    summary = summary,
    rules = PLAYERS .. "\n\n" .. count_text .. "\n\n" .. DECISIONS .. "\n",
    options = {
      { key = "target", label = "Play to (points)", default = 100 },
      { key = "must_hit", label = "Must hit an opposing ring", default = true },
    },
  }

  local team_of = field.team_of

  -- Twelve rings each with two players, six each with four.
  local function rings_in_hand(seats)
    return field.rings_in_hand((seats == 2) and 12 or 6, COLOURS, seats)
  end

  local zone_of = field.zone_of

  function game.setup(config)
    local count = #config.seats
    local first = parlor.draw(config.seed, count)
    local seats = {}
    for seat = 1, count do
      local team = team_of(seat, count)
      seats[seat] = { name = config.seats[seat].name, team = team, colour = COLOURS[team] }
    end
    return {
      game = id, board = "crokinole", seats = seats, pieces = rings_in_hand(count),
      scores = { 0, 0 }, turn = first, round = 1,
      memo = {
        target = parlor.option(config, "target", 100),
        must_hit = parlor.option(config, "must_hit", true),
        opener = first,
        held = {},
      },
    }
  end

  function game.prompt(state)
    local seat = state.turn
    local ring, left = nil, 0
    for _, piece in ipairs(state.pieces) do
      if piece.owner == seat and piece.status == "hand" then
        ring = ring or piece
        left = left + 1
      end
    end
    if not ring then error("seat " .. seat .. " has no ring in hand") end
    return {
      seat = seat,
      kind = { type = "shoot", piece = ring.id,
               from = field.section_line(seat, #state.seats, board.pieces.ring.radius) },
      message = state.seats[seat].name .. " (" .. ring.colour .. "): place a ring on the starting line in your section and shoot (" .. left .. " left).",
    }
  end

  function game.judge(state, action, report)
    local seat = state.turn
    local seats = #state.seats
    local team = team_of(seat, seats)
    local name = state.seats[seat].name
    local shot = report.shot
    local verdict = { edits = {}, score = {}, messages = {}, next = parlor.next_seat(seat, seats) }
    local memo = parlor.copy(state.memo)
    memo.held = memo.held or {}
    local say = function(text) verdict.messages[#verdict.messages + 1] = text end
    local totals = { state.scores[1], state.scores[2] }
    local score = function(side, points, reason)
      verdict.score[#verdict.score + 1] = { team = side, points = points, reason = reason }
      totals[side] = totals[side] + points
    end
    local status = {}
    for _, piece in ipairs(state.pieces) do status[piece.id] = piece.status end
    local to = function(piece_id, new_status)
      verdict.edits[#verdict.edits + 1] = { op = "status", piece = piece_id, status = new_status }
      status[piece_id] = new_status
    end
    local owner_team = function(piece_id) return team_of(parlor.piece(state, piece_id).owner, seats) end

    -- The opposing rings on the field when the shot was taken: those resting on it now, or that
    -- left it during this shot. Rings already in the hole are not there to be hit.
    local there_before = {}
    for _, rest in ipairs(report.rest or {}) do there_before[rest.piece] = true end
    for _, event in ipairs(report.events or {}) do
      if event.type == "holed" or event.type == "ditched" or event.type == "off_board" then
        there_before[event.piece] = true
      end
    end
    there_before[shot] = nil
    local opponents_there = false
    for piece_id in pairs(there_before) do
      if owner_team(piece_id) ~= team then opponents_there = true end
    end
    local touched_opponent = false
    for _, contact in ipairs(parlor.events(report, "contact")) do
      if owner_team(contact.a) ~= team or owner_team(contact.b) ~= team then touched_opponent = true end
    end
    if opponents_there and memo.must_hit ~= false then
      if touched_opponent then
        say(name .. " hit an opposing ring, as a shot must while one is on the field.")
      else
        say(name .. " touched no opposing ring while one was on the field: no genuine attempt, so the ring shot goes to the ditch.")
        to(shot, "ditch")
      end
    end

    for _, event in ipairs(report.events or {}) do
      local piece = parlor.piece(state, event.piece or 0)
      if event.type == "holed" and status[event.piece] == "holed" then
        local side = owner_team(event.piece)
        if totals[side] + HOLE_POINTS >= memo.target then
          memo.held[#memo.held + 1] = event.piece
          say("A " .. piece.colour .. " ring drops into the hole, but its 20 would finish the game: it is counted only at the end of the round, if it is still there.")
        else
          score(side, HOLE_POINTS, "ring in the hole")
          say("A " .. piece.colour .. " ring drops into the hole: 20 at once for " .. COLOURS[side] .. ".")
        end
      elseif event.type == "off_board" or event.type == "ditched" then
        say("A " .. piece.colour .. " ring left the field: it goes to the ditch.")
      end
    end
    for _, piece in ipairs(state.pieces) do
      if status[piece.id] == "off" then to(piece.id, "ditch") end
    end

    -- Where the ring shot came to rest, so every shot has its line in the log.
    local rested = parlor.piece(state, shot)
    if rested and status[shot] == "board" then
      local zone = zone_of(rested)
      local where = ({ ["15"] = "inside the inner circle", ["10"] = "inside the middle circle", ["5"] = "inside the outer circle" })[zone or ""] or "outside the scoring circles"
      say(name .. "'s ring rests " .. where .. ".")
    end

    local in_hand = false
    for _, piece in ipairs(state.pieces) do
      if status[piece.id] == "hand" then in_hand = true end
    end
    if not in_hand then
      local counts, on_field = { 0, 0 }, { 0, 0 }
      for _, held in ipairs(memo.held) do
        if status[held] == "holed" then
          local side = owner_team(held)
          counts[side] = counts[side] + HOLE_POINTS
          say("Counted first: the " .. COLOURS[side] .. " ring held back in the hole is still there, 20.")
        end
      end
      for _, piece in ipairs(state.pieces) do
        local side = team_of(piece.owner, seats)
        if status[piece.id] == "holed" then
          on_field[side] = on_field[side] + 1
        elseif status[piece.id] == "board" then
          on_field[side] = on_field[side] + 1
          counts[side] = counts[side] + (values[zone_of(piece) or ""] or 0)
        end
      end
      if on_field[1] ~= on_field[2] then
        local more = on_field[1] > on_field[2] and 1 or 2
        local excess = on_field[more] - on_field[3 - more]
        counts[more] = counts[more] + EXCESS_POINTS * excess
        say(COLOURS[more] .. " have " .. excess .. " ring" .. (excess == 1 and "" or "s") .. " more on the field: +" .. EXCESS_POINTS * excess .. " to their count.")
      end
      say("Round " .. state.round .. " count: " .. COLOURS[1] .. " " .. counts[1] .. ", " .. COLOURS[2] .. " " .. counts[2] .. ".")
      if counts[1] ~= counts[2] then
        local higher = counts[1] > counts[2] and 1 or 2
        score(higher, counts[higher] - counts[3 - higher], "round difference")
        say("Only the difference scores: " .. COLOURS[higher] .. " +" .. (counts[higher] - counts[3 - higher]) .. ".")
      else
        say("Level count: nobody scores this round.")
      end
      verdict.round_over = true
      local won = false
      for side = 1, 2 do
        if totals[side] >= memo.target and totals[side] > totals[3 - side] then
          verdict.outcome = { winner = side }
          say(COLOURS[side] .. " reach " .. memo.target .. " and win the match.")
          won = true
        end
      end
      if not won then
        if totals[1] >= memo.target and totals[1] == totals[2] then
          say("Both sides are level at or above the target: another round decides it.")
        end
        memo.opener = parlor.next_seat(memo.opener, seats)
        memo.held = {}
        verdict.next = memo.opener
        verdict.edits[#verdict.edits + 1] = { op = "reset", pieces = rings_in_hand(seats) }
        say("New round: " .. state.seats[memo.opener].name .. ", who played second, opens.")
      end
    end

    verdict.memo = memo
    return verdict
  end

  return game
end

local game = make("crokinole-1901", "Crokinole (1901)",
  "The 1901 count: 20 in the hole at once, 10 and 5 inside the circles, 5 a ring more on the field.",
  { ["15"] = 10, ["10"] = 5 }, COUNT_1901)

-- The same game counted by `values` (see `make`) and explained by `count_text`, for the book's
-- other count.
function game.with_count(id, name, summary, values, count_text)
  return make(id, name, summary, values, count_text)
end

return game
