-- Top Spin, a spinning-top game of the Carrom Company's modern rule book, on the carrom side.
--
-- Catalogue id: top-spin. Two to four players, each with a top of their own. Each inning all the
-- players spin at the same call; the longest spin wins the inning, and five innings win the game.

local tops = require("tops")         -- what this pack's top games share

local INNINGS_TO_WIN = 5

local RULES = [[
Two to four players, each with a top of their own (all alike). Each inning every player places
their top on the shooting line in front of them and aims it; then, on the call "Spin NOW!", all
the tops are set going at the same moment. The spin you give the shot is how fast it spins, and the faster it
spins the longer it stands; the strength of the flick only sends it gliding. A top spins from
the moment it is flicked until it falls on its side.

The top that spins longest wins the inning and scores 1. The first player to win
five innings wins the game.

Parlor's decisions where the book is unclear:
- Every top is timed from the call, the moment they all go. Tops may knock into each other.
- One player gives the call (and aims first); the others aim in turn to the left. Who calls
  first is drawn by lot (from the match seed), and the call passes to the left each inning.
- A top left out of the call (not spun with the others) spins for 0 seconds.
- A top that drops into a pocket or off the board stops spinning at that moment; its time is how
  long it spun until then.
- A top still spinning when the board's clock stops (20 seconds) is timed at the full 20.
- A top flicked with too little spin to stand up spins for 0 seconds.
- If two or more players tie for the longest spin, nobody wins the inning.
]]

local game = tops.game({
  id = "top-spin", book = "100 games book", name = "Top Spin", board = "carrom",
  summary = "All spin at the call of 'Spin NOW!'; the longest spin wins the inning. First to five innings.",
  rules = RULES,
})

function game.setup(config)
  local pieces = {}
  for seat = 1, #config.seats do
    pieces[seat] = { id = seat, kind = "top", colour = tops.COLOURS[seat], owner = seat,
                     position = { x = 0, y = 0 }, status = "hand" }
  end
  return tops.setup(game.info.id, "carrom", config, pieces, function() return {} end)
end

-- The caller's top is the shot; every other player's top goes with it, at the same moment.
function game.prompt(state)
  local seat = state.turn
  local count = #state.seats
  local with = {}
  for k = 1, count - 1 do
    local other = (seat - 1 + k) % count + 1
    with[#with + 1] = { piece = other, from = tops.seat_line(other, count), seat = other }
  end
  return {
    seat = seat,
    kind = { type = "shoot", piece = seat, from = tops.seat_line(seat, count), with = with },
    message = state.seats[seat].name .. " calls inning " .. state.round
      .. ": everyone aims their top from their own line, then all spin at once on \"Spin NOW!\"; the longest spin wins.",
  }
end

-- Every top is timed and picked up; a single longest spin wins the inning.
function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local seat, count, say = ruling.seat, #state.seats, ruling.say
  ruling.pass()
  ruling.verdict.round_over = true

  local given = tops.spins_given(seat, action)

  local best, winners = -1, {}
  for top = 1, count do
    local name = state.seats[top].name
    local time, why = tops.spun_for(report, given[top], top, "top")
    say(tops.spin_sentence(name, time, why))
    ruling.set(top, "hand")
    if time > best then best, winners = time, { top }
    elseif time == best then winners[#winners + 1] = top end
  end

  tops.inning(ruling, winners, best, "spun longest", "spins", INNINGS_TO_WIN)
  return ruling.finish()
end

return game
