-- Walk Around Castle, from the 1901 book: Crown Castle with a single white shooter, played by
-- each player from where the last one left it.
--
-- Catalogue id: walk-around-castle-1901. Crown Castle (crown-castle-1901.lua, loaded as a
-- module) with the walking shooter (`walk`).

local crown = require("crown-castle-1901")

local WALK = [[
Walk Around Castle: Crown Castle, below, with one white shooter for everybody. The opener places
it touching or outside the straight line of any side, and shoots until a shot fails to pocket a
ring of the other side; the shooter stays where it stopped, and the next player walks round and
shoots it from where it lies. If the shooter drops into a pocket or leaves the board, the turn is
lost and Crown Castle's forfeit is paid; the next player places the shooter touching or outside
the straight line of any side. Play goes on until every ring of one colour is down.

When the shooter lies in the Castle, it must be brought out without hitting a ring in the Castle
whenever that can be done, even if no ring outside the Castle can then be hit; only when no clean
way out exists may the player shoot in any direction, and then nothing it hits is a foul. A
direct shot at a ring of the other side is barred when the shooter and that ring both touch or
lie beyond the straight line of the same side; with either inside the line it is allowed (this
replaces Crown Castle's rule about rings by your own line).

Parlor's decisions for Walk Around Castle:
- "A clean way out" is judged by Parlor: the shooter's straight path, in any whole degree, to
  clear of the double circle without touching a ring in the Castle. When one exists, hitting a
  Castle ring directly is the usual foul.
- A shooter shut in the Castle is also free of rule 9 (outside rings first) for that shot.
- The shooter rebounding on to the player's hand cannot happen on a screen, so that rule has no
  part here.
- The opener, like a player after a lost shooter, may place it by any side's line.

Crown Castle's rules:
]]

return crown.make({
  id = "walk-around-castle-1901", book = "1901 book", name = "Walk Around Castle (1901)",
  summary = "Crown Castle with one shooter, played from where it lies; out of the Castle cleanly if you can.",
  rules = WALK .. crown.RULES .. "\n" .. crown.DECISIONS .. crown.HELD,
  walk = true,
})
