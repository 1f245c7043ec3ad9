-- Zelto, from the 100-games book: six rings a side set on the backgammon points across the board,
-- pocketed with bank shots; the side that clears first scores 2 for every opposing ring left.
--
-- Catalogue id: zelto. The book gives only the set-up and the count and calls it a variation of
-- Carroms; the turns and fouls are the 1901 Carroms' (this pack's carroms-1901.lua, loaded as a
-- module), the one Carroms with partners and with no points for one's own rings.

local carroms_1901 = require("carroms-1901")
local carroms = require("carroms-100games")

local PER_COLOUR = 6
local SIDES = { [2] = { 1, 3 }, [4] = { 1, 4, 3, 2 } }   -- the rail each seat sits at

local RULES = [[
Two players, red against green, or four in two teams of partners sitting opposite and pocketing
the same colour. Each colour has six rings, set one on the tip of each backgammon point along the
side of the board across from the colour's first seat: red's in front of the top rail, green's in
front of the bottom rail with two players and of the right-hand rail with four. There is no
black. The game trains bank shots.

Every shot is taken with your white shooter from your own base line, and you keep shooting while
each shot drops a ring of your colour, into any of the four pockets. Dropping only your
opponents' rings ends your turn (they stay down, for them); your own rings score nothing in
themselves. The side that clears its colour first scores 2 for every opposing ring still on the
board, and the rings are set out again for the next inning, the break passing to the left. The
first side to 30 points (or the agreed target), counted at the end of an inning, wins.

Fouls (as in the 1901 Carroms): a shooter pocketed or knocked off the board ends your turn; the
rings of your colour dropped on that shot go back as near the centre as they fit, and so does one
of your rings already pocketed, as a forfeit (nothing if you have none). A ring knocked off the
board goes back as near the centre as it fits.

Parlor's decisions where the book is unclear:
- The book says only how to set up and count, and calls Zelto a variation: the turns and fouls
  are the 1901 Carroms', the book's Carroms for partners in which your own rings score nothing,
  as Zelto's count needs.
- "Opposite the player shooting" cannot hold for two partners sitting opposite each other: the
  rings go across from the colour's first seat, in front of the partner.
- Rings put back go near the centre, not on the points.
- With the totals level at or above the target, another inning decides it.
]]

-- The tips of the six points along the line in front of rail `rail`, in board order.
local function tips(rail)
  local line = parlor.line("shooting-" .. rail)
  local found = {}
  for _, triangle in ipairs(board.triangles) do
    local a, b = triangle.corners[1], triangle.corners[2]
    local along = (line.a.y == line.b.y) and math.abs(a.y - line.a.y) + math.abs(b.y - line.a.y)
      or math.abs(a.x - line.a.x) + math.abs(b.x - line.a.x)
    if along < 1e-6 then found[#found + 1] = triangle.corners[3] end
  end
  return found
end

-- Each colour's six rings on the points across the board from its first seat; the other rings
-- of Carroms' rack and the black set aside.
local function layout(seats)
  local pieces = carroms.rack(seats, "aside")
  local across = {}
  for side = 1, 2 do across[side] = tips((SIDES[seats][side] + 1) % 4 + 1) end
  for _, piece in ipairs(pieces) do
    if piece.kind == "ring" and piece.owner then
      local index = (piece.id + 1) // 2
      if index <= PER_COLOUR then
        piece.position = across[piece.owner][index]
      else
        piece.status = "aside"
      end
    end
  end
  return pieces
end

-- The count, as data: the 1901 Carroms' judge and its sentences read it, and a house rule changes
-- it (`values = { clearing = 3 }`). There is no black, so the 1901 Carroms' value for it has no
-- place here.
local values = {
  clearing = 2,   -- each opposing ring left when your colour is cleared first
}

-- What Zelto changes in the 1901 Carroms: its rack, and what each ring left counts.
local changed = { layout = layout, per_ring = values.clearing }

local game = carroms_1901.variant({
  id = "zelto", book = "100 games book", name = "Zelto",
  summary = "Six rings a side on the far points, banked into any pocket; clear first for 2 a ring left.",
  rules = RULES,
  options = { { key = "target", label = "Play to (points)", default = 30 } },
}, { black = false }, changed)
game.values = values

-- A house rule's values are laid over `values` after this file is read: every shot reads them
-- afresh before the 1901 Carroms judges it.
local judge = game.judge
function game.judge(state, action, report)
  changed.per_ring = values.clearing
  return judge(state, action, report)
end

return game
