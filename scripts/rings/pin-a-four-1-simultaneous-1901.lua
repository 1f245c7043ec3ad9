-- Pin-a-Four 1 spun all at once: the 1901 book's Pin-a-Four 1, in the variant where all four rings
-- of a round are spun at the same moment.
--
-- Catalogue id: pin-a-four-1-simultaneous-1901. Pin-a-Four 1's game (this pack's
-- pin-a-four-1-1901.lua, loaded as a module) made with every ring at one call by Ringarang
-- Crokinole's `simultaneous`.

local crokinole = require("ringarang-crokinole-1901")
local base = require("pin-a-four-1-1901")

return crokinole.simultaneous(base.spec, "pin-a-four-1-simultaneous-1901", "Pin-a-Four 1 (simultaneous spinning)",
  "Pin-a-Four 1 with all four rings spun at one call: 5 a pin to the side whose ring felled it.")
