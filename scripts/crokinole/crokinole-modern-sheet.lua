-- Crokinole by the modern rule sheet ("settle-the-squabble" rules): 20 / 15 / 10 / 5, the
-- must-hit rule, and only the difference between the sides scored each round.
--
-- Catalogue id: crokinole-modern-sheet. Two players with 12 discs each, or four in two teams of
-- partners sitting opposite with 6 discs each.

local COLOURS = { "black", "tan" }     -- team 1, team 2 (the sheet's own example colours)
local ZONE_POINTS = { ["15"] = 15, ["10"] = 10, ["5"] = 5 }
local HOLE_POINTS = 20

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
at the end of the round. A disc that leaves the playing surface is out and goes to the ditch, even
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

Options: the target score, and whether the must-hit rule is played (on by default, as the sheet
says; beginners may switch it off).
]]

local game = {}

game.info = {
  id = "crokinole-modern-sheet",
  name = "Crokinole Rules",
  family = "crokinole",
  board = "crokinole",
  players = { 2, 4 },
  summary = "Modern crokinole: 20/15/10/5, hit an opposing disc or lose yours, difference scores.",
  rules = RULES,
  options = {
    { key = "target", label = "Play to (points)", default = 100 },
    { key = "must_hit", label = "Must hit an opposing disc", default = true },
  },
}

