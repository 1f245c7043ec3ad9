-- Ringaro (tipping the board): the 1901 book's Ringaro, in the variant where the spinner may tip
-- the board to steer his ring while it runs.
--
-- Catalogue id: ringaro-tip-board-1901. The game is ringaro-1901's own (this pack's
-- ringaro-1901.lua, loaded as a module), played turn by turn with the tilt offered (this pack's
-- module `rounds.lua`).

local rounds = require("rounds")
local base = require("ringaro-1901")

return rounds.make(base.spec, "tipping", "ringaro-tip-board-1901", "Ringaro (tipping the board)",
  "Ringaro, steering your spinning ring by tipping the board up to 6 degrees while it runs.")
