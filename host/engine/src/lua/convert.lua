-- Builds the Lua tables of a host call's arguments (table, action, report) from a flat list of
-- numbers that convert.rs writes. Building them here, with constant keys in table constructors,
-- is many times cheaper than one host API call per field; the tables come out exactly as the
-- serde conversion makes them (same keys, same integer/float kinds, absent fields nil, lists
-- marked with the array metatable), which convert.rs's tests check field by field.
--
-- Loaded once per state, before any script, with the array metatable and the table of interned
-- host strings (convert.rs fills it; a string travels as its index, 0 for none). Scripts cannot
-- reach either: both live only in this chunk's upvalues, and the sandbox has no debug library.

local AMT, STR = ...
local setmetatable, unpack = setmetatable, table.unpack

-- The list a[i] .. a[i + n - 1], its array part sized once (growing a list item by item
-- reallocates it log2(n) times); callers building tables overwrite the items. Lists too long
-- to unpack on the stack are filled item by item instead.
local function list(a, i, n)
  if n <= 4096 then return { unpack(a, i, i + n - 1) } end
  local items = {}
  for k = 1, n do items[k] = a[i + k - 1] end
  return items
end

-- PieceStatus, in declaration order (convert.rs sends 1-based indices).
local STATUS = { "board", "hand", "pocketed", "holed", "ditch", "off", "aside" }

-- Table: game, board, #seats, seats (name, team, colour), #pieces, pieces (9 values each),
-- #scores, scores, outcome flag and winner, turn, round, shots, memo (a ready-made value).
local function decode_table(a, i)
  local game, board = STR[a[i]], STR[a[i + 1]]
  local n = a[i + 2]
  i = i + 3
  local seats = list(a, i, n)
  for k = 1, n do
    seats[k] = { name = STR[a[i]], team = a[i + 1], colour = STR[a[i + 2]] }
    i = i + 3
  end
  n = a[i]
  i = i + 1
  local pieces = list(a, i, n)
  for k = 1, n do
    pieces[k] = {
      id = a[i], kind = STR[a[i + 1]], colour = STR[a[i + 2]], owner = a[i + 3],
      number = a[i + 4], position = { x = a[i + 5], y = a[i + 6] },
      status = STATUS[a[i + 7]], pocket = a[i + 8],
    }
    i = i + 9
  end
  n = a[i]
  local scores = list(a, i + 1, n)
  i = i + 1 + n
  local outcome = nil
  if a[i] == 1 then outcome = { winner = a[i + 1] } end
  return {
    game = game, board = board,
    seats = setmetatable(seats, AMT), pieces = setmetatable(pieces, AMT),
    scores = setmetatable(scores, AMT),
    turn = a[i + 2], round = a[i + 3], shots = a[i + 4], outcome = outcome, memo = a[i + 5],
  }, i + 6
end

-- A shot: x, y, direction, speed, spin (other actions come ready-made).
local function decode_shot(a, i)
  return {
    type = "shot", placement = { x = a[i], y = a[i + 1] },
    direction = a[i + 2], speed = a[i + 3], spin = a[i + 4],
  }, i + 5
end

-- One event: its variant's number, then its fields in declaration order (time last); 0 is a
-- ready-made value (a variant this file does not know).
local function decode_event(a, i)
  local code = a[i]
  if code == 1 then
    return { type = "contact", a = a[i + 1], b = a[i + 2], time = a[i + 3] }, i + 4
  elseif code == 4 then
    return { type = "pocketed", piece = a[i + 1], pocket = a[i + 2], time = a[i + 3] }, i + 4
  elseif code == 2 then
    return { type = "rail", piece = a[i + 1], rail = a[i + 2], time = a[i + 3] }, i + 4
  elseif code == 3 then
    return { type = "post", piece = a[i + 1], post = a[i + 2], time = a[i + 3] }, i + 4
  elseif code == 5 then
    return { type = "holed", piece = a[i + 1], time = a[i + 2] }, i + 3
  elseif code == 6 then
    return { type = "ditched", piece = a[i + 1], time = a[i + 2] }, i + 3
  elseif code == 7 then
    local n = a[i + 1]
    local values = list(a, i + 2, n)
    i = i + 2 + n
    return { type = "rolled", values = setmetatable(values, AMT), time = a[i] }, i + 1
  elseif code == 8 then
    return { type = "fell", piece = a[i + 1], by = a[i + 2], time = a[i + 3] }, i + 4
  elseif code == 9 then
    return { type = "landed", piece = a[i + 1], face = a[i + 2], time = a[i + 3] }, i + 4
  elseif code == 10 then
    return { type = "toppled", piece = a[i + 1], time = a[i + 2] }, i + 3
  elseif code == 11 then
    return { type = "bump", piece = a[i + 1], other = a[i + 2], time = a[i + 3] }, i + 4
  elseif code == 12 then
    return { type = "ringer", piece = a[i + 1], post = a[i + 2], time = a[i + 3] }, i + 4
  elseif code == 13 then
    return { type = "leaning", piece = a[i + 1], post = a[i + 2], time = a[i + 3] }, i + 4
  elseif code == 14 then
    return { type = "off_board", piece = a[i + 1], time = a[i + 2] }, i + 3
  end
  return a[i + 1], i + 2
end

-- Report: shot, #events, events, #rest, rest (piece, x, y, zone, line), #moved, moved, seconds.
local function decode_report(a, i)
  local shot = a[i]
  local n = a[i + 1]
  i = i + 2
  local events = list(a, i, n)
  for k = 1, n do
    events[k], i = decode_event(a, i)
  end
  n = a[i]
  i = i + 1
  local rest = list(a, i, n)
  for k = 1, n do
    rest[k] = {
      piece = a[i], position = { x = a[i + 1], y = a[i + 2] }, zone = STR[a[i + 3]], line = STR[a[i + 4]],
    }
    i = i + 5
  end
  n = a[i]
  local moved = list(a, i + 1, n)
  i = i + 1 + n
  return {
    shot = shot, events = setmetatable(events, AMT), rest = setmetatable(rest, AMT),
    moved = setmetatable(moved, AMT), seconds = a[i],
  }, i + 1
end

local function ready(a, i)
  return a[i], i + 1
end

local DECODE = { [0] = ready, decode_table, decode_shot, decode_report }

-- The arguments: how many (at most 3), then each as its kind (0 ready-made, 1 table, 2 shot,
-- 3 report) and its values.
return function(...)
  local a = { ... }
  local n, i = a[1], 2
  local first, second, third
  first, i = DECODE[a[i]](a, i + 1)
  if n >= 2 then second, i = DECODE[a[i]](a, i + 1) end
  if n >= 3 then third = DECODE[a[i]](a, i + 1) end
  return first, second, third
end
