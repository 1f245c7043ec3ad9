-- Ringaro (simultaneous spinning): the 1901 book's Ringaro, in the variant where every ring is
-- spun at the same moment.
--
-- Catalogue id: ringaro-simultaneous-1901. The game is ringaro-1901's own (this pack's
-- ringaro-1901.lua, loaded as a module), played with every ring at one call (this pack's module
-- `rounds.lua`).

local rounds = require("rounds")
local base = require("ringaro-1901")

return rounds.make(base.spec, "at once", "ringaro-simultaneous-1901", "Ringaro (simultaneous spinning)",
  "Ringaro with all four rings spun at one call, from both corners at the carrom ring: 10 a round.")
