-- Pin-a-Four 5 spun all at once: the 1901 book's Pin-a-Four 5, in the variant where every ring
-- of the round is spun at the same moment.
--
-- Catalogue id: pin-a-four-5-simultaneous-1901. Pin-a-Four 5's game (this pack's
-- pin-a-four-5-1901.lua, loaded as a module) with every ring at one call (this pack's module
-- `rounds.lua`).

local rounds = require("rounds")
local base = require("pin-a-four-5-1901")

return rounds.make(base.spec, "at once", "pin-a-four-5-simultaneous-1901", "Pin-a-Four 5 (simultaneous spinning)",
  "Pin-a-Four 5 with all four rings spun at one call: 5 a pin felled, then counted as Ringette.")
