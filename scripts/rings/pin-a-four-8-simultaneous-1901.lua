-- Pin-a-Four 8 spun all at once: the 1901 book's Pin-a-Four 8, in the variant where all four
-- rings of both sides go at one call.
--
-- Catalogue id: pin-a-four-8-simultaneous-1901. Pin-a-Four 8's game (this pack's
-- pin-a-four-8-1901.lua, loaded as a module) made with every ring at one call by the module
-- `pinafour.lua`.

local pinafour = require("pinafour")
local base = require("pin-a-four-8-1901")

return pinafour.simultaneous(base.spec, "pin-a-four-8-simultaneous-1901", "Pin-a-Four 8 (simultaneous spinning)",
  "Pin-a-Four 8 with all four rings spun at one call: the far pins before the centre one, judged side by side.")