-- Where each seat sits: the angle of the middle of its quadrant. Seat 1 is at the bottom and
-- turns go clockwise (seat 2 on seat 1's left).
local function seat_angle(seat, seats)
  local step = (seats == 2) and 2 or 1
  return -math.pi / 2 - (seat - 1) * step * math.pi / 2
end

local function team_of(seat, seats)
  if seats == 2 then return seat end
  return (seat - 1) % 2 + 1
end

local function discs_in_hand(seat_count)
  local per_seat = (seat_count == 2) and 12 or 6
  local pieces = {}
  for seat = 1, seat_count do
    for k = 1, per_seat do
      pieces[#pieces + 1] = {
        id = (seat - 1) * per_seat + k, kind = "disc", colour = COLOURS[team_of(seat, seat_count)],
        owner = seat, position = { x = 0, y = 0 }, status = "hand",
      }
    end
  end
  return pieces
end

function game.setup(config)
  local count = #config.seats
  local opening_team = parlor.draw(config.seed, 2)
  local seats = {}
  for seat = 1, count do
    local team = team_of(seat, count)
    seats[seat] = { name = config.seats[seat].name, team = team, colour = COLOURS[team] }
  end
  return {
    game = game.info.id,
    board = "crokinole",
    seats = seats,
    pieces = discs_in_hand(count),
    scores = { 0, 0 },
    turn = opening_team,   -- seat 1 or 2, the first seat of the opening team
    round = 1,
    memo = {
      target = parlor.option(config, "target", 100),
      must_hit = parlor.option(config, "must_hit", true),
      opener = opening_team,
    },
  }
end

local function next_disc(state, seat)
  for _, piece in ipairs(state.pieces) do
    if piece.owner == seat and piece.status == "hand" then return piece end
  end
  return nil
end

function game.prompt(state)
  local seat = state.turn
  local disc = next_disc(state, seat)
  local line = board.circles[1].radius
  for _, circle in ipairs(board.circles) do
    if circle.name == "outer" then line = circle.radius end
  end
  local radius = board.pieces.disc.radius
  local middle = seat_angle(seat, #state.seats)
  local left = 0
  for _, piece in ipairs(state.pieces) do
    if piece.owner == seat and piece.status == "hand" then left = left + 1 end
  end
  return {
    seat = seat,
    kind = {
      type = "shoot", piece = disc.id,
      from = { type = "arc", inner = line - radius, outer = line + radius,
               from = middle - math.pi / 4, to = middle + math.pi / 4 },
    },
    message = state.seats[seat].name .. " (" .. state.seats[seat].colour .. "): place a disc on the starting line in your quadrant and shoot (" .. left .. " left).",
  }
end

function game.judge(state, action, report)
  local seat = state.turn
  local seat_count = #state.seats
  local team = team_of(seat, seat_count)
  local name = state.seats[seat].name
  local shot = report.shot
  local verdict = { edits = {}, score = {}, messages = {}, next = parlor.next_seat(seat, seat_count) }
  local memo = parlor.copy(state.memo)
  local say = function(text) verdict.messages[#verdict.messages + 1] = text end
  local status = {}
  for _, piece in ipairs(state.pieces) do status[piece.id] = piece.status end
  local to = function(id, new_status)
    verdict.edits[#verdict.edits + 1] = { op = "status", piece = id, status = new_status }
    status[id] = new_status
  end
  local owner_team = function(id) return team_of(parlor.piece(state, id).owner, seat_count) end

  -- Which opposing discs were on the surface when the shot was taken: those that rest on it now
  -- or left it during this shot.
  local on_surface_before = {}
  for _, rest in ipairs(report.rest or {}) do on_surface_before[rest.piece] = true end
  for _, event in ipairs(report.events or {}) do
    if event.type == "pocketed" or event.type == "holed" or event.type == "ditched" or event.type == "off_board" then
      on_surface_before[event.piece] = true
    end
  end
  on_surface_before[shot] = nil
  local opponents_there = false
  for id in pairs(on_surface_before) do
    if owner_team(id) ~= team then opponents_there = true end
  end

  local touched_opponent = false
  for _, contact in ipairs(parlor.events(report, "contact")) do
    if owner_team(contact.a) ~= team or owner_team(contact.b) ~= team then touched_opponent = true end
  end

  if opponents_there and not touched_opponent and memo.must_hit ~= false then
    say("Must-hit rule: " .. name .. " touched no opposing disc, so the shot disc goes to the ditch.")
    to(shot, "ditch")
    local moved = 0
    for _, id in ipairs(report.moved or {}) do
      if id ~= shot and owner_team(id) == team and status[id] ~= "ditch" then
        to(id, "ditch")
        moved = moved + 1
      end
    end
    if moved > 0 then
      say("The " .. moved .. " disc" .. (moved == 1 and "" or "s") .. " of " .. name .. "'s colour that the miss moved go to the ditch as well.")
    end
  end

  -- Discs in the hole are set aside for 20; discs that left the field are out.
  for _, piece in ipairs(state.pieces) do
    if status[piece.id] == "holed" then
      to(piece.id, "aside")
      say("A " .. piece.colour .. " disc rests in the 20-hole: it is set aside to count 20 at the end of the round.")
    elseif status[piece.id] == "off" then
      to(piece.id, "ditch")
    end
  end
  for _, event in ipairs(report.events or {}) do
    if event.type == "ditched" or event.type == "off_board" then
      say("A " .. parlor.piece(state, event.piece).colour .. " disc left the playing surface: it is out, in the ditch.")
    end
  end
  -- A disc touching the starting line, or outside it, is out.
  for _, rest in ipairs(report.rest or {}) do
    if status[rest.piece] == "board" and rest.zone == nil then
      to(rest.piece, "ditch")
      say("A " .. parlor.piece(state, rest.piece).colour .. " disc touches the starting line (or lies outside it): it is out, in the ditch.")
    end
  end

  -- Say where the shot disc came to rest, so every shot has its line in the log.
  if status[shot] == "board" then
    local zone = nil
    for _, rest in ipairs(report.rest or {}) do
      if rest.piece == shot then zone = rest.zone end
    end
    if opponents_there and touched_opponent then
      say(name .. " hit an opposing disc, as the must-hit rule asks.")
    end
    if zone then
      say(name .. "'s disc rests in the " .. zone .. " circle.")
    end
  end

  -- End of the round once every disc has been played.
  local in_hand = false
  for _, piece in ipairs(state.pieces) do
    if status[piece.id] == "hand" then in_hand = true end
  end
  if not in_hand then
    local zone_of = {}
    for _, rest in ipairs(report.rest or {}) do zone_of[rest.piece] = rest.zone end
    local counts = { 0, 0 }
    for _, piece in ipairs(state.pieces) do
      local side = team_of(piece.owner, seat_count)
      if status[piece.id] == "aside" then
        counts[side] = counts[side] + HOLE_POINTS
      elseif status[piece.id] == "board" then
        -- Discs the shot did not reach keep the zone they had; the report lists every disc on
        -- the surface, so this is the zone after the last shot.
        local zone = zone_of[piece.id]
        counts[side] = counts[side] + (ZONE_POINTS[zone or ""] or 0)
      end
    end
    local winner_side = counts[1] > counts[2] and 1 or 2
    local difference = math.abs(counts[1] - counts[2])
    say("Round " .. state.round .. " count: " .. COLOURS[1] .. " " .. counts[1] .. ", " .. COLOURS[2] .. " " .. counts[2] .. ".")
    if difference > 0 then
      verdict.score[#verdict.score + 1] = { team = winner_side, points = difference, reason = "round difference" }
      say("Only the difference scores: " .. COLOURS[winner_side] .. " +" .. difference .. ".")
    else
      say("Level count: nobody scores this round.")
    end
    verdict.round_over = true
    local totals = { state.scores[1], state.scores[2] }
    totals[winner_side] = totals[winner_side] + difference
    if totals[winner_side] >= memo.target then
      verdict.outcome = { winner = winner_side }
      say(COLOURS[winner_side] .. " reach " .. memo.target .. " and win the match.")
    else
      memo.opener = parlor.next_seat(memo.opener, seat_count)
      verdict.next = memo.opener
      verdict.edits[#verdict.edits + 1] = { op = "reset", pieces = discs_in_hand(seat_count) }
      say("Next round: " .. state.seats[memo.opener].name .. ", on the left of the last opener, shoots first.")
    end
  end

  verdict.memo = memo
  return verdict
end

return game
