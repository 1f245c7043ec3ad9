-- The ring games played in rounds of four rings (a module of this pack: `require("rounds")`):
-- the rings are spun one a turn (or all at one call), stay where they fall, and the round is
-- counted when the last is down. A game gives its count, where its rings are stood and what its
-- spinner aims at; this module judges duds, pockets and flights, counts the round, checks the
-- target and racks the next round. Used by Ringette (through ringette.lua), Ring Shuffle,
-- Ringaline and Ring Bagatelle, and their tip-board and simultaneous variants.
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
--   count(table, status)      the round's count: points by team ({ red, green }) and one sentence
--                  a ring
--   pocketed(ruling, piece, event)  optional: what a pocketed piece does (by default a ring gives
--                  5 to the other side at once)
--   off_board(ruling, piece)  optional: what a piece knocked off the board does (by default a ring
--                  just scores nothing that round)
--   pieces(seats)  optional: the pieces of a new round (by default the four rings in hand)
--   fell(ruling, id)  optional: says where the spinner's ring fell, after each turn-by-turn spin
--   after_spin(ruling, report)  optional: anything a spin scores at once (felled pins, say),
--                  after every spin, whether turn by turn or at one call
--   board          optional: the board side (default "carrom")
--   new_round(memo)  optional: clears the game's own memo for a new round

local ringarang = require("ringarang")

local rounds = {}

local COLOURS = ringarang.COLOURS
local team_of = ringarang.team_of
local POCKET_POINTS = 5

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

