-- American Nine Pins, as the Carrom Company's modern rule book ("100 games" board) gives it.
--
-- Catalogue id: american-nine-pins. Two players, each with their own white shooter. Nine pins
-- in a diamond; three balls a turn to knock them all down.

local pins = require("pins")     -- what this pack's pin games share

local PINS = 9                  -- pin ids 1..9
local INNINGS = 7
local SPACING = 0.045           -- centre to centre of neighbouring pins (metres)
local BACK_PIN = 0.35           -- distance of the back pin from the centre, along the diagonal
local SHOTS = 3

local RULES = [[
Nine pins on the square (carrom) side of the board, knocked down with a white shooting ring.

The diamond: nine pins stand in rows of 1, 2, 3, 2 and 1 in front of the top right corner pocket
(pocket 3), one corner of the diamond pointing at the players and the opposite corner towards
the pocket. It is a square of three by three pins turned on its corner, neighbouring pins 4.5 cm
apart centre to centre (the book gives no spacing).

Shooting: every ball is shot with your own white shooter from the edge of the diagonally
opposite pocket (pocket 1, bottom left): place it anywhere on the short segment, 7 cm long,
that crosses the end of that corner's diagonal line just clear of the pocket.

A turn is up to three balls at the diamond. After each ball the pins that went down are cleared
away and the standing ones stay where they are. Your turn ends as soon as all nine are down, or
after the third ball.
- All nine down with the first ball: 3 points.
- All nine down with the second or third ball: 1 point.
- Any pin still standing after three balls: no score.
When both players have had their turn an inning is over; the diamond is set up afresh for every
turn. After seven innings the higher score wins; equal scores are a tie.

Parlor's decisions where the book is silent:
- A coin toss decides who shoots first; that player leads every inning.
- There are no fouls: every pin that goes down counts, even one knocked into a pocket or off the
  board, whatever happens to the shooter.
- A pin felled by another falling pin counts like any other.
]]

local game = pins.game({
  id = "american-nine-pins", book = "100 games book", name = "American Nine Pins",
  summary = "Three balls to fell a diamond of nine pins: 3 points at one ball, 1 within three.",
  rules = RULES,
})

-- The count, as data: the judge and its sentences read these, and a house rule changes them
-- (`values = { first_ball = 5 }`). Nine Pins (1901), built over this game, shares them.
game.values = {
  first_ball = 3,   -- all nine down with the first ball of the turn
  later_ball = 1,   -- all nine down with the second or third ball
}
local values = game.values

local R2 = math.sqrt(2)
local diagonal_point, plural, ordinal = pins.diagonal_point, parlor.plural, pins.ordinal

-- The diamond: a 3 by 3 square of pins turned on its corner; pin 1 is the front corner, pins
-- numbered row by row (1 | 2 3 | 4 5 6 | 7 8 | 9), left to right.
local function rack_spots()
  local spots = {}
  local step = SPACING / R2
  local front = BACK_PIN - 4 * step
  for i = 0, 2 do
    for j = 0, 2 do
      local row = i + j                  -- 0..4 from the front
      local across = (j - i) * step      -- left positive
      spots[#spots + 1] = { row = row, across = across, at = diagonal_point(front + row * step, across) }
    end
  end
  table.sort(spots, function(p, q)
    if p.row ~= q.row then return p.row < q.row end
    return p.across > q.across
  end)
  local points = {}
  for id = 1, PINS do points[id] = spots[id].at end
  return points
end

function game.setup(config)
  return pins.setup(game.info.id, config, pins.layout(rack_spots()), { shot = 1 })
end

function game.prompt(state)
  return pins.innings_prompt(state, pins.shooting_segment(), "of three balls. Shoot from beside the bottom left pocket at the diamond.")
end

-- All nine down scores 3 at the first ball, 1 within three (`values`); fallen pins are cleared between
-- balls, and the diamond stands again for the next turn.
function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local seat, name, memo, say = ruling.seat, ruling.name, ruling.memo, ruling.say
  local down, standing, _, shot = pins.innings_shot(ruling, PINS)

  local turn_over = false
  if standing == 0 then
    turn_over = true
    if shot == 1 then
      ruling.score(seat, values.first_ball, "all nine with one ball")
      say("All nine pins down with the first ball: " .. name .. " scores " .. values.first_ball .. ".")
    else
      ruling.score(seat, values.later_ball, "all nine within three balls")
      say("The last " .. plural(#down, "pin") .. " fell with the " .. ordinal(shot) .. " ball: all nine down within three balls, " .. name .. " scores " .. values.later_ball .. ".")
    end
  else
    say(name .. "'s " .. ordinal(shot) .. " ball: " .. plural(#down, "pin") .. " down, " .. standing .. " still standing.")
    if shot == SHOTS then
      turn_over = true
      say("Three balls gone with " .. plural(standing, "pin") .. " standing: no score this turn.")
    else
      pins.clear(ruling, down)
      memo.shot = shot + 1
      say("The fallen pins are cleared: " .. name .. " takes the " .. ordinal(shot + 1) .. " ball.")
    end
  end

  if turn_over then
    pins.end_turn(ruling, rack_spots(), {
      rack = "The diamond is", next_rack = "The diamond is", innings = INNINGS, played = "Seven",
    })
  end
  return ruling.finish()
end

return game
