-- Pin-a-Four 8 with the board tipped: the 1901 book's Pin-a-Four 8, in the variant where the
-- spinner may tip the board to steer his ring while it runs.
--
-- Catalogue id: pin-a-four-8-tip-board-1901. Pin-a-Four 8 (this pack's pin-a-four-8-1901.lua,
-- loaded as a module) with the tilt offered.

local pinafour = require("pinafour")
local base = require("pin-a-four-8-1901")

return pinafour.tipping(base, "pin-a-four-8-tip-board-1901")
