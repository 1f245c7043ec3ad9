-- Time Crokinole, from the 100-games book: Crokinole (100 Games) against the clock. A round is
-- one minute of free fire, counted as in Crokinole; the side that wins three rounds wins.
--
-- Catalogue id: time-crokinole. Two players, or four in two teams; the clock and the free fire
-- are this pack's module `timed.lua`.

local field = require("field")
local timed = require("timed")

local RINGS = 6                        -- each player, as in Crokinole (100 Games)

local RULES = [[
Crokinole (100 Games) against the clock. Two players, one with red rings and one with green, or
four in two teams of partners sitting opposite (the partners share a colour). Every player has
6 rings. A coin toss (drawn from the match seed) picks who opens the first round.

A round lasts one minute. At the start signal the opener shoots one ring for the centre hole.
From then on anyone with rings left may shoot, from the starting line in his own section, in any
order and as fast as he likes: for a scoring place, or to knock an opposing ring out. When the
minute is up the clock calls time and the round stops: rings not shot by then are lost.

Then the round is counted as in Crokinole, every ring for its own side: 10 for a ring in the
centre hole, 5 inside the smallest circle, 3 inside the next, 2 inside the largest. A ring on a
line counts in the zone outside it; a ring that comes to rest on or outside the largest circle
is out, taken off into the ditch at once. The side with the higher count wins the round, and the
first side to win three rounds wins the game.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- The book is played by two players or two teams; Parlor seats two players, or four as two
  teams of partners, and gives every player the 6 rings Crokinole gives each player.
- The opener shoots one ring alone; the free fire starts after it, the opener in it too.
- A round ends early when every ring has been shot before time is called.
- A ring in the hole counts 10 at the count only: rounds, not points, decide, so the book's
  immediate 10 makes no difference.
- Level counts win the round for nobody.
- The players take turns to open the rounds, the next seat after the last opener.
]] .. timed.clock_decisions("round")

-- The count, as data a house rule changes (`values = { hole = 20 }`).
local values = {
  hole = 10,                                     -- a ring in the hole
  zones = { ["15"] = 5, ["10"] = 3, ["5"] = 2 }, -- a ring resting wholly inside a circle
}

-- Rings that left the field, or stopped on or outside the largest circle, are out at once.
local function after_shot(ruling, report)
  field.off_to_ditch(ruling)
  field.out_of_play(ruling, report, "left the field: it is out, in the ditch.",
    "stopped on or outside the largest circle: it is out, in the ditch.")
  local rest = parlor.rest(report, report.shot)
  if ruling.status[report.shot] == "holed" then
    ruling.say(ruling.name .. "'s ring drops into the hole: " .. values.hole .. " at the count.")
  elseif ruling.status[report.shot] == "board" and rest and rest.zone then
    ruling.say(ruling.name .. "'s ring rests where it counts " .. values.zones[rest.zone] .. ".")
  end
end

-- Every ring counts for its own side: the hole, then the circles.
local function count(ruling)
  return (field.side_counts(ruling, values.zones, values.hole))
end

local game = timed.make({
  info = {
    id = "time-crokinole", book = "100 games book", name = "Time Crokinole",
    players = { 2, 4 },
    summary = "Crokinole against the clock: a minute of free fire a round, counted 10 / 5 / 3 / 2; three rounds win.",
    rules = RULES .. "\n\n" .. DECISIONS .. "\n",
  },
  values = values,
  rings = function() return RINGS end,
  after_shot = after_shot,
  count = count,
  round = "round",
  wins = 3,
})

return game
