-- Cocked Hat, as the Carrom Company's modern rule book ("100 games" board) gives it: three pins
-- in a triangle before a pocket, two shots a turn, 5 for all three with one shot.
--
-- Catalogue id: cocked-hat-100games. Two players, each with a white shooter.

local pins = require("pins")     -- what this pack's pin games share

local PINS = 3                  -- 1 the front corner, 2 back left, 3 back right
local INNINGS = 10
local SIDE = 0.1524             -- the triangle's side: 6 inches
local BACK_ROW = 0.33           -- distance of the back side from the centre, along the diagonal
local SHOTS = 2

local RULES = [[
Three pins, the cocked hat, stand in a triangle with 6-inch (15.24 cm) sides in front of the top
right corner pocket (pocket 3), one corner pointing at the players and the far side towards the
pocket.

Shooting: every shot is taken with your white shooter from the edge of the opposite pocket
(pocket 1, bottom left): place it anywhere on the short segment, 7 cm long, that crosses the end
of that corner's diagonal line just clear of the pocket. A turn is two shots; pins that go down
are cleared away before the second.
- All three pins down with one shot: 5 points.
- Otherwise: 1 point for each pin knocked down.
When both players have had their turn an inning is over. After ten innings the higher score
wins; equal scores are a tie.

Parlor's decisions where the book is unclear:
- After all three pins go down with the first shot, they are set up again for the second shot,
  which can score 5 again.
- A coin toss decides who shoots first; that player leads every inning.
- Every pin that goes down counts, even one knocked into a pocket or off the board, whatever
  happens to the shooter. A pin felled by another falling pin counts too.
]]

local game = pins.game({
  id = "cocked-hat-100games", book = "100 games book", name = "Cocked Hat",
  summary = "Two shots at three pins in a triangle: 5 for all three at once, else 1 a pin. Ten innings.",
  rules = RULES,
})

-- The count, as data: the judge and its sentences read these, and a house rule changes them
-- (`values = { hat = 10 }`).
game.values = {
  hat = 5,   -- all three pins down with one shot
  pin = 1,   -- each pin knocked down otherwise
}
local values = game.values

local plural, ordinal = parlor.plural, pins.ordinal

local function rack_spots() return pins.hat_spots(SIDE, BACK_ROW) end

function game.setup(config)
  return pins.setup(game.info.id, config, pins.layout(rack_spots()), { shot = 1 })
end

function game.prompt(state)
  return pins.innings_prompt(state, pins.shooting_segment(), "of two shots at the cocked hat.")
end

-- All three pins at one shot score 5, else each pin 1 (`values`); the hat stands again when cleared, and
-- for the next turn.
function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local seat, name, memo, say = ruling.seat, ruling.name, ruling.memo, ruling.say
  local spots = rack_spots()
  local down, standing, _, shot = pins.innings_shot(ruling, PINS)

  if #down == PINS then
    ruling.score(seat, values.hat, "all three at once")
    say("All three pins down with one shot: " .. name .. " scores " .. values.hat .. ".")
  elseif #down > 0 then
    ruling.score(seat, #down * values.pin, "pins knocked down")
    say(name .. "'s " .. ordinal(shot) .. " shot knocks down " .. plural(#down, "pin") .. ": " .. #down * values.pin .. ".")
  else
    say(name .. "'s " .. ordinal(shot) .. " shot knocks down no pin.")
  end

  if shot < SHOTS then
    memo.shot = shot + 1
    if standing == 0 then
      pins.rerack(ruling, spots)
      say("The hat is set up again for " .. name .. "'s second shot.")
    else
      pins.clear(ruling, down)
    end
  else
    pins.end_turn(ruling, spots, { rack = "The hat is", next_rack = "The pins are", innings = INNINGS, played = "Ten" })
  end
  return ruling.finish()
end

return game
