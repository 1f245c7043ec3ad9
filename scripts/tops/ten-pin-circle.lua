-- Ten Pin Circle, a spinning-top game of the Carrom Company's modern rule book, on the carrom side.
--
-- Catalogue id: ten-pin-circle. Two to four players, each for themselves. Ten pins stand in a
-- circle about six inches across at the centre; each try, three tops spun inside it knock down
-- what they can.

local PINS = 10                      -- pin ids 1..10
local TOPS = { 11, 12, 13 }          -- spun in this order each try; 13 is the green one
local TRIES = 5
local RING_RADIUS = 0.0762           -- the pins' circle: six inches across
local COLOURS = { "red", "white", "black", "tan" }

local RULES = [[
Two to four players, each for themselves. Ten pins stand in a circle about six inches (15 cm)
across at the centre of the square (carrom) side of the board. The players share three tops: two
plain ones and the green one.

A try is three spins. Place each top anywhere inside the circle of pins and set it going: the
spin you give the shot is how fast it spins, the strength of the flick how fast it glides. A
spinning top wanders about, bumps the pins and knocks some of them down. Each pin knocked down
during your try scores 1, whether the top felled it or a falling pin did.

After your third top, all ten pins are stood up again and the next player has a try. Each player
has five tries; the most pins in all wins.

Parlor's decisions where the book is unclear:
- The book spins the three tops in rapid succession; Parlor launches them one at a time. Pins
  knocked down by one top stay down (where they lie) for the rest of your try, and each top is
  picked up once it has come to rest, so it never gets in the next one's way.
- A pin counts once, when it first goes down; pushing a fallen pin about, or into a pocket,
  scores nothing more.
- The tops are spun in the same order each try: the two plain tops, then the green one.
- Who opens is drawn by lot (from the match seed); turns go clockwise, one try a turn.
- A tie for the most pins is a drawn game.
]]

local game = {}

game.info = {
  id = "ten-pin-circle",
  name = "Ten Pin Circle",
  family = "spinning-tops",
  board = "carrom",
  players = { 2, 3, 4 },
  summary = "Spin three tops inside a ring of ten pins and knock down all you can. Five tries each.",
  rules = RULES,
}

local function pin_spot(id)
  local angle = (id - 1) * 2 * math.pi / PINS + math.pi / 2
  return { x = RING_RADIUS * math.cos(angle), y = RING_RADIUS * math.sin(angle) }
end

local function top_kind(id)
  if id == TOPS[3] then return "top-green" end
  return "top"
end

local function top_name(id)
  if id == TOPS[3] then return "the green top" end
  return "top " .. (id - TOPS[1] + 1)
end

local function plural(n, word)
  if n == 1 then return "1 " .. word end
  return n .. " " .. word .. "s"
end

function game.setup(config)
  local count = #config.seats
  local first = parlor.draw(config.seed, count)
  local seats, scores, pieces = {}, {}, {}
  for seat = 1, count do
    seats[seat] = { name = config.seats[seat].name, team = seat, colour = COLOURS[seat] }
    scores[seat] = 0
  end
  for id = 1, PINS do
    pieces[#pieces + 1] = { id = id, kind = "pin", colour = "white", number = id,
                            position = pin_spot(id), status = "board" }
  end
  for _, id in ipairs(TOPS) do
    pieces[#pieces + 1] = { id = id, kind = top_kind(id), colour = (id == TOPS[3]) and "green" or "red",
                            position = { x = 0, y = 0 }, status = "hand" }
  end
  return {
    game = game.info.id, board = "carrom", seats = seats, pieces = pieces,
    scores = scores, turn = first, round = 1,
    memo = { opener = first, spun = 0, felled = 0 },
  }
end

function game.prompt(table)
  local seat = table.turn
  local top = TOPS[table.memo.spun + 1]
  -- Anywhere inside the ring, clear of the pins.
  local inside = RING_RADIUS - board.pieces.pin.radius - board.pieces[top_kind(top)].radius - 0.002
  return {
    seat = seat,
    kind = { type = "shoot", piece = top,
             from = { type = "arc", inner = 0, outer = inside, from = -math.pi, to = math.pi } },
    message = table.seats[seat].name .. ": spin " .. top_name(top) .. " of 3 inside the ring of pins (try "
      .. table.round .. " of " .. TRIES .. ", " .. plural(table.memo.felled, "pin") .. " down so far).",
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
  local felled = 0
  for _, event in ipairs(parlor.events(report, "fell")) do
    if event.piece >= 1 and event.piece <= PINS then felled = felled + 1 end
  end
  if felled > 0 then
    verdict.score[1] = { team = seat, points = felled, reason = "pins knocked down" }
  end
  memo.felled = memo.felled + felled
  memo.spun = memo.spun + 1
  say(name .. ": " .. top_name(top) .. " knocks down " .. plural(felled, "pin") .. ", 1 point a pin ("
    .. memo.felled .. " this try).")
  verdict.edits[1] = { op = "status", piece = top, status = "hand" }

  if memo.spun == #TOPS then
    -- The try is over: stand the ring up again.
    for id = 1, PINS do
      verdict.edits[#verdict.edits + 1] = { op = "kind", piece = id, kind = "pin" }
      verdict.edits[#verdict.edits + 1] = { op = "place", piece = id, at = pin_spot(id) }
    end
    say(name .. "'s try ends with " .. plural(memo.felled, "pin") .. " down; the pins are set up again.")
    memo.spun, memo.felled = 0, 0
    verdict.next = parlor.next_seat(seat, count)
    if verdict.next == memo.opener then
      verdict.round_over = true
      if table.round >= TRIES then
        local scores = parlor.copy(table.scores)
        scores[seat] = scores[seat] + felled
        local best, winners = -1, {}
        for s = 1, count do
          if scores[s] > best then best, winners = scores[s], { s }
          elseif scores[s] == best then winners[#winners + 1] = s end
        end
        if #winners == 1 then
          verdict.outcome = { winner = winners[1] }
          say("After " .. TRIES .. " tries each, " .. table.seats[winners[1]].name .. " has knocked down the most pins, "
            .. best .. ", and wins.")
        else
          verdict.outcome = {}
          say("After " .. TRIES .. " tries each, the most pins (" .. best .. ") are shared: the game is drawn.")
        end
      end
    end
  end
  verdict.memo = memo
  return verdict
end

return game
