-- Pin-a-Four 7 (1901), a Ringarang game on the Spider and Flies face: two pins on the far
-- numbered spots and two on the far shooting line between them, felled with four rings spun from
-- your own line.
--
-- Catalogue id: pin-a-four-7-1901. A Pin-a-Four game (this pack's module `pinafour.lua`); this
-- file is also a module, for its simultaneous variant.

local pinafour = require("pinafour")
local ringarang = require("ringarang")

local RULES = [[
Played on the Spider and Flies face of the board. For each turn, two pins stand on the numbered
spots in front of the two pockets on the far side from the spinner, and the other two on the
far shooting line between them, the four evenly spaced across. Two play singly, or four as two
sides of partners sitting opposite. A coin toss (drawn from the match seed) decides who starts;
turns go to the left.

A turn is all four metal rings, spun one after another from your own shooting line: each pin
felled scores 5, and each ring is picked up once it has come to rest. Felled pins stay down for
the rest of your turn; if all four are down before your rings are used, they are set up again
for the rest. A ring that goes into a pocket gives 5 to the other side. The first side to 100
points (or the agreed target) wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- The book's Fig. 6 is missing: the two line pins stand a third of the way in from each spot's
  side, so the four are evenly spaced from left to right.
- A pin felled by another pin, or knocked into a pocket or off the board, counts as felled.
- The total is checked after every ring; both sides past the target with equal totals play on.]]

local spec = {
  id = "pin-a-four-7-1901", book = "1901 book", name = "Pin-a-Four 7",
  summary = "Four rings spun from your line at four pins across the far side: 5 a pin.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
  target = 100,
  aim = "from your line at the pins across the far side",
  -- The count, as data: every game made of this spec gets its own copy (`game.values`), and a
  -- house rule changes it (`values = { pin = 10 }`).
  values = {
    pin = 5,                -- each pin felled
    pocket = 5,             -- a ring that goes into a pocket, to the other side
  },
}

function spec.pins(seat, seats)
  local spot = board.spots["spot-3"]
  local line = 0.254
  local laid = {
    { x = -spot.x, y = spot.y }, { x = -spot.x / 3, y = line }, { x = spot.x / 3, y = line }, { x = spot.x, y = spot.y },
  }
  return pinafour.turned_all(laid, seat, seats)
end

spec.from = ringarang.line_region

spec.judge_pins = pinafour.each_pin

return pinafour.make(spec)
