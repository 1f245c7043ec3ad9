-- Pin-a-Four 6 (1901), a Ringarang game on the Spider and Flies face: four pins in a triangle
-- before pocket 3, felled with four rings spun from the spot across the board.
--
-- Catalogue id: pin-a-four-6-1901. A Pin-a-Four game (this pack's module `pinafour.lua`); this
-- file is also a module, for its tip-board variant.

local pinafour = require("pinafour")

local R2 = math.sqrt(2)
local SIDE = 0.08                        -- the triangle's side
local BACK = 0.30                        -- its back row's distance from the centre, on the diagonal

local RULES = [[
Played on the Spider and Flies face of the board. Four pins stand in a triangle just in front of
pocket 3 (top right): three at its corners, one pointing at the centre, and the fourth in its
middle. Two play singly, or four as two sides of partners sitting opposite. A coin toss (drawn
from the match seed) decides who starts; turns go to the left.

A turn is all four metal rings, spun one after another from the numbered spot in front of pocket
1, across the board: each pin felled scores 5, and each ring is picked up once it has come to
rest. Felled pins stay down for the rest of your turn; if all four are down before your rings
are used, they are set up again for the rest. A ring that goes into a pocket gives 5 to the other
side. After your fourth ring the pins are set up again for the next player. The first side to
100 points (or the agreed target) wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- "A triangle of four pins" is three at the corners of a triangle 8 cm a side, one corner towards
  the centre, with the fourth pin in its middle.
- The ring is stood on the spot before pocket 1, or within 2 cm of it.
- A pin felled by another pin, or knocked into a pocket or off the board, counts as felled.
- The total is checked after every ring; both sides past the target with equal totals play on.]]

local function diagonal(along, across)
  return { x = (along - across) / R2, y = (along + across) / R2 }
end

local spec = {
  id = "pin-a-four-6-1901", book = "1901 book", name = "Pin-a-Four 6",
  summary = "Four rings spun across the board at a triangle of four pins before pocket 3: 5 a pin.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
  target = 100,
  aim = "from the spot before pocket 1 at the pins before pocket 3",
  -- The count, as data: every game made of this spec gets its own copy (`game.values`), and a
  -- house rule changes it (`values = { pin = 10 }`).
  values = {
    pin = 5,                -- each pin felled
    pocket = 5,             -- a ring that goes into a pocket, to the other side
  },
}

function spec.pins()
  local height = SIDE * math.sqrt(3) / 2
  return {
    diagonal(BACK - height, 0), diagonal(BACK, SIDE / 2), diagonal(BACK, -SIDE / 2),
    diagonal(BACK - height / 3, 0),
  }
end

function spec.from() return pinafour.spot_region("spot-1") end

spec.judge_pins = pinafour.each_pin

return pinafour.make(spec)
