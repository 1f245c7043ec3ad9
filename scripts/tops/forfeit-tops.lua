-- Forfeit, a spinning-top game of the Carrom Company's modern rule book: a chain of three tops
-- timed as in Time Top (this pack's time-top.lua, loaded as a module), the green top spun first,
-- and the other two forfeited unless it spins at least 15 seconds.
--
-- Catalogue id: forfeit-tops. Two to four players, each for themselves.

local time_top = require("time-top")

-- Seconds: the default of the game's value `must_last` (see time-top.lua's `make`).
local GREEN_MUST_LAST = 15

local RULES = [[
Two to four players, each for themselves, share three tops: two plain ones and the green one.
On your turn you are timed spinning the three tops, one after another from the shooting line in
front of you, as in Time Top, but you must spin the green top first and keep it going at least 15
seconds. If it spins less than 15 seconds you forfeit the right to spin the other two, and your
time is the green top's alone. Otherwise the second top must be going before the green stops,
and the third before the second stops; the clock runs from the green top's flick until the third
top falls. The spin you give a top is how fast it spins; the strength of the flick only sends it
gliding.

The completion of a turn by every player is an inning: the longest time wins it and scores 1.
The first player to win three innings wins the game.

Parlor's decisions where the book is unclear:
- The green top is spun on its point, like the plain tops.
- The 15 seconds are counted from the green top's flick until it falls; exactly 15 seconds is
  enough.
- You may set the second top going before the 15 seconds are up; it counts only if the green
  top then lasts the 15 seconds. A forfeiting player's later tops count nothing, however long
  they spin, and a top set going after the one before it has stopped breaks the chain there, as
  in Time Top.
- A top flicked with too little spin to stand up stops the moment it is flicked; a top that drops
  into a pocket or off the board stops at that moment; a top still spinning when the board's
  clock stops (20 seconds after the first flick) stops the clock there.
- If two or more players tie for the longest time, nobody wins the inning.
- Who spins first is drawn by lot (from the match seed); the same order holds every inning.
]]

return time_top.make({
  id = "forfeit-tops", book = "100 games book", name = "Forfeit",
  summary = "Spin the green top first for 15 seconds or forfeit the other two; the longest time wins.",
  rules = RULES, order = { 3, 1, 2 }, first_must_last = GREEN_MUST_LAST,
})
