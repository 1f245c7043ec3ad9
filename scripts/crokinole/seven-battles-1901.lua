-- Seven Battles, from the 1901 book: Crokinole (1901) as a war of seven one-minute battles of
-- free fire, each counted as in Crokinole (1901); the side that wins four battles wins the war.
--
-- Catalogue id: seven-battles-1901. Two players with 12 rings each, or four in two teams of
-- partners with 6 each, as in Crokinole (1901); the clock and the free fire are this pack's
-- module `timed.lua`.

local field = require("field")
local timed = require("timed")


local RULES = [[
Crokinole (1901) fought as a war of battles against the clock. Two players with 12 rings each,
red and green, or four players in two teams of partners sitting opposite with 6 rings each. A
coin toss (drawn from the match seed) picks who opens the first battle.

A battle lasts one minute. When it is called, the opener shoots one ring for the centre. Then
all the players open fire regardless of order, each from the starting line in his own section,
using his rings to best advantage during the minute; a player who has shot all his rings must
stop. When the minute is up the clock calls time and no more shots can be fired in that battle.

The battle is counted as in Crokinole (1901): 20 for a ring in the centre hole, 10 for a ring
wholly inside the inner circle, 5 wholly inside the next circle, and the side with more rings
on the field adds 5 for each ring it has more. The side with the higher count wins the battle.
The war goes on until one side has won four of the seven battles: that side is victorious.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- Crokinole (1901)'s rule that every shot must be an attempt to hit an opposing ring is not
  used: under free fire there are no turns for it to bind, and nobody could wait for a target.
- The opener shoots one ring alone; the free fire starts after it, the opener in it too.
- A battle ends early when every ring has been shot before time is called.
- A ring in the hole counts 20 at the count only: battles, not points, decide, so the book's
  immediate 20 makes no difference. It counts toward the rings on the field.
- A ring knocked off the field goes to the ditch; a ring anywhere on the field, outside the
  circles included, counts toward the 5 a ring more, as in Crokinole (1901).
- Level counts win the battle for nobody. The war stops as soon as a side has won four battles;
  if all seven are fought without that (some were level), the side that won more battles wins,
  and equal numbers are a drawn war.
- The book does not say who opens battles 2 to 7: the players take turns, the next seat after
  the last opener.
]] .. timed.clock_decisions("battle")

-- The count, as data a house rule changes (`values = { excess = 10 }`).
local values = {
  hole = 20,                              -- a ring in the hole
  excess = 5,                             -- each ring a side has more on the field
  zones = { ["15"] = 10, ["10"] = 5 },    -- a ring resting wholly inside a circle
}

-- Twelve rings each with two players, six each with four.
local function rings(seats)
  return (seats == 2) and 12 or 6
end

-- Rings knocked off the field go to the ditch; the shot ring's place is said.
local function after_shot(ruling, report)
  field.off_to_ditch(ruling)
  field.say_left_field(ruling, report, function(piece)
    return "A " .. piece.colour .. " ring left the field: it goes to the ditch."
  end)
  local zone = ruling.status[report.shot] == "board" and field.zone_of(parlor.piece(ruling.state, report.shot))
  if ruling.status[report.shot] == "holed" then
    ruling.say(ruling.name .. "'s ring drops into the hole: " .. values.hole .. " at the count.")
  elseif zone and values.zones[zone] then
    ruling.say(ruling.name .. "'s ring rests where it counts " .. values.zones[zone] .. ".")
  end
end

-- The hole and the circles by side, then 5 for each ring a side has more on the field.
local function count(ruling)
  local counts, on_field = field.side_counts(ruling, values.zones, values.hole)
  field.add_excess(ruling, counts, on_field, values.excess, timed.SIDES)
  return counts
end

return timed.make({
  info = {
    id = "seven-battles-1901", book = "1901 book", name = "Seven Battles",
    players = { 2, 4 },
    summary = "Crokinole (1901) in one-minute battles of free fire; the side that wins four of the seven wins the war.",
    rules = RULES .. "\n\n" .. DECISIONS .. "\n",
  },
  values = values,
  rings = rings,
  after_shot = after_shot,
  count = count,
  round = "battle",
  wins = 4,
  most = 7,
})
