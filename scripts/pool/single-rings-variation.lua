-- Single Rings Variation, from the 100-games book: Single Rings, except that a player who drops
-- his ring into the called pocket shoots again, with another ring on the centre, until he misses.
--
-- Catalogue id: single-rings-variation. Single Rings (this pack's single-rings.lua, loaded as a
-- module) with `again`.

local single_rings = require("single-rings")

return single_rings.make({
  id = "single-rings-variation", book = "100 games book", name = "Single Rings Variation",
  summary = "Single Rings where every ring kept earns another called shot, until you miss.",
  again = true,
})
