-- Rotation Cue Pocket by the 1901 book: fifteen numbered rings, always played lowest first, each
-- scoring its number; a direct break at No. 1, and after a lost cue ring a restart from the
-- break line, banking to reach a lowest ring lying behind it.
--
-- Catalogue id: rotation-cue-pocket-1901. The game is the 100-games Rotation Cue Pocket's judge
-- (this pack's rotation-cue-pocket-100games.lua, loaded as a module) with the 1901 rules; this
-- file is also a module, for the scratch count (rotation-cue-pocket-1901-scratch.lua).

local rotation = require("rotation-cue-pocket-100games")

local RULES = [[
Fifteen rings, numbered 1 to 15, are racked in a triangle on the centre spot, No. 1 at its point
towards the break line. One white cue ring serves every player; two, three or four may play,
each for himself. A coin toss (drawn from the match seed) decides who breaks: his shooting line
is the break line for the whole match. He places the cue ring anywhere on it and must break
straight at No. 1, without banking.

After the break every shot must touch the lowest-numbered ring on the board first, off a rail if
it cannot be reached directly. Touch it first and drop any ring (a combination into a higher
ring is fine) and the rings dropped score their numbers, and you shoot again. Any other first
touch, or a fair touch that drops nothing, ends your turn, and the next player (to the left)
shoots from where the cue ring lies.

Rings dropped on a foul and rings knocked off the board are put back on the spot in the middle
of the shooting line across the board from the break line, as near it as room allows. If the cue
ring drops into a pocket or leaves the board your turn is lost, the rings dropped on that shot
go back on the spot, and the next player places the cue ring anywhere on the break line; if the
lowest ring then lies on or behind that line, he may only reach it off a rail. When all fifteen
are down the highest total wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- The book's diagram is missing: the rack sits on the centre spot, No. 1 towards the break line,
  the others in order row by row; the break line ("the line joining points A and B") is the
  breaker's own shooting line, and "the straight line of the rack side" where rings go back is
  the shooting line across the board from it.
- A ring "on or behind" the break line is one touching the line or lying between it and the
  rail. Reaching it means a rail before the first ring touched; a straight hit on it is a foul
  like any other first touch.
- A ring knocked off the board is put back and does not end the turn on its own.
- Equal highest totals at the end are a draw.]]

local spec = {
  id = "rotation-cue-pocket-1901", book = "1901 book", name = "Rotation Cue Pocket (1901)",
  summary = "Fifteen numbered rings, the lowest always first, a straight break; each ring scores its number.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
  players = { 2, 3, 4 },
  direct_break = true,
  restart_from_break_line = true,
}

local game = rotation.make(spec)

-- The 1901 rules, for the scratch count built over them.
game.spec = spec
game.RULES = RULES
game.DECISIONS = DECISIONS

return game
