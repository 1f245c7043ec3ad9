-- The centre cluster of the carrom side: where rings bunched round the centre spot start. A module
-- of this pack (`require("cluster")`) and of every pack that depends on it
-- (`require("parlor.carroms/cluster")`): Carroms racks its rings round the black on the spot, and
-- the pocket games of `parlor.pool` bunch theirs on the spot itself. Both come from this one
-- packing, so a ring starts in the same place in every game that bunches the same number.

local cluster = {}

-- Every place of a hexagonal packing of rings round the centre spot, nearest the spot first (at
-- equal distances by angle), slightly apart so that no two rings start touching; the spot itself
-- is the first.
local function places()
  local spacing = 2 * board.pieces.ring.radius + 0.003
  local points = {}
  -- Eleven rows of eleven: they hold every place within five spacings of the spot (91 of them),
  -- far more than any game racks, so none of the nearest is ever cut off.
  for row = -5, 5 do
    for column = -5, 5 do
      local x = (column + row / 2) * spacing
      local y = row * spacing * math.sqrt(3) / 2
      -- The distance rounded, so that places the same distance out are ordered by angle alone.
      points[#points + 1] = { x = x, y = y, d = math.floor((x * x + y * y) * 1e8 + 0.5), a = math.atan(y, x) }
    end
  end
  table.sort(points, function(p, q)
    if p.d ~= q.d then return p.d < q.d end
    return p.a < q.a
  end)
  return points
end

-- The `count` places nearest the centre spot, the spot itself first: a bunch of rings with one
-- on the spot.
function cluster.points(count)
  local points = places()
  local chosen = {}
  for i = 1, count do chosen[i] = { x = points[i].x, y = points[i].y } end
  return chosen
end

-- The `count` places nearest the centre spot round it, leaving the spot for another piece (the
-- black in Carroms).
function cluster.round_spot(count)
  local points = places()
  local chosen = {}
  for i = 1, count do chosen[i] = { x = points[i + 1].x, y = points[i + 1].y } end
  return chosen
end

return cluster
