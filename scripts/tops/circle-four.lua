-- Circle Four, a spinning-top game of the Carrom Company's modern rule book, on the carrom side:
-- one top spun inside a ring of four pins.
--
-- Catalogue id: circle-four. Ten Pin Circle's game (this pack's ten-pin-circle.lua, loaded as a
-- module) with four pins and one top.

local circle = require("ten-pin-circle")

local RULES = [[
Two to four players, each for themselves. Four pins stand in a circle about four inches (10 cm)
across at the centre of the square (carrom) side of the board.

Each turn you place the top anywhere inside the circle and spin it: each pin knocked over scores
1. The pins are stood up again for the next player. Each player has ten turns; the most points
win.

Parlor's decisions where the book is unclear:
- A pin counts once, when it first goes down.
- Who opens is drawn by lot (from the match seed); turns go clockwise.
- A tie for the most points is a drawn game.
]]

return circle.make({
  id = "circle-four", book = "100 games book", name = "Circle Four",
  summary = "One top spun inside a ring of four pins: a point a pin. Ten turns each.",
  rules = RULES, pins = 4, ring_radius = 0.0508, tops = { 11 }, tries = 10,
})
