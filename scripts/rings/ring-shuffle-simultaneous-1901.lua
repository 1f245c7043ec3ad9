-- Ring Shuffle (simultaneous spinning): the 1901 book's Ring Shuffle, in the variant where every
-- ring is spun at the same moment.
--
-- Catalogue id: ring-shuffle-simultaneous-1901. The game is ring-shuffle-1901's own (this pack's
-- ring-shuffle-1901.lua, loaded as a module), played with every ring at one call (this pack's
-- module `rounds.lua`).

local rounds = require("rounds")
local base = require("ring-shuffle-1901")

return rounds.make(base.spec, "at once", "ring-shuffle-simultaneous-1901", "Ring Shuffle (simultaneous spinning)",
  "Ring Shuffle with all four rings spun from the corner at one call: 10, 5, 3, 2 by the pocket.")
