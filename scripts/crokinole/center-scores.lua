-- Center Scores, from the 100-games book, on the crokinole side: a ten pin stands on the hole,
-- four rings on the outer circle before the pockets; from before each pocket in turn, knock that
-- ring into the pegged circle without felling the pin. Three turns each.
--
-- Catalogue id: center-scores. Two players. This file is also a module: Double Center Scores
-- (`double-center-scores.lua`) is this game with a second ring on each line (`game.make`). The
-- field is played flat out to the rim (`flat_field`): the shooter stands beyond the circles.

local field = require("field")

local PIN = 30
local SHOOTER = 31
local TURNS = 3
local DIAGONALS = { -3 * math.pi / 4, -math.pi / 4, math.pi / 4, 3 * math.pi / 4 }   -- pockets 1 to 4

local INTRO = [[
A ten pin stands on the centre hole, and %s one white shooter serves both players. A coin toss
(drawn from the match seed) decides who starts.

A turn is %s: stand the shooter on the line from the pocket to its ring, between the rim and
the outer circle, and knock that ring into the pegged circle (the circle the eight posts stand
on) without knocking the pin down. You begin before pocket 1 and go round the pockets in order,
one ring a pocket. If the pin goes down it is stood up again, and the ring you shot at is taken
out of play for the rest of the turn.

When your shots are done, %s The rings are set out again for every turn. After three turns
each, the higher total wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- The rings are counted at the end of the turn, where they lie: a ring knocked out of the circle
  by a later shot no longer counts, and one knocked in does.
- Inside the pegged circle means wholly inside it: a ring touching the line is outside.
- "The border line in front of the pocket" is read as the diagonal from the pocket to its ring:
  the shooter stands on it anywhere from just outside the outer circle to near the pocket.
- The pin felled by anything, on any shot, spoils that shot: its ring is taken out of play.
- Equal totals after the last turn are a draw.%s]]

-- A game of this kind from `spec`: id, name, summary; `circles` (the names of the circles the
-- rings stand on, outer first: one ring a line on each); `shots_each` (shots before each
-- pocket); `ring` (a ring in the circle) and `all_in` (every ring in), the defaults of its
-- values; the rules' `layout`, `turn`, `count` and `decisions` sentences.
local function make(spec)
  local game = {}
  local shots = 4 * spec.shots_each
  -- The count, as data a house rule changes (`values = { all_in = 8 }`). Each game made here
  -- has its own.
  local values = {
    ring = spec.ring,       -- each ring lying inside the pegged circle when the turn is over
    all_in = spec.all_in,   -- instead, for every ring inside it
  }
  game.values = values
  -- Every game of this kind can make another (see `make`).
  game.make = make

  game.info = field.info({
    id = spec.id, book = spec.book, name = spec.name,
    flat_field = true,
    summary = spec.summary,
    rules = INTRO:format(spec.layout, spec.turn, spec.count) .. "\n\n" .. DECISIONS:format(spec.decisions or "") .. "\n",
  })

  -- Ring `k` of line `line` (pocket 1 to 4), outer first.
  local function ring_id(line, k) return (k - 1) * 4 + line end

  local function layout()
    local pieces = {}
    for k, circle in ipairs(spec.circles) do
      local radius = field.circle(circle)
      for line, angle in ipairs(DIAGONALS) do
        pieces[#pieces + 1] = { id = ring_id(line, k), kind = "ring", colour = k == 1 and "green" or "red", number = line,
                                position = { x = radius * math.cos(angle), y = radius * math.sin(angle) }, status = "board" }
      end
    end
    pieces[#pieces + 1] = { id = PIN, kind = "pin", colour = "white", position = { x = 0, y = 0 }, status = "board" }
    pieces[#pieces + 1] = { id = SHOOTER, kind = "shooter", colour = "white", position = { x = 0, y = 0 }, status = "hand" }
    return pieces
  end

  function game.setup(config)
    return field.match(spec.id, config, nil, layout(), parlor.draw(config.seed, 2), { shot = 1, turns = { 0, 0 } })
  end

  -- The pocket line of shot `shot` (1-based), and the ring aimed at on it.
  local function aim_of(shot)
    local line = (shot - 1) // spec.shots_each + 1
    local k = (shot - 1) % spec.shots_each + 1
    return line, ring_id(line, k)
  end

  function game.prompt(state)
    local seat = state.turn
    local line, ring = aim_of(state.memo.shot)
    local angle = DIAGONALS[line]
    local near = field.circle("outer") + 2 * board.pieces.ring.radius + 0.005
    local far = 0.34
    local from = { type = "segment", a = { x = near * math.cos(angle), y = near * math.sin(angle) },
                   b = { x = far * math.cos(angle), y = far * math.sin(angle) }, tolerance = 0 }
    local target = parlor.piece(state, ring)
    local aim = target.status == "board" and "knock its ring into the pegged circle" or "its ring is out of play; shoot all the same"
    return {
      seat = seat,
      kind = { type = "shoot", piece = SHOOTER, from = from },
      message = state.seats[seat].name .. ", shot " .. state.memo.shot .. " of " .. shots .. ", before pocket " .. line .. ": " .. aim .. ", and leave the pin standing.",
    }
  end

  function game.judge(state, action, report)
    local ruling = parlor.ruling(state)
    local seat, say, memo, status = ruling.seat, ruling.say, ruling.memo, ruling.status
    local _, ring = aim_of(memo.shot)

    ruling.set(SHOOTER, "hand")
    local pin = parlor.piece(state, PIN)
    if pin.kind ~= "pin" or pin.status ~= "board" then
      say("The pin went down: it is stood up again, and ring " .. parlor.piece(state, ring).number .. " is out of play this turn.")
      ruling.edit({ op = "kind", piece = PIN, kind = "pin" })
      ruling.edit({ op = "place", piece = PIN, at = { x = 0, y = 0 } })
      if status[ring] ~= "aside" then ruling.set(ring, "aside") end
    end

    if memo.shot < shots then
      memo.shot = memo.shot + 1
      return ruling.finish()
    end

    -- The turn is over: count the rings in the circle.
    local inside, total = 0, 0
    for _, piece in ipairs(state.pieces) do
      if piece.kind == "ring" then
        total = total + 1
        if status[piece.id] == "board" and field.in_pegged_circle(piece) then inside = inside + 1 end
      end
    end
    local points = (inside == total) and values.all_in or inside * values.ring
    ruling.score(seat, points, inside == total and "every ring in" or "rings in the circle")
    say(ruling.name .. "'s turn is over: " .. inside .. " of " .. total .. " rings in the pegged circle, " .. points .. ".")
    memo.turns[seat] = memo.turns[seat] + 1
    memo.shot = 1
    local other = 3 - seat
    if memo.turns[seat] >= TURNS and memo.turns[other] >= TURNS then
      ruling.end_on_totals("Three turns each")
    else
      ruling.pass(other)
      ruling.reset(layout())
    end
    return ruling.finish()
  end

  return game
end

return make({
  id = "center-scores", book = "100 games book", name = "Center Scores",
  summary = "From before each pocket, knock its ring into the pegged circle past the pin: 1 a ring, 5 for all four.",
  circles = { "outer" }, shots_each = 1, ring = 1, all_in = 5,
  layout = "four rings stand on the outer circle, one on the line to each pocket;",
  turn = "four shots, one from before each pocket",
  count = "each ring lying inside the pegged circle scores 1, or 5 if all four are in.",
})
