-- Ringette with the board tipped: the 1901 book's first Ringarang game, in the variant where the
-- spinner may tip the board to steer his ring while it runs.
--
-- Catalogue id: ringette-tip-board-1901. Ringette's rules (this pack's module `ringette.lua`)
-- with the prompt offering a tilt.

local ringette = require("ringette")

local TILT_LIMIT = 6               -- degrees each way; the book gives no limit

local TIPPING = [[
While your own ring is spinning you may tip the board to steer it: tipped one way, a moving ring
(and anything it set moving) runs downhill; rings lying flat stay where they are.]]

local TIPPING_DECISIONS = [[
- The board may be tipped at most 6 degrees each way (towards or away from you, left or right);
  the book gives no limit.
- Only the spinner tips, and only while his own spin plays: from his flick until everything on
  the board has stopped. The board is level again for the next ring.]]

return ringette.turn_by_turn(ringette.info(
  "ringette-tip-board-1901",
  "Ringette (tipping the board)",
  "Ringette, steering your spinning ring by tipping the board up to 6 degrees while it runs.",
  ringette.rules({
    extra = TIPPING,
    decisions = { TIPPING_DECISIONS, ringette.DUD, ringette.COUNTING_DECISIONS, ringette.ORDER },
  })
), TILT_LIMIT)
