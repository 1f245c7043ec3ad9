-- Pin Ring (1901), a Ringarang spinning game on the carrom side: Ring-Ring with a ten pin on the
-- centre spot, spun at from across the pin; the pin felled by the metal ring after it has struck
-- the carrom ring scores 10 more.
--
-- Catalogue id: pin-ring-1901. Ring-Ring (this pack's ring-ring-1901.lua, loaded as a module)
-- with the pin. This file is also a module, for its simultaneous variant (`game.start_region`,
-- `game.PIN`, `game.PIN_POINTS`, `game.FORFEIT`, `game.centre`).

local ringarang = require("ringarang")
local ring_ring = require("ring-ring-1901")

local PIN = 20
local PIN_POINTS = 10
local FORFEIT = 5

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

local game = {}

game.info = {
  id = "pin-ring-1901",
  name = "Pin Ring",
  family = "spinning-rings",
  board = "carrom",
  players = { 2, 4 },
  summary = "Ring-Ring with a pin at the centre: your carrom ring 5, then the pin felled by your ring 10 more.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
  options = ring_ring.info.options,
}

local team_of, COLOURS = ringarang.team_of, ringarang.COLOURS

local function centre() return { x = board.spots.centre.x, y = board.spots.centre.y } end

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

function game.setup(config)
  local state = ring_ring.setup(config)
  state.game = game.info.id
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

function game.judge(state, action, report)
  local seat = state.turn
  local seats = #state.seats
  local team = team_of(seat, seats)
  local name = state.seats[seat].name
  local own = ring_ring.carrom_ring(seat)
  local verdict = { edits = {}, score = {}, messages = {}, next = parlor.next_seat(seat, seats) }
  local say = function(text) verdict.messages[#verdict.messages + 1] = text end
  local totals = { state.scores[1], state.scores[2] }
  local score = function(side, points, reason)
    verdict.score[#verdict.score + 1] = { team = side, points = points, reason = reason }
    totals[side] = totals[side] + points
  end

  -- When the metal ring first touched its carrom ring, and when (and by what) the pin fell.
  local touched_at = nil
  for _, contact in ipairs(parlor.events(report, "contact")) do
    if (contact.a == seat and contact.b == own) or (contact.b == seat and contact.a == own) then
      touched_at = math.min(touched_at or math.huge, contact.time or 0)
    end
  end
  local fell_at, fell_by = nil, nil
  for _, event in ipairs(parlor.events(report, "fell")) do
    if event.piece == PIN then fell_at, fell_by = event.time or 0, event.by end
  end
  local own_in, metal_in = false, false
  for _, event in ipairs(parlor.events(report, "pocketed")) do
    if event.piece == own then own_in = true elseif event.piece == seat then metal_in = true end
  end

  local again = false
  if fell_at and (touched_at == nil or fell_at < touched_at) then
    score(3 - team, FORFEIT, "pin felled first")
    say(name .. " felled the pin before the metal ring touched the " .. ring_ring.RING_COLOURS[seat] .. " ring: 5 to " .. COLOURS[3 - team] .. ", and the turn is over.")
  elseif own_in and metal_in then
    say("Both rings pocketed: no score, and " .. name .. "'s turn is over.")
  else
    local by_metal = fell_at ~= nil and fell_by == seat
    if own_in then
      score(team, ring_ring.POCKET_POINTS, "carrom ring pocketed")
      say(name .. " pocketed the " .. ring_ring.RING_COLOURS[seat] .. " ring: 5.")
      again = true
    end
    if by_metal and touched_at then
      score(team, PIN_POINTS, "pin felled")
      say("Then the metal ring felled the pin: 10 more.")
      again = true
    elseif fell_at then
      say("The pin went down, but not to the metal ring: it scores nothing.")
    end
    if again then
      verdict.next = seat
      say(name .. " spins again.")
    else
      say(name .. " scored nothing: the turn passes.")
    end
  end

  -- Everything back in place for the next spin.
  verdict.edits[#verdict.edits + 1] = { op = "status", piece = seat, status = "hand" }
  ring_ring.respot_carrom_rings(state, verdict.edits)
  verdict.edits[#verdict.edits + 1] = { op = "kind", piece = PIN, kind = "pin" }
  verdict.edits[#verdict.edits + 1] = { op = "place", piece = PIN, at = centre() }
  ringarang.check_win(totals, state.memo.target, verdict, say)
  return verdict
end

-- What the simultaneous variant shares.
game.start_region = start_region
game.centre = centre
game.PIN, game.PIN_POINTS, game.FORFEIT = PIN, PIN_POINTS, FORFEIT

return game
