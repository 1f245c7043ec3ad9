-- What the crokinole-side games of this pack share about the field (a module:
-- `require("field")`): where each seat sits, the circles by name, the zone a resting piece lies
-- wholly inside, the starting-line arc of a seat's section, and sixteen rings packed round the
-- hole. Used by crokinole-1901, force-out, ditch-crokinole-1901, crown-castle-100games and
-- pin-crokinole.

local field = {}

-- The angle of the middle of `seat`'s section: seat 1 at the bottom, turns clockwise. With two
-- players they sit opposite.
function field.seat_angle(seat, seats)
  local step = (seats == 2) and 2 or 1
  return -math.pi / 2 - (seat - 1) * step * math.pi / 2
end

-- The radius of the circle named `name` ("outer", "middle", "inner").
function field.circle(name)
  for _, found in ipairs(board.circles) do
    if found.name == name then return found.radius end
  end
  error("the board has no circle " .. name)
end

-- The innermost zone (as the board names them: "15", "10", "5") holding `piece` wholly, without
-- touching its line, or nil.
function field.zone_of(piece)
  local reach = math.sqrt(piece.position.x ^ 2 + piece.position.y ^ 2) + board.pieces[piece.kind].radius
  for _, zone in ipairs(board.zones) do
    if reach <= zone.radius - board.line_width / 2 then return zone.name end
  end
  return nil
end

-- The starting line (the outer circle) inside `seat`'s section, as a region for a piece of
-- radius `radius`: it may overlap the line by up to its width.
function field.section_line(seat, seats, radius)
  local line = field.circle("outer")
  local middle = field.seat_angle(seat, seats)
  return { type = "arc", inner = line - radius, outer = line + radius,
           from = middle - math.pi / 4, to = middle + math.pi / 4 }
end

-- Sixteen places packed round the hole, none over it: six, six and four on three rings of
-- places, close but not touching.
function field.packed_round_hole()
  local spacing = 2 * board.pieces.ring.radius + 0.003
  local spots = {}
  for k = 0, 5 do
    local a = k * math.pi / 3
    spots[#spots + 1] = { x = spacing * math.cos(a), y = spacing * math.sin(a) }
  end
  for k = 0, 5 do
    local a = k * math.pi / 3 + math.pi / 6
    spots[#spots + 1] = { x = spacing * math.sqrt(3) * math.cos(a), y = spacing * math.sqrt(3) * math.sin(a) }
  end
  for k = 0, 3 do
    local a = k * math.pi / 2
    spots[#spots + 1] = { x = 2 * spacing * math.cos(a), y = 2 * spacing * math.sin(a) }
  end
  return spots
end

return field
