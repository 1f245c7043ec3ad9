-- Ring-Ring with the board tipped: the 1901 book's Ring-Ring, in the variant where the spinner may
-- tip the board to steer his ring while it runs.
--
-- Catalogue id: ring-ring-tip-board-1901. Ring-Ring (this pack's ring-ring-1901.lua, loaded as a
-- module) with the prompt offering a tilt; the rulings are Ring-Ring's own.

local ringarang = require("ringarang")
local ring_ring = require("ring-ring-1901")

local INTRO = [[
Ring-Ring, with one thing added. ]]

return ringarang.tipping(ring_ring, {
  id = "ring-ring-tip-board-1901", book = "1901 book",
  name = "Ring-Ring (tipping the board)",
  summary = "Ring-Ring, steering your spinning ring by tipping the board up to 6 degrees while it runs.",
  -- Ring-Ring's rules end with its list of decisions, which the tipping decisions continue.
  rules = INTRO .. ringarang.TIPPING .. "\n\n" .. ring_ring.info.rules .. ringarang.TIPPING_DECISIONS .. "\n",
})
