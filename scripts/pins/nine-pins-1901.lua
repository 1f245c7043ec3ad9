-- Nine Pins as the 1901 book lists it: its rules were printed on the backstop, which does not
-- survive, so it is played by the nine pins of the period, which is the modern book's American
-- Nine Pins (this pack's american-nine-pins.lua, loaded as a module), on the 1901 board.
--
-- Catalogue id: nine-pins-1901. Two players, each with their own white shooter.

local pins = require("pins")
local nine_pins = require("american-nine-pins")

local RULES = [[
The 1901 book lists Nine Pins but refers the players to the backstop for its rules, and the
backstop's text does not survive. Parlor plays it by the nine pins of the period: nine pins set
in a diamond, three balls a turn at them, all nine at one ball the best throw and all nine
within the three the next best (the "double" and "single" of the boys' books of the time). That
is the game the modern book gives as American Nine Pins, so Parlor takes its count and its seven
innings; here it is played on the 1901 board (the Spider and Flies face) with nine of the 1901
set's ten pins. Everything below is that game's rules.

]] .. nine_pins.info.rules

-- `pins.on_board` copies every key of American Nine Pins' table, `values` too: the same count,
-- shared, so a house rule's `values = { first_ball = 5 }` changes it here as well.
return pins.on_board(nine_pins, "carrom-1901", {
  id = "nine-pins-1901", book = "1901 book", name = "Nine Pins (1901)",
  summary = "The 1901 set's Nine Pins: three balls at a diamond of nine, 3 for all at one ball, 1 within three.",
  rules = RULES,
})
