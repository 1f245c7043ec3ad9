-- Pin-a-Four 4 (1901), a Ringarang game on the crokinole side: Pin-a-Four 3 with the four pins on
-- the lines that divide the shooting circle into quarters.
--
-- Catalogue id: pin-a-four-4-1901. Pin-a-Four 2's game (this pack's pin-a-four-2-1901.lua, loaded
-- as a module) with its pins moved; the count is Pin-a-Four 3's, which is Pin-a-Four 2's.

local second = require("pin-a-four-2-1901")

-- Pin k at the outer end of quarter line k, where it meets the shooting (outer) circle.
local function spots()
  local list = {}
  for k = 1, 4 do
    local line = parlor.line("quadrant-" .. k)
    local far = line.b
    local reach = math.sqrt(line.a.x ^ 2 + line.a.y ^ 2) < math.sqrt(far.x ^ 2 + far.y ^ 2) and far or line.a
    list[k] = { x = reach.x, y = reach.y }
  end
  return list
end

return second.with_pins("pin-a-four-4-1901", "Pin-a-Four 4",
  "Pin-a-Four 3 with the pins where the quarter lines meet the shooting circle: 5 a pin, then your rings count.",
  [[
Played on the crokinole side with the four metal spinning rings and four ten pins. The pins
stand on the lines that divide the shooting circle into the four players' quarters, one on each
line. Otherwise it is Pin-a-Four 3, which is Pin-a-Four 2 with the pins moved.]],
  [[
- The book's figure is missing. The quarter lines run from the inner circle out to the shooting
  (outer) circle, and Pin-a-Four 3's pins already stand halfway along them, on the middle
  circle; so here each pin stands at a quarter line's outer end, on the shooting circle, between
  two players' starting places.
]], spots)
