-- Piggy Back, from the 100-games book: a red ring in the centre hole with a black ring on it, and
-- a shot that knocks the black far out while the red stays near the middle.
--
-- Catalogue id: piggy-back. Two players, one white shooting ring between them.

local field = require("field")        -- the crokinole field, shared in this pack

local RED, BLACK, SHOOTER = 1, 2, 3

local RULES = [[
A red ring is put in the centre hole and a black ring on top of it. Two play, with one white
shooting ring between them; a coin toss (drawn from the match seed) decides who starts, and the
turns alternate, one shot a turn. Shoot from anywhere outside the outer circle at the red ring,
so that the black ring flies out beyond the outer circle while the red stays inside the inner
(pegged) circle. The two rings are then put back for the next shot.

The black ring scores nothing inside the inner circle, 1 between the inner and middle circles,
2 between the middle and outer circles and 3 beyond the outer circle. The red ring counts the
other way: 3 inside the inner circle, 2 in the middle band, 1 in the outer band and nothing
beyond the outer circle. Both are added. The first player to 20 points wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- A ring touching a circle's line counts in the band outside it, as in Crokinole.
- The red ring still in the hole is inside the inner circle: 3.
- A ring that leaves the field (the ditch, off the board) is beyond the outer circle: 3 for the
  black, nothing for the red. A ring that drops into the hole is inside the inner circle.
- The shooter is placed with its centre beyond the outer circle line, anywhere round the board
  (wholly outside, it would hang over the ditch).
- The physics decides what a blow does: it reaches the black ring first, which lies loose on the
  red and is knocked off by any touch; what is left of the shooter's speed may then lift the red
  out of the hole.
- The score is checked after every shot: the first to 20 wins at once.]]

local game = field.game({
  id = "piggy-back", book = "100 games book", name = "Piggy Back",
  target = 20,
  summary = "Knock the black ring off the red in the hole: black far out, red near the middle; first to 20.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
})

-- Points by the zone a ring rests in (the board's zones "15", "10", "5": the inner, middle and
-- outer circles; a ring touching a line lies in the zone outside it), and beyond the outer
-- circle ("out"): the count, as data a house rule changes (`values = { black = { out = 5 } }`).
game.values = {
  black = { ["15"] = 0, ["10"] = 1, ["5"] = 2, out = 3 },   -- the black ring, by where it rests
  red = { ["15"] = 3, ["10"] = 2, ["5"] = 1, out = 0 },     -- the red ring, by where it rests
}
local values = game.values

local function layout()
  local centre = board.hole.centre
  return {
    { id = RED, kind = "ring", colour = "red", position = { x = centre.x, y = centre.y }, status = "board" },
    { id = BLACK, kind = "ring", colour = "black", position = { x = centre.x, y = centre.y }, status = "board" },
    { id = SHOOTER, kind = "shooter", colour = "white", position = { x = 0, y = 0 }, status = "hand" },
  }
end

function game.setup(config)
  return field.match("piggy-back", config, nil, layout(), parlor.draw(config.seed, 2),
    { target = parlor.option(config, "target", 20) })
end

function game.prompt(state)
  local seat = state.turn
  local outside = field.circle("outer")
  return {
    seat = seat,
    kind = { type = "shoot", piece = SHOOTER,
             from = { type = "arc", inner = outside, outer = board.field_radius - board.pieces.shooter.radius,
                      from = -math.pi, to = math.pi } },
    message = state.seats[seat].name .. ": from outside the outer circle, hit the red ring so that the black flies out and the red stays in.",
  }
end

-- Where ring `id` ended, as a key of the points tables.
local function band(state, report, id)
  local piece = parlor.piece(state, id)
  if piece.status == "holed" then return "15" end
  if piece.status ~= "board" then return "out" end
  local rest = parlor.rest(report, id)
  local zone = rest and rest.zone or field.zone_of(piece)
  return zone or "out"
end

function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local black = values.black[band(state, report, BLACK)]
  local red = values.red[band(state, report, RED)]
  ruling.score(ruling.team, black + red, "black and red")
  ruling.say(ruling.name .. ": the black counts " .. black .. ", the red " .. red .. ".")
  ruling.set(SHOOTER, "hand")
  ruling.post(RED, "hole")
  ruling.post(BLACK, "hole")
  if ruling.reached(ruling.memo.target) then return ruling.finish() end
  ruling.pass()
  return ruling.finish()
end

return game
