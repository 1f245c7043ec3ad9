-- Spin Count, a spinning-top game of the Carrom Company's modern rule book, on the crokinole side.
--
-- Catalogue id: spin-count. Two to four players, each for themselves. Three tops (two plain,
-- one green) are spun one at a time from the rim; where they come to rest scores. This file is
-- also a module: Center Spin Count (center-spin-count.lua) is the same count with the tops spun
-- inside the centre circle (`game.make`).

local tops = require("tops")         -- what this pack's top games share

local TOPS = { 1, 2, 3 }             -- piece ids, spun in this order each turn; 3 is the green one
local TURNS = 3                      -- turns each

local RULES = [[
Two to four players, each playing for themselves, share three spinning tops: two plain ones and
the green one. On your turn you spin all three, one at a time. Place each top on the border by
the rim (on the outer circle line, as near the rim as the top will go) in front of you, and set
it going: the strength of the flick sends it gliding, and the spin you give the shot is how fast
it spins. A top glides, wanders while it spins, then falls on its side and slides to rest.

When your third top has come to rest, each top scores where it lies:
- in the centre hole: 5
- inside the centre circle (the one ringed by the posts): 3
- in the middle circle area: 2
- in the large (outer) circle area: 1
- outside the outer circle, or in the ditch: nothing.

Each player has three turns; the highest total wins.

Parlor's decisions where the book is unclear:
- The tops are shared and are spun in the same order each turn: the two plain tops, then the
  green one (which spins for less time).
- Tops already spun stay where they lie until your turn ends, so a later top may knock an earlier
  one into a better or worse place; each is scored where it lies when the turn ends. A top lying
  outside the outer circle (or in the ditch) after a spin scores nothing and is lifted out of
  play at once, so it never blocks the rim.
- A top touching a circle's line counts the lower area, as in crokinole; a top wholly inside the
  hole counts 5.
- The border line is the outer circle: the top's centre goes between that line and the rim,
  inside your own quarter of the board (two players sit opposite).
- Who opens is drawn by lot (from the match seed); turns go clockwise.
- A tie for the highest total is a drawn game.
]]

local function top_kind(id)
  return tops.kind_of(TOPS, id)
end

-- "The green top", "Top 2": a top's name to start a sentence with.
local function top_name(id)
  return (tops.name_of(TOPS, id):gsub("^%l", string.upper))
end

-- Points for a top lying on the table, by `values` (a game's, see `make`): the hole, or the
-- innermost zone holding it wholly; where that is, and whether it lies in the hole or a circle.
local function points_of(piece, values)
  if piece.status == "holed" then return values.hole, "in the hole", true end
  if piece.status == "ditch" then return 0, "in the ditch", false end
  if piece.status == "off" then return 0, "off the board", false end
  if piece.status ~= "board" then return 0, "lifted out of play", false end
  local reach = tops.reach(piece)
  for _, zone in ipairs(board.zones) do
    if reach <= zone.radius - board.line_width / 2 then
      local points = values.zones[zone.name]
      local where = ({ ["15"] = "in the centre circle", ["10"] = "in the middle circle",
                       ["5"] = "in the outer circle" })[zone.name]
      return points, where, true
    end
  end
  return 0, "outside the outer circle", false
end

-- A game of three tops counted where they lie, from `spec`:
--   id, name, summary, rules   its info
--   from(seat, seats, top)     where a top is placed (default: the rim in front of the seat)
--   where                      the prompt's words for it ("from the rim in front of you")
local function make(spec)
  local game = tops.game({ id = spec.id, book = spec.book, name = spec.name, board = "crokinole", summary = spec.summary, rules = spec.rules })
  -- The count, as data: the judge and its sentences read these, and a house rule changes them
  -- (`values = { hole = 10 }`). Each game made here has its own.
  local values = {
    hole = 5,                                        -- a top in the centre hole
    zones = { ["15"] = 3, ["10"] = 2, ["5"] = 1 },   -- a top wholly inside a circle, by the board's
                                                     -- zone name: the centre, middle and outer circles
  }
  game.values = values

  function game.setup(config)
    return tops.setup(spec.id, "crokinole", config, tops.in_hand(TOPS, {}), tops.spinning)
  end

  function game.prompt(state)
    local seat = state.turn
    local top = TOPS[state.memo.spun + 1]
    local radius = board.pieces[top_kind(top)].radius
    local middle = tops.seat_angle(seat, #state.seats)
    local which = string.lower(top_name(top))
    local from = { type = "arc", inner = parlor.circle("outer").radius, outer = board.field_radius - radius,
                   from = middle - math.pi / 4, to = middle + math.pi / 4 }
    if spec.from then from = spec.from(seat, #state.seats, top) end
    return {
      seat = seat,
      kind = { type = "shoot", piece = top, from = from },
      message = state.seats[seat].name .. ": spin " .. which .. " of 3 " .. (spec.where or "from the rim in front of you") .. " (round "
        .. state.round .. " of " .. TURNS .. ").",
    }
  end

  -- The tops are counted where they lie once the third is down; until then a top of this turn
  -- that scores nothing is lifted out of play.
  function game.judge(state, action, report)
    local ruling = parlor.ruling(state)
    local name, memo = ruling.name, ruling.memo
    memo.spun = memo.spun + 1
    if memo.spun < #TOPS then
      -- A top of this turn lying outside the outer circle (or gone to the ditch) scores nothing:
      -- it is lifted out of play at once, so it never blocks the rim.
      for k = 1, memo.spun do
        local piece = parlor.piece(state, TOPS[k])
        local _, where, counts = points_of(piece, values)
        if piece.status ~= "holed" and piece.status ~= "aside" and not counts then
          ruling.set(piece.id, "aside")
          ruling.say(top_name(piece.id) .. " is " .. where .. ": it scores nothing and is lifted out of play.")
        end
      end
      ruling.say(name .. " has spun " .. memo.spun .. " of 3 tops; they are counted when the third comes to rest.")
      return ruling.finish()
    end

    -- The third top is down: count all three where they lie, then lift them for the next player.
    local total, parts = 0, {}
    for _, id in ipairs(TOPS) do
      local points, where = points_of(parlor.piece(state, id), values)
      total = total + points
      parts[#parts + 1] = where .. " " .. points
      ruling.set(id, "hand")
    end
    if total == 0 then
      -- A count of nothing is still shown beside the scores ("+0 tops counted"), and
      -- ruling.score leaves zero out: it is entered as it is.
      ruling.verdict.score[#ruling.verdict.score + 1] = { team = ruling.seat, points = 0, reason = "tops counted" }
    else
      ruling.score(ruling.seat, total, "tops counted")
    end
    ruling.say(name .. "'s tops score " .. total .. " (" .. table.concat(parts, ", ") .. ").")
    memo.spun = 0
    tops.pass_turn(ruling, TURNS)
    return ruling.finish()
  end

  return game
end

local game = make({
  id = "spin-count", book = "100 games book", name = "Spin Count",
  summary = "Spin three tops from the rim; the hole scores 5, the circles 3, 2 and 1.",
  rules = RULES,
})

-- Another game of three tops counted where they lie (see `make`).
game.make = make
game.top_kind = top_kind

return game
