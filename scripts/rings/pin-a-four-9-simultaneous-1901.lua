-- Pin-a-Four 9 spun all at once: the 1901 book's Pin-a-Four 9, in the variant where all four
-- rings of both sides go at one call.
--
-- Catalogue id: pin-a-four-9-simultaneous-1901. Pin-a-Four 9's game (this pack's
-- pin-a-four-9-1901.lua, loaded as a module) made with every ring at one call by the module
-- `pinafour.lua`.

local pinafour = require("pinafour")
local base = require("pin-a-four-9-1901")
local ringarang = require("ringarang")

local spec = {}
for key, value in pairs(base.spec) do spec[key] = value end
-- Four rings cannot stand on one spot: at one call they stand on the shooting line by pocket 1
-- (the first seat's), whoever calls, so that the pin by pocket 3 stays the farthest.
function spec.from_at_once(_, seats) return ringarang.line_region(1, seats) end
spec.rules = spec.rules .. [[
- Four rings cannot all stand on the spot before pocket 1: at one call they stand on the shooting
  line between pockets 1 and 2 instead, whoever calls, so the pin by pocket 3 is still the
  farthest.
]]

return pinafour.simultaneous(spec, "pin-a-four-9-simultaneous-1901", "Pin-a-Four 9 (simultaneous spinning)",
  "Pin-a-Four 9 with all four rings spun at one call from the line by pocket 1: farthest pin first, 20, 15, 10, 5.")
