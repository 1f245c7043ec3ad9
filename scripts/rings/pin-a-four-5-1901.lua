-- Pin-a-Four 5 (1901), a Ringarang game on the Spider and Flies face: Ringette played round four
-- pins standing on the web, each pin felled scoring 5 at once.
--
-- Catalogue id: pin-a-four-5-1901. A round game (this pack's module `rounds.lua`) counted as
-- Ringette (this pack's module `ringette.lua`); this file is also a module, for its simultaneous
-- variant.

local ringarang = require("ringarang")
local rounds = require("rounds")
local ringette = require("ringette")

local PINS = { 11, 12, 13, 14 }

local TURNS = [[
Four metal spinning rings, two of each colour, on the Spider and Flies face of the board, with
four pins standing on the web's second circle out from the den, one on each line running towards
a pocket. Two players spin two rings each (one colour each); four players play as two teams,
partners sitting opposite and sharing a colour, each spinning one ring. A coin toss (drawn from
the match seed) decides who spins first; turns then go to the left, one ring a turn, until all
four rings are down. That is a round.]]

local AT_ONCE = [[
Four metal spinning rings, two of each colour, on the Spider and Flies face of the board, with
four pins standing on the web's second circle out from the den, one on each line running towards
a pocket. Two players spin two rings each (one colour each); four players play as two teams,
partners sitting opposite and sharing a colour, each spinning one ring. Instead of taking turns,
everybody spins at the same moment: at the call the four rings are set going together, and they
may meet and knock each other about on the way. That is a round.]]

local BODY = { [[
Stand each ring on your shooting line and spin it (backspin is the shot's spin) to fell as many
pins as it can and still come to rest near the centre. Every pin felled scores 5 at once for the
side whose ring was spun; felled pins stay down for the rest of the round and are set up again
for the next. Rings stay where they fall; later rings may knock them about.]], [[
When the four rings are down the round is counted as in Ringette: a ring touching the centre
scores 20; the rings that do not are ranked by how near their centres lie to the centre, 10, 5
and 3; a ring beyond the shooting lines scores nothing. A ring spun into a pocket gives 5 to the
other side at once. The first side to 100 points (or the agreed target) wins.]] }

local DECISIONS = { [[
- The book gives both "each player in turn spins his ring" and "spinning the four rings
  constitutes a turn": Parlor plays it as Ringette, one ring a turn, the four rings a round, and
  sets the pins up again after each round.
- A pin scores for the side whose ring felled it; a pin felled by another falling pin scores for
  the ring that began it, and one felled by nothing Parlor can trace scores for the spinner.
- The web face has no painted centre spot: a ring "touches the centre" when the centre of the
  board lies under it, that is when its centre is no farther from it than the ring's radius.
- Rings exactly as near as each other share the better value.
- The total is checked whenever points are scored; level sides at or above the target play on.
- A felled pin that slides on into a pocket or off the board is still a felled pin: it scores
  for the ring that felled it, and nobody forfeits anything for it.]] }

-- The pins stand on the second circle of the web, on its diagonals.
local function pin_spots()
  local radius = parlor.circle("web-2").radius
  local spots = {}
  for k = 1, 4 do
    local angle = math.pi / 4 + (k - 1) * math.pi / 2
    spots[k] = { x = radius * math.cos(angle), y = radius * math.sin(angle) }
  end
  return spots
end

local function pieces(seats) return ringarang.rings_and_pins(seats, PINS, pin_spots()) end

local spec = {
  parts = { equipment = "four pins", turns = TURNS, at_once = AT_ONCE, body = BODY, decisions = DECISIONS },
  target = 100,
  board = "carrom-1901",
  pieces = pieces,
  from = ringarang.line_region,
  aim = "stand your ring on your shooting line and spin it through the pins towards the centre",
  stand = "on their own shooting line",
  count = ringette.count,
  -- The count, as data: Ringette's (`spot`, `ranks`, `pocket`) and the pins; every game made of
  -- this spec gets its own copy (`game.values`), and a house rule changes it.
  values = ringette.values(),
}
spec.values.pin = 5         -- a pin felled, to the side whose ring felled it, at once

function spec.setup(config, id)
  local state = ringarang.setup(id, "carrom-1901", config, spec.target, { down = {} })
  state.pieces = pieces(#config.seats)
  return state
end

-- Pins felled on this spin score `values.pin` each for the side whose ring felled them (the
-- spinner's side, if no ring can be traced).
function spec.after_spin(ruling, report)
  local state = ruling.state
  local by_ring = ringarang.fellers(state, report)
  ruling.memo.down = ruling.memo.down or {}
  local pin_points = ruling.values.pin
  local felled, points = { 0, 0 }, { 0, 0 }
  for _, id in ipairs(PINS) do
    local pin = parlor.piece(state, id)
    if (pin.kind ~= "pin" or pin.status ~= "board") and not parlor.contains(ruling.memo.down, id) then
      local ring = by_ring[id]
      local side = ringarang.team_of(ring and ring.owner or state.turn, ruling.seats)
      felled[side] = felled[side] + 1
      points[side] = points[side] + pin_points
      ruling.memo.down[#ruling.memo.down + 1] = id
    end
  end
  for side = 1, 2 do
    if felled[side] > 0 then
      ruling.score(side, points[side], "pins felled")
      ruling.say(parlor.plural(felled[side], "pin") .. " felled by " .. ringarang.COLOURS[side] .. ": " .. points[side] .. ".")
    end
  end
end

function spec.new_round(memo) memo.down = {} end

local game = rounds.make(spec, "turns", "pin-a-four-5-1901", "Pin-a-Four 5",
  "Ringette on the web face round four pins: 5 a pin felled, then 20 at the centre, 10, 5, 3.")
return game
