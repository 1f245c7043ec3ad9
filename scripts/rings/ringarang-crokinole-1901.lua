-- Ringarang Crokinole (1901): the four metal spinning rings on the crokinole side, counted as in
-- the 1901 Crokinole, with 20 at once for a ring that drops over a post (a "ringer") and 15 for
-- one that falls leaning on a post (a "hubber").
--
-- Catalogue id: ringarang-crokinole-1901. Two players with two rings each, or four players in
-- two teams of partners sitting opposite, one ring each. A ring is a `hoop`: the shot's spin is
-- backspin. This file is also a module: Pin-a-Four 1 and Crokapin are this game with pins on the
-- field (`game.make`).

local ringarang = require("ringarang")   -- what this pack's ring games share

local COLOURS = ringarang.COLOURS

local RULES = [[
The four metal spinning rings, two of each colour, on the crokinole side with nothing else on the
board. Two players spin two rings each (one colour each); four players play as two teams,
partners sitting opposite and sharing a colour, one ring each. A coin toss (drawn from the match
seed) decides who spins first; turns go to the left, one ring a turn, until all four are down.
That is a round. Whoever spun second in a round spins first in the next.

Stand your ring upright on the outer circle (the starting line) inside your own quarter, as a
crokinole ring would be placed, and spin it off with backspin (the shot's spin). When a ring stops
it falls flat where it stopped.

Scored at once, as it happens:
- Ringer: a ring that falls flat over a post, the post standing inside it, scores 20 for the side
  that spun it.
- Hubber: a ring that falls with its wire propped on a post scores 15 for the side that spun it.
- The hole: a ring that ends in the centre hole scores 20 for its colour at once, unless those 20
  would finish the match; then it is only counted at the end of the round, first, if it is still
  there.

At the end of the round, as in the 1901 Crokinole: a ring lying wholly inside the inner circle
counts 10, wholly inside the next circle 5, anywhere else nothing; a ring touching a line counts
as outside it. The side with more rings on the field (the hole included) adds 5 for each ring it
has more than the other. Only the difference between the two counts is scored, by the side with
the higher count. The first side to 200 points (or the agreed target) wins.

Parlor's decisions where the book is unclear:
- A ring that never leaves the place it was stood on (the spin did not get it going) is a dud: it
  is picked up and counts nothing that round, so it cannot block the line for the next ring.
- What carries over from Crokinole: the shooting place (the starting line in your own quarter, a
  ring's width either side of it), the count above with its hole rule, a ring off the board going
  to the ditch, no ring played twice in a round, and who opens the next round. What does not: the
  rule that you must shoot at an opposing ring (a spun ring curls and cannot be aimed like a
  flicked one, and the book's aim here is the posts and the centre), shooting two rings together,
  and the hand and seat rules, which a screen has no use for.
- Lines are judged on the fallen ring: its centre's distance from the board's centre plus the
  ring's radius must be less than the circle's radius for it to lie wholly inside.
- A ringer or hubber also counts where it lies at the end of the round, like any ring on the
  field: the 20 or 15 comes in addition.
- Ringers and hubbers are scored at once even when they finish the match; only the hole has the
  book's "not if it would finish the game" rule.
- A ring is in the hole when the engine reports it there. It stays there for the rest of the
  round (nothing can knock it out), so its 20 is counted once: at once, or at the round's end if
  it was held back (shown beside its side's score as pending until then).
- Opposite colours in the same space cancel ring for ring in the book; that changes neither side's
  lead, so Parlor scores the difference without removing them.
- Level counts score nothing. If both sides pass the target with equal totals, play goes on.
]]

-- Where each seat sits: the middle of its quarter. Seat 1 at the bottom, turns clockwise.
local function seat_angle(seat, seats)
  local step = (seats == 2) and 2 or 1
  return -math.pi / 2 - (seat - 1) * step * math.pi / 2
end

local team_of, side_name, rings = ringarang.team_of, ringarang.side_name, ringarang.rings

local function circle(name) return parlor.circle(name).radius end

-- Where `seat` stands its ring: the starting line in its own quarter.
local function starting_line(seat, seats)
  local line = circle("outer")
  local width = board.pieces.disc.radius
  local middle = seat_angle(seat, seats)
  return { type = "arc", inner = line - width, outer = line + width,
           from = middle - math.pi / 4, to = middle + math.pi / 4 }
end

-- A game of four rings on the crokinole side counted as Ringarang Crokinole, from `spec`:
--   id, name, summary, rules, target   its info
--   pieces(seats)               the pieces of a round (default: the four rings in hand)
--   values                      what the game counts besides the rings (felled pins, say): more
--                               values, by name, laid into the made game's own `game.values`
--   after_spin(spin)            anything a spin scores besides ringers, hubbers and the hole
--                               (felled pins, say): `spin` is the ruling (`parlor.ruling`), with
--                               `side`, the spinner's, `values`, the game's, and `ring_of(id)`,
--                               the ring that brought piece `id` down (always the spun ring when
--                               one ring is spun a turn)
--   at_once                     true: all four rings are spun at one call each round, given by
--                               the seat whose turn it is; the call passes to the left
--   whole_turn                  true: each spinner spins all four rings (in his side's colour)
--                               before the turn passes to the left, and his rings are counted
--                               for his side alone when they are down; `pieces(seats, spinner)`
--                               then lays out the spinner's turn
local function make(spec)
  local game = ringarang.game({ id = spec.id, name = spec.name, board = "crokinole", summary = spec.summary, rules = spec.rules }, spec.target)
  -- The count, as data: the judge and its sentences read these, and a house rule changes them
  -- (`values = { ringer = 25 }`). Each game made here has its own.
  local values = {
    ringer = 20,   -- a ring dropped over a post
    hubber = 15,   -- a ring fallen leaning on a post
    hole = 20,     -- a ring in the hole
    inner = 10,    -- a ring wholly inside the inner circle
    middle = 5,    -- a ring wholly inside the middle circle
  }
  -- Each ring a side has more on the field: only a round's count compares the two sides' rings;
  -- in whole turns (`spec.whole_turn`) a spinner's rings are counted alone, with no excess.
  if not spec.whole_turn then values.excess = 5 end
  for name, value in pairs(spec.values or {}) do values[name] = parlor.copy(value) end
  game.values = values

  -- The pieces of a round (of a turn, for `spinner`, in whole turns).
  local function round_pieces(seats, spinner)
    if spec.pieces then return spec.pieces(seats, spinner) end
    if spec.whole_turn then return ringarang.turn_rings(spinner, seats) end
    return rings(seats)
  end

  function game.setup(config)
    local state = ringarang.setup(spec.id, "crokinole", config, spec.target, { held = {}, down = {} })
    state.pieces = round_pieces(#config.seats, state.turn)
    return state
  end

  local ring_in_hand = ringarang.ring_in_hand

  function game.prompt(state)
    local seat = state.turn
    local seats = #state.seats
    local ring = ring_in_hand(state, seat)
    if not ring then error("seat " .. seat .. " has no ring in hand") end
    if spec.at_once then
      local with = {}
      for _, piece in ipairs(state.pieces) do
        if piece.kind == "hoop" and piece.status == "hand" and piece.id ~= ring.id then
          with[#with + 1] = { piece = piece.id, from = starting_line(piece.owner, seats), seat = piece.owner }
        end
      end
      return {
        seat = seat,
        kind = { type = "shoot", piece = ring.id, from = starting_line(seat, seats), with = with },
        message = state.seats[seat].name .. " calls this round: everyone stands their rings on the starting line in their own quarter and aims, then all spin at once (spin is backspin).",
      }
    end
    local which = "your ring"
    if spec.whole_turn then which = "ring " .. ring.id .. " of 4" end
    return {
      seat = seat,
      kind = { type = "shoot", piece = ring.id, from = starting_line(seat, seats) },
      message = state.seats[seat].name .. " (" .. ring.colour .. "): stand " .. which .. " on the starting line in your quarter and spin it (spin is backspin).",
    }
  end

  local function owner_name(ruling, piece)
    return ruling.state.seats[piece.owner] and ruling.state.seats[piece.owner].name or ruling.name
  end

  -- Rings left out of a call, and duds (rings that never left the place they were stood on),
  -- are picked up and count nothing this round.
  local function rule_duds(ruling, action, report)
    local state = ruling.state
    local stood = ringarang.stood(action, report)
    for _, piece in ipairs(state.pieces) do
      local at, status = stood[piece.id], ruling.status[piece.id]
      if spec.at_once and piece.kind == "hoop" and status == "hand" then
        ruling.set(piece.id, "aside")
        ruling.say(owner_name(ruling, piece) .. "'s " .. piece.colour .. " ring was not spun with the others: it counts nothing this round.")
      elseif at and status == "board" then
        local dx, dy = piece.position.x - at.x, piece.position.y - at.y
        -- A ring that made a ringer or a hubber certainly moved.
        local fell = parlor.happened(report, "ringer", piece.id) or parlor.happened(report, "leaning", piece.id)
        if dx * dx + dy * dy <= 1e-18 and not fell then
          ruling.set(piece.id, "aside")
          ruling.say(owner_name(ruling, piece) .. "'s ring never left the place it was stood on: a dud, picked up; it counts nothing this round.")
        end
      end
    end
  end

  -- Ringers and hubbers score at once for the spinner's side (at one call, the ring's own); a
  -- ring in the hole scores at once, unless that would finish the match (it is then held
  -- back to the count); a ring off the field goes to the ditch.
  local function rule_rings(ruling, report)
    local state, memo, say = ruling.state, ruling.memo, ruling.say
    for _, event in ipairs(report.events or {}) do
      local piece = event.piece and parlor.piece(state, event.piece)
      if piece and piece.kind ~= "hoop" then
        -- Pins are the game's own business (`after_spin`).
      elseif event.type == "ringer" or event.type == "leaning" then
        -- At one call every ring is its own spinner's; turn by turn only the spinner's ring moves.
        local side, who = ruling.side, ruling.name
        if spec.at_once then side, who = team_of(piece.owner, #state.seats), owner_name(ruling, piece) end
        if event.type == "ringer" then
          ruling.score(side, values.ringer, "ringer")
          say("Ringer! " .. who .. "'s ring dropped over post " .. event.post .. ": " .. values.ringer .. " at once for " .. side_name(side) .. ".")
        else
          ruling.score(side, values.hubber, "hubber")
          say("Hubber! " .. who .. "'s ring fell leaning on post " .. event.post .. ": " .. values.hubber .. " at once for " .. side_name(side) .. ".")
        end
      elseif event.type == "holed" then
        local team = team_of(piece.owner, #state.seats)
        if ruling.totals[team] + values.hole >= memo.target then
          memo.held[#memo.held + 1] = piece.id
          say("A " .. piece.colour .. " ring lies in the hole, but its " .. values.hole .. " would finish the match: it counts only if it is still there at the end of the " .. (spec.whole_turn and "turn" or "round") .. ".")
        else
          ruling.score(team, values.hole, "ring in the hole")
          say("A " .. piece.colour .. " ring lies in the hole: " .. values.hole .. " at once for " .. side_name(team) .. ".")
        end
      elseif event.type == "off_board" then
        say("A " .. piece.colour .. " ring flew off the board: it goes to the ditch.")
      elseif event.type == "ditched" then
        say("A " .. piece.colour .. " ring ran off the field into the ditch.")
      end
    end
    for _, piece in ipairs(state.pieces) do
      if piece.kind == "hoop" and ruling.status[piece.id] == "off" then ruling.set(piece.id, "ditch") end
    end
  end

  -- Each side's count when the round (or a whole turn) is over (by `values`): rings held back in
  -- the hole, wholly inside the inner circle, the middle; and how many rings each has on the field.
  local function round_counts(ruling)
    local state, say, status = ruling.state, ruling.say, ruling.status
    local seats = #state.seats
    local radius = board.pieces.hoop.motion.hoop_radius
    local inner, middle = circle("inner"), circle("middle")
    local counts, on_field = { 0, 0 }, { 0, 0 }
    for _, id in ipairs(ruling.memo.held) do
      local piece = parlor.piece(state, id)
      if piece and status[id] == "holed" then
        local team = team_of(piece.owner, seats)
        counts[team] = counts[team] + values.hole
        say("Counted first: the " .. piece.colour .. " ring held back in the hole is still there, " .. values.hole .. ".")
      end
    end
    for _, piece in ipairs(state.pieces) do
      local team = piece.kind == "hoop" and team_of(piece.owner, seats)
      if not team then
        -- Pins and anything else on the field are not counted.
      elseif status[piece.id] == "holed" then
        on_field[team] = on_field[team] + 1
      elseif status[piece.id] == "board" then
        on_field[team] = on_field[team] + 1
        local x, y = piece.position.x, piece.position.y
        local reach = math.sqrt(x * x + y * y) + radius
        if reach < inner then
          counts[team] = counts[team] + values.inner
          say("A " .. piece.colour .. " ring lies wholly inside the inner circle: " .. values.inner .. ".")
        elseif reach < middle then
          counts[team] = counts[team] + values.middle
          say("A " .. piece.colour .. " ring lies wholly inside the middle circle: " .. values.middle .. ".")
        end
      end
    end
    return counts, on_field
  end

  -- A spinner's whole turn is over once his four rings are down: his count is his side's,
  -- with no other side's rings to compare it with; then the next player to the left spins.
  local function rule_turn_end(ruling)
    local state, memo, say = ruling.state, ruling.memo, ruling.say
    local seats = #state.seats
    if ruling.count(function(piece, status) return piece.kind == "hoop" and status == "hand" end) > 0 then return end
    local counts = round_counts(ruling)
    local side = ruling.side
    say(ruling.name .. "'s four rings are down: they count " .. counts[side] .. " for " .. side_name(side) .. ".")
    ruling.score(side, counts[side], "ring count")
    if ringarang.check_win(ruling) then return end
    local next_seat = parlor.next_seat(ruling.seat, seats)
    memo.held, memo.down = {}, {}
    ruling.pass(next_seat)
    ruling.reset(round_pieces(seats, next_seat))
    say(ruling.name .. "'s turn is over; " .. state.seats[next_seat].name .. " spins next.")
  end

  -- Once every ring is down the round is counted and only the difference scores; unless that
  -- wins, the next round is opened by whoever spun second.
  local function rule_round_end(ruling)
    local state, memo, totals, say = ruling.state, ruling.memo, ruling.totals, ruling.say
    if ruling.count(function(piece, status) return piece.kind == "hoop" and status == "hand" end) > 0 then return end
    local counts, on_field = round_counts(ruling)
    if on_field[1] ~= on_field[2] then
      local more = on_field[1] > on_field[2] and 1 or 2
      local excess = on_field[more] - on_field[3 - more]
      counts[more] = counts[more] + values.excess * excess
      say(side_name(more) .. " have " .. parlor.plural(excess, "ring") .. " more on the field: +" .. values.excess * excess .. " to their count.")
    end
    say("Round " .. state.round .. " count: " .. COLOURS[1] .. " " .. counts[1] .. ", " .. COLOURS[2] .. " " .. counts[2] .. ".")
    if counts[1] ~= counts[2] then
      local higher = counts[1] > counts[2] and 1 or 2
      local difference = counts[higher] - counts[3 - higher]
      ruling.score(higher, difference, "round difference")
      say("Only the difference scores: " .. side_name(higher) .. " +" .. difference .. ".")
    else
      say("Level count: nobody scores this round.")
    end
    ruling.verdict.round_over = true
    if ringarang.check_win(ruling) then return end
    if totals[1] >= memo.target and totals[1] == totals[2] then
      say("Both sides are level at or above the target: another round decides it.")
    end
    local second = parlor.next_seat(memo.opener, #state.seats)
    memo.opener = second
    memo.held = {}
    ruling.end_round(second, round_pieces(#state.seats))
    if spec.at_once then
      say("New round: " .. state.seats[second].name .. " gives the call.")
    else
      say("New round: " .. state.seats[second].name .. ", who spun second, spins first.")
    end
  end

  function game.judge(state, action, report)
    local ruling = parlor.ruling(state)
    -- In whole turns the spinner keeps the turn until his four rings are down.
    ruling.pass(spec.whole_turn and ruling.seat or nil)
    ruling.memo.held = ruling.memo.held or {}
    ruling.memo.down = ruling.memo.down or {}
    ruling.side = ruling.team
    ruling.values = values
    rule_duds(ruling, action, report)
    rule_rings(ruling, report)
    if spec.after_spin then
      function ruling.ring_of(id)
        if spec.at_once then return ringarang.felled_by(state, report, id) end
        return parlor.piece(state, report.shot)
      end
      spec.after_spin(ruling)
    end
    if ringarang.check_win(ruling) then return ruling.finish() end
    if spec.whole_turn then rule_turn_end(ruling) else rule_round_end(ruling) end
    -- Rings held back in the hole show in the tally at once; the round's count banks them.
    if not (ruling.verdict.round_over or ruling.verdict.outcome) then
      local held = {}
      for _, id in ipairs(ruling.memo.held) do
        local piece = parlor.piece(state, id)
        if piece and ruling.status[id] == "holed" then
          local team = team_of(piece.owner, #state.seats)
          held[team] = (held[team] or 0) + values.hole
        end
      end
      for team = 1, 2 do ruling.pending(team, held[team] or 0, "held back in the hole") end
    end
    return ruling.finish()
  end

  -- The spec it was made from, so a variant's file can make another game of it.
  game.spec = spec
  return game
end

local game = make({
  id = "ringarang-crokinole-1901", book = "1901 book", name = "Ringarang Crokinole",
  summary = "Spin metal rings on the crokinole board: 1901 count, plus 20 for a ringer and 15 for a hubber.",
  rules = RULES, target = 200,
})

local AT_ONCE = [[
The four metal spinning rings, two of each colour, on the crokinole side. Two players spin two
rings each (one colour each, one from each hand); four players play as two teams, partners
sitting opposite and sharing a colour, one ring each. Instead of taking turns, everybody spins
at the same moment: each ring is stood and aimed by its spinner, then one player gives the call
and all four go together, free to meet and knock each other about. That is a round. A coin toss
(drawn from the match seed) decides who calls the first round; the call passes to the left.]]

local AT_ONCE_DECISIONS = [[
- At one call a ringer or a hubber scores for the side whose ring made it, and anything a spin
  knocks down scores for the side whose ring brought it down: a pin felled by another pin counts
  for the ring that felled that one. A pin no ring can be traced to scores nothing.
- A ring left out of the call (not spun with the others) counts nothing that round.
]]

-- The variant of a game made by `make` in which all four rings go at one call: `spec` is the
-- turn-by-turn game's, its rules text's opening paragraph (from "The four metal spinning rings"
-- to "first in the next.") replaced and the call's decisions added.
local function simultaneous(spec, id, name, summary)
  local made = {}
  for key, value in pairs(spec) do made[key] = value end
  made.id, made.name, made.summary, made.at_once = id, name, summary, true
  local first = spec.rules:find("The four metal spinning rings", 1, true)
  local _, last = spec.rules:find("first in the next.", 1, true)
  if not first or not last then error("the rules of " .. spec.id .. " have no turn paragraph to replace") end
  local rules = spec.rules:sub(1, first - 1) .. AT_ONCE .. spec.rules:sub(last + 1)
  local heading = "Parlor's decisions where the book is unclear:\n"
  local at = rules:find(heading, 1, true)
  if not at then error("the rules of " .. spec.id .. " have no decisions to add to") end
  made.rules = rules:sub(1, at - 1 + #heading) .. AT_ONCE_DECISIONS .. rules:sub(at + #heading)
  return make(made)
end

-- Another game counted as Ringarang Crokinole (see `make`), its all-at-once variant (see
-- `simultaneous`), and its rules text; and, for the other ring games of the crokinole side,
-- where each seat sits (the middle of its quarter, an angle) and stands its ring.
game.seat_angle = seat_angle
game.starting_line = starting_line
game.make = make
game.simultaneous = simultaneous
game.RULES = RULES

return game
