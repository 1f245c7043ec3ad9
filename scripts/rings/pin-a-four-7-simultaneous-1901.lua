-- Pin-a-Four 7 spun all at once: the 1901 book's Pin-a-Four 7, in the variant where all four
-- rings of both sides go at one call.
--
-- Catalogue id: pin-a-four-7-simultaneous-1901. Pin-a-Four 7's game (this pack's
-- pin-a-four-7-1901.lua, loaded as a module) made with every ring at one call by the module
-- `pinafour.lua`.

local pinafour = require("pinafour")
local base = require("pin-a-four-7-1901")

return pinafour.simultaneous(base.spec, "pin-a-four-7-simultaneous-1901", "Pin-a-Four 7 (simultaneous spinning)",
  "Pin-a-Four 7 with all four rings spun at one call from the caller's line: 5 a pin to the side that felled it.")
