-- Down and Out, a spinning-top game of the Carrom Company's modern rule book, on the carrom side:
-- Tight Spin Circle, where the pins a top fells count only if it works its way out of the ring.
--
-- Catalogue id: down-and-out. Ten Pin Circle's game (this pack's ten-pin-circle.lua, loaded as a
-- module) with Tight Spin Circle's ring (tight-spin-circle.lua, also a module).

local circle = require("ten-pin-circle")
local tight = require("tight-spin-circle")

local RULES = [[
Two to four players, each for themselves. All ten pins stand in a tight circle at the centre of
the square (carrom) side of the board, not touching each other but too close together for a top
to slip between them.

Each turn you place the top anywhere inside the circle and spin it. The pins it knocks down count
only if the top works its way out and comes to rest outside the circle: then each pin down
scores 1. A top that stays inside scores nothing, however many pins fell. The pins are stood up
again for the next player. Each player has five turns; the most pins in all wins.

Parlor's decisions where the book is unclear:
- The ring is Tight Spin Circle's: pins 6 mm apart, edge to edge, on a circle 6 cm across.
- "Outside the circle" means the top's centre, where it comes to rest, lies beyond the circle the
  pins stand on. A top that leaves the board or drops into a pocket has got out too.
- Who opens is drawn by lot (from the match seed); turns go clockwise.
- A tie for the most pins is a drawn game.
]]

return circle.make({
  id = "down-and-out", book = "100 games book", name = "Down and Out",
  summary = "Fell pins from inside a tight ring, and they count only if your top gets out. Five turns.",
  rules = RULES, pins = 10, ring_radius = tight.RING_RADIUS, tops = { 11 }, tries = 5,
  must_escape = true,
})
