-- Three Rings, from the 100-games book: a green ring between two reds on a line; flick a red to
-- hit both of the others.
--
-- Catalogue id: three-rings. Two players.

local pool = require("pool")

local GREEN, LEFT_RED, RIGHT_RED = 1, 2, 3
local GAP = 0.10                         -- between the rings' centres along the line
local TARGET = 5

local RULES = [[
A green ring sits at the middle of your shooting line (the straight line between two pockets on
your side) with a red ring on each side of it, the three equally spaced, 10 cm apart. Flick the
red ring at the left end, as you sit, so that it hits both of the others: that scores 1.

Every shot is one try: the three rings are set out again on the next player's line, and the turn
passes. A coin toss (drawn from the match seed) decides who starts. The first to 5 points wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- The rings stand on the shooting line of the player whose turn it is, and he flicks the red at
  his left-hand end from where it stands.
- The flicked red must itself touch the green and the other red; a hit passed on by the green
  does not count.
- Players take turns, one shot each.]]

local game = pool.game({
  id = "three-rings", book = "100 games book", name = "Three Rings",
  summary = "Flick a red ring to hit both the green and the other red on the line: first to 5.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
  options = { { key = "target", label = "Play to (points)", default = TARGET } },
})

-- The worth of what scores, as data: the judge and its sentences read these, and a house rule
-- changes them with `values = { hit = 2 }`.
game.values = {
  hit = 1,   -- a flick whose red hits both the green and the other red
}
local values = game.values

-- The three rings on `seat`'s line: the green in the middle, the left-hand red (as the seat
-- sees it) and the right-hand one.
local function layout(seat)
  local line = pool.line_region(seat, 2)
  local middle = pool.line_middle(seat, 2)
  local ax, ay = line.b.x - line.a.x, line.b.y - line.a.y
  local length = math.sqrt(ax * ax + ay * ay)
  ax, ay = ax / length, ay / length
  -- Seat 1's line runs left to right as he sits; seat 2's the other way.
  local left = { x = middle.x - ax * GAP, y = middle.y - ay * GAP }
  local right = { x = middle.x + ax * GAP, y = middle.y + ay * GAP }
  return {
    { id = GREEN, kind = "ring", colour = "green", position = middle, status = "board" },
    { id = LEFT_RED, kind = "ring", colour = "red", position = left, status = "board" },
    { id = RIGHT_RED, kind = "ring", colour = "red", position = right, status = "board" },
  }
end

function game.setup(config)
  local first = parlor.draw(config.seed, 2)
  return pool.new_match(game.info.id, config, layout(first), { target = parlor.option(config, "target", TARGET) }, first)
end

function game.prompt(state)
  return pool.shoot(state, LEFT_RED, { type = "where_it_lies" }, ": flick the left-hand red to hit both the green and the other red.")
end

function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local seat, name = ruling.seat, ruling.name
  ruling.pass()
  local hit = {}
  for _, contact in ipairs(parlor.events(report, "contact")) do
    if contact.a == LEFT_RED then hit[contact.b] = true elseif contact.b == LEFT_RED then hit[contact.a] = true end
  end
  if hit[GREEN] and hit[RIGHT_RED] then
    ruling.score(seat, values.hit, "both hit")
    ruling.say(name .. "'s red hits both the green and the other red: " .. values.hit .. ".")
    if ruling.totals[seat] >= state.memo.target then
      ruling.win(seat, name .. " reaches " .. state.memo.target .. " and wins.")
      return ruling.finish()
    end
  else
    local what = hit[GREEN] and "only the green" or (hit[RIGHT_RED] and "only the other red" or "neither ring")
    ruling.say(name .. "'s red hits " .. what .. ": nothing.")
  end
  -- Every shot is a round: the three rings go on the other seat's line.
  ruling.end_round(nil, layout(3 - seat))
  return ruling.finish()
end

return game
