-- Center Out, from the 100-games book: a green ring sits in the centre hole; each player in
-- turn banks his white shooter off the rim into it to knock it out, and scores by where it
-- stops: 2 in the smallest circle, 3 in the next, 5 in the largest, 10 beyond them all.
-- First to 50.
--
-- Catalogue id: center-out. Two players. The field is played flat out to the rim
-- (`flat_field`): a shot must come off the rim before it reaches the green.

local field = require("field")

local GREEN = 1
local SHOOTERS = { 2, 3 }              -- seat 1's white shooter, seat 2's

local RULES = [[
One green ring sits in the centre hole, and each player has a white shooting ring. Players
take turns, one shot each. From anywhere in your own quarter of the board outside the largest
circle, shoot your ring so that it comes off the rim and knocks the green out of the hole:
every shot must be a bank shot. Where the green comes to rest scores: 2 inside the smallest
circle (the circle of pegs), 3 inside the next, 5 inside the largest, 10 beyond all the circles.
After each shot the shooter is picked up and the green is put back in the hole. The first
player to 50 points wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- You shoot from your own quarter of the board, anywhere outside the largest circle (the book
  does not say where from).
- A bank shot is one whose shooter strikes the rim (the frame round the board) before it first
  touches the green; striking a post on the way neither makes nor spoils it. A shooter that
  reaches the green without coming off the rim first knocks it out for nothing.
- The green is out of the hole when it comes to rest with its centre clear of the hole's
  opening; one that stays over the hole, or drops back into it, scores nothing.
- A green on a line counts in the zone outside the line, as on the crokinole board; one beyond
  the largest circle anywhere on the board counts 10. A green that drops into a corner pocket
  or leaves the board scores nothing.
- The first player is chosen by a coin toss (drawn from the match seed); points come only
  from the green, so the first to reach 50 wins at once.]]

-- Points by where the green rests, as data a house rule changes (`values = { beyond = 15 }`).
local values = {
  zones = { ["15"] = 2, ["10"] = 3, ["5"] = 5 },   -- inside the smallest, next, largest circle
  beyond = 10,                                      -- beyond all the circles, on the board
}
local WHERE = { ["15"] = "inside the smallest circle", ["10"] = "inside the next circle",
                ["5"] = "inside the largest circle" }

local game = field.game({
  id = "center-out", book = "100 games book", name = "Center Out",
  flat_field = true,
  target = 50,
  summary = "Bank your shooter off the rim to knock the green out of the hole: 2, 3, 5 or 10 by where it stops. First to 50.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
})

-- The green in the hole and both shooters in hand.
local function pieces()
  local centre = board.hole.centre
  local laid = { { id = GREEN, kind = "ring", colour = "green", position = { x = centre.x, y = centre.y }, status = "board" } }
  for seat, id in ipairs(SHOOTERS) do
    laid[#laid + 1] = { id = id, kind = "ring", colour = "white", owner = seat, position = { x = 0, y = 0 }, status = "hand" }
  end
  return laid
end

function game.setup(config)
  local first = parlor.draw(config.seed, 2)
  -- No colours (`nil`): the seats have none here.
  return field.match(game.info.id, config, nil, pieces(), first, { target = parlor.option(config, "target", 50) })
end

function game.prompt(state)
  return field.quarter_prompt(state, "bank your shooter off the rim to knock the green out of the hole.")
end

-- The moment the shooter first struck the rim, and first touched the green (nil: never).
local function first_rim_and_green(report, shooter)
  local rim, green
  for _, event in ipairs(report.events or {}) do
    if event.type == "rail" and event.piece == shooter then
      rim = math.min(rim or event.time, event.time)
    elseif event.type == "contact" and ((event.a == shooter and event.b == GREEN) or (event.a == GREEN and event.b == shooter)) then
      green = math.min(green or event.time, event.time)
    end
  end
  return rim, green
end

-- What the green's resting place is worth, and the words for it; nil when it did not come out.
local function green_out(ruling, report)
  local green = parlor.piece(ruling.state, GREEN)
  if green.status ~= "board" then return nil end
  local centre = board.hole.centre
  if parlor.distance(green.position, centre) <= board.hole.radius then return nil end
  local rest = parlor.rest(report, GREEN)
  local zone = rest and rest.zone
  if zone and values.zones[zone] then return values.zones[zone], WHERE[zone] end
  return values.beyond, "beyond all the circles"
end

function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local seat, name, say = ruling.seat, ruling.name, ruling.say
  local rim, green = first_rim_and_green(report, report.shot)
  local points, where = green_out(ruling, report)
  local status = parlor.piece(state, GREEN).status
  if green == nil then
    say(name .. "'s shooter did not touch the green: nothing.")
  elseif rim == nil or rim > green then
    say(name .. "'s shooter reached the green without coming off the rim first: not a bank shot, nothing.")
  elseif status == "holed" or (status == "board" and not points) then
    say(name .. " banked into the green, but it stayed in the hole: nothing.")
  elseif not points then
    say(name .. " banked the green into a pocket or off the board: nothing.")
  else
    ruling.score(seat, points, "green knocked out")
    say(name .. " banked the green out of the hole; it rests " .. where .. ": " .. points .. ".")
  end
  -- The shooter is picked up and the green goes back in the hole.
  ruling.set(report.shot, "hand")
  -- Placed exactly: a respot keeps clear of the hole, and the green belongs in it.
  ruling.edit({ op = "place", piece = GREEN, at = board.hole.centre })
  if not ruling.reached(ruling.memo.target, seat) then ruling.pass() end
  return ruling.finish()
end

game.values = values

return game
