-- Three Ring Glance by the 1901 book: a white cue ring glanced off one object ring on to the
-- other, red and green; 1 for hitting both, more for dropping them.
--
-- Catalogue id: three-ring-glance-1901. Billiards' game (this pack's billiards-100games.lua,
-- loaded as a module) played by the 1901 rules. This file is a module too (its `SPEC`).

local billiards = require("billiards-100games")

local RULES = [[
One white cue ring and two object rings, a red and a green. Two play singly, or four as two
sides of partners sitting opposite. A coin toss (drawn from the match seed) decides who opens.
At the start the cue ring stands on the spot before pocket 1, the red on the spot before pocket
3, and the green in the middle of the far shooting line; the opener plays from where the cue
ring stands.

Shoot the cue ring at one object ring so that it glances on to the other. Hitting both scores 1;
hitting both and dropping one of them 2; hitting both and dropping both 3. After a scoring shot
you go on, placing the cue ring anywhere behind your own shooting line (not touching it) for the
best angle. Your turn ends when a shot fails to hit both object rings, or the cue ring drops into
a pocket or leaves the board, which also scores nothing for that shot; the next player places
the cue ring behind his own line. Object rings that drop are spotted again at once, the first on
the centre spot, the second in the middle of the far shooting line. The first side to 50 points
wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- The book's diagram (points W, X, A and H) is missing: Parlor uses the modern book's Billiards
  layout above, which fits the text, and spots dropped rings on the centre and the middle of the
  far line.
- "Anywhere on the four lines forming the square, but not touching the line" is read as anywhere
  in the strip behind your own shooting line, clear of it (the book contradicts itself; behind
  the line is what the words can all mean).
- The lag for the opening shot is a coin toss.
- A ring spotted again goes as near its spot as it fits without moving the others. A ring knocked
  off the board is spotted in the same way.]]

local SPEC = {
  id = "three-ring-glance-1901", book = "1901 book", name = "Three Ring Glance",
  summary = "Glance the white cue ring off one object ring on to the other: 1, and up to 3 with drops.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
  teams = true, target = 50, behind_line = true,
}

-- Also a module: Chinese Glance (chinese-glance-1901.lua) is this game with any ring the cue.
local game = billiards.make(SPEC)
game.SPEC = SPEC
return game
