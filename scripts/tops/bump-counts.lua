-- Bump Counts, a spinning-top game of the Carrom Company's modern rule book, on the carrom side.
--
-- Catalogue id: bump-counts. Two to four players, each for themselves. Ten pins stand in a
-- touching line across the middle; each try, a spinning top scores one for every bump into them.

local tops = require("tops")         -- what this pack's top games share

local PINS = 10                      -- pin ids 1..10, left to right
local TOP = 11
local TRIES = 3                      -- tries each

local RULES = [[
Two to four players, each playing for themselves. The ten pins stand in one straight line across
the middle of the square (carrom) side of the board, each pin touching the next. The players
share one top.

On your turn you have one try: place the top on the shooting line in front of you and spin it so
that it runs into the line of pins. The strength of the flick sends it gliding; the spin you give
the shot is how fast it spins. A spinning top knocks into the pins, bounces off, wanders back and
knocks again. Every separate bump it makes against a pin, standing or knocked down, while it is
still spinning scores 1.

After each try the pins are set up again in their line and the top is picked up. Each player has
three tries; the highest total wins.

Parlor's decisions where the book is unclear:
- A bump is one new touch: the top has to come at least a millimetre clear of a pin before
  touching it again counts as another bump. Knocking two pins at once is two bumps.
- Bumps count only while the top is spinning; once it has toppled, its skid into a pin is not a
  bump. Bumps into fallen pins count like bumps into standing ones.
- Knocking pins over costs nothing and gains nothing by itself.
- Each player spins from the shooting line in front of them (two players sit opposite).
- Who opens is drawn by lot (from the match seed); turns go clockwise, one try a turn.
- A tie for the highest total is a drawn game.
]]

local game = tops.game({
  id = "bump-counts", book = "100 games book", name = "Bump Counts", board = "carrom",
  summary = "Spin a top into a line of ten touching pins; every bump scores 1. Three tries each.",
  rules = RULES,
})

-- The count, as data: the judge and its sentences read it, and a house rule changes it
-- (`values = { bump = 2 }`).
game.values = {
  bump = 1,   -- each bump of the spinning top into a pin
}
local values = game.values

local function pin_spot(id)
  local spacing = 2 * board.pieces.pin.radius
  return { x = (id - (PINS + 1) / 2) * spacing, y = 0 }
end

local function layout()
  local pieces = tops.pins(PINS, pin_spot)
  pieces[#pieces + 1] = { id = TOP, kind = "top", colour = "red", position = { x = 0, y = 0 }, status = "hand" }
  return pieces
end

function game.setup(config)
  return tops.setup(game.info.id, "carrom", config, layout(), function(first)
    return { opener = first }
  end)
end

function game.prompt(state)
  local seat = state.turn
  return {
    seat = seat,
    kind = { type = "shoot", piece = TOP, from = tops.seat_line(seat, #state.seats) },
    message = state.seats[seat].name .. ": spin the top from your line into the row of pins (try "
      .. state.round .. " of " .. TRIES .. ").",
  }
end

-- Every bump of the top into a pin scores (`values.bump`); then the line stands again and the
-- turn passes.
function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local bumps = 0
  for _, event in ipairs(parlor.events(report, "bump")) do
    if event.piece == TOP and event.other >= 1 and event.other <= PINS then bumps = bumps + 1 end
  end
  ruling.score(ruling.seat, bumps * values.bump, "bumps")
  ruling.say(bumps > 0 and ruling.name .. "'s top bumped the pins " .. tops.times(bumps) .. ": "
      .. parlor.plural(values.bump, "point") .. " a bump."
    or ruling.name .. "'s top never bumped a pin while spinning: no score.")
  tops.rerack(ruling, PINS, pin_spot)
  ruling.set(TOP, "hand")
  -- The totals are bumps while a bump scores 1, else points.
  local words = { after = "After " .. TRIES .. " tries each", leads = "has the highest total",
                  shared = "the highest total (%d) is shared" }
  if values.bump == 1 then words.leads, words.shared = "has the most bumps", "the most bumps (%d) are shared" end
  tops.pass_turn(ruling, TRIES, words)
  return ruling.finish()
end

return game
