-- Ring-Ring (1901), a Ringarang spinning game on the carrom side: spin your metal ring from your
-- shooting line into your own carrom ring, set on the numbered spot before the far right-hand
-- pocket, and pocket it without the metal ring following it in.
--
-- Catalogue id: ring-ring-1901. Two players, or four in two teams of partners sitting opposite.
-- A metal ring is a `hoop`: the shot's spin is backspin.

local ringarang = require("ringarang")                -- what this pack's ring games share

local RING_COLOURS = { "yellow", "blue", "tan", "black" } -- each seat's own carrom ring
local SIDES = ringarang.SIDES                         -- the rail each seat sits at
local CARROM_BASE = 10                                 -- carrom ring ids: 11, 12, …

local RULES = [[
Each player has a carrom ring of a colour all his own, set on the small numbered spot just in
front of the corner pocket at the far right-hand side of the board from him. Two play singly; four
play as two teams, partners sitting opposite, each with his own carrom ring. A coin toss (drawn
from the match seed) decides who spins first; play goes to the left.

In your turn you stand your metal ring on your shooting line and spin it (the shot's spin is
backspin) at your own carrom ring, to knock it into the pocket. If your carrom ring drops and the
metal ring does not, you score 5, your carrom ring is set back on its spot and you spin again,
going on as long as you succeed. If both rings drop, you score nothing, your carrom ring goes
back on its spot and your turn is over. The first side to 50 points (or the agreed target) wins.

Parlor's decisions where the book is unclear:
- A spin that does not pocket your carrom ring ends your turn, whether it hit it or not.
- The metal ring is picked up after every spin (you spin one ring at a time, so two players need
  only one each). A metal ring that drops alone just ends the turn; there is no other forfeit.
- After every spin, every carrom ring the spin moved, pocketed or knocked off the board goes back
  on its own spot, so each player always spins at his ring in its place.
- Only your own carrom ring scores for you. Pocketing another player's ring scores nothing for
  anyone, and it goes back on its spot.
- Any pocket counts, not only the one behind the spot.
]]

local game = ringarang.game({
  id = "ring-ring-1901", book = "1901 book",
  name = "Ring-Ring",
  summary = "Spin your metal ring into your carrom ring by the far pocket: 5 for each one you drop alone.",
  rules = RULES,
}, 50)

local side_name = ringarang.side_name

-- The count, as data: the judge and its sentences read it, and a house rule changes it
-- (`values = { ring = 10 }`). The variants built over this game share it.
local values = {
  ring = 5,                 -- your own carrom ring pocketed without the metal ring
}
game.values = values

-- The numbered spot in front of the far right-hand pocket: for the seat at rail R that is
-- pocket R + 2 (counting round from 1 to 4).
local function spot_of(seat, seats)
  local rail = SIDES[seats][seat]
  local pocket = (rail + 1) % 4 + 1
  return board.spots["spot-" .. pocket], pocket
end

local function carrom_ring(seat) return CARROM_BASE + seat end

-- Each seat's metal ring, and its carrom ring on its spot; a seat is known by its carrom ring's
-- colour.
function game.setup(config)
  local count = #config.seats
  local carrom_rings = {}
  for seat = 1, count do
    carrom_rings[seat] = { id = carrom_ring(seat), kind = "ring", colour = RING_COLOURS[seat],
                           owner = seat, position = spot_of(seat, count), status = "board" }
  end
  return ringarang.one_ring_each(game.info.id, config, 50, function(seat) return RING_COLOURS[seat] end, carrom_rings)
end

function game.prompt(state)
  local seat = state.turn
  local seats = #state.seats
  local _, pocket = spot_of(seat, seats)
  return {
    seat = seat,
    kind = { type = "shoot", piece = seat, from = ringarang.line_region(seat, seats) },
    message = state.seats[seat].name .. ": spin your metal ring from your line at your " .. RING_COLOURS[seat] .. " ring by pocket " .. pocket .. " (spin is backspin).",
  }
end

-- For the variants built over this game: each seat's carrom ring, its spot (and pocket), and
-- the putting back of every carrom ring a spin moved.
game.carrom_ring = carrom_ring
game.spot_of = spot_of
game.RING_COLOURS = RING_COLOURS

