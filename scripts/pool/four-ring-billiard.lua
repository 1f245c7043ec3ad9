-- Four Ring Billiard, from the 100-games book: Billiards with a third playing ring on the centre
-- spot, so a billiard is the shooter touching any two of the three.
--
-- Catalogue id: four-ring-billiard. Billiards (this pack's billiards-100games.lua, loaded as a
-- module) with the third ring.

local billiards = require("billiards-100games")

local THIRD = [[
Four Ring Billiard: a third playing ring, the black, starts on the centre spot. Touching any two
of the three playing rings with the shooter is a billiard; touching all three is still one
billiard (1 point), and each playing ring dropped on it scores 1 more.]]

return billiards.make({
  id = "four-ring-billiard", book = "100 games book", name = "Four Ring Billiard",
  summary = "Billiards with a third playing ring at the centre: touch any two for a billiard.",
  rules = billiards.RULES .. "\n\n" .. THIRD .. "\n\n" .. billiards.DECISIONS .. "\n",
  third = true,
})
