-- Ring Pegs, from the 100-games book: a ring over each of the eight pegs, and a white shooter sent
-- from the base line between the pegged rings, through the circle and out the far side.
--
-- Catalogue id: ring-pegs. Two players; five shots each a round, three rounds.

local field = require("field")        -- the crokinole field, shared in this pack

local RINGS = 8                          -- green rings 1-8, one over each peg
local SHOOTER = 9
local SHOTS = 5                          -- shots a player takes in a round
local ROUNDS = 3

local RULES = [[
A green ring is put over each of the eight pegs. Two play, with one white shooting ring between
them; a coin toss (drawn from the match seed) decides who starts. The shooter is placed just
outside the large outer circle, midway between the two pockets of your own side (the base
line), and shot to pass between the pegged rings, across the pegged circle and out beyond it on
the far side. A shot that does so scores one point. Each player takes five shots in a row; then
the other player takes five, and that is a round. After three rounds the higher score wins, and
level scores are a draw.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- The shooting point: on the line from the centre to the middle of your side, with the shooter's
  centre 5 mm outside the outer circle (a shooter placed wholly outside it would hang over the
  ditch). Seat 1 shoots from the bottom, seat 2 from the top.
- A shot passes through when the shooter touches no ring and no peg, and comes to rest on the
  field beyond the pegged circle (not touching it) on the far side of the centre from where it
  was shot. A shooter that goes into the ditch, into the hole or off the board, or stops short
  of the far side, scores nothing.
- Any ring knocked off its peg goes straight back on it after the shot.]]

local game = field.game({
  id = "ring-pegs", book = "100 games book", name = "Ring Pegs",
  summary = "Shoot between the pegged rings, through the circle and out the far side: a point a pass, five shots a round, three rounds.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
})

-- The count, as data a house rule changes (`values = { pass = 2 }`).
game.values = {
  pass = 1,      -- each shot that passes cleanly through the pegged rings and out the far side
}
local values = game.values

local function layout()
  local pieces = {}
  for post = 1, RINGS do
    local centre = parlor.post(post).centre
    pieces[post] = { id = post, kind = "ring", colour = "green", position = { x = centre.x, y = centre.y }, status = "board" }
  end
  pieces[#pieces + 1] = { id = SHOOTER, kind = "shooter", colour = "white", position = { x = 0, y = 0 }, status = "hand" }
  return pieces
end

-- Which way `seat` shoots: up the board (+1) from the bottom, or down it (-1) from the top.
local function up(seat) return (seat == 1) and 1 or -1 end

function game.setup(config)
  local first = parlor.draw(config.seed, 2)
  return field.match("ring-pegs", config, nil, layout(), first, { shot = 1, opener = first })
end

function game.prompt(state)
  local seat = state.turn
  local y = -up(seat) * (field.circle("outer") + 0.005)
  return {
    seat = seat,
    kind = { type = "shoot", piece = SHOOTER,
             from = { type = "segment", a = { x = -0.001, y = y }, b = { x = 0.001, y = y }, tolerance = 0 } },
    message = state.seats[seat].name .. ", shot " .. state.memo.shot .. " of " .. SHOTS .. ": between the pegged rings, through the circle and out the far side.",
  }
end

-- Whether the shot passed through: it touched no ring and no peg and rests beyond the pegged
-- circle on the far side.
local function passed_through(state, report, seat)
  for _, event in ipairs(report.events or {}) do
    if (event.type == "contact" and (event.a == SHOOTER or event.b == SHOOTER))
      or (event.type == "post" and event.piece == SHOOTER) then
      return false
    end
  end
  local rest = parlor.rest(report, SHOOTER)
  if not rest or parlor.piece(state, SHOOTER).status ~= "board" then return false end
  local reach = parlor.distance(rest.position, { x = 0, y = 0 }) - board.pieces.shooter.radius
  return reach > field.circle("inner") + board.line_width / 2 and rest.position.y * up(seat) > 0
end

function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local seat, memo = ruling.seat, ruling.memo
  if passed_through(state, report, seat) then
    ruling.score(seat, values.pass, "through the pegs")
    ruling.say(ruling.name .. " passes through the pegged rings: " .. values.pass .. ".")
  else
    ruling.say(ruling.name .. " did not pass cleanly through.")
  end
  for _, event in ipairs(parlor.events(report, "unposted")) do
    ruling.post(event.piece, event.post)
    ruling.say("The ring knocked off peg " .. event.post .. " goes back on it.")
  end
  ruling.set(SHOOTER, "hand")
  if memo.shot < SHOTS then
    memo.shot = memo.shot + 1
    return ruling.finish()
  end
  memo.shot = 1
  if seat == memo.opener then
    ruling.pass()
    return ruling.finish()
  end
  -- Both have shot: the round is over.
  ruling.end_round()
  if state.round >= ROUNDS then
    ruling.end_on_totals("Three rounds")
  else
    ruling.end_round(memo.opener, layout())
    ruling.say("Round " .. (state.round + 1) .. ": " .. state.seats[memo.opener].name .. " shoots first.")
  end
  return ruling.finish()
end

return game
