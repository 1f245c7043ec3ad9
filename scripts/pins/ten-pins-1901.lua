-- Ten Pins as the 1901 book lists it: its rules were printed on the backstop, which does not
-- survive, so it is played by the standard ten pins of the period, which is the modern book's
-- Ten Pins (this pack's ten-pins-100games.lua, loaded as a module), on the 1901 board.
--
-- Catalogue id: ten-pins-1901. Two players, each with their own white shooter.

local pins = require("pins")
local ten_pins = require("ten-pins-100games")

local RULES = [[
The 1901 book lists Ten Pins but refers the players to the backstop for its rules, and the
backstop's text does not survive. Parlor plays it by the standard American ten pins of the
period, as Foster's Complete Hoyle gives it (ten frames of two balls, a strike counting 10 plus
the next two balls, a spare 10 plus the next ball, a perfect game 300): the game the modern
book's Ten Pins describes; here it is played on the 1901 board (the Spider and Flies
face) with the 1901 set's ten pins. Everything below is that game's rules.

]] .. ten_pins.rules

-- `pins.on_board` copies every key of Ten Pins' table, `values` too: the same count, shared, so a
-- house rule's `values = { pin = 2 }` changes it here as well.
return pins.on_board(ten_pins, "carrom-1901", {
  id = "ten-pins-1901", book = "1901 book", name = "Ten Pins (1901)",
  summary = "The 1901 set's Ten Pins by the standard rules: ten frames, strikes and spares, 300 the best.",
  rules = RULES,
})
