-- Ringaline (simultaneous spinning): the 1901 book's Ringaline, in the variant where every ring is
-- spun at the same moment.
--
-- Catalogue id: ringaline-simultaneous-1901. The game is ringaline-1901's own (this pack's
-- ringaline-1901.lua, loaded as a module), played with every ring at one call (this pack's module
-- `rounds.lua`).

local rounds = require("rounds")
local base = require("ringaline-1901")

return rounds.make(base.spec, "at once", "ringaline-simultaneous-1901", "Ringaline (simultaneous spinning)",
  "Ringaline with all four rings spun at one call: 10 on the far line, then 5, 3, 2.")
