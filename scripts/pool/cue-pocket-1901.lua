-- Cue Pocket by the 1901 book: the black and the twenty-four red and green rings bunched at the
-- centre, one white cue ring for everybody, a ring a point, and you go on from where the cue ring
-- stopped.
--
-- Catalogue id: cue-pocket-1901. Wild Ring Pool's game (this pack's wild-ring-pool.lua, loaded as
-- a module) with the 1901 book's differences.

local pool = require("pool")
local wild = require("wild-ring-pool")

local RULES = [[
The black and the twenty-four red and green rings are bunched on the centre spot; one white cue
ring serves everybody. Two, three or four play, each for himself. A coin toss (drawn from the
match seed) decides who opens: he sets the cue ring down on his own straight (shooting) line or
anywhere behind it, towards his rail. Play goes to the left.

You keep shooting, always from where the cue ring stopped, as long as you drop a ring; any shot
is allowed, bank, carom or direct. Each ring dropped is yours and scores 1. When a shot drops
nothing, the next player goes on from where the cue ring lies.

If the cue ring drops into a pocket or leaves the board, your turn is lost, the rings dropped on
that shot go back as near the centre as they fit without moving others, and the next player sets
the cue ring down as at the start. A ring knocked off the board also ends your turn; it goes back
near the centre. When every ring is down, the most rings wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- "On, or behind, any side's straight line" is your own side's: on a shared screen every player
  sits at his own rail, so the cue ring is set down between your shooting line and your rail.
- The book plays rounds, the second player of one opening the next, but gives no way to add them
  up: a match is one round, and the most rings wins it. Equal highest counts are a draw.
- Rings dropped earlier are never given back; only the rings of the shot that lost the cue ring
  go back.]]

return wild.make({
  id = "cue-pocket-1901", book = "1901 book", name = "Cue Pocket",
  summary = "The black and 24 rings, one white cue ring: a ring a point, and go on from where it stops.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
  bunch = function()
    local pieces = pool.bunch(25, function(id)
      if id == 1 then return "black" end
      return (id % 2 == 0) and "red" or "green"
    end)
    return pieces
  end,
  off_board_ends_turn = true,
  start = pool.behind_line_region,
  place = "set the cue ring on or behind your line",
})
