-- Easy Billiardette, from the 100-games book: Billiardette with a fifth ring in the middle of the
-- square, so that billiards come easier.
--
-- Catalogue id: easy-billiardette. Billiardette (this pack's billiardette.lua, loaded as a
-- module) with five rings.

local billiardette = require("billiardette")

local half = billiardette.SIDE / 2

return billiardette.make({
  id = "easy-billiardette", book = "100 games book", name = "Easy Billiardette",
  summary = "Billiardette with a fifth ring in the middle of the square: 1 a billiard, 1 more a ring.",
  layout = "Five green rings stand at the centre of the board: four in a square about 6 inches (15 cm)\napart, and the fifth in its middle.",
  rings = { { x = -half, y = -half }, { x = half, y = -half }, { x = half, y = half }, { x = -half, y = half }, { x = 0, y = 0 } },
})
