-- Single K.O., a spinning-top game of the Carrom Company's modern rule book, on the carrom side:
-- Ten Pin Circle with one top a try.
--
-- Catalogue id: single-ko. Ten Pin Circle's game (this pack's ten-pin-circle.lua, loaded as a
-- module) with one top.

local circle = require("ten-pin-circle")

local RULES = [[
Two to four players, each for themselves. Ten pins stand in a circle about six inches (15 cm)
across at the centre of the square (carrom) side of the board.

A try is one spin: place the top anywhere inside the circle of pins and set it going. The spin
you give the shot is how fast it spins, the strength of the flick how fast it glides. Each pin
knocked down during the spin scores 1, whether the top felled it or a falling pin did. Then the
pins are stood up again and the next player has a try. Each player has five tries; the most pins
in all wins.

Parlor's decisions where the book is unclear:
- A pin counts once, when it first goes down.
- Who opens is drawn by lot (from the match seed); turns go clockwise, one try a turn.
- A tie for the most pins is a drawn game.
]]

return circle.make({
  id = "single-ko", book = "100 games book", name = "Single K.O.",
  summary = "One top spun inside a ring of ten pins: knock down all you can. Five tries each.",
  rules = RULES, pins = 10, ring_radius = 0.0762, tops = { 11 }, tries = 5,
})
