-- Call the Black, from the 100-games book: Wild Ring Pool with the black in the middle of the
-- bunch, worth 3, and scored only into a pocket called for it before the shot.
--
-- Catalogue id: call-the-black. Wild Ring Pool's game (this pack's wild-ring-pool.lua, loaded as
-- a module) with the black and an optional pocket call on every shot.

local pool = require("pool")
local wild = require("wild-ring-pool")

local BLACK = 1                          -- the bunch's first place is the centre spot
local RINGS = 21
local COLOURS = { "red", "green" }

local RULES = [[
Twenty-one rings and the black are bunched on the centre spot, the black in the middle of the
group; there is one white shooting ring for everybody. A coin toss (drawn from the match seed)
decides who starts, placing the shooter anywhere on his own shooting line. Play goes to the
left.

Any ring dropped into any pocket scores 1 and you shoot again, from where the shooter stopped.
The black scores 3, but only into a pocket you called for it before the shot: calling is up to
you on every shot. If the black drops without its pocket called, or into another pocket than
the one called, it goes back on the centre and your turn is over. A shot that drops nothing
passes play to the next player, who shoots from where the shooter lies, at any ring.

If the shooter drops into a pocket or leaves the board, your turn is over, every ring dropped on
that shot goes back to the centre, and so does one ring you scored before (if you have one). The
next player starts again from his own shooting line. When the last ring is down the highest
total wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- A call names a pocket only; it is for the black, and other rings score in any pocket whatever
  was called.
- Other rings dropped on the same shot as an uncalled black still score, but the turn is over.
- The ring given back after a lost shooter is the last one you scored, the black included (3).
- The match ends when every ring has been dropped; equal highest totals are a draw.
- A ring knocked off the board goes back to the centre; on its own it does not end the turn.
- Two, three or four may play; each plays for himself.]]

return wild.make({
  id = "call-the-black", book = "100 games book", name = "Call the Black",
  summary = "Wild Ring Pool with the black in the bunch: 3 points, but only into a pocket called for it.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
  give_back_one = true,
  bunch = function()
    return pool.bunch(RINGS + 1, function(id)
      if id == BLACK then return "black" end
      return COLOURS[id % 2 + 1]
    end)
  end,
  -- Beside Wild Ring Pool's `ring` (each other ring dropped).
  values = {
    black = 3,   -- the black dropped into the pocket called for it
  },
  value = function(piece, values) return piece.colour == "black" and values.black or values.ring end,
  called = function(piece) return piece.colour == "black" end,
  call_words = "call a pocket first if you are playing the black",
})
