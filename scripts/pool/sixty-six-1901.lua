-- Sixty-Six by the 1901 book: twenty-four rings at the centre, each scoring the number of the
-- pocket it drops into, every shot from your own side; first to 66.
--
-- Catalogue id: sixty-six-1901. The 100-games Sixty-Six (this pack's sixty-six-100games.lua,
-- loaded as a module) with the 1901 book's way of shooting and of losing the shooter.

local sixty_six = require("sixty-six-100games")

local RULES = [[
The twenty-four red and green rings are placed on the centre spot; the pockets count 1 to 4 by
their numbers. There is one white shooter for everybody; two, three or four play, each for
himself. A coin toss (drawn from the match seed) decides who starts; play goes to the left.

Every shot is taken from your own side: the shooter lies behind your straight (shooting) line
and between the angled lines running to the pockets on either side, touching none of them. Any
ring may go into any pocket and scores that pocket's number. Your turn goes on until you fail to
drop a ring, drop the shooter or send it off the board. At the end of your turn your rings are
added up and all of them go back as near the centre as they fit without moving the others.

If the shooter drops into a pocket, a ring dropped on that shot counts nothing; if none dropped,
you lose as many points as the pocket's number at once. If the shooter goes off the board, every
ring you dropped in that turn is forfeited, and nothing more. A ring knocked off the board is put
back and ends your turn, with no forfeit. The first to 66 wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- The shooter is set down anywhere in the strip behind your line, a shooter's width clear of the
  straight line and of the angled lines at its ends.
- The rings dropped on the shot that knocked a ring off the board still score.
- A total may go below zero. Reaching 66 or more wins at once, in the middle of a turn.]]

return sixty_six.make({
  id = "sixty-six-1901", book = "1901 book", name = "Sixty-Six (1901)",
  summary = "Every shot from behind your own line; each ring scores its pocket's number. First to 66.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
  from_the_area_only = true,
  off_forfeits_turn = true,
})
