-- Carroms (1901) with the ring named: before every shot the player names the ring he means to
-- pocket.
--
-- Catalogue id: carroms-1901-named-ring. The 1901 Carroms (this pack's carroms-1901.lua, loaded
-- as a module) with naming switched on.

local carroms_1901 = require("carroms-1901")

local INTRO = [[
The 1901 Carroms with one rule added: before every shot you name the ring you mean to pocket.
Everything else is as in the 1901 Carroms, below.

]]

local NAMING = [[

Naming: before every shot, click the ring you mean to pocket (a ring of your colour, or the
black); only the ring is named, not the pocket. If it drops, the shot is ruled as usual. If it
does not, every other ring of your colour (and the black) that dropped goes back as near the
centre as it fits, and your turn is over; your opponents' rings that dropped stay down.

More of Parlor's decisions:
- The black may be named; a named black that drops scores its 5 as usual.
- A shot whose named ring does not drop ends the turn, whatever else dropped (the book does not
  say).
- Fouls with the shooter are ruled exactly as without naming, whatever was named.
]]

local made = carroms_1901.variant({
  id = "carroms-1901-named-ring", book = "1901 book", name = "Carroms (1901), naming the ring",
  summary = "The 1901 Carroms, naming the ring before every shot; an unnamed ring of yours goes back.",
  rules = INTRO .. carroms_1901.rules .. NAMING,
}, { named = true })
-- The 1901 Carroms' count, shared (its judge reads it): a house rule's `values = { black = 10 }`
-- changes it for this game too.
made.values = carroms_1901.values
-- The book's own heading for this game, so the menu's search finds it by that too.
made.info.other_names = { "Carroms, expert variation: naming the ring" }
return made
