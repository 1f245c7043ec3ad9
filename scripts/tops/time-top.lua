-- Time Top, a spinning-top game of the Carrom Company's modern rule book, on the carrom side.
--
-- Catalogue id: time-top. Two to four players, each for themselves, sharing three tops (two plain,
-- one green). Each player times a chain of three spins, each top set going before the one before
-- it stops; the longest chain wins the inning, and three innings win the game.
-- This file is a module too: `make(spec)` builds a timed chain with another order of the tops,
-- the green top spun long end down (green-top-down.lua), or a first top that must last a while
-- before the others count (forfeit-tops.lua).

local tops = require("tops")         -- what this pack's top games share

local TOPS = { 1, 2, 3 }             -- the set; 3 is the green one
local INNINGS_TO_WIN = 3

local RULES = [[
Two to four players, each for themselves, share three tops: two plain ones and the green one.
On your turn you spin the three tops one after another from the shooting line in front of you:
the second must be going before the first stops, the third before the second stops. The clock
times the chain: from the first top's flick until the third top falls. The spin you give a top is
how fast it spins (the faster, the longer it stands); the strength of the flick only sends it
gliding.

When every player has had a turn, the longest chain wins the inning and scores 1. The first
player to win three innings wins the game.

Parlor's decisions where the book is unclear:
- A top set going after the one before it has stopped (or not at all) breaks the chain: the
  clock stops when the last top of the unbroken chain falls, and the tops after it count
  nothing. A top set going at the very moment the one before falls still keeps the chain.
- A top flicked with too little spin to stand up stops the moment it is flicked.
- A top that drops into a pocket or off the board stops spinning at that moment; a top still
  spinning when the board's clock stops (20 seconds after the first flick) stops the clock
  there.
- The tops are spun in the same order each turn: the two plain tops, then the green one. All
  three are spun on their points (Green Top Down is this game with the green top upside down).
- If two or more players tie for the longest chain, nobody wins the inning.
- Who spins first is drawn by lot (from the match seed); the same order holds every inning.
]]

-- When each of the later tops was set going, and with what spin: the `launched` events, else
-- the moments the action asked for.
local function launches(action, report)
  local found = {}
  for _, launch in ipairs(action.with or {}) do
    found[launch.piece] = { at = launch.at or 0, spin = launch.spin or 0 }
  end
  for _, event in ipairs(report.events) do
    if event.type == "launched" and found[event.piece] then found[event.piece].at = event.time end
  end
  return found
end

local seconds = tops.seconds

