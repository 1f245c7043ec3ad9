-- Pin-a-Four 2 (1901), a Ringarang game on the crokinole side: Pin-a-Four 1 in whole turns, each
-- player spinning all four rings in a row with the pins he fells left down until his turn ends,
-- then his rings counted for his side.
--
-- Catalogue id: pin-a-four-2-1901. Ringarang Crokinole (this pack's
-- ringarang-crokinole-1901.lua) in whole turns, with Pin-a-Four 1's pins (pin-a-four-1-1901.lua).
-- This file is also a module: Pin-a-Four 3 and 4 are this game with the pins elsewhere
-- (`game.with_pins`).

local ringarang = require("ringarang")
local crokinole = require("ringarang-crokinole-1901")
local first = require("pin-a-four-1-1901")

local PINS = { 11, 12, 13, 14 }

local BODY = [[
Two players play singly, each spinning for his own side; four play as two sides of partners
sitting opposite. A coin toss (drawn from the match seed) decides who spins first, and turns go
to the left. On your turn you spin all four metal rings, one after another, each stood upright
on the outer circle (the starting line) inside your own quarter and spun off with backspin (the
shot's spin). A spun ring falls flat where it stops, and stays there for the rest of your turn.

Every pin your rings knock down scores 5 for your side at once. Knocked-down pins are not stood
up again during your turn; everything is set out afresh for the next player. As in Ringarang
Crokinole, a ring that falls flat over a post (a ringer) scores 20 at once and one that falls
propped on a post (a hubber) 15; a ring in the centre hole scores 20 at once, unless those 20
would finish the match, in which case it counts at the end of the turn if it is still there.

When your fourth ring is down your rings are counted and the count is credited to your side:
a ring lying wholly inside the inner circle 10, wholly inside the middle circle 5, anywhere else
nothing; a ring touching a line counts as outside it. The first side to 200 points (or the
agreed target) wins.

Parlor's decisions where the book is unclear:
- All four rings are yours for the turn, so Parlor shows them in your side's colour.
- The count has no other side's rings to compare with: nothing cancels, the difference is your
  whole count, and Ringarang Crokinole's 5 for each ring more on the field than the other side
  does not apply. Only where your rings lie counts.
- Pins stay down even when all four are down before your fourth ring (the book says only that
  they are not replaced). A fallen pin knocked about again scores nothing more.
- A pin felled by another pin, or knocked off the field, counts as felled by your ring.
- A ring that never leaves the place it was stood on is a dud: it is picked up and counts
  nothing. A ring off the field goes to the ditch and counts nothing.
- Ringers and hubbers score at once even when they finish the match. The total is checked
  whenever points are scored; both sides level at or above the target play on.
]]

-- The game whose pins stand at `spots()` (pin k at the k-th spot), the rules opening with
-- `placing` (a paragraph) and adding the decision `figure` (a list item).
local function with_pins(id, name, summary, placing, figure, spots)
  local game = crokinole.make({
    id = id, name = name, summary = summary, target = 200, whole_turn = true,
    rules = placing .. "\n\n" .. BODY .. figure,
    pieces = function(seats, spinner)
      return ringarang.rings_and_pins(seats, PINS, spots(), ringarang.turn_rings(spinner, seats))
    end,
    -- Besides Ringarang Crokinole's count (every game made here has its own `game.values`):
    values = {
      pin = 5,              -- each pin felled, to the spinner's side, at once
    },
    -- Pins newly down on this spin score `values.pin` each and stay down.
    after_spin = function(spin)
      local felled = 0
      for _, id in ipairs(PINS) do
        local pin = parlor.piece(spin.state, id)
        if (pin.kind ~= "pin" or pin.status ~= "board") and not parlor.contains(spin.memo.down, id) then
          felled = felled + 1
          spin.memo.down[#spin.memo.down + 1] = id
        end
      end
      if felled > 0 then
        spin.score(spin.side, spin.values.pin * felled, "pins felled")
        spin.say(spin.name .. " felled " .. parlor.plural(felled, "pin") .. ": " .. spin.values.pin * felled .. " at once (felled pins stay down for the rest of the turn).")
      end
    end,
  })
  game.with_pins = with_pins
  return game
end

return with_pins("pin-a-four-2-1901", "Pin-a-Four 2",
  "Pin-a-Four 1 in whole turns: spin all four rings, the pins staying down, then count your rings.",
  [[
Played on the crokinole side with the four metal spinning rings and four ten pins. The pins
stand inside the inner circle, each touching a post on its inner side, equally spaced round the
hole (against every other post), as in Pin-a-Four 1.]],
  [[
- The book's figure is missing: the pins stand against posts 1, 3, 5 and 7, touching each on the
  side towards the hole, as in Pin-a-Four 1.
]], first.pin_spots)
