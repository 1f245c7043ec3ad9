-- Pin-a-Four 8 (1901), a Ringarang game on the Spider and Flies face: three pins across the far
-- side and one on the centre spot, which may not be felled until the three are down.
--
-- Catalogue id: pin-a-four-8-1901. A Pin-a-Four game (this pack's module `pinafour.lua`); this
-- file is also a module, for its tip-board variant.

local pinafour = require("pinafour")
local ringarang = require("ringarang")

local CENTRE = 4                         -- pin 4 stands on the centre spot

local RULES = [[
Played on the Spider and Flies face of the board. For each turn, a pin stands on each of the two
numbered spots on the far side from the spinner, one on the far shooting line midway between
them, and one on the centre spot. Two play singly, or four as two sides of partners sitting
opposite. A coin toss (drawn from the match seed) decides who starts; turns go to the left.

A turn is all four metal rings, spun one after another from your own shooting line: each pin
felled scores 5, and each ring is picked up once it has come to rest. The centre pin may not be
felled until the three far pins are down: if it goes down while one of them still stands, it is
set up again, 5 go to the other side and your turn is over. Felled pins stay down for the rest
of your turn; if all four are down before your rings are used, they are set up again for the
rest. A ring that goes into a pocket gives 5 to the other side. The first side to 100 points (or
the agreed target) wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- The centre pin is felled in time if the last far pin goes down on the same ring, before or
  with it: what counts is that none of the three still stands after that ring.
- The far pins felled on the ring that fells the centre pin too early still score.
- A pin felled by another pin, or knocked into a pocket or off the board, counts as felled.
- The total is checked after every ring; both sides past the target with equal totals play on.]]

local spec = {
  id = "pin-a-four-8-1901", book = "1901 book", name = "Pin-a-Four 8",
  summary = "Four rings from your line: three far pins first, the centre pin last, 5 a pin.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
  target = 100,
  aim = "from your line: the three far pins before the centre one",
  -- The count, as data: every game made of this spec gets its own copy (`game.values`), and a
  -- house rule changes it (`values = { forfeit = 10 }`).
  values = {
    pin = 5,                -- each pin felled, the centre pin in its time
    forfeit = 5,            -- the centre pin felled too early, to the other side
    pocket = 5,             -- a ring that goes into a pocket, to the other side
  },
}

function spec.pins(seat, seats)
  local spot = board.spots["spot-3"]
  local laid = { { x = -spot.x, y = spot.y }, { x = 0, y = 0.254 }, { x = spot.x, y = spot.y }, { x = 0, y = 0 } }
  return pinafour.turned_all(laid, seat, seats)
end

spec.from = ringarang.line_region

function spec.judge_pins(turn)
  local values = turn.values
  local centre_felled = parlor.contains(turn.felled, CENTRE)
  local far_felled = 0
  for _, number in ipairs(turn.felled) do
    if number ~= CENTRE then far_felled = far_felled + 1 end
  end
  if far_felled > 0 then
    turn.score(values.pin * far_felled, "pins felled")
    turn.say(parlor.plural(far_felled, "far pin") .. " down: " .. values.pin * far_felled .. ".")
  end
  if centre_felled then
    local far_standing = 0
    for _, number in ipairs(turn.standing) do
      if number ~= CENTRE then far_standing = far_standing + 1 end
    end
    if far_standing > 0 then
      -- At one call (the simultaneous variant) every call is one spin each: no turn ends.
      local ending = turn.at_once and "." or ", and the turn is over."
      turn.foul(values.forfeit, "The centre pin went down while " .. parlor.plural(far_standing, "far pin") .. " still stood: " .. values.forfeit .. " to the other side" .. ending)
    else
      turn.score(values.pin, "centre pin felled")
      turn.say("The centre pin goes down last: " .. values.pin .. ".")
    end
  end
end

return pinafour.make(spec)
