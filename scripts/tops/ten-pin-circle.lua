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

-- A game of tops spun inside a ring of pins, from `spec`:
--   id, name, summary, rules   its info
--   pins, ring_radius          how many pins stand in the ring, and the ring's radius (centres)
--   tops                       the tops spun each try, in order, from the set 11, 12, 13 (13 is
--                              the green one)
--   tries                      tries each
--   must_escape                the pins a top fells count only if it comes to rest outside the
--                              ring
local function make(spec)
  local game = tops.game({ id = spec.id, book = spec.book, name = spec.name, board = "carrom", summary = spec.summary, rules = spec.rules })
  local PINS, SPUN, TRIES, RING_RADIUS = spec.pins, spec.tops, spec.tries, spec.ring_radius
  -- The count, as data: the judge and its sentences read it, and a house rule changes it
  -- (`values = { pin = 2 }`). Each game made here has its own.
  local values = {
    pin = 1,   -- each pin knocked down (with `must_escape`, by a top that gets out)
  }
  game.values = values

  local function pin_spot(id)
    local angle = (id - 1) * 2 * math.pi / PINS + math.pi / 2
    return { x = RING_RADIUS * math.cos(angle), y = RING_RADIUS * math.sin(angle) }
  end

  local function top_kind(id) return tops.kind_of(TOPS, id) end
  local function top_name(id)
    if #SPUN == 1 then return "the top" end
    return tops.name_of(TOPS, id)
  end

  function game.setup(config)
    local pieces = tops.pins(PINS, pin_spot)
    -- Only the tops this game spins.
    for _, piece in ipairs(tops.in_hand(TOPS, {})) do
      if parlor.contains(SPUN, piece.id) then pieces[#pieces + 1] = piece end
    end
    return tops.setup(spec.id, "carrom", config, pieces, function(first)
      -- `felled`: the pins scored this try; `down`: the ids of the pins lying this try.
      return { opener = first, spun = 0, felled = 0, down = {} }
    end)
  end

  function game.prompt(state)
    local seat = state.turn
    local top = SPUN[state.memo.spun + 1]
    -- Anywhere inside the ring, clear of the pins.
    local inside = RING_RADIUS - board.pieces.pin.radius - board.pieces[top_kind(top)].radius - 0.002
    local which = (#SPUN == 1) and "the top" or (top_name(top) .. " of " .. #SPUN)
    return {
      seat = seat,
      kind = { type = "shoot", piece = top,
               from = { type = "arc", inner = 0, outer = inside, from = -math.pi, to = math.pi } },
      message = state.seats[seat].name .. ": spin " .. which .. " inside the ring of pins (try "
        .. state.round .. " of " .. TRIES .. ", " .. parlor.plural(state.memo.felled, "pin") .. " down so far).",
    }
  end

  -- Whether the top came to rest outside the ring of pins (its centre beyond the pins' circle,
  -- or off the surface altogether).
  local function escaped(piece)
    if piece.status ~= "board" then return true end
    local x, y = piece.position.x, piece.position.y
    return math.sqrt(x * x + y * y) > RING_RADIUS
  end

  -- Every pin a top fells scores (`values.pin`; with `must_escape`, only if the top gets out);
  -- after the try's last top the ring stands again and the turn passes.
  function game.judge(state, action, report)
    local ruling = parlor.ruling(state)
    local name, memo = ruling.name, ruling.memo
    local say = ruling.say

    local top = SPUN[memo.spun + 1]
    -- Pins, not reports of falls: each pin counts once, when it first goes down this try.
    local down = memo.down or {}
    local newly = tops.newly_felled(report, PINS, down)
    for _, pin in ipairs(newly) do down[#down + 1] = pin end
    memo.down = down
    local felled = #newly
    local counted = felled
    local a_pin = parlor.plural(values.pin, "point") .. " a pin"
    if spec.must_escape and felled > 0 and not escaped(parlor.piece(state, top)) then
      counted = 0
      say(name .. ": " .. top_name(top) .. " knocks down " .. parlor.plural(felled, "pin") .. " but stays inside the ring: they count nothing.")
    elseif spec.must_escape and felled > 0 then
      say(name .. ": " .. top_name(top) .. " knocks down " .. parlor.plural(felled, "pin") .. " and works its way out: " .. a_pin .. ".")
    elseif #SPUN == 1 then
      say(name .. ": " .. top_name(top) .. " knocks down " .. parlor.plural(felled, "pin") .. ", " .. a_pin .. ".")
    else
      say(name .. ": " .. top_name(top) .. " knocks down " .. parlor.plural(felled, "pin") .. ", " .. a_pin .. " ("
        .. parlor.plural(memo.felled + felled, "pin") .. " this try).")
    end
    ruling.score(ruling.seat, counted * values.pin, "pins knocked down")
    memo.felled = memo.felled + counted
    memo.spun = memo.spun + 1
    ruling.set(top, "hand")

    if memo.spun == #SPUN then
      -- The try is over: stand the ring up again.
      tops.rerack(ruling, PINS, pin_spot)
      if #SPUN == 1 then
        say("The pins are set up again.")
      else
        say(name .. "'s try ends with " .. parlor.plural(memo.felled, "pin") .. " down; the pins are set up again.")
      end
      memo.spun, memo.felled, memo.down = 0, 0, {}
      -- The totals are pins while a pin scores 1, else points.
      local words = { after = "After " .. TRIES .. " tries each", leads = "has the highest total",
                      shared = "the highest total (%d) is shared" }
      if values.pin == 1 then
        words.leads, words.shared = "has knocked down the most pins", "the most pins (%d) are shared"
      end
      tops.pass_turn(ruling, TRIES, words)
    end
    return ruling.finish()
  end

  return game
end

local game = make({
  id = "ten-pin-circle", book = "100 games book", name = "Ten Pin Circle",
  summary = "Spin three tops inside a ring of ten pins and knock down all you can. Five tries each.",
  rules = RULES, pins = PINS, ring_radius = RING_RADIUS, tops = TOPS, tries = TRIES,
})

-- Another game of tops inside a ring of pins (see `make`).
game.make = make

return game
