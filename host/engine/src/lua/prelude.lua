-- Parlor's Lua prelude: loaded into every sandboxed state before a game or house rule.
--
-- It closes the budget loophole of protected calls and offers small helpers that every game
-- needs. Documented for modders in docs/lua-api.md.

do
  -- A script must not swallow the instruction-budget error: once the budget is spent, every
  -- protected call re-raises it, so an endless loop cannot hide behind pcall or a coroutine.
  local spent = __parlor_budget_spent
  __parlor_budget_spent = nil
  local raw_pcall, raw_xpcall, raw_error = pcall, xpcall, error
  -- Lua's own resume and close, except that the host's deadline watchdog knows the coroutine
  -- is the one running (so it can stop it mid-instruction); see watchdog.rs.
  local raw_resume, raw_create, raw_status = __parlor_resume, coroutine.create, coroutine.status
  local tracked_close, lua_close, raw_type = __parlor_close, coroutine.close, type
  __parlor_resume, __parlor_close = nil, nil

  local function check(ok, ...)
    if not ok and spent() then raw_error((...), 0) end
    return ok, ...
  end

  pcall = function(f, ...) return check(raw_pcall(f, ...)) end
  xpcall = function(f, handler, ...)
    local function guarded(message)
      if spent() then return message end
      return handler(message)
    end
    return check(raw_xpcall(f, guarded, ...))
  end
  coroutine.resume = function(co, ...) return check(raw_resume(co, ...)) end
  coroutine.close = function(co)
    if raw_type(co) == "thread" then
      local status = raw_status(co)
      if status == "suspended" or status == "dead" then return check(tracked_close(co)) end
    end
    return lua_close(co) -- refuses a running or normal coroutine, or no coroutine, in Lua's words
  end
  coroutine.wrap = function(f)
    local co = raw_create(f)
    return function(...)
      local function unwrap(ok, ...)
        if not ok then raw_error((...), 0) end
        return ...
      end
      return unwrap(check(raw_resume(co, ...)))
    end
  end
end

