-- Cocked Hat as the 1901 book lists it: its rules were printed on the backstop, which does not
-- survive, so it is played by the standard Cocked Hat of the period, bowled like ten pins by
-- frames (this pack's ten-pins-100games.lua, loaded as a module, builds it) on three pins, with
-- three balls to the frame, on the 1901 board.
--
-- Catalogue id: cocked-hat-1901. Two players, each with their own white shooter.

local ten_pins = require("ten-pins-100games")

local RULES = [[
The 1901 book lists Cocked Hat but refers the players to the backstop for its rules, and the
backstop's text does not survive. Parlor plays it by the standard Cocked Hat of the period, as
Foster's Complete Hoyle gives it: the rules of ten pins, with three pins and three balls to the
frame. It is played on the 1901 board (the Spider and Flies face) with three of the 1901 set's
pins. It is not the modern book's Cocked Hat (cocked-hat-100games), which counts innings of two
shots.

The hat: the head pin and the two back corner pins of the ten-pin rack (the spots of pins 1, 7
and 10 of Ten Pins) in front of the top right corner pocket (pocket 3). Pin 1 is the head pin,
pin 2 the back left and pin 3 the back right, as the bowler sees them.

Delivering: every ball is shot with your own white shooter from the edge of the diagonally
opposite pocket (pocket 1, bottom left): place it anywhere on the short segment, 7 cm long,
that crosses the end of that corner's diagonal line just clear of the pocket, then flick it at
the pins. After each ball the pins that went down are cleared away (the dead wood); the pins
still standing stay exactly where they stand. The shooter always comes back to your hand.

A game is ten frames each. In each frame you have up to three balls to knock down the three
pins:
- Strike: all three with the first ball. The frame ends at once and scores 3 plus the pins of
  your next two balls.
- Spare: all three with two balls. The frame ends and scores 3 plus the pins of your next ball.
- Otherwise the frame is three balls and scores the pins knocked down, with no bonus, even when
  the third ball fells the last of them.
The tenth frame gives bonus balls: a strike earns two more balls, a spare one more, so the tenth
frame is always three balls. Whenever all three are down in the tenth, the pins are set up
again for the next ball. A perfect game, twelve strikes, is 90.

Turns: a coin toss decides who leads. The leader bowls frame 1, then the other player bowls
frame 1, then the leader frame 2, and so on. Before each frame the pins are set up afresh. Your
score is the total of your frames whose bonus is known. After both players have bowled the
tenth frame, the higher total wins; equal totals are a tie.

Parlor's decisions where the period's rules are silent or do not fit the board:
- There are no fouls. Every pin that goes down counts, even one knocked into a pocket or off the
  board, whatever happens to the shooter; a pin felled by another pin falling on this ball
  counts too (the dead wood of earlier balls is already cleared away, so cannot fell one).
- The pins stand as on the Ten Pins rack of this board, 13.5 cm apart (three gaps of 4.5 cm).
]]

-- The head pin and the back corners of the ten-pin rack.
local function hat_spots()
  local rack = ten_pins.rack_spots()
  return { rack[1], rack[7], rack[10] }
end

return ten_pins.make({
  id = "cocked-hat-1901", book = "1901 book", name = "Cocked Hat (1901)",
  summary = "The 1901 set's Cocked Hat: three pins, three balls a frame, strikes and spares count 3; 90 the best.",
  rules = RULES, board = "carrom-1901", rack = hat_spots, balls = 3, all_word = "three",
})
