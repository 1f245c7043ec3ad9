-- Ringette, the first of the 1901 book's "Ringarang" spinning games, on the carrom side: spin
-- the metal rings from your shooting line so they stop as near the centre spot as they can.
--
-- Catalogue id: ringette-1901. The rules live in this pack's module `ringette.lua`, shared with
-- the two variants; this file is the game as the book first gives it, one ring a turn.

local ringette = require("ringette")

return ringette.turn_by_turn(ringette.info(
  "ringette-1901",
  "Ringette",
  "Spin the metal rings from your line to stop by the centre spot: 20 on the spot, then 10, 5, 3.",
  ringette.rules({})
))
