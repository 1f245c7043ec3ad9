-- Builds the Lua tables of a host call's arguments (table, action, report) from a flat list of
-- numbers that convert.rs writes. Building them here, with constant keys, is many times cheaper
-- than one host API call per field; the tables come out exactly as the serde conversion makes
-- them (same keys, same integer/float kinds, absent fields nil, lists marked with the array
-- metatable), which convert.rs's tests check field by field.
--
-- The tables of a call's table and report are kept and written over by the next call rather
-- than made afresh: a judge called thousands of times (a computer player's search) would
-- otherwise spend most of its time allocating and collecting them. Every field is written again
-- on every call, so whatever a script changed in a field it was handed is put back. A script can
-- also add keys or set metatables; each kept table carries a protected metatable whose
-- `__newindex` notices a new key, `rawset` is wrapped to notice one too, and a protected
-- metatable cannot be replaced. Any of these marks the kept tables spoiled, and the next call
-- builds fresh ones. `getmetatable` answers `false` for a kept table, as it does for a list with
-- the array metatable (a fresh plain table answers nil); an empty list is always a fresh one with
-- the array metatable, so that it still reads back as a list.
--
-- Loaded once per state, before any script, with the array metatable, the table of interned
-- host strings (convert.rs fills it; a string travels as its index, 0 for none) and a function
-- making an empty table with room for a given number of keys. Scripts cannot reach any of them:
-- they live only in this chunk's upvalues, and the sandbox has no debug library.

local AMT, STR, RECORD = ...
local setmetatable, getmetatable, unpack, next = setmetatable, getmetatable, table.unpack, next
local raw_rawset = rawset

-- True while this file writes a key the kept tables do not hold yet (a field that was nil).
local writing = false
-- True once a script has added a key to a kept table: the next call builds fresh tables.
local spoiled = false

local function noticed_write(t, key, value)
  if not writing then spoiled = true end
  raw_rawset(t, key, value)
end

-- The metatable of kept tables: protected, as the array metatable is, so a script can neither
-- read nor replace it, and `getmetatable` answers `false` for a kept list just as for a list
-- with the array metatable.
local KEPT = { __newindex = noticed_write, __metatable = false }

-- `rawset` skips `__newindex`; on a table that may be kept it spoils the kept tables too (a list
-- with the array metatable looks the same, and costs only a rebuild).
rawset = function(t, key, value)
  if getmetatable(t) == false then spoiled = true end
  return raw_rawset(t, key, value)
end

-- A kept table holding `fields`, with room for four times as many keys. Lua sizes a table's
-- hash part to the power of two at or above its key count, so a piece's eight fields would fill
-- all eight slots and many reads and writes would walk a chain of collisions; with the spare
-- room nearly every field sits in its own slot, which made a Carroms judge call a twentieth
-- cheaper. Kept tables are made once and written thousands of times, so the copy is no cost.
local function kept(fields)
  local n = 0
  for _ in next, fields do n = n + 1 end
  local t = RECORD(4 * n)
  for key, value in next, fields do t[key] = value end
  return setmetatable(t, KEPT)
end
local kept_list = kept

-- The list a[i] .. a[i + n - 1], its array part sized once (growing a list item by item
-- reallocates it log2(n) times); callers building tables overwrite the items. Lists too long
-- to unpack on the stack are filled item by item instead.
local function list(a, i, n)
  if n <= 4096 then return { unpack(a, i, i + n - 1) } end
  local items = {}
  for k = 1, n do items[k] = a[i + k - 1] end
  return items
end

-- Writes `items`' first `n` entries over kept list `into`, which held `before` entries, and
-- returns it; an empty list is a fresh one. The kept list is emptied past `n` even then: the
-- caller now counts it as holding `n`, and the next call that refills it writes only that far.
local function fill(into, items, n, before)
  for k = n + 1, before do into[k] = nil end
  if n == 0 then return setmetatable({}, AMT) end
  for k = 1, n do into[k] = items[k] end
  return into
end

-- Writes the numbers a[i] .. a[i + n - 1] over kept list `into` (which held `before`), emptied
-- past `n` as `fill` does.
local function fill_numbers(into, a, i, n, before)
  for k = n + 1, before do into[k] = nil end
  if n == 0 then return setmetatable({}, AMT) end
  for k = 1, n do into[k] = a[i + k - 1] end
  return into
end

-- The most pieces, events or rests kept between calls: a table or report beyond it (a scripted
-- report of a hundred thousand events) gets fresh tables that the collector takes back, rather
-- than holding the state's memory for the rest of the match.
local KEEP_MOST = 1024

-- PieceStatus, in declaration order (convert.rs sends 1-based indices).
local STATUS = { "board", "hand", "pocketed", "holed", "ditch", "off", "aside" }

-- The kept tables of the table argument: `state` and its lists, and how many entries each holds.
local held = nil

local function fresh_table(seat_count, piece_count)
  local seats, pieces = {}, {}
  for k = 1, seat_count do seats[k] = kept({ name = false, team = false, colour = false }) end
  local positions = {}
  for k = 1, piece_count do
    positions[k] = kept({ x = false, y = false })
    pieces[k] = kept({
      id = false, kind = false, colour = false, owner = false, number = false,
      position = positions[k], status = false, pocket = false,
    })
  end
  return {
    state = kept({
      game = false, board = false, seats = false, pieces = false, scores = false,
      turn = false, round = false, shots = false, outcome = false, memo = false,
    }),
    seats = kept_list({}), seat = seats, seat_count = seat_count,
    pieces = kept_list({}), piece = pieces, position = positions, piece_count = piece_count,
    scores = kept_list({}), score_count = 0,
  }
end

-- Table: game, board, #seats, seats (name, team, colour), #pieces, pieces (9 values each),
-- #scores, scores, outcome flag and winner, turn, round, shots, memo (a ready-made value).
local function decode_table(a, i)
  local seat_count = a[i + 2]
  local piece_count = a[i + 3 + 3 * seat_count]
  local h = held
  if h == nil or h.handed or h.seat_count ~= seat_count or h.piece_count ~= piece_count then
    h = fresh_table(seat_count, piece_count)
    -- A second table in one call gets tables of its own; otherwise these are kept from now on.
    if (held == nil or not held.handed) and piece_count <= KEEP_MOST then held = h end
  end
  h.handed = true
  writing = true
  local state = h.state
  state.game, state.board = STR[a[i]], STR[a[i + 1]]
  i = i + 3
  local seat = h.seat
  for k = 1, seat_count do
    local s = seat[k]
    s.name, s.team, s.colour = STR[a[i]], a[i + 1], STR[a[i + 2]]
    i = i + 3
  end
  i = i + 1
  local piece, position = h.piece, h.position
  for k = 1, piece_count do
    local p, at = piece[k], position[k]
    p.id, p.kind, p.colour = a[i], STR[a[i + 1]], STR[a[i + 2]]
    -- A field that stays nil is not written: writing a key a table lacks costs a metamethod call.
    -- (The host's numbers are never false, so a truth test spares the comparison's call.)
    local owner, number, pocket = a[i + 3], a[i + 4], a[i + 8]
    if owner or p.owner ~= nil then p.owner = owner end
    if number or p.number ~= nil then p.number = number end
    if pocket or p.pocket ~= nil then p.pocket = pocket end
    at.x, at.y = a[i + 5], a[i + 6]
    p.position, p.status = at, STATUS[a[i + 7]]
    i = i + 9
  end
  local n = a[i]
  state.seats = fill(h.seats, seat, seat_count, seat_count)
  state.pieces = fill(h.pieces, piece, piece_count, piece_count)
  state.scores = fill_numbers(h.scores, a, i + 1, n, h.score_count)
  h.score_count = n
  i = i + 1 + n
  local outcome = nil
  if a[i] == 1 then outcome = { winner = a[i + 1] } end
  state.turn, state.round, state.shots = a[i + 2], a[i + 3], a[i + 4]
  local memo = a[i + 5]
  if outcome ~= nil or state.outcome ~= nil then state.outcome = outcome end
  if memo ~= nil or state.memo ~= nil then state.memo = memo end
  writing = false
  return state, i + 6
end

-- A shot: x, y, direction, speed, spin (other actions come ready-made).
local function decode_shot(a, i)
  return {
    type = "shot", placement = { x = a[i], y = a[i + 1] },
    direction = a[i + 2], speed = a[i + 3], spin = a[i + 4],
  }, i + 5
end

-- Events by their variant's number in convert.rs: the type, and the names of the one or two
-- numbers after the piece (time last). Contacts name `a` and `b` instead of a piece.
local EVENTS = {
  { "contact", "a", "b" }, { "rail", "piece", "rail" }, { "post", "piece", "post" },
  { "pocketed", "piece", "pocket" }, { "holed", "piece" }, { "ditched", "piece" },
  false, -- 7, rolled: a list of values, built afresh
  { "fell", "piece", "by" }, { "landed", "piece", "face" }, { "toppled", "piece" },
  { "bump", "piece", "other" }, { "ringer", "piece", "post" }, { "leaning", "piece", "post" },
  { "off_board", "piece" },
}

-- The kept tables of the report argument: `report`, its lists, the kept events of each variant
-- (`pool[code]`, of which `used[code]` are handed out this call) and the kept rests.
local kept_report = nil

local function fresh_report()
  local pool, used = {}, {}
  for code = 1, #EVENTS do pool[code], used[code] = {}, 0 end
  return {
    report = kept({ shot = false, events = false, rest = false, moved = false, seconds = false }),
    events = kept_list({}), event_count = 0, pool = pool, used = used,
    rest = kept_list({}), rests = {}, rest_at = {}, rest_count = 0,
    moved = kept_list({}), moved_count = 0,
  }
end

-- Report: shot, #events, events, #rest, rest (piece, x, y, zone, line), #moved, moved, seconds.
local function decode_report(a, i)
  local held = kept_report
  local event_count = a[i + 1]
  if held == nil or held.handed or event_count > KEEP_MOST then
    held = fresh_report()
    -- A second report in one call gets tables of its own, and so does a very long one.
    if kept_report == nil and event_count <= KEEP_MOST then kept_report = held end
  end
  held.handed = true
  writing = true
  local report = held.report
  local shot = a[i]
  if shot ~= nil or report.shot ~= nil then report.shot = shot end
  local n = a[i + 1]
  i = i + 2
  -- Each event: its variant's number, then its fields in declaration order (time last); 0 is
  -- a ready-made value (a variant this file does not know). Decoded in this loop rather than a
  -- function per event: a call per event was a tenth of a Carroms judge call.
  local pool, used = held.pool, held.used
  for code = 1, #EVENTS do used[code] = 0 end
  local events = held.events
  for k = 1, n do
    local code = a[i]
    local event
    if code == 1 then
      -- Contacts, the most frequent by far, with their field names written out.
      local count = used[1] + 1
      used[1] = count
      event = pool[1][count]
      if event == nil then
        event = kept({ type = "contact", a = false, b = false, time = false })
        pool[1][count] = event
      end
      event.type, event.a, event.b, event.time = "contact", a[i + 1], a[i + 2], a[i + 3]
      i = i + 4
    elseif EVENTS[code] then
      -- Every other variant but rolled names its piece `piece`, then at most one more number.
      local names = EVENTS[code]
      local count = used[code] + 1
      used[code] = count
      local second = names[3]
      event = pool[code][count]
      if event == nil then
        event = kept({ type = names[1], piece = false, time = false })
        if second then event[second] = false end
        pool[code][count] = event
      end
      event.type, event.piece = names[1], a[i + 1]
      if second then
        event[second], event.time = a[i + 2], a[i + 3]
        i = i + 4
      else
        event.time = a[i + 2]
        i = i + 3
      end
    elseif code == 7 then
      local count = a[i + 1]
      local values = list(a, i + 2, count)
      i = i + 2 + count
      event = { type = "rolled", values = setmetatable(values, AMT), time = a[i] }
      i = i + 1
    else
      event = a[i + 1]
      i = i + 2
    end
    events[k] = event
  end
  for k = n + 1, held.event_count do events[k] = nil end
  held.event_count = n
  report.events = n > 0 and events or setmetatable({}, AMT)
  n = a[i]
  i = i + 1
  local rests, rest_at = held.rests, held.rest_at
  for k = 1, n do
    local rest, at = rests[k], rest_at[k]
    if rest == nil then
      at = kept({ x = false, y = false })
      rest = kept({ piece = false, position = at, zone = false, line = false })
      rests[k], rest_at[k] = rest, at
    end
    at.x, at.y = a[i + 1], a[i + 2]
    local zone, line = STR[a[i + 3]], STR[a[i + 4]]
    rest.piece, rest.position = a[i], at
    if zone or rest.zone ~= nil then rest.zone = zone end
    if line or rest.line ~= nil then rest.line = line end
    i = i + 5
  end
  report.rest = fill(held.rest, rests, n, held.rest_count)
  held.rest_count = n
  n = a[i]
  report.moved = fill_numbers(held.moved, a, i + 1, n, held.moved_count)
  held.moved_count = n
  i = i + 1 + n
  report.seconds = a[i]
  writing = false
  if (held.rest_count > KEEP_MOST or n > KEEP_MOST) and kept_report == held then kept_report = nil end
  return report, i + 1
end

local function ready(a, i)
  return a[i], i + 1
end

local DECODE = { [0] = ready, decode_table, decode_shot, decode_report }

-- The arguments: how many (at most 3), then each as its kind (0 ready-made, 1 table, 2 shot,
-- 3 report) and its values.
return function(...)
  -- The last build failed while writing (out of memory, say): its tables are half written, and
  -- any key a script added to them since went unnoticed. Start afresh.
  if writing then writing, spoiled = false, true end
  -- A script added a key or a metatable to a kept table during the last call: start afresh.
  if spoiled then
    held, kept_report, spoiled = nil, nil, false
  end
  if held then held.handed = false end
  if kept_report then kept_report.handed = false end
  local a = { ... }
  local n, i = a[1], 2
  local first, second, third
  first, i = DECODE[a[i]](a, i + 1)
  if n >= 2 then second, i = DECODE[a[i]](a, i + 1) end
  if n >= 3 then third = DECODE[a[i]](a, i + 1) end
  return first, second, third
end
