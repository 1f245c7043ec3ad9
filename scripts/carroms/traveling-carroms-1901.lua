-- Traveling Carroms, from the 1901 book: the 1901 Carroms with one shooter for everybody, played
-- from wherever it came to rest.
--
-- Catalogue id: traveling-carroms-1901. The 1901 Carroms (this pack's carroms-1901.lua, loaded as
-- a module) with its travelling shooter switched on (`memo.travelling`).

local carroms_1901 = require("carroms-1901")

local INTRO = [[
Traveling Carroms is the 1901 Carroms with one white shooter for everybody. The breaker places it
on his base line. After that it stays wherever it comes to rest: when a run ends, the next player
(going round to any side of the board he likes) shoots it from that spot. If it drops into a
pocket or leaves the board, the next player puts it down on, or behind, the straight line of any
side. Play goes on until one colour is cleared, as below.

Two rules are added to the 1901 Carroms:
- A shot whose shooter touches no ring at all pays a forfeit: one ring of your colour already
  pocketed goes back to the centre.
- You may not shoot directly at a ring of your own colour when the shooter and that ring both lie
  at the same side's straight line, touching it or beyond it; if either is inside the line, the
  direct shot is allowed. A ring banked off a cushion first is always allowed.

Parlor's decisions where the book is unclear:
- Two or four players, as in the 1901 Carroms: with three, two colours cannot be shared fairly.
- A direct shot is one whose shooter touches the ring before it has struck a cushion. A barred
  direct shot is a foul like a lost shooter: your turn ends, your rings dropped on it go back, and
  you forfeit a ring.
- A shot that touches no ring and also loses the shooter pays one forfeit, not two.
- The book's rule for a shooter rebounding onto your hand has nothing to match it here: a shooter
  that comes back off a cushion simply stays where it stops.
- The break of each inning is from the breaker's own base line.

]]

local game = carroms_1901.variant({
  id = "traveling-carroms-1901", book = "1901 book", name = "Traveling Carroms (1901)",
  summary = "The 1901 Carroms with one shooter for all, played from where it stops; a shot that touches nothing costs a ring.",
  rules = INTRO .. carroms_1901.rules,
}, { travelling = true })
-- The 1901 Carroms' count, shared (its judge reads it): a house rule's `values = { black = 10 }`
-- changes it for this game too.
game.values = carroms_1901.values
return game
