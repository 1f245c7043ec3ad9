-- Ten Pin Circle, a spinning-top game of the Carrom Company's modern rule book, on the carrom side.
--
-- Catalogue id: ten-pin-circle. Two to four players, each for themselves. Ten pins stand in a
-- circle about six inches across at the centre; each try, three tops spun inside it knock down
-- what they can.

local tops = require("tops")         -- what this pack's top games share

local PINS = 10                      -- pin ids 1..10
local TOPS = { 11, 12, 13 }          -- spun in this order each try; 13 is the green one
local TRIES = 5
local RING_RADIUS = 0.0762           -- the pins' circle: six inches across

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

local function top_kind(id) return tops.kind_of(TOPS, id) end
local function top_name(id) return tops.name_of(TOPS, id) end

local function plural(n, word)
  if n == 1 then return "1 " .. word end
  return n .. " " .. word .. "s"
end

function game.setup(config)
  local pieces = {}
  for id = 1, PINS do
    pieces[#pieces + 1] = { id = id, kind = "pin", colour = "white", number = id,
                            position = pin_spot(id), status = "board" }
  end
  return tops.setup(game.info.id, "carrom", config, tops.in_hand(TOPS, pieces), function(first)
    return { opener = first, spun = 0, felled = 0 }
  end)
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
    tops.rerack(verdict, PINS, pin_spot)
    say(name .. "'s try ends with " .. plural(memo.felled, "pin") .. " down; the pins are set up again.")
    memo.spun, memo.felled = 0, 0
    tops.pass_turn(table, verdict, say, felled, TRIES, {
      after = "After " .. TRIES .. " tries each", leads = "has knocked down the most pins",
      shared = "the most pins (%d) are shared",
    })
  end
  verdict.memo = memo
  return verdict
end

return game
