-- Pocket Pin, a spinning-top game of the Carrom Company's modern rule book, on the carrom side:
-- seven pins stand around a pocket, and a top spun among them drives pins, and itself, into it.
--
-- Catalogue id: pocket-pin. Two to four players, each for themselves, sharing one top.

local tops = require("tops")         -- what this pack's top games share

local PINS = 7                       -- pin ids 1..7, from the top rail round to the right rail
local TOP = 8
local POCKET = 3                     -- the top right pocket
local TRIES = 5
local PIN_RADIUS = 0.06              -- the pins' arc around the pocket's centre
local SPIN_FROM = 0.14               -- the spinning segment's distance from the pocket's centre
local SPIN_HALF = 0.05               -- half its length

local RULES = [[
Two to four players, each for themselves, share one top. Seven pins stand evenly spaced around
the top right corner pocket (pocket 3). On your turn you spin the top from close to the pins,
trying to knock pins into the pocket and to have the top fall in after them: the spin you give
the shot is how fast the top spins, the strength of the flick how fast it glides.

Scoring: each pin knocked into the pocket counts 1; the top falling into the pocket counts 3.
After five tries each, the highest score wins.

Parlor's decisions where the book is unclear:
- The pins stand on an arc 6 cm from the pocket's centre, from the top rail round to the right
  rail, one every 15 degrees, so they ring the pocket's mouth with gaps narrower than a pin.
- "Close to the pins" is a 10 cm segment across the corner's diagonal, 14 cm from the pocket's
  centre: place the top anywhere on it.
- A try is one spin, and a turn is one try; turns go clockwise, and who opens is drawn by lot
  (from the match seed).
- Only that pocket counts: a pin or the top dropping into another pocket, or off the board,
  counts nothing, and so does a pin knocked down that stays on the board. The top in the pocket
  counts 3 whether or not any pin went in. Each pin counts once however its fall is reported.
- After every try the seven pins stand again on their spots and the top comes back to hand.
- Equal highest scores after five tries each are a drawn game.
]]

local game = tops.game({
  id = "pocket-pin", book = "100 games book", name = "Pocket Pin", board = "carrom",
  summary = "Spin a top into seven pins around a pocket: 1 a pin in the pocket, 3 for the top. Five tries.",
  rules = RULES,
})

-- The count, as data: the judge and its sentences read these, and a house rule changes them
-- (`values = { top = 5 }`).
game.values = {
  pin = 1,   -- each pin knocked into the pocket
  top = 3,   -- the top falling into the pocket
}
local values = game.values

local R2 = math.sqrt(2)

-- The pocket's centre, and a point `inward` metres from it along the diagonal towards the
-- board's centre and `across` metres square to it.
local function from_pocket(inward, across)
  local pocket = board.pockets[POCKET].centre
  return { x = pocket.x - inward / R2 + across / R2, y = pocket.y - inward / R2 - across / R2 }
end

-- Pin `id`'s spot: on the arc round the pocket, pin 1 level with the pocket along the top rail,
-- pin 7 below it along the right rail.
local function pin_spot(id)
  local pocket = board.pockets[POCKET].centre
  local angle = math.pi + (id - 1) * (math.pi / 2) / (PINS - 1)
  return { x = pocket.x + PIN_RADIUS * math.cos(angle), y = pocket.y + PIN_RADIUS * math.sin(angle) }
end

function game.setup(config)
  local pieces = tops.pins(PINS, pin_spot)
  pieces[#pieces + 1] = { id = TOP, kind = "top", colour = "red", position = { x = 0, y = 0 }, status = "hand" }
  return tops.setup(game.info.id, "carrom", config, pieces, function(first) return { opener = first } end)
end

function game.prompt(state)
  local seat = state.turn
  return {
    seat = seat,
    kind = { type = "shoot", piece = TOP, from = {
      type = "segment", a = from_pocket(SPIN_FROM, SPIN_HALF), b = from_pocket(SPIN_FROM, -SPIN_HALF), tolerance = 0,
    } },
    message = state.seats[seat].name .. ": try " .. state.round .. " of " .. TRIES
      .. ". Spin the top into the pins around the top right pocket.",
  }
end

-- Whether piece `id` lies in the pins' pocket now.
local function in_the_pocket(state, id)
  local piece = parlor.piece(state, id)
  return piece.status == "pocketed" and piece.pocket == POCKET
end

-- The pins and the top in the pocket score; the pins stand again and the turn passes.
function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local seat, name, say = ruling.seat, ruling.name, ruling.say
  -- Pieces in the pocket, not reports of drops: each pin counts once.
  local pocketed = 0
  for id = 1, PINS do
    if in_the_pocket(state, id) then pocketed = pocketed + 1 end
  end
  if pocketed > 0 then
    ruling.score(seat, pocketed * values.pin, "pins in the pocket")
    say(name .. " knocks " .. parlor.plural(pocketed, "pin") .. " into the pocket: " .. parlor.signed(pocketed * values.pin) .. ".")
  else
    say(name .. " knocks no pin into the pocket.")
  end
  if in_the_pocket(state, TOP) then
    ruling.score(seat, values.top, "top in the pocket")
    say("The top falls into the pocket: " .. parlor.signed(values.top) .. ".")
  end
  ruling.set(TOP, "hand")
  tops.rerack(ruling, PINS, pin_spot)
  say("The pins are set up again.")
  -- A try is a turn: after five turns each the highest total wins.
  tops.pass_turn(ruling, TRIES)
  return ruling.finish()
end

return game
