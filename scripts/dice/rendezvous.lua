-- Rendezvous, on the crokinole side: the starting line is a clock face; each player walks his
-- ring clockwise round it by the dice, read as minutes, and tries to land on his opponent.
--
-- Catalogue id: rendezvous. Two players; the pair of dice is thrown by the host (roll prompts).

local dice = require("dice")     -- what this pack's games share

local RING = { 1, 2 }          -- the players' rings: green for seat 1, red for seat 2
local MARK = { 3, 4 }          -- white rings marking each player's rendezvous point
local COLOURS = { "green", "red" }
local CLOCK = 0.24618          -- the outer circle (the starting line) is the clock face
local MARK_RADIUS = 0.212      -- the white markers sit just inside it, by their hour

local RULES = [[
Two players. The outer circle (the starting line) is the face of a clock with twelve hour spots,
12 o'clock at the far side from the first seat. Each player puts his ring on an hour spot of his
choice: that is his rendezvous point, marked for the rest of the match by a white ring just
inside the circle.

Then the players take turns to throw the pair of dice. The total is read as minutes and rounded
to the nearest five minutes, and the thrower moves his ring clockwise by that many minutes: a 2
rounds to 0 (the ring stays), 3 to 7 round to 5 (one hour spot), 8 to 12 round to 10 (two hour
spots). The first player whose ring lands exactly on the spot where his opponent's ring stands
wins. Passing over it does not count.

Parlor's decisions where the book is unclear:
- A coin toss (drawn from the match seed) picks the first player. He chooses his spot first
  (by its hour, 1 to 12),
  then the other player chooses his (any hour but the one taken), and the first player throws
  first.
- Rings keep moving from wherever they stand; a ring that comes round past 12 goes on to 1.
- The two white rings of the book mark the players' rendezvous points (their starting spots);
  they take no part in the play.
]]

local game = dice.game({
  id = "rendezvous", book = "100 games book", name = "Rendezvous",
  board = "crokinole",
  summary = "Walk your ring round the clock by the dice, in five-minute steps; land on your opponent to win.",
  rules = RULES,
})

local function hour_point(hour, radius)
  local angle = math.pi / 2 - hour * math.pi / 6
  return { x = radius * math.cos(angle), y = radius * math.sin(angle) }
end

local function hour_name(hour) return hour .. " o'clock" end

-- The dice total read as minutes, rounded to the nearest five, in hour spots (0, 1 or 2).
local function hours_for(total)
  local minutes = ((total + 2) // 5) * 5
  return minutes // 5, minutes
end

function game.setup(config)
  local first = parlor.draw(config.seed, 2)
  local pieces = {}
  for seat = 1, 2 do
    pieces[#pieces + 1] = { id = RING[seat], kind = "ring", colour = COLOURS[seat], owner = seat,
                            position = { x = 0, y = 0 }, status = "hand" }
  end
  for seat = 1, 2 do
    pieces[#pieces + 1] = { id = MARK[seat], kind = "ring", colour = "white", owner = seat,
                            position = { x = 0, y = 0 }, status = "hand" }
  end
  return dice.match(game.info, config, COLOURS, pieces, first, { first = first, hours = { 0, 0 }, phase = "place" })
end

function game.prompt(state)
  local seat = state.turn
  local memo = state.memo
  local name = state.seats[seat].name
  if memo.phase == "place" then
    local moves = {}
    for hour = 1, 12 do
      if memo.hours[3 - seat] ~= hour then
        -- Bare numbers: twelve "N o'clock" buttons are too wide for the window's button row.
        moves[#moves + 1] = { notation = tostring(hour) }
      end
    end
    return {
      seat = seat,
      kind = { type = "move", moves = moves },
      message = name .. " (" .. COLOURS[seat] .. "): choose the hour (o'clock) of your rendezvous point on the outer circle.",
    }
  end
  return {
    seat = seat,
    kind = { type = "roll", dice = 2 },
    message = name .. " (" .. COLOURS[seat] .. ", at " .. hour_name(memo.hours[seat]) .. "): throw the dice to move clockwise.",
  }
end

-- Choosing the rendezvous point: the ring and its white mark go to the hour chosen.
local function rule_place(ruling, action)
  local state, memo, seat, other = ruling.state, ruling.memo, ruling.seat, 3 - ruling.seat
  local hour = math.tointeger(tonumber(action.notation))
  memo.hours[seat] = hour
  ruling.edit({ op = "place", piece = RING[seat], at = hour_point(hour, CLOCK) })
  ruling.edit({ op = "place", piece = MARK[seat], at = hour_point(hour, MARK_RADIUS) })
  ruling.say(ruling.name .. " chooses " .. hour_name(hour) .. " as his rendezvous point.")
  if memo.hours[other] == 0 then
    ruling.say(state.seats[other].name .. " now chooses his spot.")
  else
    memo.phase = "roll"
    ruling.pass(memo.first)
    ruling.say("Both rings are set: " .. state.seats[memo.first].name .. ", who chose first, throws first.")
  end
end

-- A throw: the ring walks clockwise the hours the minutes round to; landing on the other
-- player's ring wins.
local function rule_walk(ruling, report)
  local state, memo, seat, name, other = ruling.state, ruling.memo, ruling.seat, ruling.name, 3 - ruling.seat
  local values = dice.thrown(report)
  local total = values[1] + values[2]
  local steps, minutes = hours_for(total)
  local from = memo.hours[seat]
  local to = (from + steps - 1) % 12 + 1
  local thrown = name .. " throws " .. values[1] .. " and " .. values[2] .. ": " .. total .. " minutes, "
  if steps == 0 then
    ruling.say(thrown .. "which rounds to 0: the ring stays at " .. hour_name(from) .. ".")
    return
  end
  memo.hours[seat] = to
  ruling.edit({ op = "place", piece = RING[seat], at = hour_point(to, CLOCK) })
  ruling.say(thrown .. "rounded to " .. minutes .. ": " .. parlor.plural(steps, "hour spot")
    .. " clockwise, from " .. hour_name(from) .. " to " .. hour_name(to) .. ".")
  if to == memo.hours[other] then
    ruling.score(seat, 1, "rendezvous")
    ruling.win(seat, "Rendezvous! " .. name .. " lands exactly on " .. state.seats[other].name .. "'s ring and wins.")
  end
end

function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  ruling.pass()
  if action.type == "move" then rule_place(ruling, action) else rule_walk(ruling, report) end
  return ruling.finish()
end

return game
