-- Break In, a spinning-top game of the Carrom Company's modern rule book, on the crokinole side:
-- four pins guard the centre circle, and three tops are spun from the rim to come to rest inside
-- it.
--
-- Catalogue id: break-in. Two to four players, each for themselves.

local tops = require("tops")             -- what this pack's top games share

local TOPS = { 5, 6, 7 }                 -- spun in this order each turn; 7 is the green one
local PINS = 4                           -- pin ids 1..4
local TURNS = 3

local RULES = [[
Two to four players, each playing for themselves, share three spinning tops: two plain ones and
the green one. Four pins stand on the centre circle's line (the one ringed by the posts), where
the board's four dividing lines meet it.

On your turn you spin the three tops one at a time from the rim in front of you (on or beyond
the outer circle line, inside your own quarter), each aiming to break in past the pins and come
to rest inside the centre circle. Each top scores as it comes to rest:
- in the centre hole: 5
- inside the centre circle: 3
- anywhere else: nothing.

A pin knocked down is stood up again once the top has stopped. Each player has three turns; the
highest total wins.

Parlor's decisions where the book is unclear:
- Each top is scored as soon as it has come to rest, and then lifted out of play, so a later top
  never knocks an earlier one about.
- "Inside the centre circle" means wholly inside its line; a top touching the line scores
  nothing, as in crokinole.
- Knocking a pin down costs nothing; the pin is simply stood up again.
- The tops are spun in the same order each turn: the two plain tops, then the green one.
- Who opens is drawn by lot (from the match seed); turns go clockwise.
- A tie for the highest total is a drawn game.
]]

local game = tops.game({
  id = "break-in", book = "100 games book", name = "Break In", board = "crokinole",
  summary = "Spin three tops from the rim past four guarding pins into the centre circle: 3, or 5 in the hole.",
  rules = RULES,
})

-- The count, as data: the judge and its sentences read these, and a house rule changes them
-- (`values = { hole = 10 }`).
game.values = {
  hole = 5,     -- a top at rest in the centre hole
  circle = 3,   -- a top at rest wholly inside the centre circle
}
local values = game.values

-- Pin `id` stands where dividing line `id` meets the centre circle's line.
local function pin_spot(id)
  local radius = parlor.circle("inner").radius
  local angle = math.pi / 4 + (id - 1) * math.pi / 2
  return { x = radius * math.cos(angle), y = radius * math.sin(angle) }
end

local function top_name(id) return tops.name_of(TOPS, id) end

-- What a top scores where it came to rest (by `values`), and where that is.
local function points_of(piece)
  if piece.status == "holed" then return values.hole, "in the centre hole" end
  if piece.status ~= "board" then return 0, "off the field" end
  if tops.reach(piece) <= parlor.circle("inner").radius - board.line_width / 2 then return values.circle, "inside the centre circle" end
  return 0, "outside the centre circle"
end

function game.setup(config)
  return tops.setup(game.info.id, "crokinole", config, tops.in_hand(TOPS, tops.pins(PINS, pin_spot)), tops.spinning)
end

function game.prompt(state)
  local seat = state.turn
  local top = TOPS[state.memo.spun + 1]
  local radius = board.pieces[tops.kind_of(TOPS, top)].radius
  local middle = tops.seat_angle(seat, #state.seats)
  return {
    seat = seat,
    kind = { type = "shoot", piece = top,
             from = { type = "arc", inner = parlor.circle("outer").radius, outer = board.field_radius - radius,
                      from = middle - math.pi / 4, to = middle + math.pi / 4 } },
    message = state.seats[seat].name .. ": spin " .. top_name(top) .. " of 3 from the rim, past the pins into the centre circle (round "
      .. state.round .. " of " .. TURNS .. ").",
  }
end

-- Each top scores where it rests and is lifted out; fallen pins stand again; after the third
-- top the turn passes.
function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local memo = ruling.memo
  local top = TOPS[memo.spun + 1]
  local points, where = points_of(parlor.piece(state, top))
  ruling.score(ruling.seat, points, "top " .. where)
  ruling.say(ruling.name .. ": " .. top_name(top) .. " comes to rest " .. where .. ": " .. points .. ".")
  ruling.set(top, "hand")
  if #parlor.events(report, "fell") > 0 then
    tops.rerack(ruling, PINS, pin_spot)
    ruling.say("The pins knocked down are stood up again.")
  end
  tops.top_spun(ruling, TOPS, TURNS)
  return ruling.finish()
end

return game