-- How the green top is spun: on its point like the others, or long end down (it then topples
-- sooner: the board's `top-green`).
local KIND_OF_GREEN = { point = "top", long_end = "top-green" }

-- A timed chain of three tops from `spec`: `id`, `name`, `summary`, `rules`, `order` (the tops
-- in the order they are spun: { 1, 2, 3 } unless given), `green` ("point" unless "long_end"),
-- `first_must_last` (the default of the made game's value `must_last`: seconds the first top
-- must spin for the others to count; none unless given), `spins_on` (true: a top still spinning
-- when the shot clock stops is timed by its spin, as long as it goes on spinning; otherwise it
-- stops the clock there) and `score_chain(ruling, chain)` (what a timed chain scores; by default
-- every player's chain is kept and the longest wins the inning when the turn comes back to the
-- opener).
local function make(spec)
  local order = spec.order or { 1, 2, 3 }
  local green_kind = KIND_OF_GREEN[spec.green or "point"]
  local game = tops.game({ id = spec.id, book = spec.book, name = spec.name, board = "carrom", summary = spec.summary, rules = spec.rules })
  -- A game whose first top must last counts by it, as data: the judge and its sentences read
  -- it, and a house rule changes it (`values = { must_last = 10 }`). Each game made here has its
  -- own.
  local values
  if spec.first_must_last then
    values = {
      must_last = spec.first_must_last,   -- seconds the first top must spin for the others to count
    }
    game.values = values
  end

  local function top_kind(id)
    if id == TOPS[3] then return green_kind end
    return "top"
  end
  local function top_name(id) return tops.name_of(TOPS, id) end

  -- When a top stopped (seconds after the first flick) and why, given when it was set going
  -- and the spin it was given.
  local function stop_time(report, top, launched, spin)
    local time, why = tops.stopped(report, top)
    if time then return time, why end
    local spun = tops.spin_time(top_kind(top), spin)
    if spun == 0 then return launched, "never stood" end
    if spec.spins_on then return launched + spun, "spins on" end
    return report.seconds, "still spinning"
  end

  function game.setup(config)
    local pieces = tops.in_hand(TOPS, {})
    for _, piece in ipairs(pieces) do piece.kind = top_kind(piece.id) end
    return tops.setup(spec.id, "carrom", config, pieces, function(first)
      return { opener = first, times = {} }
    end)
  end

  -- The first top is the shot; the other two go later in it, when the player chooses.
  function game.prompt(state)
    local seat = state.turn
    local from = tops.seat_line(seat, #state.seats)
    local with = {}
    for k = 2, #order do with[#with + 1] = { piece = order[k], from = from, seat = seat } end
    return {
      seat = seat,
      kind = { type = "shoot", piece = order[1], from = from, with = with, chained = true },
      message = state.seats[seat].name .. ": spin " .. top_name(order[1]) .. " from your line, then set "
        .. top_name(order[2]) .. " and " .. top_name(order[3]) .. " going, each before the one before it stops.",
    }
  end

  -- How one top of the chain ended, said.
  local function say_stop(ruling, top, stop, why)
    local name, say = ruling.name, ruling.say
    if why == "never stood" then
      say(name .. ": " .. top_name(top) .. " had too little spin to stand up.")
    elseif why == "dropped" then
      say(name .. ": " .. top_name(top) .. " dropped off the surface at " .. seconds(stop) .. ".")
    elseif why == "still spinning" then
      say(name .. ": " .. top_name(top) .. " was still spinning when the clock stopped at " .. seconds(stop) .. ".")
    elseif why == "spins on" then
      say(name .. ": " .. top_name(top) .. " was still spinning when the shot clock stopped; its spin keeps it up until " .. seconds(stop) .. ".")
    else
      say(name .. ": " .. top_name(top) .. " fell at " .. seconds(stop) .. ".")
    end
  end

  -- Times the seat's chain, saying how each top ended: it lasts until its last top falls, or
  -- breaks where a top was set going after the one before it had fallen, or ends with the first
  -- top when it did not last `values.must_last` (with `spec.first_must_last`). Every top is
  -- picked up.
  local function time_chain(ruling, action, report)
    local name, say = ruling.name, ruling.say
    for _, top in ipairs(TOPS) do ruling.set(top, "hand") end
    local later = launches(action, report)
    local chain, previous_stop = 0, nil
    for k, top in ipairs(order) do
      local launch = (k == 1) and { at = 0, spin = action.spin or 0 } or later[top]
      if previous_stop ~= nil and (launch == nil or launch.at > previous_stop) then
        local when = launch and ("set going at " .. seconds(launch.at)) or "never set going"
        say(name .. ": " .. top_name(top) .. " was " .. when .. ", after the top before it fell at "
          .. seconds(previous_stop) .. ": the chain is broken there.")
        break
      end
      local stop, why = stop_time(report, top, launch.at, launch.spin)
      say_stop(ruling, top, stop, why)
      chain, previous_stop = stop, stop
      if k == 1 and values and stop < values.must_last then
        say(name .. ": " .. top_name(top) .. " spun less than " .. parlor.plural(values.must_last, "second")
          .. ", so the other tops are forfeited: the time is " .. seconds(stop) .. ".")
        break
      end
    end
    return chain
  end

  -- When every player has timed a chain, the single longest wins the inning.
  function game.judge(state, action, report)
    local ruling = parlor.ruling(state)
    local memo = ruling.memo
    ruling.pass()
    local chain = time_chain(ruling, action, report)
    ruling.say(ruling.name .. "'s chain of spins: " .. seconds(chain) .. ".")
    if spec.score_chain then
      spec.score_chain(ruling, chain)
      if ruling.verdict.next == memo.opener then ruling.verdict.round_over = true end
      return ruling.finish()
    end
    memo.times[#memo.times + 1] = { seat = ruling.seat, time = chain }

    if ruling.verdict.next == memo.opener then
      ruling.verdict.round_over = true
      local best, winners = -1, {}
      for _, entry in ipairs(memo.times) do
        if entry.time > best then best, winners = entry.time, { entry.seat }
        elseif entry.time == best then winners[#winners + 1] = entry.seat end
      end
      memo.times = {}
      tops.inning(ruling, winners, best, "has the longest chain", "chains", INNINGS_TO_WIN)
    end
    return ruling.finish()
  end

  return game
end

local game = make({
  id = "time-top", book = "100 games book", name = "Time Top",
  summary = "Keep a chain of three tops going, each spun before the last stops; the longest chain wins.",
  rules = RULES,
})

-- For the games built over this one (see the head of this file).
game.make, game.rules = make, RULES

return game
