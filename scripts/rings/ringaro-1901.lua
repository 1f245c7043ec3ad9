-- Ringaro (1901), a Ringarang spinning game on the carrom side: a carrom ring sits on the centre
-- spot between two territories, and each side spins its metal rings at it from its own corner to
-- drive it over into the other side's half.
--
-- Catalogue id: ringaro-1901. A round game (this pack's module `rounds.lua`); this file has the
-- territories and the count, and is also a module, for its simultaneous and tip-board variants.

local ringarang = require("ringarang")
local rounds = require("rounds")

local COLOURS = ringarang.COLOURS
local CORNERS = { 1, 3 }             -- the corner (pocket) each side sits behind, red then green
local CARROM_RING = 10               -- the carrom ring's id (the metal rings are 1 to 4)

local TURNS = [[
Four metal spinning rings, two of each colour, and one carrom ring on the centre spot of the
carrom side. Two players spin two rings each (one colour each); four players play as two teams
of two, red and green, each team sitting together behind its own corner pocket, one ring each.
A coin toss (drawn from the match seed) decides who spins first; turns then go to the left, so
the sides take turns, one ring a turn, until all four rings are down. That is a round.]]

local AT_ONCE = [[
Four metal spinning rings, two of each colour, and one carrom ring on the centre spot of the
carrom side. Two players spin two rings each (one colour each); four players play as two teams
of two, red and green, each team sitting together behind its own corner pocket, one ring each.
Instead of taking turns, everybody spins at the same moment: at the call the four rings are set
going together, and they may meet and knock each other about on the way. That is a round.]]

local BODY = { [[
Red sits behind pocket 1 and green behind pocket 3. The diagonal through the other two pockets
(2 and 4) splits the board into two territories: the half nearer pocket 1 is red's, the half
nearer pocket 3 green's. Stand your ring on the angle mark in your own corner and spin it
(backspin is the shot's spin) at the carrom ring, to drive it away from your side and over into
the other side's territory. Rings stay where they fall; later rings may knock them, and the
carrom ring, about.]], [[
When the four rings are down, the side into whose territory the carrom ring has been driven
loses the round: the other side scores 10. A carrom ring knocked into a pocket is put back on
the centre spot at once. The first side to 50 points (or the agreed target) wins.]] }

local DECISIONS = { [[
- The book seats partners "side by side", against the other Ringarang games' partners
  opposite. Parlor follows this game's own words: each team sits behind its own corner pocket
  (red at 1, green at 3) and both partners spin from its angle mark.
- The territories are split by the diagonal through pockets 2 and 4. The carrom ring belongs to
  the territory its centre lies in; a carrom ring whose centre is exactly on the diagonal (as on
  the centre spot) is in neither, and nobody scores that round.
- A carrom ring knocked off the board goes back on the centre spot, as one pocketed does. If it
  goes back during the round's last spin it ends the round on the spot, and nobody scores.
- A pocketed metal ring costs nothing: it is simply out of the round.
- The carrom ring starts every round on the centre spot.
- The total is checked when the round is counted. If both sides pass the target with equal
  totals, play goes on.]] }

local team_of = ringarang.team_of

-- The carrom ring and the metal rings of a round.
local function round_pieces(seats)
  local pieces = ringarang.rings(seats)
  pieces[#pieces + 1] = { id = CARROM_RING, kind = "ring", colour = "black", position = ringarang.centre(), status = "board" }
  return pieces
end

-- The angle mark in the corner of `team`.

-- The side whose territory holds `point`, or nil on the dividing diagonal.
local function territory(point)
  local side = point.x + point.y
  if side < 0 then return 1 elseif side > 0 then return 2 end
  return nil
end

local spec = {
  parts = { equipment = "a carrom ring", turns = TURNS, at_once = AT_ONCE, body = BODY, decisions = DECISIONS },
  target = 50,
  pieces = round_pieces,
  stand = "on the angle mark in their own corner",
  -- The count, as data: every game made of this spec gets its own copy (`game.values`), and a
  -- house rule changes it (`values = { round = 15 }`).
  values = {
    round = 10,             -- the round, to the side the carrom ring was driven away from
  },
}

function spec.setup(config, id)
  local state = ringarang.setup(id, "carrom", config, spec.target)
  state.pieces = round_pieces(#config.seats)
  return state
end

-- Each side spins from the angle mark in its own corner.
function spec.from(seat, seats)
  return parlor.on_line("angle-" .. CORNERS[team_of(seat, seats)], 0)
end

function spec.aim(state)
  local team = team_of(state.turn, #state.seats)
  return "stand your ring on the angle mark in corner " .. CORNERS[team] .. " and spin it to drive the carrom ring into " .. COLOURS[3 - team] .. "'s half"
end

-- The carrom ring, pocketed or knocked off, goes back on the centre spot; a metal ring is just out.
local function back_to_the_spot(ruling, piece, how)
  ruling.respot(piece.id, board.spots.centre)
  -- Back on the spot, it lies in neither territory this round (see `spec.count`).
  ruling.status[piece.id] = "respotted"
  ruling.say("The carrom ring " .. how .. ": it goes back on the centre spot.")
end

function spec.pocketed(ruling, piece, event)
  if piece.id == CARROM_RING then
    back_to_the_spot(ruling, piece, "dropped into pocket " .. event.pocket)
  else
    ruling.say(rounds.ring_name(ruling.state, piece) .. " dropped into pocket " .. event.pocket .. ": it is out of the round.")
  end
end

function spec.off_board(ruling, piece)
  if piece.id == CARROM_RING then
    back_to_the_spot(ruling, piece, "flew off the board")
  else
    ruling.say(rounds.ring_name(ruling.state, piece) .. " flew off the board: it is out of the round.")
  end
end

function spec.count(state, status, _, values)
  local points = { 0, 0 }
  local carrom = parlor.piece(state, CARROM_RING)
  if status[CARROM_RING] ~= "board" then
    return points, { "The carrom ring ends the round back on the centre spot, in neither territory: nobody scores." }
  end
  local inside = territory(carrom.position)
  if not inside then
    return points, { "The carrom ring lies on the dividing diagonal, in neither territory: nobody scores." }
  end
  points[3 - inside] = values.round
  return points, { "The carrom ring lies in " .. COLOURS[inside] .. "'s territory: " .. COLOURS[3 - inside] .. " score " .. values.round .. "." }
end

-- Tells the spinner whose half the carrom ring is in after his spin.
function spec.fell(ruling)
  local carrom = parlor.piece(ruling.state, CARROM_RING)
  if ruling.status[CARROM_RING] ~= "board" then return end
  local inside = territory(carrom.position)
  local where = inside and ("in " .. COLOURS[inside] .. "'s half") or "on the dividing diagonal"
  ruling.say("The carrom ring now lies " .. where .. ".")
end

return rounds.make(spec, "turns", "ringaro-1901", "Ringaro",
  "Spin from your corner to drive the carrom ring into the other side's half: 10 a round.")
