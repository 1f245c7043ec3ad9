-- Pin Ring (1901), a Ringarang spinning game on the carrom side: Ring-Ring with a ten pin on the
-- centre spot, spun at from across the pin; the pin felled by the metal ring after it has struck
-- the carrom ring scores 10 more.
--
-- Catalogue id: pin-ring-1901. Ring-Ring (this pack's ring-ring-1901.lua, loaded as a module)
-- with the pin. This file is also a module, for its simultaneous variant (`game.start_region`,
-- `game.PIN`, `game.first_touch`, `game.pin_fall`), which shares its values.

local ringarang = require("ringarang")
local ring_ring = require("ring-ring-1901")

local PIN = 20

local RULES = [[
Ring-Ring with a ten pin on the centre spot. Each player has a carrom ring of his own colour on
the numbered spot before the far right-hand pocket; two play singly, four as two teams of
partners sitting opposite. A coin toss (drawn from the match seed) decides who spins first; play
goes to the left.

Every spin starts from the point directly opposite your carrom ring across the pin: stand your
metal ring on the diagonal through the pin and your carrom ring, on your side of the pin, and
spin it (backspin is the shot's spin).
- Your carrom ring pocketed (and the metal ring not): 5, and you spin again.
- Your carrom ring pocketed, and then the pin felled by the metal ring on the same spin: 15 (5
  and 10), and you spin again.
- Your carrom ring struck but not pocketed, and then the pin felled by the metal ring: 10, and
  you spin again.
- Felling the pin before the metal ring has touched your carrom ring gives 5 to the other side
  and ends your turn.
The pin scores only when the metal ring fells it. Anything else ends your turn. After every spin
the pin is stood up again, the carrom rings go back on their spots and the metal ring is picked
up. The first side to 50 points (or the agreed target) wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- The book's Fig. 3 is missing. "Directly opposite the pin, in line with the carrom ring" is
  read as the diagonal through your carrom ring's spot and the pin: you stand your ring on it
  anywhere from the corner of the shooting lines to 5 cm further in.
- Both rings pocketed is Ring-Ring's rule: nothing, and the turn is over, whatever the pin did.
- The pin felled by the carrom ring (or anything but the metal ring) after the metal ring struck
  the carrom ring scores nothing and is no foul.
- Only your own carrom ring counts, as in Ring-Ring; any pocket counts.
- The total is checked after every spin: the target reached wins at once.]]

local game = ringarang.variant(ring_ring, {
  id = "pin-ring-1901", book = "1901 book",
  name = "Pin Ring",
  summary = "Ring-Ring with a pin at the centre: your carrom ring 5, then the pin felled by your ring 10 more.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
})

-- The count, as data: the judge and its sentences read it, and a house rule changes it
-- (`values = { pin = 15 }`). Its own, not Ring-Ring's; the simultaneous variant shares it.
local values = {
  ring = 5,                 -- your own carrom ring pocketed without the metal ring
  pin = 10,                 -- the pin felled by the metal ring after it struck your carrom ring
  forfeit = 5,              -- the pin felled before that, to the other side
}
game.values = values

local COLOURS = ringarang.COLOURS
local centre = ringarang.centre

-- The diagonal through the pin from `seat`'s carrom ring, on the far side: from the shooting
-- lines' corner to 5 cm further in.
local function start_region(seat, seats)
  local spot = ring_ring.spot_of(seat, seats)
  local length = math.sqrt(spot.x * spot.x + spot.y * spot.y)
  local ux, uy = -spot.x / length, -spot.y / length          -- from the pin away from the ring
  local corner = 0.254 * math.sqrt(2)
  return { type = "segment",
           a = { x = ux * corner, y = uy * corner },
           b = { x = ux * (corner - 0.05), y = uy * (corner - 0.05) }, tolerance = 0 }
end

-- Ring-Ring's table, with the pin on the centre spot.
local ring_ring_setup = game.setup
function game.setup(config)
  local state = ring_ring_setup(config)
  state.pieces[#state.pieces + 1] = { id = PIN, kind = "pin", colour = "white", position = centre(), status = "board" }
  return state
end

function game.prompt(state)
  local seat = state.turn
  local seats = #state.seats
  local _, pocket = ring_ring.spot_of(seat, seats)
  return {
    seat = seat,
    kind = { type = "shoot", piece = seat, from = start_region(seat, seats) },
    message = state.seats[seat].name .. ": spin your metal ring from across the pin at your " .. ring_ring.RING_COLOURS[seat] .. " ring by pocket " .. pocket .. ", then fell the pin with it (spin is backspin).",
  }
end

-- When `seat`'s metal ring first touched its carrom ring `own` (nil if it never did).
local function first_touch(report, seat, own)
  local touched_at = nil
  for _, contact in ipairs(parlor.events(report, "contact")) do
    if (contact.a == seat and contact.b == own) or (contact.b == seat and contact.a == own) then
      touched_at = math.min(touched_at or math.huge, contact.time or 0)
    end
  end
  return touched_at
end

-- When the pin fell and what felled it (nil if it stands).
local function pin_fall(report)
  local fell_at, fell_by = nil, nil
  for _, event in ipairs(parlor.events(report, "fell")) do
    if event.piece == PIN then fell_at, fell_by = event.time or 0, event.by end
  end
  return fell_at, fell_by
end

-- The pin felled before the metal ring touched its carrom ring gives `values.forfeit` away; else
-- the carrom ring dropped alone scores `values.ring` and the pin felled by the metal ring
-- `values.pin`, and scoring spins again.
function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local seat, team, name, say = ruling.seat, ruling.team, ruling.name, ruling.say
  local own = ring_ring.carrom_ring(seat)
  ruling.pass()
  local touched_at = first_touch(report, seat, own)
  local fell_at, fell_by = pin_fall(report)
  local own_in, metal_in = parlor.happened(report, "pocketed", own), parlor.happened(report, "pocketed", seat)

  if fell_at and (touched_at == nil or fell_at < touched_at) then
    ruling.score(3 - team, values.forfeit, "pin felled first")
    say(name .. " felled the pin before the metal ring touched the " .. ring_ring.RING_COLOURS[seat] .. " ring: " .. values.forfeit .. " to " .. COLOURS[3 - team] .. ", and the turn is over.")
  elseif own_in and metal_in then
    say("Both rings pocketed: no score, and " .. name .. "'s turn is over.")
  else
    local again = false
    if own_in then
      ruling.score(team, values.ring, "carrom ring pocketed")
      say(name .. " pocketed the " .. ring_ring.RING_COLOURS[seat] .. " ring: " .. values.ring .. ".")
      again = true
    end
    if fell_at ~= nil and fell_by == seat and touched_at then
      ruling.score(team, values.pin, "pin felled")
      say("Then the metal ring felled the pin: " .. values.pin .. " more.")
      again = true
    elseif fell_at then
      say("The pin went down, but not to the metal ring: it scores nothing.")
    end
    if again then ruling.pass(seat) end
    say(again and name .. " spins again." or name .. " scored nothing: the turn passes.")
  end

  -- Everything back in place for the next spin.
  ruling.set(seat, "hand")
  ring_ring.respot_carrom_rings(ruling)
  ruling.stand(PIN, centre())
  ringarang.check_win(ruling)
  return ruling.finish()
end

-- What the simultaneous variant shares.
game.start_region = start_region
game.first_touch, game.pin_fall = first_touch, pin_fall
game.PIN = PIN

return game
