-- Crokinole as the Carrom Company's modern book ("100 games" board) gives it: two players, six
-- rings each, every player counting his own rings (10 / 5 / 3 / 2), first to 100.
--
-- Catalogue id: crokinole-100games. Unlike the modern rule sheet (crokinole-modern-sheet.lua)
-- there is no must-hit rule and no cancelling: each ring scores for its owner.

local field = require("field")        -- the crokinole field, shared in this pack

local COLOURS = { "red", "green" }   -- seat 1, seat 2
local RINGS = 6
-- Points by the board's zones: the smallest circle, the next, the largest (the starting line).
local ZONE_NAMES = { ["15"] = "the smallest circle", ["10"] = "the next circle", ["5"] = "the largest circle" }

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
  so a hole ring kept back for the end of the round is always counted then. Until then it shows
  beside its owner's score, as pending.
- The players take turns to open the rounds.
- The target is checked at the end of each round. If both players reach it in the same round,
  the higher total wins; if the totals are level, another round is played.
- "Outside the outer circle" includes touching it, as a ring on any line counts in the zone
  outside that line.

Options: the target score.
]]

-- The count, as data: the judge and its sentences read these, and a house rule changes them
-- (`values = { hole = 20 }`).
local values = {
  hole = 10,                                    -- a ring in the hole
  zones = { ["15"] = 5, ["10"] = 3, ["5"] = 2 }, -- a ring resting in a circle, by zone
}

local game = field.game({
  id = "crokinole-100games", book = "100 games book", name = "Crokinole (100 Games)",
  target = 100,
  summary = "Six rings each; every ring counts for its owner: 10 in the hole, then 5, 3, 2. First to 100.",
  rules = RULES,
})

-- Seat 1 sits at the bottom, seat 2 opposite: the angle of the middle of each one's section.
local function seat_angle(seat)
  return -math.pi / 2 + (seat - 1) * math.pi
end

function game.setup(config)
  local opener = parlor.draw(config.seed, 2)
  return field.match(game.info.id, config, COLOURS, field.rings_in_hand(RINGS, COLOURS), opener, {
    target = parlor.option(config, "target", 100),
    opener = opener,
    -- Rings in the hole whose 10 waits for the end of the round (their owners needed 10 or
    -- fewer to win when they dropped), by piece id as a string.
    held_back = {},
  })
end

function game.prompt(state)
  local line, radius = field.circle("outer"), board.pieces.ring.radius
  local middle = seat_angle(state.turn)
  return field.line_prompt(state, "place a ring on the starting line in your section and shoot",
    { type = "arc", inner = line - radius, outer = line + radius,
      from = middle - math.pi / 4, to = middle + math.pi / 4 })
end

-- Rings that dropped into the hole on this shot: 10 at once, unless the owner needs 10 or fewer
-- to win, when the 10 waits for the end of the round.
local function rule_hole(ruling, report)
  local state, memo = ruling.state, ruling.memo
  for _, event in ipairs(parlor.events(report, "holed")) do
    local ring = parlor.piece(state, event.piece)
    local owner = ring.owner
    local name = state.seats[owner].name
    local needs = memo.target - ruling.totals[owner]
    if needs <= values.hole then
      memo.held_back[tostring(ring.id)] = true
      ruling.say("A " .. ring.colour .. " ring drops into the hole. " .. name .. " needs " .. needs .. " or fewer to win, so it counts " .. values.hole .. " only if it is still there at the end of the round.")
    else
      ruling.score(owner, values.hole, "ring in the hole")
      ruling.say("A " .. ring.colour .. " ring drops into the hole: " .. values.hole .. " for " .. name .. " at once.")
    end
  end
end

-- Rings that left the field, or stopped on or outside the largest circle, are out.
local function rule_out(ruling, report)
  field.off_to_ditch(ruling)
  field.out_of_play(ruling, report, "left the field: it is out, in the ditch.",
    "stopped on or outside the largest circle: it is out, in the ditch.")
end

-- When both players have shot all their rings, each counts his own.
local function rule_round_end(ruling, report)
  local state, memo, status = ruling.state, ruling.memo, ruling.status
  if ruling.count(function(_, s) return s == "hand" end) > 0 then return end
  local counts, held = { 0, 0 }, { 0, 0 }
  for _, piece in ipairs(state.pieces) do
    local owner = piece.owner
    if status[piece.id] == "board" then
      local rest = parlor.rest(report, piece.id)
      counts[owner] = counts[owner] + (values.zones[rest and rest.zone or ""] or 0)
    elseif status[piece.id] == "holed" and memo.held_back[tostring(piece.id)] then
      held[owner] = held[owner] + 1
    end
  end
  for owner = 1, 2 do
    local name = state.seats[owner].name
    if held[owner] > 0 then
      ruling.score(owner, values.hole * held[owner], "ring in the hole at the end of the round")
      ruling.say(name .. "'s " .. parlor.plural(held[owner], "ring") .. " kept back in the hole " .. parlor.verb(held[owner], "is", "are") .. " still there: +" .. values.hole * held[owner] .. ".")
    end
    ruling.score(owner, counts[owner], "rings in the circles")
    ruling.say(name .. "'s rings in the circles count " .. counts[owner] .. ".")
  end
  local totals = ruling.totals
  ruling.say("Round " .. state.round .. " is over: " .. state.seats[1].name .. " " .. totals[1] .. ", " .. state.seats[2].name .. " " .. totals[2] .. ".")
  if not field.close_round(ruling, {
    level = field.LEVEL,
    pieces = function() return field.rings_in_hand(RINGS, COLOURS) end,
  }) then
    memo.held_back = {}
  end
end

function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  ruling.pass()
  rule_hole(ruling, report)
  rule_out(ruling, report)
  -- Where the shot ring came to rest.
  local rest = parlor.rest(report, report.shot)
  if ruling.status[report.shot] == "board" and rest and rest.zone then
    ruling.say(ruling.name .. "'s ring rests inside " .. ZONE_NAMES[rest.zone] .. ": " .. values.zones[rest.zone] .. " if it is still there at the end of the round.")
  end
  rule_round_end(ruling, report)
  -- Rings kept back in the hole show in the tally at once; the round's end banks them.
  field.pending(ruling, values.hole, function(piece, status)
    return status == "holed" and ruling.memo.held_back[tostring(piece.id)] == true
  end, "kept back in the hole")
  return ruling.finish()
end

game.values = values

return game