do
  -- Library functions run as one VM instruction however much work they do, so the instruction
  -- budget cannot see inside them. Each one whose work is not bounded by the size of what it
  -- returns is wrapped here: its work is charged to the budget before it starts (one unit an
  -- element moved, eight bytes copied, or four bytes searched: about what an instruction costs),
  -- and when the budget cannot pay, the call fails at once with the caller's line. That keeps
  -- the count, not the wall clock, the budget that stops such loops, even on a loaded machine.
  -- Below SMALL units a call is cheaper than charging it.
  local charge = __parlor_charge
  __parlor_charge = nil
  local raw_error, raw_type, raw_tonumber, raw_select = error, type, tonumber, select
  local raw_getmetatable, raw_rawlen, raw_floor, raw_log = getmetatable, rawlen, math.floor, math.log
  local SMALL = 256

  -- `level` 3: the line that called the wrapper that called this.
  local function pay(name, work)
    if work > SMALL and not charge(work) then
      raw_error(name .. ": " .. raw_floor(work) .. " steps of work are more than the instruction budget left", 3)
    end
  end

  -- Text functions: a long text costs in proportion to its length.
  local function charged_text(name, f)
    return function(text, ...)
      if raw_type(text) == "string" then pay(name, #text / 8) end
      return f(text, ...)
    end
  end
  for _, name in ipairs({ "upper", "lower", "reverse", "sub", "byte", "format", "pack", "unpack", "packsize" }) do
    string[name] = charged_text("string." .. name, string[name])
  end
  for _, name in ipairs({ "len", "codepoint", "offset" }) do
    utf8[name] = charged_text("utf8." .. name, utf8[name])
  end

  -- Pattern matching can also backtrack for minutes over a few hundred characters. Each pattern
  -- function refuses work whose worst case is out of proportion: (length + 1) ^ (repetition
  -- items + 1) must stay under a bound that runs in well under a second (1e8 steps). Escaped
  -- characters and classes are not repetitions (a balance %bxy is: it scans to the end), so
  -- ordinary patterns such as "(%d+) of (%d+)" pass on texts of several hundred characters.
  -- Plain finds (string.find(s, p, init, true)) have no repetitions to refuse; they are charged.
  local raw_sub = string.sub
  local LIMIT = 1e8
  local LONGEST_PATTERN = 512

  -- Repetition items (* + - ? and %b) outside escapes (%x) and character classes ([...]).
  local function repetitions(pattern)
    local count, i, n = 0, 1, #pattern
    while i <= n do
      local c = raw_sub(pattern, i, i)
      if c == "%" then
        if raw_sub(pattern, i + 1, i + 1) == "b" then
          count = count + 1
          i = i + 4
        else
          i = i + 2
        end
      elseif c == "[" then
        i = i + 1
        if raw_sub(pattern, i, i) == "^" then i = i + 1 end
        if raw_sub(pattern, i, i) == "]" then i = i + 1 end
        while i <= n and raw_sub(pattern, i, i) ~= "]" do
          if raw_sub(pattern, i, i) == "%" then i = i + 1 end
          i = i + 1
        end
        i = i + 1
      else
        if c == "*" or c == "+" or c == "-" or c == "?" then count = count + 1 end
        i = i + 1
      end
    end
    return count
  end

  -- Each position of the text may be compared with each character of the pattern (a set such
  -- as [abc...] is one comparison a character it lists, and a plain find compares the pattern
  -- at every place its first character occurs), so a search is charged the text's length times
  -- the pattern's.
  local function guard(name, f, plain_arg)
    return function(text, pattern, ...)
      if raw_type(text) == "string" and raw_type(pattern) == "string" then
        local plain = plain_arg and raw_select(plain_arg - 2, ...) == true
        pay(name, #text * (#pattern + (plain and 0 or 1)) / 4)
        if not plain then
          if #pattern > LONGEST_PATTERN then
            raw_error(name .. ": pattern longer than " .. LONGEST_PATTERN .. " characters", 2)
          end
          local repeats = repetitions(pattern)
          if (#text + 1) ^ (repeats + 1) > LIMIT then
            raw_error(name .. ": pattern too costly for this text (" .. repeats
              .. " repetition items over " .. #text .. " characters)", 2)
          end
        end
      end
      return f(text, pattern, ...)
    end
  end
  string.find = guard("string.find", string.find, 4)
  string.match = guard("string.match", string.match)
  string.gmatch = guard("string.gmatch", string.gmatch)
  string.gsub = guard("string.gsub", string.gsub)

  -- string.rep can ask for gigabytes in one call, or loop 2^62 times building nothing (an empty
  -- text). Refuse both with the caller's line instead of failing deep inside the allocator.
  local raw_rep, LARGEST_STRING = string.rep, 16 * 1024 * 1024
  string.rep = function(text, count, separator)
    local times = raw_tonumber(count)
    if times and times > 0 then
      local piece = (raw_type(text) == "string" or raw_type(text) == "number") and #(text .. "") or 0
      local between = (raw_type(separator) == "string" or raw_type(separator) == "number")
        and #(separator .. "") or 0
      local size = (piece + between) * times
      if size > LARGEST_STRING or times > LARGEST_STRING then
        raw_error("string.rep: a string of " .. raw_floor(size) .. " bytes in " .. raw_floor(times)
          .. " pieces is more than a script may build", 2)
      end
      pay("string.rep", size / 8)
    end
    return raw_rep(text, times or count, separator)
  end

  -- The table functions loop in C over a range the caller gives, or over the length `#` reports,
  -- which a __len metamethod can make 2^62. On a plain table (no metatable) the length is the
  -- table's own, so the loop is charged by it and C does the work. On a table with a metatable
  -- the work is done here in Lua instead, where every step is an instruction the hook counts,
  -- and the length is asked once.
  local raw_insert, raw_remove, raw_move = table.insert, table.remove, table.move
  local raw_concat, raw_unpack, raw_sort = table.concat, table.unpack, table.sort

  local function whole(value, name, position)
    local number = raw_tonumber(value)
    if number == nil or raw_floor(number) ~= number then
      raw_error("bad argument #" .. position .. " to '" .. name .. "' (number has no integer representation)", 3)
    end
    return number
  end

  table.insert = function(t, ...)
    local arguments = raw_select("#", ...)
    if arguments ~= 2 or raw_type(t) ~= "table" then return raw_insert(t, ...) end
    local position, value = ...
    if raw_getmetatable(t) == nil then
      pay("table.insert", raw_rawlen(t) - (raw_tonumber(position) or 0))
      return raw_insert(t, position, value)
    end
    position = whole(position, "insert", 2)
    local last = #t + 1
    if position < 1 or position > last then
      raw_error("bad argument #2 to 'insert' (position out of bounds)", 2)
    end
    for i = last, position + 1, -1 do t[i] = t[i - 1] end
    t[position] = value
  end

  table.remove = function(t, ...)
    if raw_type(t) ~= "table" then return raw_remove(t, ...) end
    if raw_getmetatable(t) == nil then
      if raw_select("#", ...) > 0 then
        pay("table.remove", raw_rawlen(t) - (raw_tonumber((...)) or 0))
      end
      return raw_remove(t, ...)
    end
    local size = #t
    local position = size
    if raw_select("#", ...) > 0 then position = whole((...), "remove", 2) end
    if position ~= size and (position < 1 or position > size + 1) then
      raw_error("bad argument #2 to 'remove' (position out of bounds)", 2)
    end
    local removed = t[position]
    while position < size do
      t[position] = t[position + 1]
      position = position + 1
    end
    t[position] = nil
    return removed
  end

  table.move = function(a1, f, e, t, a2)
    local first, last = raw_tonumber(f), raw_tonumber(e)
    if first and last then pay("table.move", (last + 0.0) - first + 1) end
    return raw_move(a1, first or f, last or e, t, a2)
  end

  -- concat and unpack over an explicit range: the length is asked once, here.
  local function range(t, i, j)
    local first = i == nil and 1 or raw_tonumber(i) or i
    local last = j
    if last == nil and raw_type(t) == "table" then
      last = raw_getmetatable(t) == nil and raw_rawlen(t) or #t
    end
    return first, raw_tonumber(last) or last
  end

  table.concat = function(t, separator, i, j)
    local first, last = range(t, i, j)
    if raw_type(first) == "number" and raw_type(last) == "number" then
      pay("table.concat", (last + 0.0) - first + 1)
    end
    return raw_concat(t, separator, first, last)
  end

  table.unpack = function(t, i, j)
    local first, last = range(t, i, j)
    if raw_type(first) == "number" and raw_type(last) == "number" then
      pay("table.unpack", (last + 0.0) - first + 1)
    end
    return raw_unpack(t, first, last)
  end

  -- Sorting costs about n log n comparisons. A table with a metatable is copied into a plain
  -- one (its length asked once), sorted there and copied back, every step counted.
  table.sort = function(t, comparison)
    if raw_type(t) ~= "table" then return raw_sort(t, comparison) end
    if raw_getmetatable(t) == nil then
      local n = raw_rawlen(t)
      if n > 1 then pay("table.sort", n * raw_log(n, 2)) end
      return raw_sort(t, comparison)
    end
    local n = #t
    local plain = {}
    for i = 1, n do plain[i] = t[i] end
    if n > 1 then pay("table.sort", n * raw_log(n, 2)) end
    raw_sort(plain, comparison)
    for i = 1, n do t[i] = plain[i] end
  end
end

do
  -- Finalizers (__gc) run when the collector chooses, and Lua runs them with the instruction
  -- hook switched off: an endless loop in one would hang the host beyond the budget's reach.
  -- A metatable holding __gc is refused when it is set; Lua only ever finalizes an object whose
  -- metatable had __gc at that moment, so adding it later does nothing.
  local raw_setmetatable, raw_rawget, raw_error, raw_type = setmetatable, rawget, error, type
  setmetatable = function(t, mt)
    if raw_type(mt) == "table" and raw_rawget(mt, "__gc") ~= nil then
      raw_error("finalizers (__gc) are not allowed: they would run outside the instruction budget", 2)
    end
    return raw_setmetatable(t, mt)
  end
end
