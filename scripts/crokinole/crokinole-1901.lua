-- Crokinole by the 1901 book: twelve rings a side, 20 at once for the hole (unless it would
-- finish the game), 10 and 5 for the two inner circles, 5 for every ring one side has more on
-- the field, and only the difference between the sides scored each round.
--
-- Catalogue id: crokinole-1901. Two players with 12 rings each, or four in two teams of partners
-- sitting opposite with 6 each. This file is also a module: `crokinole-1901-alt-count.lua` is the
-- same game with the book's other count (`game.with_count`).

local field = require("field")        -- the crokinole field, shared in this pack

local COLOURS = { "red", "green" }     -- team 1, team 2

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
  counted at the end. Both count toward the rings on the field. A ring held back shows beside
  its side's score at once, as pending, until the round's count.
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

-- The game under `id`, named `name`, counting the zones by `zones` (points by the board's zone
-- names "15", "10", "5": the inner, middle and outer circles) and explained by `count_text`.
local function make(id, name, summary, zones, count_text)
  -- The count, as data: the judge and its sentences read these, and a house rule changes them
  -- (`values = { hole = 30 }`).
  local values = {
    hole = 20,       -- a ring in the hole
    excess = 5,      -- each ring a side has more on the field
    zones = zones,   -- a ring resting in a circle, by zone
  }
  local game = field.game({
    id = id, name = name, book = "1901 book", -- the count and its variant both
    target = 100,
    players = { 2, 4 },
    summary = summary,
    rules = PLAYERS .. "\n\n" .. count_text .. "\n\n" .. DECISIONS .. "\n",
    options = {
      { key = "must_hit", label = "Must hit an opposing ring", default = true },
    },
  })

  -- Twelve rings each with two players, six each with four.
  local function rings_in_hand(seats)
    return field.rings_in_hand((seats == 2) and 12 or 6, COLOURS, seats)
  end

  function game.setup(config)
    local count = #config.seats
    local first = parlor.draw(config.seed, count)
    return field.match(id, config, COLOURS, rings_in_hand(count), first, {
      target = parlor.option(config, "target", 100),
      must_hit = parlor.option(config, "must_hit", true),
      opener = first,
      held = {},
    })
  end

  function game.prompt(state)
    return field.line_prompt(state, "place a ring on the starting line in your section and shoot")
  end

  -- Must hit: a shot touching no opposing ring while one is on the field is taken as no genuine
  -- attempt, and the ring shot goes to the ditch.
  local function rule_must_hit(ruling, report)
    local there, touched = field.must_hit(ruling, report)
    if not there or ruling.memo.must_hit == false then return end
    if touched then
      ruling.say(ruling.name .. " hit an opposing ring, as a shot must while one is on the field.")
    else
      ruling.say(ruling.name .. " touched no opposing ring while one was on the field: no genuine attempt, so the ring shot goes to the ditch.")
      ruling.set(report.shot, "ditch")
    end
  end

  -- A ring in the hole scores at once, unless its points would finish the game: then it is held back
  -- to count at the end of the round. Rings that left the field go to the ditch.
  local function rule_hole(ruling, report)
    local state, memo = ruling.state, ruling.memo
    for _, event in ipairs(report.events or {}) do
      local piece = parlor.piece(state, event.piece or 0)
      if event.type == "holed" and ruling.status[event.piece] == "holed" then
        local side = parlor.team_of(state, piece.owner)
        if ruling.totals[side] + values.hole >= memo.target then
          memo.held[#memo.held + 1] = event.piece
          ruling.say("A " .. piece.colour .. " ring drops into the hole, but its " .. values.hole .. " would finish the game: it is counted only at the end of the round, if it is still there.")
        else
          ruling.score(side, values.hole, "ring in the hole")
          ruling.say("A " .. piece.colour .. " ring drops into the hole: " .. values.hole .. " at once for " .. COLOURS[side] .. ".")
        end
      elseif event.type == "off_board" or event.type == "ditched" then
        ruling.say("A " .. piece.colour .. " ring left the field: it goes to the ditch.")
      end
    end
    field.off_to_ditch(ruling)
  end

  local WHERE = { ["15"] = "inside the inner circle", ["10"] = "inside the middle circle", ["5"] = "inside the outer circle" }

  -- Once every ring is played: the held-back rings first, the circles by `values.zones`, 5 for each
  -- ring a side has more on the field; only the difference scores.
  local function rule_round_end(ruling)
    local state, memo, status = ruling.state, ruling.memo, ruling.status
    if ruling.count(function(_, s) return s == "hand" end) > 0 then return end
    -- A ring in the hole scored when it dropped, or is held back and counted first.
    local counts, on_field = field.side_counts(ruling, values.zones, 0)
    for _, held in ipairs(memo.held) do
      if status[held] == "holed" then
        local side = parlor.team_of(state, parlor.piece(state, held).owner)
        counts[side] = counts[side] + values.hole
        ruling.say("Counted first: the " .. COLOURS[side] .. " ring held back in the hole is still there, " .. values.hole .. ".")
      end
    end
    field.add_excess(ruling, counts, on_field, values.excess, COLOURS)
    field.score_difference(ruling, counts, COLOURS)
    if not field.close_round(ruling, {
      won = function(side) return COLOURS[side] .. " reach " .. memo.target .. " and win the match." end,
      level = "Both sides are level at or above the target: another round decides it.",
      pieces = function() return rings_in_hand(#state.seats) end,
      opening = function(name) return "New round: " .. name .. ", who played second, opens." end,
    }) then
      memo.held = {}
    end
  end

  function game.judge(state, action, report)
    local ruling = parlor.ruling(state)
    ruling.pass()
    ruling.memo.held = ruling.memo.held or {}
    rule_must_hit(ruling, report)
    rule_hole(ruling, report)
    -- Where the ring shot came to rest, so every shot has its line in the log.
    local rested = parlor.piece(state, report.shot)
    if rested and ruling.status[report.shot] == "board" then
      ruling.say(ruling.name .. "'s ring rests " .. (WHERE[field.zone_of(rested) or ""] or "outside the scoring circles") .. ".")
    end
    rule_round_end(ruling)
    -- Rings held back in the hole show in the tally at once; the round's count banks them.
    field.pending(ruling, values.hole, function(piece, status)
      return status == "holed" and parlor.contains(ruling.memo.held, piece.id)
    end, "held back in the hole")
    return ruling.finish()
  end

  game.values = values
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
