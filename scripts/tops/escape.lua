-- Escape, a spinning-top game of the Carrom Company's modern rule book, on the crokinole side.
--
-- Catalogue id: escape. Two to four players, each for themselves. Eight pins stand on the centre
-- circle between the posts, a ring lies in the centre hole, and each top spun inside has
-- to find its way out.

local tops = require("tops")         -- what this pack's top games share

local PINS = 8                       -- pin ids 1..8
local RING = 9                       -- the "bumper", lying in the centre hole
local TOPS = { 11, 12, 13 }          -- spun in this order each turn; 13 is the green one
local TURNS = 3

local RULES = [[
Two to four players, each for themselves. Eight pins stand on the centre circle of the crokinole
side, one in each gap between two posts, and a ring lies in the centre hole. The
players share three tops: two plain ones and the green one.

On your turn you spin the three tops one after another. Place each top inside the circle of pins
(between the hole and the pins) and set it going: the spin you give the shot is how fast it
spins, the strength of the flick how fast it glides. The top has to find its way out and come
to rest outside the circle:
- it escapes without knocking down a pin: 3 points;
- it escapes, but a pin went down on the way: 1 point;
- it stays inside (even partly on the circle's line): nothing.

Each player has three turns; the highest total wins.

Parlor's decisions where the book is unclear:
- Outside the circle means wholly outside the centre circle's line, the ring of pins and posts.
- A top that runs on into the ditch has come to rest outside the circle, so it has escaped (a
  spinning top glides far, and most escapes end there). Only a top that jumps off the board
  altogether scores nothing.
- Any pin going down during the spin (felled by the top, or by a falling pin) makes an escape
  worth 1, not 3.
- The ring sits down in the centre hole, where Parlor cannot make it stand proud as a bumper:
  a top runs over it, and a top that drops into the hole has stayed inside and scores nothing.
- After every top the pins are stood up again on their spots and the top is picked up, so each
  top faces the full circle.
- The tops are spun in the same order each turn: the two plain tops, then the green one.
- Who opens is drawn by lot (from the match seed); turns go clockwise.
- A tie for the highest total is a drawn game.
]]

local game = tops.game({
  id = "escape", book = "100 games book", name = "Escape", board = "crokinole",
  summary = "Spin tops out of a ring of eight pins: 3 for a clean escape, 1 if a pin falls.",
  rules = RULES,
})

-- The count, as data: the judge and its sentences read these, and a house rule changes them
-- (`values = { clean = 5 }`).
game.values = {
  clean = 3,    -- a top that escapes the circle with no pin down
  forced = 1,   -- a top that escapes, but a pin went down on the way
}
local values = game.values

local function inner_radius() return parlor.circle("inner").radius end

-- On the centre circle, halfway between two posts (the posts sit at 22.5° + k·45°).
local function pin_spot(id)
  local angle = (id - 1) * math.pi / 4
  local r = inner_radius()
  return { x = r * math.cos(angle), y = r * math.sin(angle) }
end

local function top_kind(id) return tops.kind_of(TOPS, id) end
local function top_name(id) return tops.name_of(TOPS, id) end

local function layout()
  local pieces = tops.pins(PINS, pin_spot)
  -- A piece left at rest over the hole drops into it as soon as a shot starts, so the ring is
  -- put in the hole from the outset (it is drawn there, but nothing bounces off it).
  pieces[#pieces + 1] = { id = RING, kind = "ring", colour = "black", position = { x = 0, y = 0 }, status = "holed" }
  return tops.in_hand(TOPS, pieces)
end

function game.setup(config)
  return tops.setup(game.info.id, "crokinole", config, layout(), tops.spinning)
end

function game.prompt(state)
  local seat = state.turn
  local top = TOPS[state.memo.spun + 1]
  local radius = board.pieces[top_kind(top)].radius
  local inner = board.hole.radius + radius + 0.001   -- clear of the hole and the ring in it
  local outer = inner_radius() - board.pieces.pin.radius - radius - 0.001
  return {
    seat = seat,
    kind = { type = "shoot", piece = top,
             from = { type = "arc", inner = inner, outer = outer, from = -math.pi, to = math.pi } },
    message = state.seats[seat].name .. ": spin " .. top_name(top) .. " of 3 inside the pins and escape (turn "
      .. state.round .. " of " .. TURNS .. ").",
  }
end

-- What the top scores (by `values`): nothing inside the circle (or off the board), else an
-- escape, clean or forced by a falling pin; the sentence saying so, and whether it was clean.
local function escape_points(piece, felled)
  local which = top_name(piece.id)
  if piece.status == "holed" then
    return 0, which .. " dropped into the centre hole, inside the circle: no escape, no score.", false
  elseif piece.status ~= "board" and piece.status ~= "ditch" then
    return 0, which .. " jumped off the board, so it did not come to rest outside the circle: no score.", false
  end
  local distance = math.sqrt(piece.position.x ^ 2 + piece.position.y ^ 2)
  if piece.status == "board" and distance < inner_radius() + board.pieces[piece.kind].radius then
    return 0, which .. " came to rest inside the circle: no escape, no score.", false
  elseif felled > 0 then
    return values.forced, which .. " escaped, but a pin went down: " .. parlor.plural(values.forced, "point") .. ".", false
  end
  return values.clean, which .. " escaped without knocking down a pin: " .. parlor.plural(values.clean, "point") .. ".", true
end

-- Each top is scored, then the circle is reset for the next; after the third the turn passes.
function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local memo = ruling.memo
  local top = TOPS[memo.spun + 1]
  local points, sentence, clean = escape_points(parlor.piece(state, top), #parlor.events(report, "fell"))
  ruling.say(ruling.name .. ": " .. sentence)
  if clean then ruling.score(ruling.seat, points, "clean escape") else ruling.score(ruling.seat, points, "escape") end
  tops.rerack(ruling, PINS, pin_spot)
  ruling.set(top, "hand")
  tops.top_spun(ruling, TOPS, TURNS)
  return ruling.finish()
end

return game
