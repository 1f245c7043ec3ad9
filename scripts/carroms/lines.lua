-- Where a ring lies against the straight (base) lines, and whether the shooter went at it
-- directly: what the carrom games that bar direct shots at rings near a cushion share (a module:
-- `require("lines")`). The 1901 cushion shots, Scottville Carroms and the Travelling Carroms of
-- both books use it.

local lines = {}

-- Whether `at` lies beyond the board line `name`, on its cushion side: its centre past the line,
-- or, with `reach` (metres), any point within `reach` of it (a ring touching the line has the
-- ring's radius and half the line's width as its reach). The lines run along x = const or
-- y = const.
function lines.beyond(at, name, reach)
  local line = parlor.line(name)
  reach = reach or 0
  if line.a.y == line.b.y then
    return at.y * line.a.y > 0 and math.abs(at.y) + reach > math.abs(line.a.y)
  end
  return at.x * line.a.x > 0 and math.abs(at.x) + reach > math.abs(line.a.x)
end

-- How far a ring reaches when it touches a line: its radius and half the line's width.
function lines.touching_reach()
  return board.pieces.ring.radius + board.line_width / 2
end

-- The first ring of `guarded` (a set: id -> true) that `shooter` touched before it had struck a
-- cushion on this shot, or nil: a direct shot at that ring. Events come in time order.
function lines.direct_hit(report, shooter, guarded)
  for _, event in ipairs(report.events or {}) do
    if event.type == "rail" and event.piece == shooter then return nil end
    if event.type == "contact" then
      local ring = (event.a == shooter and event.b) or (event.b == shooter and event.a) or nil
      if ring and guarded[ring] then return ring end
    end
  end
  return nil
end

-- The ring the shooter touched first on this shot, or nil.
function lines.first_touched(report, shooter)
  for _, event in ipairs(report.events or {}) do
    if event.type == "contact" then
      local ring = (event.a == shooter and event.b) or (event.b == shooter and event.a) or nil
      if ring then return ring end
    end
  end
  return nil
end

-- A set (id -> true) of the ids in `list`.
function lines.set(list)
  local set = {}
  for _, id in ipairs(list or {}) do set[id] = true end
  return set
end

return lines
