-- Cocked Hat and Feather, as the Carrom Company's modern rule book ("100 games" board) gives it.
--
-- Catalogue id: cocked-hat-and-feather. Two players, each with their own white shooter. Three
-- pins in a triangle (the cocked hat) and a fourth in its middle (the feather).

local pins = require("pins")     -- what this pack's pin games share

local HAT = { 1, 2, 3 }         -- the three outer pins: 1 the front corner, 2 back left, 3 back right
local FEATHER = 4               -- the centre pin
local PINS = 4
local INNINGS = 10
local SIDE = 0.1524             -- the triangle's side: 6 inches
local BACK_ROW = 0.33           -- distance of the back side from the centre, along the diagonal
local SHOTS = 3

local RULES = [[
Three pins, the cocked hat, stand in a triangle with 6-inch (15.24 cm) sides in front of the top
right corner pocket (pocket 3), one corner pointing at the players and the far side towards the
pocket. A fourth pin, the feather, stands in the middle of the triangle.

Shooting: every shot is taken with your own white shooter from the edge of the diagonally
opposite pocket (pocket 1, bottom left): place it anywhere on the short segment, 7 cm long,
that crosses the end of that corner's diagonal line just clear of the pocket.

A turn is up to three shots. The aim is to knock down the three pins of the hat and leave the
feather standing. Hat pins that go down are cleared away before the next shot. If the feather
goes down it is stood up again on its spot, and the turn goes on. Your turn ends when the hat
is cleared or after the third shot.
- The hat cleared within three shots with the feather standing: 1 point.
- Otherwise: no score.
When both players have had their turn an inning is over, and the pins are set up afresh for
every turn. After ten innings the higher score wins; equal scores are a tie.

Parlor's decisions where the book is unclear:
- Knocking the feather down earlier in the turn costs nothing: it is stood up again and the
  point can still be won.
- The feather must stand after the shot that fells the last hat pin: if it goes down on that
  same shot, the hat is cleared but no point is scored (the hat was not cleared without the
  feather), and the turn ends.
- A coin toss decides who shoots first; that player leads every inning.
- There are no fouls: every pin that goes down counts, even one knocked into a pocket or off the
  board, whatever happens to the shooter. A pin felled by another falling pin counts too.
]]

local game = pins.game({
  id = "cocked-hat-and-feather", book = "100 games book", name = "Cocked Hat and Feather",
  summary = "Three shots to fell the three pins of the hat and leave the feather standing.",
  rules = RULES,
})

-- The count, as data: the judge and its sentences read it, and a house rule changes it
-- (`values = { hat = 2 }`).
game.values = {
  hat = 1,   -- the hat cleared within three shots, the feather standing
}
local values = game.values

local plural, ordinal = parlor.plural, pins.ordinal

-- The hat's three pins, and the feather at the triangle's centre.
local function rack_spots()
  local spots = pins.hat_spots(SIDE, BACK_ROW)
  spots[FEATHER] = pins.diagonal_point(BACK_ROW - SIDE * math.sqrt(3) / 2 / 3, 0)
  return spots
end

function game.setup(config)
  local colour_of = function(id) return id == FEATHER and "red" or "white" end
  return pins.setup(game.info.id, config, pins.layout(rack_spots(), colour_of), { shot = 1 })
end

function game.prompt(state)
  return pins.innings_prompt(state, pins.shooting_segment(), "of three shots. Fell the hat, spare the feather.")
end

-- Clearing the hat with the feather standing scores 1 (`values`); a fallen feather stands again between
-- shots, and the pins for the next turn.
function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local seat, name, memo, say = ruling.seat, ruling.name, ruling.memo, ruling.say
  local spots = rack_spots()
  local down, left, _, shot = pins.innings_shot(ruling, HAT)
  local feather_down = #pins.fallen(state, { FEATHER }) > 0

  local turn_over = false
  if left == 0 then
    turn_over = true
    if feather_down then
      say("The last hat pin fell, but the feather fell on the same shot: the hat must be cleared with the feather standing, so no point.")
    else
      ruling.score(seat, values.hat, "hat cleared")
      say("The hat is cleared with the " .. ordinal(shot) .. " shot and the feather still stands: " .. name .. " scores " .. values.hat .. ".")
    end
  else
    say(name .. "'s " .. ordinal(shot) .. " shot: " .. plural(#down, "hat pin") .. " down, " .. plural(left, "hat pin") .. " still standing.")
    if feather_down then
      say("The feather went down: it is stood up again on its spot, no harm done.")
    end
    if shot == SHOTS then
      turn_over = true
      say("Three shots gone with " .. plural(left, "hat pin") .. " standing: no point this turn.")
    else
      pins.clear(ruling, down)
      if feather_down then pins.stand(ruling, { FEATHER }, spots) end
      memo.shot = shot + 1
      say("Fallen hat pins are cleared: " .. name .. " takes the " .. ordinal(shot + 1) .. " shot.")
    end
  end

  if turn_over then
    pins.end_turn(ruling, spots, {
      rack = "The hat and feather are", next_rack = "The pins are", innings = INNINGS, played = "Ten",
    })
  end
  return ruling.finish()
end

return game
