-- Spin Time, a spinning-top game of the Carrom Company's modern rule book, on the carrom
-- (checker) side: keep the three tops going, one at a time, for thirty seconds; the first
-- player to do it three times wins.
--
-- Catalogue id: spin-time. Two to four players, each for themselves, sharing three tops (two
-- plain, one green). Time Top's timed chain (this pack's time-top.lua, loaded as a module),
-- scored by the thirty seconds.

local time_top = require("time-top")

local SPINS_TO_WIN = 3

local RULES = [[
Two to four players, each for themselves, share three tops: two plain ones and the green one.
The object is to keep the three tops spinning, one at a time, for a period of 30 seconds. On
your turn you spin them one after another from the shooting line in front of you, as in Time
Top: the second must be going before the first stops, the third before the second stops, and
the clock runs from the first top's flick until the third top falls. The spin you give a top is
how fast it spins (the faster, the longer it stands); the strength of the flick only sends it
gliding.

A turn whose tops keep going 30 seconds or more is a 30-second spin and scores 1. The first
player to score three 30-second spins wins the game.

Parlor's decisions where the book is unclear:
- "Three tops, one at a time for a 30 second period" is read as in Time Top, the game before it
  in the book, whose tops are also spun "one at a time": a chain of the three tops, each set
  going before the one before it stops, lasting 30 seconds. (No single top of Parlor's spins
  that long: the hardest spin stands about 16 seconds.)
- One chain a turn, turns going to the left; who spins first is drawn by lot (from the match
  seed). The game ends as soon as a player scores his third 30-second spin, even in the middle of
  a round: the book's "first".
- Exactly 30 seconds is enough.
- The shot clock stops 20 seconds after the first flick, but a top still spinning then goes on:
  Parlor times it by its spin, which dies away at the board's steady rate (nothing else slows a
  top's spin), so the chain is timed to when its last top would fall.
- A top set going after the one before it has stopped (or not at all) breaks the chain: the
  clock stops when the last top of the unbroken chain falls. A top flicked with too little spin
  to stand up stops the moment it is flicked; a top that drops into a pocket or off the board
  stops at that moment.
- The tops are spun in the same order each turn, the two plain tops and then the green one, all
  on their points.
]]

-- The count, as data: the judge and its sentences read it, and a house rule changes it
-- (`values = { period = 25 }`).
local values = {
  period = 30,   -- seconds a chain must last to score a spin (a "30-second spin")
}

-- A chain of the period's length scores a spin of it; the third wins.
local function score_chain(ruling, chain)
  local seat, name = ruling.seat, ruling.name
  if chain < values.period then
    ruling.say(name .. "'s tops did not last " .. parlor.plural(values.period, "second") .. ": no score.")
    return
  end
  ruling.score(seat, 1, "30-second spin")
  local spins = ruling.totals[seat]
  ruling.say(name .. " kept the tops going " .. parlor.plural(values.period, "second") .. ": " .. spins .. " of " .. SPINS_TO_WIN .. ".")
  if spins >= SPINS_TO_WIN then
    ruling.win(seat, name .. " has scored three " .. values.period .. "-second spins and wins the game.")
  end
end

local game = time_top.make({
  id = "spin-time", book = "100 games book", name = "Spin Time",
  summary = "Keep the three tops going, one at a time, for 30 seconds: the first to do it three times wins.",
  rules = RULES, spins_on = true, score_chain = score_chain,
})
game.values = values
return game
