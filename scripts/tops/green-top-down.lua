-- Green Top Down, a spinning-top game of the Carrom Company's modern rule book: Time Top (this
-- pack's time-top.lua, loaded as a module) with the green top spun long end down.
--
-- Catalogue id: green-top-down. Two to four players, each for themselves.

local time_top = require("time-top")

local RULES = [[
Played as Time Top, except that the green top is spun with its long end down, which is hard but
possible: a top spun that way wanders more and topples sooner (it needs more spin to stand up,
and loses its spin faster).

]] .. time_top.rules .. [[
- "The green top only is spun with the long end down" is read as: the green top alone is spun
  upside down, and the two plain tops are spun on their points as in Time Top (the book's
  "only" does not take the plain tops out of the game: it is played the same as Time Top).
]]

return time_top.make({
  id = "green-top-down", book = "100 games book", name = "Green Top Down",
  summary = "Time Top with the green top spun long end down: keep the chain of three going longest.",
  rules = RULES, green = "long_end",
})
