-- Between the Rings, from the 100-games book: twelve spot rings stand where the four lines cross
-- the three circles, making four gates in each of two lanes. Each player takes his shooter
-- clockwise through the four gates of the outer lane (1 a gate), then the four of the inner
-- lane (2 a gate), then into the centre hole (3, 2 or 1 by the attempt). Touching a spot ring
-- costs a point and the turn.
--
-- Catalogue id: between-the-rings. Two players, white shooter and black. The field is played
-- flat out to the rim (`flat_field`).

local field = require("field")

local SPOTS = 12                        -- spot rings 1-12
local SHOOTERS = { 13, 14 }             -- seat 1's white shooter, seat 2's black
local LANES = { "outer", "inner" }
-- The lines' angles in the clockwise order of the gates, starting after each seat's own side
-- (seat 1 at the bottom, seat 2 at the top), and what seat 1 calls them.
local ORDER = {
  { -3 * math.pi / 4, 3 * math.pi / 4, math.pi / 4, -math.pi / 4 },
  { math.pi / 4, -math.pi / 4, -3 * math.pi / 4, 3 * math.pi / 4 },
}
local CORNER = { [-3] = "lower left", [3] = "upper left", [1] = "upper right", [-1] = "lower right" }

local RULES = [[
Twelve spot rings stand on the board, one on each point where the four short lines cross the
three circles. Between the ring on the largest circle and the ring on the middle circle of a
line is a gate of the outer lane; between the rings on the middle and smallest circles, a gate
of the inner lane. Each player has a shooter, white or black.

Starting from outside the largest circle in the middle of your own side, shoot your shooter
through the gates of the outer lane one after another, clockwise, all the way round; then
through the four gates of the inner lane, clockwise; then into the centre hole. Every shot
starts where your shooter lies. Your turn goes on while you get through the next gate without
touching a spot ring. You may knock your opponent's shooter out of your way as often as you
need to.

Each gate passed in the outer lane scores 1, in the inner lane 2. The centre hole scores 3 on
your first attempt, 2 on the second, 1 on the third. Touching a spot ring costs 1 point and the
turn, and the ring goes back on its spot. The highest total when the course is completed wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- A pass through a gate is seen from where the shooter starts and stops: the straight line from
  where it was placed to where it comes to rest must cross the gap between the gate's two rings,
  going clockwise. One shot may pass more than one gate, in order.
- A shooter that strikes a post or the rim on the way has not run straight, so it passes no gate
  on that shot, and the turn ends (no penalty).
- A shot that touches the opponent's shooter (and no spot ring) is a clearing shot: it passes no
  gate but keeps the turn.
- Touching a spot ring is judged for anything your shot sets moving: your shooter, or the
  opponent's shooter you knocked into it. The gates passed on that shot do not count, 1 point is
  taken off, the turn ends, and every spot ring moved goes back on its spot.
- Once both lanes are done, every shot is an attempt at the hole; a miss ends the turn. A fourth
  attempt or later scores nothing.
- The match ends as soon as a player completes the course (his shooter drops into the hole);
  the higher total then wins, and level totals are a draw.
- A shooter knocked into a corner pocket, off the board or into the hole by the other player
  starts again from the middle of its own side, keeping the gates it has passed.
- A coin toss (drawn from the match seed) picks who shoots first.
- "The middle of your own side" is a strip outside the largest circle, from 6 cm left of the
  middle to 6 cm right of it: the middle alone has room for one shooter, and the other one may
  lie there.]]

-- The scores, as data a house rule changes (`values = { inner = 3 }`).
local values = {
  outer = 1, inner = 2,        -- a gate passed, by lane
  hole = { 3, 2, 1 },          -- the hole, by attempt
  touch = -1,                  -- touching a spot ring
}

local game = field.game({
  id = "between-the-rings", book = "100 games book", name = "Between the Rings",
  flat_field = true,
  summary = "Steer your shooter clockwise through the gaps between twelve spot rings, lane by lane, then into the hole.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
})

