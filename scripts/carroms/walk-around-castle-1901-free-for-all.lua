-- Walk Around Castle without a score, from the 1901 book: any number play for themselves with
-- the one walking shooter, each pocketing every ring he can; the most rings wins.
--
-- Catalogue id: walk-around-castle-1901-free-for-all. Crown Castle (crown-castle-1901.lua, loaded
-- as a module) with the walking shooter, any colour, each player alone.

local crown = require("crown-castle-1901")

local RULES = [[
Two to six players, each for himself, with the one white shooter of Walk Around Castle and the
King's Castle of 24 red and green rings round the black King on his Throne (the spider's den). A
coin toss (drawn from the match seed) decides who opens. The opener places the shooter touching
or outside the straight line of any side; after that each player shoots it from where it lies,
walking round the board to it. Every ring you pocket, of any colour, is one to you, and you shoot
again; a shot that pockets nothing passes the turn to the left. When every ring is down the
round is over and the player with the most rings pocketed wins (a tie for the most is a draw).
Moving the shooter at all counts as a shot.

Rings in the Castle (everything inside the double circle, a ring touching it included) may only
be hit off a cushion, and only once no ring lies outside the Castle. When the shooter lies in the
Castle it must come out without hitting a ring there whenever a clean way out exists; if none
does, it may be shot in any direction and nothing it hits is a foul. A direct shot at a ring is
barred when the shooter and the ring both touch or lie beyond the straight line of the same side.

Fouls: the shooter dropping into a pocket or leaving the board, or a shot the rules above bar,
ends the turn; every ring pocketed on that shot goes back as near the centre as it fits, and so
does the last ring you pocketed before it, its point with it (nothing held, nothing owed). After
a lost shooter the next player places it touching or outside any side's straight line. A ring
knocked off the board goes back as near the centre as it fits, and the turn is over.

Parlor's decisions where the book is silent ("rules and forfeits as usual, varying where
necessary"):
- Two to six players (the book says any number).
- The King is one ring like the others.
- A clean way out of the Castle is judged by Parlor: a straight path, in any whole degree, to
  clear of the double circle without touching a ring in the Castle.
- The option "Rounds" plays a longer game: the totals run on, the rings are grouped again for
  each round, the opening passes to the left, and the most rings after the last round wins.
- The shooter rebounding on to the player's hand cannot happen on a screen.
]]

local made = crown.make({
  id = "walk-around-castle-1901-free-for-all", book = "1901 book", name = "Walk Around Castle, every player for himself (1901)",
  summary = "Any number with one walking shooter pocket every ring they can; the most rings wins.",
  rules = RULES,
  walk = true, any_colour = true, individual = true, rounds = true,
  players = { 2, 3, 4, 5, 6 },
})
-- The book's own heading for this game, so the menu's search finds it by that too.
made.info.other_names = { "Walk Around Castle, no-score version" }
return made