-- The `info` of a round game: two or four players, played to `target` points by default.
function rounds.info(id, name, summary, rules, target, side)
  return {
    id = id, name = name, family = "spinning-rings", board = side or "carrom", players = { 2, 4 },
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

-- A judging in progress: the verdict being built, the running totals and every piece's status
-- once the verdict's edits are applied. `ruling:say`, `ruling:score` and `ruling:aside` add to it.
local Ruling = {}
Ruling.__index = Ruling

function rounds.ruling(state, spec)
  local seats = #state.seats
  local status = {}
  for _, piece in ipairs(state.pieces) do status[piece.id] = piece.status end
  return setmetatable({
    state = state,
    spec = spec,
    seats = seats,
    verdict = { edits = {}, score = {}, messages = {}, next = parlor.next_seat(state.turn, seats) },
    memo = parlor.copy(state.memo),
    totals = { state.scores[1], state.scores[2] },
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
  local piece = parlor.piece(self.state, id)
  local dx, dy = piece.position.x - at.x, piece.position.y - at.y
  return dx * dx + dy * dy <= 1e-18
end

-- The usual forfeit: a pocketed ring gives 5 to the side that does not own it, at once.
function rounds.pocket_gives_five(ruling, piece, event)
  local other = 3 - team_of(piece.owner, ruling.seats)
  ruling:score(other, POCKET_POINTS, "ring pocketed")
  ruling:say(rounds.ring_name(ruling.state, piece) .. " went into pocket " .. event.pocket .. ": a pocketed ring gives 5 to the other side (" .. COLOURS[other] .. " +5).")
end

-- Pockets (by the game's rule) and rings knocked off the board.
function Ruling:pockets_and_flights(report)
  local state = self.state
  local pocketed = self.spec.pocketed or rounds.pocket_gives_five
  for _, event in ipairs(report.events or {}) do
    if event.type == "pocketed" then
      pocketed(self, parlor.piece(state, event.piece), event)
    elseif event.type == "off_board" and self.spec.off_board then
      self.spec.off_board(self, parlor.piece(state, event.piece))
    elseif event.type == "off_board" then
      self:say(state.seats[parlor.piece(state, event.piece).owner].name .. "'s ring flew off the board: it scores nothing this round.")
    end
  end
end

-- Whether a side has reached the target ahead of the other; if so the match is over.
function Ruling:check_win()
  return ringarang.check_win(self.totals, self.memo.target, self.verdict, function(text) self:say(text) end)
end

-- Whether any ring is still in hand this round.
function Ruling:rings_in_hand()
  for _, piece in ipairs(self.state.pieces) do
    if self.status[piece.id] == "hand" then return true end
  end
  return false
end

-- Counts the round by the game's count and, unless that wins the match, racks the next one,
-- opened by the next seat to the left; `opens` says what the opener does ("spins first",
-- "gives the call").
function Ruling:count_round(opens)
  local state, totals, memo = self.state, self.totals, self.memo
  local points, lines = self.spec.count(state, self.status)
  for _, line in ipairs(lines) do self:say(line) end
  for team = 1, 2 do
    if points[team] > 0 then self:score(team, points[team], "round count") end
  end
  self:say("Round " .. state.round .. " count: " .. COLOURS[1] .. " " .. points[1] .. ", " .. COLOURS[2] .. " " .. points[2] .. "; totals " .. totals[1] .. " to " .. totals[2] .. ".")
  self.verdict.round_over = true
  if not self:check_win() then
    if totals[1] >= memo.target and totals[1] == totals[2] then
      self:say("Both sides are level at or above the target: another round decides it.")
    end
    memo.opener = parlor.next_seat(memo.opener, self.seats)
    self.verdict.next = memo.opener
    local pieces = self.spec.pieces and self.spec.pieces(self.seats) or ringarang.rings(self.seats)
    self.verdict.edits[#self.verdict.edits + 1] = { op = "reset", pieces = pieces }
    if self.spec.new_round then self.spec.new_round(memo) end
    self:say("New round: the rings are picked up and " .. state.seats[memo.opener].name .. " " .. opens .. ".")
  end
end

-- The verdict, with the memo it carries.
function Ruling:finish()
  self.verdict.memo = self.memo
  return self.verdict
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
    local ruling = rounds.ruling(state, spec)
    if action.type == "shot" and ruling:is_dud(report.shot, action.placement, report) then
      ruling:aside(report.shot)
      ruling:say(state.seats[state.turn].name .. "'s ring never left the place it was stood on: a dud, picked up; it counts nothing this round.")
    end
    ruling:pockets_and_flights(report)
    if spec.after_spin then spec.after_spin(ruling, report) end
    if spec.fell and ruling.status[report.shot] == "board" then spec.fell(ruling, report.shot) end
    if not ruling:check_win() and not ruling:rings_in_hand() then
      ruling:count_round("spins first")
    end
    return ruling:finish()
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

-- The game with every ring of the round spun at one call, given by the seat whose turn it is.
function rounds.simultaneous(spec)
  local game = { info = spec.info, setup = setup_of(spec) }

  function game.prompt(state)
    local seat = state.turn
    local seats = #state.seats
    local rings = rings_in_hand(state)
    if #rings == 0 then error("no ring is in hand") end
    local with = {}
    for k = 2, #rings do
      local owner = rings[k].owner
      with[#with + 1] = { piece = rings[k].id, from = spec.from(owner, seats, state), seat = owner }
    end
    return {
      seat = seat,
      kind = { type = "shoot", piece = rings[1].id, from = spec.from(seat, seats, state), with = with },
      message = state.seats[seat].name .. " calls this round: everyone stands their rings " .. (spec.stand or "where they spin from") .. " and aims, then all spin at once (spin is backspin).",
    }
  end

  function game.judge(state, action, report)
    local ruling = rounds.ruling(state, spec)
    -- Where each ring was stood: the shot's own ring and those launched with it.
    local stood = {}
    if action.type == "shot" then
      stood[report.shot] = action.placement
      for _, launch in ipairs(action.with or {}) do stood[launch.piece] = launch.placement end
    end
    for _, piece in ipairs(state.pieces) do
      local at = stood[piece.id]
      if ruling.status[piece.id] == "hand" then
        ruling:aside(piece.id)
        ruling:say(rounds.ring_name(state, piece) .. " was not spun with the others: it counts nothing this round.")
      elseif at and ruling:is_dud(piece.id, at, report) then
        ruling:aside(piece.id)
        ruling:say(rounds.ring_name(state, piece) .. " never left the place it was stood on: a dud, picked up; it counts nothing this round.")
      end
    end
    ruling:pockets_and_flights(report)
    if spec.after_spin then spec.after_spin(ruling, report) end
    -- Every ring is down after one call: the round is counted at once.
    if not ruling:check_win() then ruling:count_round("gives the call") end
    return ruling:finish()
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
