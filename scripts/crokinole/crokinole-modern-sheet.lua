-- Crokinole by the modern rule sheet ("settle-the-squabble" rules): 20 / 15 / 10 / 5, the
-- must-hit rule, and only the difference between the sides scored each round.
--
-- Catalogue id: crokinole-modern-sheet. Two players with 12 discs each, or four in two teams of
-- partners sitting opposite with 6 discs each.

local field = require("field")        -- the crokinole field, shared in this pack

local COLOURS = { "black", "tan" }     -- team 1, team 2 (the sheet's own example colours)

local RULES = [[
Two players with 12 discs each, or four players in two teams of partners sitting opposite, 6 discs
each. Black opens or tan opens as the hidden-fist pick decides (Parlor draws it from the match
seed). Turns go clockwise: the player on the left of whoever just shot plays next.

To shoot, place a disc touching the starting line (the outer circle) inside your own quadrant. It
may overlap a quadrant line by no more than half (its centre stays in your quadrant).

Must hit: whenever an opposing disc is on the board, your shot has to touch one of them. Bouncing
off a post or off other discs first, and combination shots, are fine. If no opposing disc is
touched, the disc you shot goes to the ditch, and so does every disc of your colour that your shot
moved.

A disc that comes to rest completely in the centre hole is taken out and set aside: it counts 20
at the end of the round (Parlor shows it beside the side's score at once, as pending). A disc that leaves the playing surface is out and goes to the ditch, even
if it bounces back. A disc that ends touching the starting line (or outside it) is out too.

When every disc has been played the round is counted: 15 for each disc inside the post circle, 10
in the middle ring, 5 in the outer ring; a disc touching a dividing line counts the lower value.
Add 20 for each disc set aside from the hole. Only the difference is scored, by the side with the
higher count (65 against 25 scores 40). The next round is opened by the player on the left of the
one who opened the last. The first side to reach the target (100 unless agreed otherwise) wins.

Parlor's decisions where the sheet is unclear:
- "Shooting line" and "starting line" are the same outer circle: a disc touching it is removed.
- An opening shot that stops short of the scoring circles, or on the starting line, is removed
  like any other disc touching or outside that line.
- A shot that touches no opposing disc while one is on the board is a miss even if the shot disc
  went into the hole: it goes to the ditch and scores nothing.
- A disc counts as moved (for the miss penalty) if the shot shifted it at all.
- Level counts in a round score nothing for either side.
- During a round each side's discs set aside from the hole show beside its score at once, 20
  each, as pending: they are the hole's part of the round's count, not points scored, since
  only the difference of the whole count is scored when the round ends.

Options: the target score, and whether the must-hit rule is played (on by default, as the sheet
says; beginners may switch it off).
]]

local game = {}

-- The count, as data: the judge and its sentences read these, and a house rule changes them
-- with `values = { hole = 30, on_line = "higher" }` (see docs/lua-api.md).
game.values = {
  hole = 20,                                      -- each disc set aside from the 20-hole
  zones = { ["15"] = 15, ["10"] = 10, ["5"] = 5 }, -- each disc resting in a circle, by zone
  on_line = "lower",                              -- a disc on a dividing line counts the lower zone
}
local values = game.values

game.info = field.info({
  id = "crokinole-modern-sheet", book = "crokinole rule sheet", name = "Crokinole",
  target = 100,
  players = { 2, 4 },
  summary = "Modern crokinole: 20/15/10/5, hit an opposing disc or lose yours, difference scores.",
  rules = RULES,
  options = {
    { key = "must_hit", label = "Must hit an opposing disc", default = true },
  },
})

-- Twelve discs each with two players, six each with four.
local function discs_in_hand(seat_count)
  return field.rings_in_hand((seat_count == 2) and 12 or 6, COLOURS, seat_count, "disc")
end

function game.setup(config)
  local opening_team = parlor.draw(config.seed, 2)
  -- Seat 1 or 2, the first seat of the opening team.
  return field.match(game.info.id, config, COLOURS, discs_in_hand(#config.seats), opening_team, {
    target = parlor.option(config, "target", 100),
    must_hit = parlor.option(config, "must_hit", true),
    opener = opening_team,
  })
end

function game.prompt(state)
  return field.line_prompt(state, "place a disc on the starting line in your quadrant and shoot")
end

-- The must-hit rule: a shot that touches no opposing disc while one is on the board sends the
-- shot disc to the ditch, with every disc of the shooter's colour it moved.
local function rule_must_hit(ruling, report)
  local state, team, shot = ruling.state, ruling.team, report.shot
  local owner_team = function(id) return parlor.team_of(state, parlor.piece(state, id).owner) end
  local opponents_there, touched = field.must_hit(ruling, report)
  if not opponents_there or touched or ruling.memo.must_hit == false then
    return opponents_there and touched
  end
  ruling.say("Must-hit rule: " .. ruling.name .. " touched no opposing disc, so the shot disc goes to the ditch.")
  ruling.set(shot, "ditch")
  local moved = 0
  for _, id in ipairs(report.moved or {}) do
    if id ~= shot and owner_team(id) == team and ruling.status[id] ~= "ditch" then
      ruling.set(id, "ditch")
      moved = moved + 1
    end
  end
  if moved > 0 then
    ruling.say("The " .. parlor.plural(moved, "disc") .. " of " .. ruling.name .. "'s colour that the miss moved go to the ditch as well.")
  end
  return false
end

-- Discs in the hole are set aside to count at the end of the round; discs that left the field,
-- or rest touching the starting line or outside it, are out.
local function rule_discs_out(ruling, report)
  local state = ruling.state
  for _, piece in ipairs(state.pieces) do
    if ruling.status[piece.id] == "holed" then
      ruling.set(piece.id, "aside")
      ruling.say("A " .. piece.colour .. " disc rests in the 20-hole: it is set aside to count " .. values.hole .. " at the end of the round.")
    elseif ruling.status[piece.id] == "off" then
      ruling.set(piece.id, "ditch")
    end
  end
  field.out_of_play(ruling, report, "left the playing surface: it is out, in the ditch.",
    "touches the starting line (or lies outside it): it is out, in the ditch.")
end

-- Once every disc is played the round is counted; only the difference scores.
local function rule_round_end(ruling, report)
  local state = ruling.state
  if ruling.count(function(_, status) return status == "hand" end) > 0 then return end
  local counts = { 0, 0 }
  for _, piece in ipairs(state.pieces) do
    local side = parlor.team_of(state, piece.owner)
    if ruling.status[piece.id] == "aside" then
      counts[side] = counts[side] + values.hole
    elseif ruling.status[piece.id] == "board" then
      -- The report lists every disc on the surface, so this is its zone after the last shot.
      counts[side] = counts[side] + parlor.zone_points(parlor.rest(report, piece.id), values.zones, values.on_line)
    end
  end
  field.score_difference(ruling, counts, COLOURS)
  game.new_round(ruling)
end

-- Closes the round: a side at or past the target wins (only the round's winner scores, so at
-- most one is), or the discs go back in hand and the seat on the left of the last opener opens
-- the next. Whether the match is over. A house rule ends a round this way too
-- (`ruling.new_round()`), as it racks with `ruling.rack()` (`game.layout`).
function game.new_round(ruling)
  local state, memo = ruling.state, ruling.memo
  ruling.end_round()
  local winner = ruling.leader_at(memo.target)
  if winner then
    ruling.win(winner, COLOURS[winner] .. " reach " .. memo.target .. " and win the match.")
    return true
  end
  memo.opener = parlor.next_seat(memo.opener, #state.seats)
  ruling.end_round(memo.opener, discs_in_hand(#state.seats))
  ruling.say("Next round: " .. state.seats[memo.opener].name .. ", on the left of the last opener, shoots first.")
  return false
end

function game.layout(ruling) return discs_in_hand(#ruling.state.seats) end

function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  ruling.pass()
  local hit = rule_must_hit(ruling, report)
  rule_discs_out(ruling, report)
  -- Say where the shot disc came to rest, so every shot has its line in the log.
  if ruling.status[report.shot] == "board" then
    local rest = parlor.rest(report, report.shot)
    if hit then ruling.say(ruling.name .. " hit an opposing disc, as the must-hit rule asks.") end
    if rest and rest.zone then ruling.say(ruling.name .. "'s disc rests in the " .. rest.zone .. " circle.") end
  end
  rule_round_end(ruling, report)
  -- The 20s set aside this round show in the tally at once; the round's count banks them.
  field.pending(ruling, values.hole, function(_, status) return status == "aside" end, "20-hole")
  return ruling.finish()
end

-- The book's own heading for this game, so the menu's search finds it by that too.
game.info.other_names = { "Crokinole Rules" }
return game
