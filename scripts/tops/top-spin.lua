-- Top Spin, a spinning-top game of the Carrom Company's modern rule book, on the carrom side.
--
-- Catalogue id: top-spin. Two to four players, each with a top of their own. Each inning every
-- player spins once; the longest spin wins the inning, and five innings win the game.

local INNINGS_TO_WIN = 5
local COLOURS = { "red", "white", "black", "tan" }

local RULES = [[
Two to four players, each with a top of their own (all alike). The book has everyone spin at the
same call of "Spin NOW!"; here the players spin one after another and the clock compares them.

Each inning every player spins their top once, in turn: place it on the shooting line in front
of you and set it going. The spin you give the shot is how fast it spins, and the faster it
spins the longer it stands; the strength of the flick only sends it gliding. A top spins from
the moment it is flicked until it falls on its side.

When everyone has spun, the longest spin wins the inning and scores 1. The first player to win
five innings wins the game.

Parlor's decisions where the book is unclear:
- Turns replace the simultaneous start: each player's spin is timed from their own flick.
- A top that drops into a pocket or off the board stops spinning at that moment; its time is how
  long it spun until then.
- A top still spinning when the board's clock stops (20 seconds) is timed at the full 20.
- A top flicked with too little spin to stand up spins for 0 seconds.
- If two or more players tie for the longest spin, nobody wins the inning.
- Who spins first is drawn by lot (from the match seed); the same order holds every inning.
]]

local game = {}

game.info = {
  id = "top-spin",
  name = "Top Spin",
  family = "spinning-tops",
  board = "carrom",
  players = { 2, 3, 4 },
  summary = "Spin your top in turn; the longest spin wins the inning. First to five innings.",
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
    pieces[seat] = { id = seat, kind = "top", colour = COLOURS[seat], owner = seat,
                     position = { x = 0, y = 0 }, status = "hand" }
  end
  return {
    game = game.info.id, board = "carrom", seats = seats, pieces = pieces,
    scores = scores, turn = first, round = 1,
    memo = { opener = first, times = {} },
  }
end

function game.prompt(table)
  local seat = table.turn
  local line = seat_line(seat, #table.seats)
  return {
    seat = seat,
    kind = { type = "shoot", piece = seat, from = { type = "segment", a = line.a, b = line.b } },
    message = table.seats[seat].name .. ": spin your top from your line; the longest spin wins inning "
      .. table.round .. ".",
  }
end

function game.judge(table, action, report)
  local seat = table.turn
  local count = #table.seats
  local name = table.seats[seat].name
  local memo = parlor.copy(table.memo)
  local verdict = { edits = {}, score = {}, messages = {}, next = parlor.next_seat(seat, count) }
  local say = function(text) verdict.messages[#verdict.messages + 1] = text end

  local time, why = spin_time(report, action, seat, "top")
  if why == "never stood" then
    say(name .. "'s top had too little spin to stand up: 0 seconds.")
  elseif why == "dropped" then
    say(name .. "'s top dropped off the surface still spinning: timed at " .. seconds(time) .. ".")
  elseif why == "still spinning" then
    say(name .. "'s top was still spinning when the clock stopped: timed at the full " .. seconds(time) .. ".")
  else
    say(name .. "'s top spun for " .. seconds(time) .. ".")
  end
  memo.times[#memo.times + 1] = { seat = seat, time = time }
  verdict.edits[1] = { op = "status", piece = seat, status = "hand" }

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
      say(table.seats[winner].name .. " spun longest (" .. seconds(best) .. ") and wins inning " .. table.round .. ".")
      if table.scores[winner] + 1 >= INNINGS_TO_WIN then
        verdict.outcome = { winner = winner }
        say(table.seats[winner].name .. " has won " .. INNINGS_TO_WIN .. " innings and wins the game.")
      end
    else
      say("The longest spins tie at " .. seconds(best) .. ": nobody wins inning " .. table.round .. ".")
    end
  end
  verdict.memo = memo
  return verdict
end

return game
