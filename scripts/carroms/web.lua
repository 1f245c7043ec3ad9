-- What the games on the Spider and Flies face share (a module: `require("web")`): where each seat
-- sits and shoots from (partners, and the pair facing a lone player, opposite), the turn of three
-- (the lone player after each partner), the strip behind a straight line a shooter is placed in,
-- a ring's distance from the centre and the circles it lies within, and the nearest free spot
-- for a ring put back. The rulings stay in each game.

local web = {}

-- The straight line (by the rail it runs along) each seat shoots from, by the number of seats:
-- seats go clockwise, so seat 2 sits on seat 1's left.
web.LINES = { [2] = { 1, 3 }, [3] = { 1, 4, 3 }, [4] = { 1, 4, 3, 2 } }

-- The line seat `seat` of `seats` sits at (with more than four seats, round the board again).
function web.line_of(seat, seats)
  return (web.LINES[seats] or web.LINES[4])[(seat - 1) % 4 + 1]
end

function web.radius() return board.pieces.ring.radius end
function web.length(p) return math.sqrt(p.x * p.x + p.y * p.y) end

-- Whether a ring at `at` lies wholly inside circle `name` (touching its line is not inside).
function web.inside(at, name)
  return web.length(at) + web.radius() < parlor.circle(name).radius - board.line_width / 2
end

-- Whether a ring at `at` touches circle `name`'s line or lies inside it.
function web.within(at, name)
  return web.length(at) - web.radius() <= parlor.circle(name).radius + board.line_width / 2
end

-- The unit vector from the centre towards straight line `k`.
function web.outward(k)
  local line = parlor.line("shooting-" .. k)
  local middle = { x = (line.a.x + line.b.x) / 2, y = (line.a.y + line.b.y) / 2 }
  local inset = web.length(middle)
  return { x = middle.x / inset, y = middle.y / inset }, inset
end

-- The strip from touching straight line `k` back to its rail, as a region for a ring's centre;
-- its ends kept off the corner pockets.
function web.strip(k)
  local line = parlor.line("shooting-" .. k)
  local out, inset = web.outward(k)
  local r = web.radius()
  local front = inset - r
  local back = board.shape.half_width - r
  local shift = (front + back) / 2 - inset
  local along = { x = line.b.x - line.a.x, y = line.b.y - line.a.y }
  local pull = 2 * r / web.length(along)
  return {
    type = "segment",
    a = { x = line.a.x + along.x * pull + out.x * shift, y = line.a.y + along.y * pull + out.y * shift },
    b = { x = line.b.x - along.x * pull + out.x * shift, y = line.b.y - along.y * pull + out.y * shift },
    tolerance = (back - front) / 2,
  }
end

-- Whether a ring fits at `p`: on the surface and clear of every point of `occupied`.
function web.fits(p, occupied)
  local r = web.radius()
  local limit = board.shape.half_width - r
  if math.abs(p.x) > limit or math.abs(p.y) > limit then return false end
  for _, other in ipairs(occupied) do
    local dx, dy = p.x - other.x, p.y - other.y
    if dx * dx + dy * dy < (2 * r) * (2 * r) then return false end
  end
  return true
end

-- The point nearest `near` where a ring fits clear of every point of `occupied`, searched
-- outwards in rings of half a ring's radius; nil when the board is full.
function web.free_spot(occupied, near)
  local step = web.radius() / 2
  for k = 0, 80 do
    local d = k * step
    local count = (k == 0) and 1 or math.ceil(2 * math.pi * d / step)
    for j = 0, count - 1 do
      local angle = 2 * math.pi * j / count
      local p = { x = near.x + d * math.cos(angle), y = near.y + d * math.sin(angle) }
      if web.fits(p, occupied) then return p end
    end
  end
  return nil
end

-- What a shot did to the pieces, each counted once however often the report names it: the
-- pieces `dropped` into pockets (in order, with each one's pocket in `pocket_of`), those knocked
-- `off` the board, every one of them in `gone`, and whether the shot piece `shot` was `lost`
-- ("pocketed" or "off").
function web.read_shot(report, shot)
  local result = { dropped = {}, pocket_of = {}, off = {}, gone = {} }
  for _, event in ipairs(report.events or {}) do
    local id = event.piece
    if (event.type == "pocketed" or event.type == "off_board") and not result.gone[id] then
      result.gone[id] = true
      if id == shot then
        result.lost = (event.type == "pocketed") and "pocketed" or "off"
      elseif event.type == "pocketed" then
        result.dropped[#result.dropped + 1] = id
        result.pocket_of[id] = event.pocket
      else
        result.off[#result.off + 1] = id
      end
    end
  end
  return result
end

-- The pieces `shot` touched, in the order it first touched each, and how many cushions it had
-- struck before each.
function web.touches(report, shot)
  -- In time order; events at the same moment keep the report's order.
  local events = {}
  for index, event in ipairs(report.events or {}) do events[#events + 1] = { event = event, index = index } end
  table.sort(events, function(p, q)
    local tp, tq = p.event.time or 0, q.event.time or 0
    if tp ~= tq then return tp < tq end
    return p.index < q.index
  end)
  local touches, cushions_before, cushions, seen = {}, {}, 0, {}
  for _, entry in ipairs(events) do
    local event = entry.event
    if event.type == "rail" and event.piece == shot then
      cushions = cushions + 1
    elseif event.type == "contact" and (event.a == shot or event.b == shot) then
      local other = (event.a == shot) and event.b or event.a
      if not seen[other] then
        seen[other] = true
        touches[#touches + 1] = other
        cushions_before[#cushions_before + 1] = cushions
      end
    end
  end
  return touches, cushions_before
end

-- The seat after `seat`: clockwise, except that with three playing two against one the lone
-- player (seat 2) shoots after each partner in turn, `last_partner` having shot last.
function web.next_seat(seat, seats, last_partner)
  if seats ~= 3 then return parlor.next_seat(seat, seats) end
  if seat ~= 2 then return 2 end
  return (last_partner == 1) and 3 or 1
end

return web
