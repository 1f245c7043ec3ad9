-- Mixer, from the 100-games book: fifteen numbered rings, nine plain ones and the black, all
-- bunched at the centre; a numbered ring scores its number, a plain one 1, the black 25.
--
-- Catalogue id: mixer. Wild Ring Pool's game (this pack's wild-ring-pool.lua, loaded as a
-- module) with the Mixer's rings, values and forfeit.

local pool = require("pool")
local wild = require("wild-ring-pool")

local NUMBERED = 15
local PLAIN = 9
local BLACK = NUMBERED + PLAIN + 1

local RULES = [[
Fifteen rings numbered 1 to 15, the nine other rings of the set without numbers, and the black
are bunched together at the centre. One white shooter serves both players, always placed on
your own shooting line, as in Carroms. A coin toss (drawn from the match seed) decides who
starts.

Any ring may go into any pocket: a numbered ring scores its number, a plain ring 1, the black
25. You go on shooting while you drop a ring; a shot that drops nothing passes the turn. If the
shooter drops into a pocket or leaves the board, your turn is over, the rings dropped on that
shot go back to the centre, and you give up the highest-numbered ring you hold (it goes back to
the centre too); the black is never given up. When every ring is down the higher total wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- The book says "as Carroms" but the rings carry numbers, not colours: neither player owns a
  colour, and either may pocket any ring, as in Wild Ring Pool.
- "The set" is the board's 24 rings and the black: fifteen numbered, nine plain.
- A player holding only plain rings (and perhaps the black) gives up a plain ring, worth 1; one
  holding nothing but the black gives up nothing.
- A ring knocked off the board goes back to the centre. Equal totals at the end are a draw.]]

return wild.make({
  id = "mixer", book = "100 games book", name = "Mixer",
  summary = "Numbered rings score their numbers, plain ones 1, the black 25; lose the shooter, lose your best.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
  players = { 2 },
  always_from_line = true,
  give_back_highest = true,
  bunch = function()
    local pieces = pool.bunch(BLACK, function(id)
      if id == 1 then return "black" end
      return (id % 2 == 0) and "red" or "green"
    end)
    -- The black in the middle of the bunch; then the numbered rings, then the plain ones.
    for k, piece in ipairs(pieces) do
      if k == 1 then
        piece.id = BLACK
      else
        piece.id = k - 1
        if piece.id <= NUMBERED then piece.number = piece.id end
      end
    end
    return pieces
  end,
  -- Beside Wild Ring Pool's `ring` (each plain ring dropped); a numbered ring scores its number.
  values = {
    black = 25,   -- the black dropped
  },
  value = function(piece, values)
    if piece.id == BLACK then return values.black end
    return piece.number or values.ring
  end,
})
