-- Four Ring Glance by the 1901 book: Three Ring Glance with a black object ring on the centre;
-- hitting all three scores 2.
--
-- Catalogue id: four-ring-glance-1901. Billiards' game (this pack's billiards-100games.lua,
-- loaded as a module) played by the 1901 rules with the third ring.

local billiards = require("billiards-100games")

local RULES = [[
Three Ring Glance with a third object ring, the black, on the centre spot. One white cue ring;
two play singly, or four as two sides of partners sitting opposite. A coin toss (drawn from the
match seed) decides who opens, from where the cue ring stands on the spot before pocket 1; the
red stands on the spot before pocket 3 and the green in the middle of the far shooting line.

Hitting any two of the object rings scores 1; hitting all three scores 2. Each object ring
dropped on a scoring shot adds 1. After a scoring shot you go on, placing the cue ring anywhere
behind your own shooting line (not touching it). Your turn ends when a shot hits fewer than two
object rings, or the cue ring drops into a pocket or leaves the board, which also scores nothing
for that shot; the next player places the cue ring behind his own line. Object rings that drop
are spotted again at once, the first on the centre spot, the next in the middle of the far
shooting line. The first side to 50 points wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- The layout is the modern Billiards one with the black on the centre (the book's diagram is
  missing). Hitting any two of the three is the plain score, 1.
- The cue ring is placed behind your own shooting line, clear of it (see Three Ring Glance).
- The lag for the opening shot is a coin toss.]]

return billiards.make({
  id = "four-ring-glance-1901", book = "1901 book", name = "Four Ring Glance",
  summary = "Three Ring Glance with a black at the centre: hit two for 1, all three for 2, plus drops.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
  teams = true, target = 50, behind_line = true, third = true, all_three = 2,
})
