-- Ringette with the board tipped: the 1901 book's first Ringarang game, in the variant where the
-- spinner may tip the board to steer his ring while it runs.
--
-- Catalogue id: ringette-tip-board-1901. Ringette's rules (this pack's module `ringette.lua`)
-- with the prompt offering a tilt.

local ringarang = require("ringarang")
local ringette = require("ringette")

return ringette.turn_by_turn(ringette.info(
  "ringette-tip-board-1901",
  "Ringette (tipping the board)",
  "Ringette, steering your spinning ring by tipping the board up to 6 degrees while it runs.",
  ringette.rules({
    extra = ringarang.TIPPING,
    decisions = { ringarang.TIPPING_DECISIONS, ringette.DUD, ringette.COUNTING_DECISIONS, ringette.ORDER },
  })
), ringarang.TILT_LIMIT)
