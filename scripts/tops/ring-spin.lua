-- Ring Spin, a spinning-top game of the Carrom Company's modern rule book, on the checker side.
--
-- Catalogue id: ring-spin. Two players, each with a top and a carrom ring. Both spin at once,
-- each top inside its own ring, to make it hop out and keep spinning; of the tops that got out,
-- the longest spin wins the round, and three rounds win the game.

local tops = require("tops")         -- what this pack's top games share

local ROUNDS_TO_WIN = 3
-- A top placed this close to its ring's centre, metres, stands with its point in the ring's
-- hole (the physics keeps a point within 4.1 mm of the centre).
local IN_RING = 0.003

local RULES = [[
Two players, each with a top and a carrom ring of their own. The rings lie on opposite sides of
the checkerboard, each at the middle of the checkerboard's outer edge in front of its player, to
leave as much room as possible. Each round both players spin at the same moment, each with the
top's point inside their own ring, trying to make the top hop out over the ring and keep
spinning. The spin you give the shot is how fast the top spins (the faster, the longer it
stands); the strength of the flick is how hard the top is thrown against the ring's wall. A
throw of about 0.4 m/s or more hops it out; a gentler one leaves it knocking about inside,
pushing its ring along.

Of the tops that hopped out of their rings, the one spinning longest wins the round. The first
player to win three rounds wins the game.

Parlor's decisions where the book is unclear:
- A top that never leaves its ring cannot win the round, however long it spins: making it hop
  out is the object of the game. If neither top gets out, nobody wins the round.
- A top is timed for its whole spin, from the moment both tops are flicked until it falls,
  inside its ring and out of it.
- One player gives the call to spin (and aims first); the other aims too, and both tops go at
  the same moment. Who calls first is drawn by lot (from the match seed), and the call passes
  to the other player every round.
- Before every round both tops are picked up and both rings laid back on their places.
- Once out, a top may knock into the other top and either ring.
- A top that drops into a pocket or off the board stops spinning at that moment; its time is how
  long it spun until then. A top still spinning when the board's clock stops (20 seconds) is
  timed at the full 20.
- A top flicked with too little spin to stand up spins for 0 seconds, and a top left out of the
  call is not spun at all: neither leaves its ring.
- If both tops get out and spin equally long, nobody wins the round.
]]

local game = tops.game({
  id = "ring-spin", book = "100 games book", name = "Ring Spin", board = "carrom", players = { 2 },
  summary = "Both spin at once inside their own rings; of the tops that hop out, the longest spin wins the round. First to three rounds.",
  rules = RULES,
})

-- Seat `seat`'s top is piece `seat`; its ring is piece 2 + `seat`.
local function ring_of(seat) return 2 + seat end

-- Where seat `seat`'s ring lies: the middle of the checkerboard's edge on its side (seat 1 sits
-- at the bottom, towards -y).
local function ring_spot(seat)
  local squares = board.squares
  local half = squares.size * squares.count / 2
  local side = (seat == 1) and -1 or 1
  return { x = squares.centre.x, y = squares.centre.y + side * half }
end

-- Where seat `seat`'s top may be spun from: with its point in its ring's hole.
local function in_ring(state, seat)
  local at = parlor.piece(state, ring_of(seat)).position
  return { type = "segment", a = at, b = at, tolerance = IN_RING }
end

function game.setup(config)
  local pieces = {}
  for seat = 1, 2 do
    pieces[seat] = { id = seat, kind = "top", colour = tops.COLOURS[seat], owner = seat,
                     position = { x = 0, y = 0 }, status = "hand" }
  end
  for seat = 1, 2 do
    pieces[#pieces + 1] = { id = ring_of(seat), kind = "ring", colour = tops.COLOURS[seat], owner = seat,
                            position = ring_spot(seat), status = "board" }
  end
  return tops.setup(game.info.id, "carrom", config, pieces, function() return {} end)
end

-- The caller's top is the shot; the other player's goes with it, at the same moment.
function game.prompt(state)
  local seat = state.turn
  local other = 3 - seat
  return {
    seat = seat,
    kind = { type = "shoot", piece = seat, from = in_ring(state, seat),
             with = { { piece = other, from = in_ring(state, other), seat = other } } },
    message = state.seats[seat].name .. " calls round " .. state.round
      .. ": both spin at once, each top inside its own ring; make it hop out, and the longest spin of those that do wins.",
  }
end

-- Both tops are timed and picked up and the rings laid back; of the tops that left their
-- rings, a single longest spin wins the round.
function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  ruling.pass()
  ruling.verdict.round_over = true
  local given = tops.spins_given(ruling.seat, action)

  local best, winners = -1, {}
  for seat = 1, 2 do
    local name = state.seats[seat].name
    local time, why = tops.spun_for(report, given[seat], seat, "top")
    ruling.say(tops.spin_sentence(name, time, why))
    if parlor.happened(report, "left_ring", seat) then
      ruling.say(name .. "'s top hopped out of its ring.")
      if time > best then best, winners = time, { seat }
      elseif time == best then winners[#winners + 1] = seat end
    else
      ruling.say(name .. "'s top never left its ring, so it cannot win the round.")
    end
    ruling.set(seat, "hand")
    ruling.edit({ op = "place", piece = ring_of(seat), at = ring_spot(seat) })
  end

  if #winners == 1 then
    local winner = winners[1]
    ruling.score(winner, 1, "round won")
    ruling.say(state.seats[winner].name .. " spun longest out of the ring (" .. tops.seconds(best)
      .. ") and wins round " .. state.round .. ".")
    if ruling.totals[winner] >= ROUNDS_TO_WIN then
      ruling.win(winner, state.seats[winner].name .. " has won three rounds and wins the game.")
    end
  elseif #winners == 0 then
    ruling.say("Neither top hopped out of its ring: nobody wins round " .. state.round .. ".")
  else
    ruling.say("Both tops got out and spun " .. tops.seconds(best) .. ": nobody wins round " .. state.round .. ".")
  end
  return ruling.finish()
end

return game