-- The spot of spot ring `id`: rings 1-4 on the largest circle, 5-8 on the middle, 9-12 on the
-- smallest, each four at the lines' angles (45° first, counter-clockwise).
local function spot(id)
  local circle = ({ "outer", "middle", "inner" })[(id - 1) // 4 + 1]
  local angle = math.pi / 4 + ((id - 1) % 4) * math.pi / 2
  local radius = field.circle(circle)
  return { x = radius * math.cos(angle), y = radius * math.sin(angle) }
end

-- Where each seat's shooter starts: outside the largest circle in the middle of its side, a
-- strip two shooters wide either way of the middle. (Found by the soak, issue 19: the middle
-- line alone has room for one shooter, and the other shooter lying on it left none.)
local START_HALF_WIDTH = 0.06

local function start(seat)
  local side = (seat == 1) and -1 or 1
  local radius = board.pieces.ring.radius
  local near, far = field.circle("outer") + radius, board.shape.half_width - 2 * radius
  -- A straight strip: every point of its near edge is at least `near` from the centre.
  local depth = (far - near) / 2
  local middle = side * (near + depth)
  return { type = "segment", a = { x = -START_HALF_WIDTH, y = middle }, b = { x = START_HALF_WIDTH, y = middle },
           tolerance = depth }
end

-- Gate `gate` (1-8) of `seat`'s course: its lane, its line's angle, and the radii of its rings.
local function gate_of(seat, gate)
  local lane = LANES[(gate - 1) // 4 + 1]
  local angle = ORDER[seat][(gate - 1) % 4 + 1]
  if lane == "outer" then return lane, angle, field.circle("middle"), field.circle("outer") end
  return lane, angle, field.circle("inner"), field.circle("middle")
end

-- Words for gate `gate` of `seat`'s course.
local function gate_words(seat, gate)
  local lane, angle = gate_of(seat, gate)
  return "the " .. lane .. " lane's gate on the " .. CORNER[math.floor(angle / (math.pi / 4) + 0.5)] .. " line"
end

-- Whether the straight run from `from` to `to` crosses gate `gate` of `seat` clockwise, between
-- its two rings.
local function crosses(seat, gate, from, to)
  local _, angle, inner, outer = gate_of(seat, gate)
  local ux, uy = math.cos(angle), math.sin(angle)
  local before = ux * from.y - uy * from.x     -- above 0: counter-clockwise of the line
  local after = ux * to.y - uy * to.x
  if not (before > 0 and after < 0) then return false end
  local t = before / (before - after)
  local x, y = from.x + t * (to.x - from.x), from.y + t * (to.y - from.y)
  local along = x * ux + y * uy
  return along > inner and along < outer
end

local function pieces()
  local laid = {}
  for id = 1, SPOTS do
    laid[id] = { id = id, kind = "ring", colour = "green", position = spot(id), status = "board" }
  end
  laid[#laid + 1] = { id = SHOOTERS[1], kind = "ring", colour = "white", owner = 1, position = { x = 0, y = 0 }, status = "hand" }
  laid[#laid + 1] = { id = SHOOTERS[2], kind = "ring", colour = "black", owner = 2, position = { x = 0, y = 0 }, status = "hand" }
  return laid
end

function game.setup(config)
  local first = parlor.draw(config.seed, 2)
  -- No colours (`nil`): the seats have none here.
  return field.match(game.info.id, config, nil, pieces(), first, { gates = { 0, 0 }, attempts = { 0, 0 } })
end

function game.prompt(state)
  local seat = state.turn
  local shooter = parlor.piece(state, SHOOTERS[seat])
  local passed = state.memo.gates[seat]
  local aim = passed < 8 and ("through " .. gate_words(seat, passed + 1)) or "into the centre hole"
  local from = shooter.status == "hand" and start(seat) or { type = "where_it_lies" }
  return {
    seat = seat,
    kind = { type = "shoot", piece = shooter.id, from = from },
    message = state.seats[seat].name .. " (" .. shooter.colour .. "): shoot " .. aim .. ".",
  }
end

-- The spot rings this shot touched, as a list of ids.
local function spots_touched(report)
  local touched, seen = {}, {}
  for _, contact in ipairs(parlor.events(report, "contact")) do
    for _, id in ipairs({ contact.a, contact.b }) do
      if id <= SPOTS and not seen[id] then
        seen[id] = true
        touched[#touched + 1] = id
      end
    end
  end
  return touched
end

-- Whether the shooter `shooter` touched `other`, struck a post or the rim.
local function touched_piece(report, shooter, other)
  for _, contact in ipairs(parlor.events(report, "contact")) do
    if (contact.a == shooter and contact.b == other) or (contact.a == other and contact.b == shooter) then return true end
  end
  return false
end

local function bent(report, shooter)
  for _, event in ipairs(report.events or {}) do
    if (event.type == "post" or event.type == "rail") and event.piece == shooter then return true end
  end
  return false
end

-- Shooters that left the surface (a pocket, off the board, or the hole when it is not the
-- shooter's own finish) go back to hand, to start again from their own side.
local function shooters_back(ruling, finished)
  for seat, id in ipairs(SHOOTERS) do
    local status = ruling.status[id]
    if status ~= "board" and status ~= "hand" and id ~= finished then
      ruling.set(id, "hand")
      ruling.say("The " .. parlor.piece(ruling.state, id).colour .. " shooter left the field: it starts again from the middle of " .. ruling.state.seats[seat].name .. "'s side.")
    end
  end
end

-- Every spot ring moved goes back on its spot.
local function spots_back(ruling, report)
  for _, id in ipairs(report.moved or {}) do
    if id <= SPOTS then ruling.respot(id, spot(id)) end
  end
  for id = 1, SPOTS do
    if ruling.status[id] ~= "board" then ruling.respot(id, spot(id)) end
  end
end

-- The match ends: the higher total wins.
local function finish_course(ruling)
  local totals, state = ruling.totals, ruling.state
  if totals[1] == totals[2] then
    ruling.win(nil, "The course is complete: level at " .. totals[1] .. ", a draw.")
  else
    local winner = totals[1] > totals[2] and 1 or 2
    ruling.win(winner, "The course is complete: " .. state.seats[winner].name .. " wins, " .. totals[winner] .. " to " .. totals[3 - winner] .. ".")
  end
end

function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local seat, name, say, memo = ruling.seat, ruling.name, ruling.say, ruling.memo
  local shooter, other = SHOOTERS[seat], SHOOTERS[3 - seat]
  local touched = spots_touched(report)
  local keep = false
  if #touched > 0 then
    ruling.score(seat, values.touch, "spot ring touched")
    say(name .. "'s shot touched " .. parlor.plural(#touched, "spot ring") .. ": " .. values.touch .. ", and the turn is over.")
  elseif memo.gates[seat] >= 8 then
    memo.attempts[seat] = memo.attempts[seat] + 1
    local attempt = memo.attempts[seat]
    if ruling.status[shooter] == "holed" then
      local points = values.hole[attempt] or 0
      ruling.score(seat, points, "centre hole")
      say(name .. "'s shooter drops into the hole on attempt " .. attempt .. ": " .. points .. ".")
      spots_back(ruling, report)
      finish_course(ruling)
      return ruling.finish()
    end
    say(name .. " misses the hole (attempt " .. attempt .. ").")
  elseif touched_piece(report, shooter, other) then
    keep = true
    say(name .. " clears the other shooter out of the way and shoots again.")
  elseif bent(report, shooter) then
    say(name .. "'s shooter struck a post or the rim, so it passed no gate: the turn is over.")
  else
    local from = action.placement
    local rested = ruling.status[shooter] == "board" and parlor.piece(state, shooter).position
    local passed = 0
    while rested and memo.gates[seat] < 8 and crosses(seat, memo.gates[seat] + 1, from, rested) do
      local gate = memo.gates[seat] + 1
      local lane = gate_of(seat, gate)
      memo.gates[seat] = gate
      passed = passed + 1
      ruling.score(seat, values[lane], lane .. " gate")
      say(name .. " passes " .. gate_words(seat, gate) .. ": " .. values[lane] .. ".")
    end
    keep = passed > 0
    if passed == 0 then say(name .. " did not get through " .. gate_words(seat, memo.gates[seat] + 1) .. ": the turn is over.") end
    if memo.gates[seat] == 8 and passed > 0 then say(name .. " has run both lanes: now for the centre hole.") end
  end
  spots_back(ruling, report)
  shooters_back(ruling, nil)
  if not keep then ruling.pass() end
  return ruling.finish()
end

game.values = values

return game
