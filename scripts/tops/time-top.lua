-- Time Top, a spinning-top game of the Carrom Company's modern rule book, on the carrom side.
--
-- Catalogue id: time-top. Two to four players, each for themselves, sharing three tops (two plain,
-- one green). Each player times a chain of three spins; the longest chain wins the inning, and
-- three innings win the game.

local TOPS = { 1, 2, 3 }             -- spun in this order; 3 is the green one
local INNINGS_TO_WIN = 3
local COLOURS = { "red", "white", "black", "tan" }

local RULES = [[
Two to four players, each for themselves, share three tops: two plain ones and the green one.
On your turn you spin the three tops one after another from the shooting line in front of you,
and the clock times the chain: from the first top's flick until the third top falls. The spin you
give each shot is how fast that top spins (the faster, the longer it stands); the strength of the
flick only sends it gliding.

When every player has had a turn, the longest chain wins the inning and scores 1. The first
player to win three innings wins the game.

Parlor's decisions where the book is unclear:
- Parlor launches one top at a time, so the chain's time is the sum of the three tops' spins, as
  if each top were set going at the very moment the one before fell (the book asks the next top
  to be going before the last one stops).
- A top flicked with too little spin to stand up breaks the chain: the turn ends there, timed at
  what the tops before it spun, and the tops after it are not spun.
- A top that drops into a pocket or off the board stops spinning at that moment; a top still
  spinning when the board's clock stops (20 seconds) is counted for the full 20.
- The tops are spun in the same order each turn: the two plain tops, then the green one, which
  spins for less time.
- If two or more players tie for the longest chain, nobody wins the inning.
- Who spins first is drawn by lot (from the match seed); the same order holds every inning.
]]

local game = {}

game.info = {
  id = "time-top",
  name = "Time Top",
  family = "spinning-tops",
  board = "carrom",
  players = { 2, 3, 4 },
  summary = "Chain three tops' spins end to end; the longest chain wins the inning. First to three.",
  rules = RULES,
}

local function seat_line(seat, seats)
  local rails = ({ [2] = { 1, 3 }, [3] = { 1, 4, 3 }, [4] = { 1, 4, 3, 2 } })[seats]
  local name = "shooting-" .. rails[seat]
  for _, line in ipairs(board.lines) do
    if line.name == name then return line end
  end
  error("the board has no line " .. name)
end

local function top_kind(id)
  if id == 3 then return "top-green" end
  return "top"
end

local function top_name(id)
  if id == 3 then return "the green top" end
  return "top " .. id
end

-- How long a top spun this shot, and why it stopped.
local function spin_time(report, action, top, kind)
  for _, event in ipairs(report.events) do
    if event.piece == top then
      if event.type == "toppled" then return event.time, "toppled" end
      if event.type == "pocketed" or event.type == "off_board" or event.type == "holed"
        or event.type == "ditched" then
        return event.time, "dropped"
      end
    end
  end
  if math.abs(action.spin or 0) < board.pieces[kind].motion.topple_spin then return 0, "never stood" end
  return report.seconds, "still spinning"
end

local function seconds(t)
  return string.format("%.1f s", t)
end

function game.setup(config)
  local count = #config.seats
  local first = parlor.draw(config.seed, count)
  local seats, scores, pieces = {}, {}, {}
  for seat = 1, count do
    seats[seat] = { name = config.seats[seat].name, team = seat, colour = COLOURS[seat] }
    scores[seat] = 0
  end
  for _, id in ipairs(TOPS) do
    pieces[#pieces + 1] = { id = id, kind = top_kind(id), colour = (id == 3) and "green" or "red",
                            position = { x = 0, y = 0 }, status = "hand" }
  end
  return {
    game = game.info.id, board = "carrom", seats = seats, pieces = pieces,
    scores = scores, turn = first, round = 1,
    memo = { opener = first, spun = 0, chain = 0, times = {} },
  }
end

function game.prompt(table)
  local seat = table.turn
  local top = TOPS[table.memo.spun + 1]
  local line = seat_line(seat, #table.seats)
  local message = table.seats[seat].name .. ": spin " .. top_name(top) .. " of 3 from your line"
  if table.memo.spun > 0 then
    message = message .. " (the chain stands at " .. seconds(table.memo.chain) .. ")"
  end
  return {
    seat = seat,
    kind = { type = "shoot", piece = top, from = { type = "segment", a = line.a, b = line.b } },
    message = message .. ".",
  }
end

function game.judge(table, action, report)
  local seat = table.turn
  local count = #table.seats
  local name = table.seats[seat].name
  local memo = parlor.copy(table.memo)
  local verdict = { edits = {}, score = {}, messages = {}, next = seat }
  local say = function(text) verdict.messages[#verdict.messages + 1] = text end

  local top = TOPS[memo.spun + 1]
  local time, why = spin_time(report, action, top, top_kind(top))
  verdict.edits[1] = { op = "status", piece = top, status = "hand" }
  memo.spun = memo.spun + 1
  memo.chain = memo.chain + time
  local broken = false
  if why == "never stood" then
    broken = true
    say(name .. ": " .. top_name(top) .. " had too little spin to stand up, so the chain is broken at "
      .. seconds(memo.chain) .. ".")
  elseif why == "dropped" then
    say(name .. ": " .. top_name(top) .. " dropped off the surface after " .. seconds(time)
      .. "; the chain stands at " .. seconds(memo.chain) .. ".")
  elseif why == "still spinning" then
    say(name .. ": " .. top_name(top) .. " was still spinning when the clock stopped, counted at "
      .. seconds(time) .. "; the chain stands at " .. seconds(memo.chain) .. ".")
  else
    say(name .. ": " .. top_name(top) .. " spun " .. seconds(time) .. "; the chain stands at "
      .. seconds(memo.chain) .. ".")
  end

  if broken or memo.spun == #TOPS then
    say(name .. "'s chain of spins: " .. seconds(memo.chain) .. ".")
    memo.times[#memo.times + 1] = { seat = seat, time = memo.chain }
    memo.spun, memo.chain = 0, 0
    verdict.next = parlor.next_seat(seat, count)
    if verdict.next == memo.opener then
      verdict.round_over = true
      local best, winners = -1, {}
      for _, entry in ipairs(memo.times) do
        if entry.time > best then best, winners = entry.time, { entry.seat }
        elseif entry.time == best then winners[#winners + 1] = entry.seat end
      end
      memo.times = {}
      if #winners == 1 then
        local winner = winners[1]
        verdict.score[1] = { team = winner, points = 1, reason = "inning won" }
        say(table.seats[winner].name .. " has the longest chain (" .. seconds(best) .. ") and wins inning "
          .. table.round .. ".")
        if table.scores[winner] + 1 >= INNINGS_TO_WIN then
          verdict.outcome = { winner = winner }
          say(table.seats[winner].name .. " has won " .. INNINGS_TO_WIN .. " innings and wins the game.")
        end
      else
        say("The longest chains tie at " .. seconds(best) .. ": nobody wins inning " .. table.round .. ".")
      end
    end
  end
  verdict.memo = memo
  return verdict
end

return game
