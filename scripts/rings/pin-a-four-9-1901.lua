-- Pin-a-Four 9 (1901), a Ringarang game on the Spider and Flies face: four pins in a line from
-- the spot before pocket 3 to the centre, felled farthest first for 20, 15, 10 and 5.
--
-- Catalogue id: pin-a-four-9-1901. A Pin-a-Four game (this pack's module `pinafour.lua`); this
-- file is also a module, for its simultaneous variant.

local pinafour = require("pinafour")

local RULES = [[
Played on the Spider and Flies face of the board. Four pins stand in a line from the numbered
spot in front of pocket 3 to the centre spot, evenly spaced. Two play singly, or four as two
sides of partners sitting opposite. A coin toss (drawn from the match seed) decides who starts;
turns go to the left.

A turn is all four metal rings, spun one after another from the numbered spot in front of pocket
1, in line with the pins. Each ring must fell the farthest pin still standing, leaving the
centre pin for last: the pin by the pocket scores 20, the next 15, the next 10 and the centre pin
5. A ring that fells pins out of that order scores nothing; every pin is set up again and you
finish your four rings. Each ring is picked up once it has come to rest, and a ring that goes
into a pocket gives 5 to the other side. If all four pins are down before your rings are used,
they are set up again for the rest. The first side to 200 points (or the agreed target) wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- The spinner stands on the spot across the board from the line of pins (before pocket 1, on
  the same diagonal), so the farthest pin is the one by pocket 3.
- One ring may fell several pins in order: if every pin it fells lies farther than every pin
  left standing, they all score.
- A pin felled by another pin, or knocked into a pocket or off the board, counts as felled.
- The total is checked after every ring; both sides past the target with equal totals play on.]]

local spec = {
  id = "pin-a-four-9-1901", book = "1901 book", name = "Pin-a-Four 9",
  summary = "Four pins in a line to the centre, felled farthest first: 20, 15, 10, 5.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
  target = 200,
  aim = "from the spot before pocket 1: the farthest pin standing first",
  -- The count, as data: every game made of this spec gets its own copy (`game.values`), and a
  -- house rule changes it (`values = { pins = { 25 } }`).
  values = {
    pins = { 20, 15, 10, 5 },   -- each pin felled in order, pin 1 (by pocket 3) to pin 4 (the centre)
    pocket = 5,                 -- a ring that goes into a pocket, to the other side
  },
}

function spec.pins()
  local spot = board.spots["spot-3"]
  local centre = board.spots.centre
  local pins = {}
  for k = 1, 4 do pins[k] = pinafour.between(spot, centre, (k - 1) / 3) end
  return pins
end

function spec.from() return pinafour.spot_region("spot-1") end

function spec.judge_pins(turn)
  if #turn.felled == 0 then return end
  -- In order: every pin felled is farther (a lower number) than every pin still standing.
  local in_order = true
  for _, felled in ipairs(turn.felled) do
    for _, standing in ipairs(turn.standing) do
      if felled > standing then in_order = false end
    end
  end
  if not in_order then
    turn.say("Pins went down out of order: nothing scores, and every pin is set up again.")
    turn.reset()
    return
  end
  local points = 0
  for _, number in ipairs(turn.felled) do points = points + turn.values.pins[number] end
  turn.score(points, "pins felled in order")
  turn.say(parlor.plural(#turn.felled, "pin") .. " down in order: " .. points .. ".")
end

return pinafour.make(spec)
