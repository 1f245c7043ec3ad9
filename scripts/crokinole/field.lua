-- What the crokinole-side games of this pack share about the field (a module:
-- `require("field")`): where each seat sits, the circles by name, the zone a resting piece lies
-- wholly inside, the starting-line arc of a seat's section, sixteen rings packed round the hole,
-- and for the games played flat out to the rim the rings in hand, the quarter outside the outer
-- circle and the pegged circle. Used by crokinole-1901, force-out, ditch-crokinole-1901,
-- crown-castle-100games, pin-crokinole, circle-scores, center-scores and corner-double-bank.

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

-- The side (team) of `seat`: each player alone with two, partners sitting opposite with four.
function field.team_of(seat, seats)
  if seats == 2 then return seat end
  return (seat - 1) % 2 + 1
end

-- Rings in hand for `seats` players, `count` each, coloured by side from `colours` (side 1's
-- colour first); seat 1's first.
function field.rings_in_hand(count, colours, seats)
  seats = seats or 2
  local pieces = {}
  for seat = 1, seats do
    for k = 1, count do
      pieces[#pieces + 1] = { id = (seat - 1) * count + k, kind = "ring", colour = colours[field.team_of(seat, seats)],
                              owner = seat, position = { x = 0, y = 0 }, status = "hand" }
    end
  end
  return pieces
end

-- The first ring `seat` still holds, or nil.
function field.ring_in_hand(state, seat)
  for _, piece in ipairs(state.pieces) do
    if piece.owner == seat and piece.status == "hand" then return piece end
  end
  return nil
end

-- `seat`'s quarter of the board outside the outer circle, from just beyond the line to near the
-- rim, as a region for a ring (the games played flat out to the rim).
function field.outside_quarter(seat, seats)
  local radius = board.pieces.ring.radius
  local middle = field.seat_angle(seat, seats)
  return { type = "arc", inner = field.circle("outer") + radius, outer = board.shape.half_width - 2 * radius,
           from = middle - math.pi / 4, to = middle + math.pi / 4 }
end

-- Whether ring `piece` lies wholly inside the pegged circle (the inner circle, where the posts
-- stand), not touching its line.
function field.in_pegged_circle(piece)
  local reach = math.sqrt(piece.position.x ^ 2 + piece.position.y ^ 2) + board.pieces.ring.radius
  return reach < field.circle("inner") - board.line_width / 2
end

return field
