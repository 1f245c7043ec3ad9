-- Carroms (1901) with cushion shots: a ring lying behind your base line may only be played off a
-- cushion.
--
-- Catalogue id: carroms-1901-cushion-shots. The 1901 Carroms (this pack's carroms-1901.lua,
-- loaded as a module) with the cushion rule switched on.

local carroms_1901 = require("carroms-1901")

local INTRO = [[
The 1901 Carroms with one rule added: a ring lying behind your own base line (between the line
and your cushion) may only be played by a cushion shot. Everything else is as in the 1901 Carroms,
below.

]]

local CUSHION = [[

Cushion shots: when a ring lies behind your base line as your shot starts, your shooter must
touch a cushion before it touches that ring. Touching it first is a foul, ruled like a pocketed
shooter: your turn ends, the rings of your colour that dropped go back to the centre, and you
forfeit one of your rings already pocketed (or the black, if it dropped on that shot).

More of Parlor's decisions:
- The book names no penalty; Parlor rules the uncushioned shot as the foul above.
- "Behind the base line" means the ring's centre lies on the cushion side of the line, anywhere
  across the board's width. Rings behind another player's line are free to play.
- Only the shooter's own touch counts: a ring behind your line struck by another ring your
  shooter set moving is fair.
]]

local made = carroms_1901.variant({
  id = "carroms-1901-cushion-shots", book = "1901 book", name = "Carroms (1901), cushion shots",
  summary = "The 1901 Carroms, where a ring behind your own base line may only be played off a cushion.",
  rules = INTRO .. carroms_1901.rules .. CUSHION,
}, { cushion = true })
-- The 1901 Carroms' count, shared (its judge reads it): a house rule's `values = { black = 10 }`
-- changes it for this game too.
made.values = carroms_1901.values
-- The book's own heading for this game, so the menu's search finds it by that too.
made.info.other_names = { "Carroms, expert variation: cushion shots inside the base line" }
return made
