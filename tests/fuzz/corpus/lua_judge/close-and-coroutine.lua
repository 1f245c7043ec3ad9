  local guard <close> = setmetatable({}, { __close = function() guard_closed = true end })
  local co = coroutine.wrap(function() return string.rep('x', 10) .. 'y' end)
  return { next = 2, messages = { co() } }
