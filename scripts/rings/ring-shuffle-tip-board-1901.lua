-- Ring Shuffle (tipping the board): the 1901 book's Ring Shuffle, in the variant where the spinner
-- may tip the board to steer his ring while it runs.
--
-- Catalogue id: ring-shuffle-tip-board-1901. The game is ring-shuffle-1901's own (this pack's ring-
-- shuffle-1901.lua, loaded as a module), played turn by turn with the tilt offered (this pack's
-- module `rounds.lua`).

local rounds = require("rounds")
local base = require("ring-shuffle-1901")

return rounds.make(base.spec, "tipping", "ring-shuffle-tip-board-1901", "Ring Shuffle (tipping the board)",
  "Ring Shuffle, steering your spinning ring by tipping the board up to 6 degrees while it runs.")
