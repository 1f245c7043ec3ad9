-- Pin-a-Four 3 (1901), a Ringarang game on the crokinole side: Pin-a-Four 2 with the four pins on
-- the middle circle, each in line from a pocket to the centre.
--
-- Catalogue id: pin-a-four-3-1901. Pin-a-Four 2's game (this pack's pin-a-four-2-1901.lua, loaded
-- as a module) with its pins moved.

local second = require("pin-a-four-2-1901")

-- Pin k on the middle circle where the line from pocket k's middle to the centre crosses it.
local function spots()
  local radius = parlor.circle("middle").radius
  local list = {}
  for k, pocket in ipairs(board.pockets) do
    local distance = math.sqrt(pocket.centre.x ^ 2 + pocket.centre.y ^ 2)
    list[k] = { x = pocket.centre.x / distance * radius, y = pocket.centre.y / distance * radius }
  end
  return list
end

return second.with_pins("pin-a-four-3-1901", "Pin-a-Four 3",
  "Pin-a-Four 2 with the pins on the middle circle, in line with the pockets: 5 a pin, then your rings count.",
  [[
Played on the crokinole side with the four metal spinning rings and four ten pins. The pins
stand on the middle circle, one in line with each pocket: on the straight line from the middle
of the pocket to the centre of the board. Otherwise it is Pin-a-Four 2.]],
  [[
- The book's figure is missing: each pin stands with its centre on the middle circle line, where
  the line from a pocket's middle to the centre crosses it (which is also where the board's
  quarter lines cross that circle).
]], spots)
