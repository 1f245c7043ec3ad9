-- Pin-a-Four 6 with the board tipped: the 1901 book's Pin-a-Four 6, in the variant where the
-- spinner may tip the board to steer his ring while it runs.
--
-- Catalogue id: pin-a-four-6-tip-board-1901. Pin-a-Four 6 (this pack's pin-a-four-6-1901.lua,
-- loaded as a module) with the tilt offered.

local pinafour = require("pinafour")
local ringarang = require("ringarang")
local base = require("pin-a-four-6-1901")

local spec = {}
for key, value in pairs(base.spec) do spec[key] = value end
spec.id = "pin-a-four-6-tip-board-1901"
spec.name = "Pin-a-Four 6 (tipping the board)"
spec.summary = "Pin-a-Four 6, steering your spinning ring by tipping the board up to 6 degrees while it runs."
spec.rules = "Pin-a-Four 6, with one thing added. " .. ringarang.TIPPING .. "\n\n" .. base.spec.rules
  .. ringarang.TIPPING_DECISIONS .. "\n"
spec.tilt = ringarang.TILT_LIMIT

return pinafour.make(spec)
