-- Tight Spin Circle, a spinning-top game of the Carrom Company's modern rule book, on the carrom
-- side: one top spun inside a tight ring of ten pins.
--
-- Catalogue id: tight-spin-circle. Ten Pin Circle's game (this pack's ten-pin-circle.lua, loaded
-- as a module) with a tight ring and one top. Down and Out (down-and-out.lua) shares the ring.

local circle = require("ten-pin-circle")

-- Pins 6 mm apart, edge to edge: too close for a top (32 mm across) to slip between.
local RING_RADIUS = 0.0299

local RULES = [[
Two to four players, each for themselves. All ten pins stand in a tight circle at the centre of
the square (carrom) side of the board, not touching each other but too close together for a top
to slip between them.

Each turn you place the top anywhere inside the circle and spin it. The spin you give the shot is
how fast it spins, the strength of the flick how fast it glides. Each pin knocked down scores 1,
whether the top felled it or a falling pin did. Then the pins are stood up again for the next
player. Each player has five turns; the most pins in all wins.

Parlor's decisions where the book is unclear:
- The pins stand 6 mm apart, edge to edge, on a circle 6 cm across: a top is 32 mm across.
- A pin counts once, when it first goes down.
- Who opens is drawn by lot (from the match seed); turns go clockwise.
- A tie for the most pins is a drawn game.
]]

local game = circle.make({
  id = "tight-spin-circle", book = "100 games book", name = "Tight Spin Circle",
  summary = "One top spun inside a tight ring of ten pins: every pin it fells scores. Five turns each.",
  rules = RULES, pins = 10, ring_radius = RING_RADIUS, tops = { 11 }, tries = 5,
})
game.RING_RADIUS = RING_RADIUS
return game
