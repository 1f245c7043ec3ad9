-- The ring games played in rounds of four rings (a module of this pack: `require("rounds")`):
-- the rings are spun one a turn (or all at one call), stay where they fall, and the round is
-- counted when the last is down. A game gives its count, where its rings are stood and what its
-- spinner aims at; this module judges duds, pockets and flights, counts the round, checks the
-- target and racks the next round, over a ruling of the kit (`rounds.ruling`, called with dots
-- like `parlor.ruling`). Used by Ringette (through ringette.lua), Ring Shuffle, Ringaline, Ring
-- Bagatelle, Ringaro, Bankaring and Pin-a-Four 5, and their tip-board and simultaneous
-- variants; Pin-a-Four 10 uses its call (`rounds.call_prompt`).
--
-- A game's `spec`:
--   info           the game's `info`
--   setup(config)  optional: the opening table (by default the rings in hand, `info.options`'
--                  target, a coin toss)
--   from(seat, seats, table)  the region where `seat` stands its ring
--   aim            what the spinner does, said in the prompt ("stand your ring on your shooting
--                  line and spin it towards the centre spot"), or a function of the table that
--                  says it
--   stand          where everybody stands his ring, said when all spin at once ("on their own
--                  shooting line")
--   values         what the game counts with (see docs/lua-api.md, "Values"): defaults, of which
--                  every game made here gets its own copy (`game.values`), read by the functions
--                  below as `ruling.values` (and `count`'s `values`); with the usual pocket rule
--                  it holds `pocket`, what a pocketed ring gives the other side
--   count(table, status, memo, values)  the round's count: points by team ({ red, green }) and
--                  one sentence a ring
--   pocketed(ruling, piece, event)  optional: what a pocketed piece does (by default a ring gives
--                  `values.pocket` to the other side at once)
--   off_board(ruling, piece)  optional: what a piece knocked off the board does (by default a ring
--                  just scores nothing that round)
--   pieces(seats)  optional: the pieces of a new round (by default the four rings in hand)
--   run(ruling, action, report)  optional: what the spinner's ring did on its run, ruled after a
--                  turn-by-turn spin's dud check and before pockets and flights
--   fell(ruling, id)  optional: says where the spinner's ring fell, after each turn-by-turn spin
--   after_spin(ruling, report)  optional: anything a spin scores at once (felled pins, say),
--                  after every spin, whether turn by turn or at one call
--   board          optional: the board side (default "carrom")
--   new_round(memo)  optional: clears the game's own memo for a new round

local ringarang = require("ringarang")

local rounds = {}

local COLOURS = ringarang.COLOURS
local team_of = ringarang.team_of

-- The turn order of the turn-by-turn games and the one call of the simultaneous ones, as rules
-- paragraphs; `%s` is what lies on the board besides the rings.
rounds.TURNS = [[
Four metal spinning rings, two of each colour, on the carrom side with %s.
Two players spin two rings each (one colour each); four players play as two teams, partners
sitting opposite and sharing a colour, each spinning one ring. A coin toss (drawn from the match
seed) decides who spins first; turns then go to the left, one ring a turn, until all four rings
are down. That is a round.]]

rounds.AT_ONCE = [[
Four metal spinning rings, two of each colour, on the carrom side with %s.
Two players spin two rings each (one colour each); four players play as two teams, partners
sitting opposite and sharing a colour, each spinning one ring. Instead of taking turns,
everybody spins at the same moment: at the call the four rings are set going together, and they
may meet and knock each other about on the way. That is a round.]]

rounds.DUD = [[
- A ring that never leaves the place it was stood on (the spin did not get it going) is a dud: it
  is picked up and counts nothing that round, so it cannot block the way for the next ring.]]

rounds.CALL_DECISIONS = [[
- With two players each spins both his rings at the call, one from each hand: all four rings go
  at once whatever the number of players.
- Each ring is stood where its spinner would stand it in his turn and aimed by him; then one
  player gives the call and all four go. A coin toss (drawn from the match seed) decides who calls
  the first round; the call passes to the left each round.
- A ring left out of the call (not spun with the others) counts nothing that round.
- A ring that never leaves the place it was stood on (the spin did not get it going) is a dud: it
  is picked up and counts nothing that round.]]

rounds.ORDER = [[
- The spinning order of the next round starts one seat further to the left.]]

-- The `info` of a round game: two or four players, played to `target` points by default. Every
-- spinning-ring game is from the 1901 book (its Ringarang games).
function rounds.info(id, name, summary, rules, target, side)
  return {
    id = id, name = name, book = "1901 book", family = "spinning-rings", board = side or "carrom",
    players = { 2, 4 },
    summary = summary, rules = rules,
    options = { { key = "target", label = "Play to (points)", default = target } },
  }
end

-- The target of `info`'s options.
local function default_target(info)
  for _, option in ipairs(info.options or {}) do
    if option.key == "target" then return option.default end
  end
  return 50
end

-- Ranks `entries` (each with a `distance`) nearest first and gives them `values` in order;
-- entries exactly as near as each other share the better value and the next entry takes the
-- value after the shared ones. Returns each entry's place (1, 2, …) and value, in the sorted
-- order, in the fields `place` and `value`.
function rounds.rank(entries, values)
  ringarang.sort_by_distance(entries)
  local place, previous, value = 0, nil, 0
  for k, entry in ipairs(entries) do
    if previous == nil or entry.distance > previous then
      place = k
      value = values[place] or 0
    end
    previous = entry.distance
    entry.place, entry.value = place, value
  end
  return entries
end

-- "Ann's red ring": a ring named for the players.
function rounds.ring_name(state, piece)
  return state.seats[piece.owner].name .. "'s " .. piece.colour .. " ring"
end

-- The rings lying on the board at a count (`status` the pieces' statuses), in piece order, each
-- as { piece, team, who } (`who` its name for the players).
function rounds.rings_down(state, status)
  local rings = {}
  for _, piece in ipairs(state.pieces) do
    if piece.kind == "hoop" and status[piece.id] == "board" then
      rings[#rings + 1] = { piece = piece, team = team_of(piece.owner, #state.seats), who = rounds.ring_name(state, piece) }
    end
  end
  return rings
end

-- Scores `ranked` (rings of `rounds.rings_down`, each with its `distance`) by nearness for
-- `values` (see `rounds.rank`), adding to the sides' `points` and, a ring a sentence, to
-- `lines`: "Ann's red ring `verb` 3.2 cm from `what`: 5."
function rounds.score_ranked(points, lines, ranked, values, verb, what)
  for _, entry in ipairs(rounds.rank(ranked, values)) do
    points[entry.team] = points[entry.team] + entry.value
    lines[#lines + 1] = entry.who .. " " .. verb .. " " .. string.format("%.1f", entry.distance * 100) .. " cm from " .. what .. ": " .. entry.value .. "."
  end
end

-- The kinds a pin takes: standing, felled by the physics, and marked down by a game.
local PIN_KINDS = { pin = true, fallen = true, ["pin-down"] = true }

-- The usual forfeit: a pocketed ring gives `values.pocket` (5) to the side that does not own
-- it, at once.
function rounds.pocket_gives_away(ruling, piece, event)
  local other = 3 - team_of(piece.owner, ruling.seats)
  local points = ruling.values.pocket
  ruling.score(other, points, "ring pocketed")
  ruling.say(rounds.ring_name(ruling.state, piece) .. " went into pocket " .. event.pocket .. ": a pocketed ring gives " .. points .. " to the other side (" .. COLOURS[other] .. " " .. parlor.signed(points) .. ").")
end

-- A judging in progress: the kit's ruling (`parlor.ruling`), the turn passing to the left unless
-- changed, with what a round game adds, all called with a dot like the kit's own: `spec` (the
-- game's), `values` (the game's `game.values`), `seats` (how many), and the functions below.
function rounds.ruling(state, spec, values)
  local ruling = parlor.ruling(state)
  ruling.spec, ruling.values, ruling.seats = spec, values, #state.seats
  ruling.pass()

  --- Picks a ring up for the rest of the round.
  function ruling.aside(id) ruling.set(id, "aside") end

  --- Whether ring `id`, stood at `at`, is a dud: on the board exactly where it was stood, with
  --- no ringer or hubber to show it moved.
  function ruling.is_dud(id, at, report)
    if ruling.status[id] ~= "board" then return false end
    if parlor.happened(report, "ringer", id) or parlor.happened(report, "leaning", id) then return false end
    local piece = parlor.piece(state, id)
    local dx, dy = piece.position.x - at.x, piece.position.y - at.y
    return dx * dx + dy * dy <= 1e-18
  end

  --- Pockets (by the game's rule) and rings knocked off the board. Only the rings: a pin that
  --- slides into a pocket or off the board after it was felled is down like any felled pin, and
  --- its game counts it as one.
  function ruling.pockets_and_flights(report)
    local pocketed = spec.pocketed or rounds.pocket_gives_away
    for _, event in ipairs(report.events or {}) do
      local piece = event.piece and parlor.piece(state, event.piece)
      if piece == nil or PIN_KINDS[piece.kind] then
        -- Not a ring: a felled pin that slid on is counted with the felled pins.
      elseif event.type == "pocketed" then
        pocketed(ruling, piece, event)
      elseif event.type == "off_board" and spec.off_board then
        spec.off_board(ruling, piece)
      elseif event.type == "off_board" then
        ruling.say(state.seats[piece.owner].name .. "'s ring flew off the board: it scores nothing this round.")
      end
    end
  end

  --- Whether a side has reached the target ahead of the other; if so the match is over.
  function ruling.check_win() return ringarang.check_win(ruling) end

  --- Whether any ring is still in hand this round.
  function ruling.rings_in_hand()
    return ruling.count(function(_, status) return status == "hand" end) > 0
  end

  --- Counts the round by the game's count and, unless that wins the match, racks the next one,
  --- opened by the next seat to the left; `opens` says what the opener does ("spins first",
  --- "gives the call").
  function ruling.count_round(opens)
    local totals, memo = ruling.totals, ruling.memo
    -- A count may name the rings it judged against a line or a spot, for a close look.
    local points, lines, looks = spec.count(state, ruling.status, memo, ruling.values)
    for _, line in ipairs(lines) do ruling.say(line) end
    for _, id in ipairs(looks or {}) do ruling.look_closer(id) end
    for team = 1, 2 do
      if points[team] > 0 then ruling.score(team, points[team], "round count") end
    end
    ruling.say("Round " .. state.round .. " count: " .. COLOURS[1] .. " " .. points[1] .. ", " .. COLOURS[2] .. " " .. points[2] .. "; totals " .. totals[1] .. " to " .. totals[2] .. ".")
    ruling.verdict.round_over = true
    if ruling.check_win() then return end
    if totals[1] >= memo.target and totals[1] == totals[2] then
      ruling.say("Both sides are level at or above the target: another round decides it.")
    end
    memo.opener = parlor.next_seat(memo.opener, ruling.seats)
    ruling.end_round(memo.opener, spec.pieces and spec.pieces(ruling.seats) or ringarang.rings(ruling.seats))
    if spec.new_round then spec.new_round(memo) end
    ruling.say("New round: the rings are picked up and " .. state.seats[memo.opener].name .. " " .. opens .. ".")
  end

  return ruling
end

-- The values of a game made from `spec`: its own copy of `spec.values`.
function rounds.values(spec)
  return parlor.copy(spec.values or {})
end

local function setup_of(spec)
  local id = spec.info.id
  if spec.setup then return function(config) return spec.setup(config, id) end end
  return function(config)
    return ringarang.setup(id, spec.info.board, config, default_target(spec.info))
  end
end

-- The game played turn by turn, one ring a turn; `tilt` (degrees), when given, lets the spinner
-- tip the board that far each way while his ring runs.
function rounds.turn_by_turn(spec, tilt)
  local game = { info = spec.info, setup = setup_of(spec) }
  local values = rounds.values(spec)
  game.values = values

  function game.prompt(state)
    local seat = state.turn
    local ring = ringarang.ring_in_hand(state, seat)
    if not ring then error("seat " .. seat .. " has no ring in hand") end
    local aim = spec.aim
    if type(aim) == "function" then aim = aim(state) end
    local message = state.seats[seat].name .. " (" .. ring.colour .. "): " .. aim .. " (spin is backspin)"
    if tilt then
      message = message .. "; while it runs you may tip the board up to " .. tilt .. " degrees each way to steer it"
    end
    return {
      seat = seat,
      kind = { type = "shoot", piece = ring.id, from = spec.from(seat, #state.seats, state), tilt = tilt },
      message = message .. ".",
    }
  end

  function game.judge(state, action, report)
    local ruling = rounds.ruling(state, spec, values)
    if action.type == "shot" and ruling.is_dud(report.shot, action.placement, report) then
      ruling.aside(report.shot)
      ruling.say(state.seats[state.turn].name .. "'s ring never left the place it was stood on: a dud, picked up; it counts nothing this round.")
    end
    if spec.run then spec.run(ruling, action, report) end
    ruling.pockets_and_flights(report)
    if spec.after_spin then spec.after_spin(ruling, report) end
    if spec.fell and ruling.status[report.shot] == "board" then spec.fell(ruling, report.shot) end
    if not ruling.check_win() and not ruling.rings_in_hand() then
      ruling.count_round("spins first")
    end
    return ruling.finish()
  end

  return game
end

-- The rings still in hand, the caller's first and then seat by seat to his left.
local function rings_in_hand(state)
  local seats = #state.seats
  local list = {}
  for k = 0, seats - 1 do
    local seat = (state.turn - 1 + k) % seats + 1
    for _, piece in ipairs(state.pieces) do
      if piece.owner == seat and piece.status == "hand" then list[#list + 1] = piece end
    end
  end
  return list
end

-- The prompt of a call that sets every ring in hand going at once: the caller's first, each
-- stood on `from(owner, seats, state)`; `message` follows the caller's name.
function rounds.call_prompt(state, from, message)
  local seat = state.turn
  local seats = #state.seats
  local rings = rings_in_hand(state)
  if #rings == 0 then error("no ring is in hand") end
  local with = {}
  for k = 2, #rings do
    local owner = rings[k].owner
    with[#with + 1] = { piece = rings[k].id, from = from(owner, seats, state), seat = owner }
  end
  return {
    seat = seat,
    kind = { type = "shoot", piece = rings[1].id, from = from(seat, seats, state), with = with },
    message = state.seats[seat].name .. message,
  }
end

-- The game with every ring of the round spun at one call, given by the seat whose turn it is.
function rounds.simultaneous(spec)
  local game = { info = spec.info, setup = setup_of(spec) }
  local values = rounds.values(spec)
  game.values = values

  function game.prompt(state)
    return rounds.call_prompt(state, spec.from, " calls this round: everyone stands their rings " .. (spec.stand or "where they spin from") .. " and aims, then all spin at once (spin is backspin).")
  end

  function game.judge(state, action, report)
    local ruling = rounds.ruling(state, spec, values)
    local stood = ringarang.stood(action, report)
    for _, piece in ipairs(state.pieces) do
      local at = stood[piece.id]
      if ruling.status[piece.id] == "hand" then
        ruling.aside(piece.id)
        ruling.say(rounds.ring_name(state, piece) .. " was not spun with the others: it counts nothing this round.")
      elseif at and ruling.is_dud(piece.id, at, report) then
        ruling.aside(piece.id)
        ruling.say(rounds.ring_name(state, piece) .. " never left the place it was stood on: a dud, picked up; it counts nothing this round.")
      end
    end
    ruling.pockets_and_flights(report)
    if spec.after_spin then spec.after_spin(ruling, report) end
    -- Every ring is down after one call: the round is counted at once.
    if not ruling.check_win() then ruling.count_round("gives the call") end
    return ruling.finish()
  end

  return game
end

-- The rules text of a game in one of the three ways it is played: `mode` is "turns" (one ring a
-- turn), "at once" (every ring at one call) or "tipping" (turns, the spinner tipping the board).
-- `parts.equipment` is what lies on the board besides the rings ("nothing else on the board"),
-- `parts.body` the game's own paragraphs, `parts.decisions` its own decision bullets;
-- `parts.turns` and `parts.at_once`, when given, replace the usual paragraph on who spins when.
function rounds.rules(parts, mode)
  local paragraphs = {}
  local decisions = {}
  if mode == "at once" then
    paragraphs[1] = parts.at_once or rounds.AT_ONCE:format(parts.equipment)
    decisions[1] = rounds.CALL_DECISIONS
  else
    paragraphs[1] = parts.turns or rounds.TURNS:format(parts.equipment)
    decisions[1] = rounds.DUD
  end
  if mode == "tipping" then paragraphs[#paragraphs + 1] = ringarang.TIPPING end
  for _, paragraph in ipairs(parts.body) do paragraphs[#paragraphs + 1] = paragraph end
  for _, bullets in ipairs(parts.decisions) do decisions[#decisions + 1] = bullets end
  if mode ~= "at once" then decisions[#decisions + 1] = rounds.ORDER end
  if mode == "tipping" then decisions[#decisions + 1] = ringarang.TIPPING_DECISIONS end
  paragraphs[#paragraphs + 1] = "Parlor's decisions where the book is unclear:\n" .. table.concat(decisions, "\n")
  return table.concat(paragraphs, "\n\n") .. "\n"
end

-- A whole game from a `spec` without `info` but with the rules text's `parts`, a default
-- `target` and any `options` besides the target: played in `mode` (see `rounds.rules`) under catalogue id `id`. The game keeps its
-- spec, so a variant's file can make another game of it.
function rounds.make(spec, mode, id, name, summary)
  local made = {}
  for key, value in pairs(spec) do made[key] = value end
  made.info = rounds.info(id, name, summary, rounds.rules(spec.parts, mode), spec.target, spec.board)
  for _, option in ipairs(spec.options or {}) do made.info.options[#made.info.options + 1] = option end
  local game
  if mode == "at once" then
    game = rounds.simultaneous(made)
  else
    game = rounds.turn_by_turn(made, mode == "tipping" and ringarang.TILT_LIMIT or nil)
  end
  game.spec = spec
  return game
end

return rounds
