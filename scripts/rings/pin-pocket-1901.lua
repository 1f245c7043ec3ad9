-- Pin Pocket (1901), a Ringarang spinning game on the carrom side: a ten pin stands on the centre
-- spot, and each spinner curls his metal ring round it from his corner into the pocket across
-- the board, going on while he succeeds.
--
-- Catalogue id: pin-pocket-1901. Two players, or four in two teams. A metal ring is a `hoop`: the
-- shot's spin is backspin.

local ringarang = require("ringarang")   -- what this pack's ring games share

local COLOURS = ringarang.COLOURS
local CORNERS = { 1, 3 }                 -- the corner each side spins from, red then green
local PIN = 10
local STAND_OFF = 0.02                   -- how far off the angle mark a ring may be stood

local RULES = [[
A ten pin stands on the centre spot of the carrom side; there are no carrom rings. Two play
singly, each with a metal ring of his colour (red or green); four play as two teams, partners
sharing a colour. A coin toss (drawn from the match seed) decides who spins first; play goes to
the left.

Red spins from corner 1 and green from corner 3. Stand your ring on (or close beside) the angle
mark in your corner and spin it (backspin is the shot's spin) so that it runs round the pin and
drops into the pocket across the board: pocket 3 for red, pocket 1 for green. Each ring you drop
there scores 5 and you spin again, going on until you miss. Knocking the pin down gives 5 to the
other side and ends your turn; the pin is stood up again on the spot. The first side to 100
points (or the agreed target) wins.

Parlor's decisions where the book is unclear:
- "A numbered corner" is the spinning side's own: red's corner 1, green's corner 3, so each
  side's pocket lies straight across the board behind the pin. Both partners of a side spin from
  it. The ring may be stood on the angle mark or up to 2 cm to either side of it, to give room
  to curl round the pin.
- Only the pocket across the board counts. A ring dropped into any other pocket, or not dropped
  at all, is a miss and the turn passes.
- A spin that drops the ring in the right pocket and also fells the pin scores the 5 for the
  pocket and gives the other side 5 for the pin; the turn passes all the same.
- A pin knocked into a pocket or off the board counts as knocked down.
- The metal ring is picked up after every spin, so each player spins one ring at a time.
- The total is checked after every spin. If both sides pass the target on the same spin with
  equal totals, play goes on.
]]

local game = ringarang.game({
  id = "pin-pocket-1901", book = "1901 book",
  name = "Pin Pocket",
  summary = "Curl your ring round the centre pin into the pocket across the board: 5 a time; felling the pin gives 5 away.",
  rules = RULES,
}, 100)

-- The count, as data: the judge and its sentences read it, and a house rule changes it
-- (`values = { pocket = 10 }`).
local values = {
  pocket = 5,               -- your ring dropped into the pocket across the board
  forfeit = 5,              -- the pin knocked down, to the other side
}
game.values = values

local team_of = ringarang.team_of
local centre = ringarang.centre

-- The pocket across the board from `team`'s corner.
local function target_pocket(team)
  return (CORNERS[team] + 1) % 4 + 1
end

function game.setup(config)
  local pin = { id = PIN, kind = "pin", colour = "white", position = centre(), status = "board" }
  return ringarang.one_ring_each(game.info.id, config, 100, function(_, team) return COLOURS[team] end, { pin })
end

function game.prompt(state)
  local seat = state.turn
  local team = team_of(seat, #state.seats)
  return {
    seat = seat,
    kind = { type = "shoot", piece = seat,
             from = parlor.on_line("angle-" .. CORNERS[team], STAND_OFF) },
    message = state.seats[seat].name .. " (" .. COLOURS[team] .. "): stand your ring by the angle mark in corner " .. CORNERS[team] .. " and curl it round the pin into pocket " .. target_pocket(team) .. " (spin is backspin).",
  }
end

-- A ring dropped into the pocket across the board scores `values.pocket` and spins again;
-- felling the pin gives `values.forfeit` to the other side and ends the turn.
function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local seat, team, name, say = ruling.seat, ruling.team, ruling.name, ruling.say
  ruling.pass()
  local dropped_in = nil
  for _, event in ipairs(parlor.events(report, "pocketed")) do
    if event.piece == seat then dropped_in = event.pocket end
  end
  local pin = parlor.piece(state, PIN)
  local felled = pin.kind ~= "pin" or pin.status ~= "board"

  local target = target_pocket(team)
  if dropped_in == target then
    ruling.score(team, values.pocket, "ring pocketed")
    say(name .. "'s ring dropped into pocket " .. target .. ": " .. parlor.signed(values.pocket) .. ".")
  elseif dropped_in then
    say(name .. "'s ring dropped into pocket " .. dropped_in .. ", not " .. target .. ": a miss.")
  else
    say(name .. "'s ring missed pocket " .. target .. ".")
  end
  if felled then
    ruling.score(3 - team, values.forfeit, "pin knocked down")
    say(name .. " knocked the pin down: " .. values.forfeit .. " to " .. COLOURS[3 - team] .. ", and the turn passes. The pin is stood up again.")
  elseif dropped_in == target then
    ruling.pass(seat)
    say(name .. " spins again.")
  end

  -- The metal ring is picked up; a felled pin is stood up again on the spot.
  ruling.set(seat, "hand")
  if felled then ruling.stand(PIN, centre()) end
  ringarang.check_win(ruling)
  return ruling.finish()
end

return game
