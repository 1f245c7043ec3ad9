-- Pin-a-Four 1 (1901), a Ringarang game on the crokinole side: four pins stand inside the centre
-- circle against the posts; every pin felled scores 5 at once, and the rings are counted as in
-- Ringarang Crokinole.
--
-- Catalogue id: pin-a-four-1-1901. Ringarang Crokinole (this pack's
-- ringarang-crokinole-1901.lua, loaded as a module) with the pins. This file is also a module:
-- Pin-a-Four 2 stands its pins where this game does.

local ringarang = require("ringarang")
local crokinole = require("ringarang-crokinole-1901")

local PINS = { 11, 12, 13, 14 }
local POSTS = { 1, 3, 5, 7 }             -- the pins stand against every other post

local INTRO = [[
Pin-a-Four 1 is Ringarang Crokinole with four pins on the field: they stand inside the centre
circle, each touching a post on its inner side, equally spaced round the hole (against every
other post). Every pin your ring fells scores 5 for your side at once, whatever the count does
later; the felled pins are stood up again for the next spinner. The first side to 200 points (or
the agreed target) wins. Everything else is Ringarang Crokinole's:

]]

local DECISION = [[
- The book's Fig. 2 is missing: the pins stand against posts 1, 3, 5 and 7, touching each on the
  side towards the hole.
- A pin felled by another pin, or knocked off the field, counts as felled by your spin. Pins are
  not counted at the end of the round; only the rings are.
]]

local function pin_spots()
  local spots = {}
  for k, number in ipairs(POSTS) do
    local post = board.posts[number]
    local distance = math.sqrt(post.centre.x ^ 2 + post.centre.y ^ 2)
    local inward = distance - post.radius - board.pieces.pin.radius
    spots[k] = { x = post.centre.x / distance * inward, y = post.centre.y / distance * inward }
  end
  return spots
end

local function pieces(seats) return ringarang.rings_and_pins(seats, PINS, pin_spots()) end

local game = crokinole.make({
  id = "pin-a-four-1-1901", book = "1901 book", name = "Pin-a-Four 1",
  summary = "Ringarang Crokinole with four pins against the posts: 5 for every pin your ring fells.",
  rules = INTRO .. crokinole.RULES:gsub("with nothing else on the%s+board", "besides the four pins") .. DECISION,
  target = 200,
  pieces = pieces,
  -- Besides Ringarang Crokinole's count (every game made of this spec has its own `game.values`):
  values = {
    pin = 5,                -- each pin felled, to the side whose ring felled it, at once
  },
  after_spin = function(spin)
    -- Felled pins by the side whose ring brought them down (at one call, each ring's own).
    local by_side, any = { 0, 0 }, false
    for _, id in ipairs(PINS) do
      local pin = parlor.piece(spin.state, id)
      if pin.kind ~= "pin" or pin.status ~= "board" then
        any = true
        local ring = spin.ring_of(id)
        if ring then
          local side = ringarang.team_of(ring.owner, #spin.state.seats)
          by_side[side] = by_side[side] + 1
        else
          spin.say("Pin " .. pin.number .. " went down, but no ring can be traced to it: it scores nothing.")
        end
      end
    end
    for side = 1, 2 do
      local felled = by_side[side]
      if felled > 0 then
        spin.score(side, spin.values.pin * felled, "pins felled")
        spin.say(ringarang.side_name(side) .. " felled " .. parlor.plural(felled, "pin") .. ": " .. spin.values.pin * felled .. " at once.")
      end
    end
    if any then
      spin.say("The pins are stood up again.")
      for k, spot in ipairs(pin_spots()) do spin.stand(PINS[k], spot) end
    end
  end,
})

-- Where the pins stand, for Pin-a-Four 2 (its pins stand as here).
game.pin_spots = pin_spots
return game
