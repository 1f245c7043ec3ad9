-- Ringaline (tipping the board): the 1901 book's Ringaline, in the variant where the spinner may
-- tip the board to steer his ring while it runs.
--
-- Catalogue id: ringaline-tip-board-1901. The game is ringaline-1901's own (this pack's
-- ringaline-1901.lua, loaded as a module), played turn by turn with the tilt offered (this pack's
-- module `rounds.lua`).

local rounds = require("rounds")
local base = require("ringaline-1901")

return rounds.make(base.spec, "tipping", "ringaline-tip-board-1901", "Ringaline (tipping the board)",
  "Ringaline, steering your spinning ring by tipping the board up to 6 degrees while it runs.")
