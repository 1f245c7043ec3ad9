-- Spin Series, a spinning-top game of the Carrom Company's modern rule book, on the carrom
-- (checker) side: each player has a period of three minutes to fill with spins of the three tops,
-- one after another, and the fewest spins wins.
--
-- Catalogue id: spin-series. Two to four players, each for themselves, sharing three tops (two
-- plain, one green). The book leaves the turn out; Parlor's is in the rules' decisions.

local tops = require("tops")         -- what this pack's top games share

local TOPS = { 1, 2, 3 }             -- the set; 3 is the green one
local PERIOD = 180                   -- seconds

local RULES = [[
Two to four players, each for themselves, share three tops: two plain ones and the green one.
Each player in turn has a period of three minutes. In it he spins the three tops in succession,
one after another from the shooting line in front of him, and goes on spinning them, over and
over, until his three minutes are up. Every spin counts one. The spin you give a top is how fast
it spins (the faster, the longer it stands); the strength of the flick only sends it gliding.

When every player has had his period, the player who made the fewest spins wins.

Parlor's decisions where the book is unclear (it gives no turn):
- Your turn is your whole period: you keep spinning until it is over, then the player on your
  left has his. One period each decides the game. Who goes first is drawn by lot (from the match
  seed).
- The tops go strictly in rotation (the two plain tops, then the green one, then the first plain
  one again), one at a time: a top is spun once the one before it has fallen, never two at once.
- The period's clock runs while a top spins, from its flick until it falls (Parlor keeps no time
  for picking a top up and aiming it). So three minutes must be filled with spinning, and
  longer spins need fewer of them.
- The spin that carries the clock past three minutes counts; the period ends with it.
- A top flicked with too little spin to stand up counts as a spin and adds nothing to the clock.
  A top that drops into a pocket or off the board stops at that moment.
- A top still spinning when the board's shot clock stops (20 seconds after the flick) spins on
  until its spin has died away: Parlor adds the time its spin gives it at the board's steady
  rate of loss (nothing else slows a top's spin).
- All three tops are spun on their points; the green one is coloured only.
- Equal fewest spins share the game: it is drawn.
]]

local game = tops.game({
  id = "spin-series", book = "100 games book", name = "Spin Series", board = "carrom",
  summary = "Fill a three-minute period spinning three tops in turn: the fewest spins wins.",
  rules = RULES,
})

local seconds = tops.seconds

-- "2:05": the period's clock as the players read it.
local function clock(t)
  local whole = math.floor(t)
  return string.format("%d:%02d", whole // 60, whole % 60)
end

-- How long top `top`, flicked with `spin`, spun on this shot and why it stopped.
local function spin_length(report, top, spin)
  local time, why = tops.stopped(report, top)
  if time then return math.max(0, time), why end
  local length = tops.spin_time("top", spin)
  if length == 0 then return 0, "never stood" end
  return length, "still spinning"
end

function game.setup(config)
  local pieces = tops.in_hand(TOPS, {})
  -- The green top is spun on its point like the others.
  for _, piece in ipairs(pieces) do piece.kind = "top" end
  return tops.setup(game.info.id, "carrom", config, pieces, function(first)
    return { opener = first, clock = 0, next_top = TOPS[1] }
  end)
end

function game.prompt(state)
  local seat, memo = state.turn, state.memo
  return {
    seat = seat,
    kind = { type = "shoot", piece = memo.next_top, from = tops.seat_line(seat, #state.seats) },
    message = state.seats[seat].name .. ": spin " .. tops.name_of(TOPS, memo.next_top) .. " from your line ("
      .. clock(memo.clock) .. " of your 3:00 spun, " .. parlor.plural(state.scores[seat], "spin") .. " so far; fewest spins wins).",
  }
end

-- After the last period: the fewest spins wins; equal fewest draw.
local function decide(ruling)
  local state = ruling.state
  local fewest, winners = math.huge, {}
  for seat = 1, #state.seats do
    local spins = ruling.totals[seat]
    if spins < fewest then fewest, winners = spins, { seat }
    elseif spins == fewest then winners[#winners + 1] = seat end
  end
  if #winners == 1 then
    ruling.win(winners[1], "Every period is spun: " .. state.seats[winners[1]].name .. " made the fewest spins, " .. fewest .. ", and wins.")
  else
    ruling.win(nil, "Every period is spun: the fewest spins (" .. fewest .. ") are shared, and the game is drawn.")
  end
end

-- Each spin counts one and adds its length to the period's clock; at three minutes the period
-- is over and the next player's begins, and after the last period the fewest spins wins.
function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local memo, name, say = ruling.memo, ruling.name, ruling.say
  local top = report.shot
  local time, why = spin_length(report, top, action.spin or 0)
  ruling.set(top, "hand")
  ruling.score(ruling.seat, 1, "spin")
  memo.clock = memo.clock + time
  local what = tops.name_of(TOPS, top)
  if why == "never stood" then
    say(name .. ": " .. what .. " had too little spin to stand up: a spin, and no time.")
  elseif why == "dropped" then
    say(name .. ": " .. what .. " dropped off the surface after " .. seconds(time) .. ".")
  elseif why == "still spinning" then
    say(name .. ": " .. what .. " was still spinning when the shot clock stopped; its spin keeps it up " .. seconds(time) .. " in all.")
  else
    say(name .. ": " .. what .. " spun " .. seconds(time) .. ".")
  end

  if memo.clock < PERIOD then
    memo.next_top = TOPS[top % #TOPS + 1]
    say(name .. "'s period: " .. clock(memo.clock) .. " of 3:00 after " .. parlor.plural(ruling.totals[ruling.seat], "spin") .. ".")
    return ruling.finish()
  end
  say(name .. "'s three minutes are up: " .. parlor.plural(ruling.totals[ruling.seat], "spin") .. ".")
  memo.clock, memo.next_top = 0, TOPS[1]
  ruling.pass()
  if ruling.verdict.next == memo.opener then
    ruling.verdict.round_over = true
    decide(ruling)
  else
    say("Now " .. state.seats[ruling.verdict.next].name .. "'s period.")
  end
  return ruling.finish()
end

return game
