-- Crown Castle's variation without a score, from the 1901 book: each side pockets any ring it
-- can, whatever its colour, and the side with the most rings pocketed wins.
--
-- Catalogue id: crown-castle-1901-any-colour. Crown Castle (crown-castle-1901.lua, loaded as a
-- module) with every ring a target (`any_colour`).

local crown = require("crown-castle-1901")

local INTRO = [[
Crown Castle played without keeping a count: each side pockets every ring it can, red, green or
the King alike, and when every ring is down the side that pocketed the most wins (level is a
draw). Each ring you pocket is one to your side, and any ring you pocket keeps your turn.
Otherwise Crown Castle's rules and forfeits hold, below, read as follows.

Parlor's decisions for the variation ("varying where necessary"):
- Every ring, the King too, is a ring you play at: rule 9 (outside rings first) means every
  ring outside the Castle, and rule 16 any ring on or beyond your own line.
- The King is one ring like the others, not 10.
- A foul forfeits every ring pocketed on the shot and the last ring your side pocketed before
  it, each back as near the centre as it fits, and its point with it.
- A ring knocked off the board goes back as near the centre as it fits, whoever it was; your
  turn is over.
- The game is one round.

Crown Castle's rules:
]]

local made = crown.make({
  id = "crown-castle-1901-any-colour", book = "1901 book", name = "Crown Castle, any colour (1901)",
  summary = "Crown Castle without a count: pocket any ring you can; the side with the most rings wins.",
  rules = INTRO .. crown.RULES .. "\n" .. crown.DECISIONS,
  any_colour = true,
})
-- The book's own heading for this game, so the menu's search finds it by that too.
made.info.other_names = { "Crown Castle, no-score variation" }
return made