-- The one call of the variants spun all at once: the caller spins his own metal ring and every
-- other seat its own, each from `from(seat, seats)`; `message` follows the caller's name.
function game.call_prompt(state, from, message)
  local seat = state.turn
  local seats = #state.seats
  local with = {}
  for k = 1, seats - 1 do
    local other = (seat - 1 + k) % seats + 1
    with[#with + 1] = { piece = other, from = from(other, seats), seat = other }
  end
  return {
    seat = seat,
    kind = { type = "shoot", piece = seat, from = from(seat, seats), with = with },
    message = state.seats[seat].name .. " calls this round: " .. message,
  }
end

-- A call's spinners, seat by seat: one whose metal ring was left out of the call is told so;
-- for each other `rule(spinner)` rules, `spinner` holding the seat, its name and team, its
-- carrom ring (`own`) and that ring's colour, and what dropped at the call (`dropped[id]`).
function game.each_spinner(ruling, action, report, rule)
  local state = ruling.state
  local dropped = {}
  for _, event in ipairs(parlor.events(report, "pocketed")) do dropped[event.piece] = true end
  local spun = { [report.shot] = action.type == "shot" }
  for _, launch in ipairs(action.with or {}) do spun[launch.piece] = true end
  for seat = 1, #state.seats do
    local name = state.seats[seat].name
    if not spun[seat] then
      ruling.say(name .. "'s metal ring was not spun with the others: nothing this round.")
    else
      rule({ seat = seat, name = name, team = parlor.team_of(state, seat), own = carrom_ring(seat),
             colour = RING_COLOURS[seat], dropped = dropped })
    end
  end
end

-- After a call: every metal ring picked up and every carrom ring back on its spot, the round
-- over, and the next call announced unless the total decides the match.
function game.end_call(ruling)
  local state = ruling.state
  for seat = 1, #state.seats do ruling.set(seat, "hand") end
  game.respot_carrom_rings(ruling)
  ruling.verdict.round_over = true
  if not ringarang.check_win(ruling) then
    ruling.say("Next call: " .. state.seats[ruling.verdict.next].name .. ".")
  end
end

-- Sets back on its spot every carrom ring that is not on it.
function game.respot_carrom_rings(ruling)
  local state = ruling.state
  local seats = #state.seats
  for s = 1, seats do
    local piece = parlor.piece(state, carrom_ring(s))
    local spot = spot_of(s, seats)
    local dx, dy = piece.position.x - spot.x, piece.position.y - spot.y
    if piece.status ~= "board" or dx * dx + dy * dy > 1e-12 then
      ruling.edit({ op = "place", piece = piece.id, at = spot })
    end
  end
end

-- Only your own carrom ring, dropped without your metal ring, scores (`values.ring`), and you
-- spin again.
-- The metal ring is picked up and every carrom ring out of place goes back on its spot.
function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local seat, team, name = ruling.seat, ruling.team, ruling.name
  local own = carrom_ring(seat)
  ruling.pass()
  local metal_in, own_in = false, false
  for _, event in ipairs(parlor.events(report, "pocketed")) do
    if event.piece == seat then
      metal_in = true
    elseif event.piece == own then
      own_in = true
    elseif event.piece > CARROM_BASE then
      ruling.say("The " .. parlor.piece(state, event.piece).colour .. " ring is not " .. name .. "'s: it scores nothing and goes back on its spot.")
    end
  end

  if own_in and not metal_in then
    ruling.score(team, values.ring, "carrom ring pocketed")
    ruling.pass(seat)
    ruling.say(name .. " pocketed their own carrom ring and kept the metal ring out: " .. parlor.signed(values.ring) .. ", and they spin again.")
    if ruling.totals[team] >= state.memo.target then
      ruling.win(team, side_name(team) .. " reach " .. state.memo.target .. " and win the match.")
    end
  elseif own_in and metal_in then
    ruling.say("Both rings pocketed: no score, and " .. name .. "'s turn is over.")
  elseif metal_in then
    ruling.say(name .. "'s metal ring dropped without the carrom ring: the turn passes.")
  else
    ruling.say(name .. " did not pocket their carrom ring: the turn passes.")
  end
  ruling.set(seat, "hand")
  game.respot_carrom_rings(ruling)
  return ruling.finish()
end

return game
