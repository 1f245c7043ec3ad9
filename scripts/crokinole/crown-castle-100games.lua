-- Crown Castle, from the 100-games book, on the crokinole side: a ten pin stands in the centre
-- hole, and six rings each are shot to rest near it without toppling it.
--
-- Catalogue id: crown-castle-100games (not the 1901 book's carrom-side Crown Castle). Two
-- players, each counting his own rings.

local field = require("field")        -- the crokinole field, shared in this pack

local COLOURS = { "red", "green" }
local RINGS = 6
local PIN = 20
local ZONE_POINTS = { ["15"] = 5, ["10"] = 3, ["5"] = 1 }
local ZONE_NAMES = { ["15"] = "the centre circle", ["10"] = "the middle circle", ["5"] = "the outer circle" }

local RULES = [[
A ten pin stands in the centre hole. Two players sit opposite, one with 6 red rings and one with
6 green; a coin toss (drawn from the match seed) decides who starts, and they take turns, one
ring a turn. Each ring is placed on the outer circle (the starting line) inside your own section
and flicked: try to stop it in the centre circle without toppling the pin, or to knock the other
player's rings out of the circles.

If the pin is knocked down, directly or by a ring your shot moved, the ring you just shot is
forfeited (taken off the board) and the pin is stood up again. A ring knocked wholly outside the
outer circle is taken off.

When both players have shot their six rings the round is counted, each player his own rings: 5
for a ring in the centre circle (the one ringed by the posts), 3 in the middle circle, 1 in the
outer circle. A ring on a line counts in the lower area. The first player to reach 50 wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- A ring is placed on the starting line in your own section, the quarter of the board in front
  of you, as in Crokinole.
- A ring touching the outer circle's line is not wholly outside, so it stays, but it counts
  nothing.
- The target is checked at the end of each round. If both players reach it in the same round, the
  higher total wins; if the totals are level, another round is played.
- A ring that drops into the hole beside the pin counts as in the centre circle: 5.
- The players take turns to open the rounds.]]

local game = {}

game.info = {
  id = "crown-castle-100games",
  name = "Crown Castle (crokinole)",
  family = "crokinole",
  board = "crokinole",
  players = { 2 },
  summary = "A pin stands in the hole: rest your rings near it without toppling it. 5, 3, 1; first to 50.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
  options = { { key = "target", label = "Play to (points)", default = 50 } },
}

local function centre() return { x = board.spots.centre.x, y = board.spots.centre.y } end

local function layout()
  local pieces = {}
  for seat = 1, 2 do
    for k = 1, RINGS do
      pieces[#pieces + 1] = { id = (seat - 1) * RINGS + k, kind = "ring", colour = COLOURS[seat], owner = seat,
                              position = { x = 0, y = 0 }, status = "hand" }
    end
  end
  pieces[#pieces + 1] = { id = PIN, kind = "pin", colour = "white", position = centre(), status = "board" }
  return pieces
end

local zone_of = field.zone_of

-- Whether `piece` lies wholly outside the outer circle.
local function wholly_outside(piece)
  local outer = board.zones[#board.zones].radius
  local near = math.sqrt(piece.position.x ^ 2 + piece.position.y ^ 2) - board.pieces.ring.radius
  return near >= outer + board.line_width / 2
end

function game.setup(config)
  local opener = parlor.draw(config.seed, 2)
  local seats = {}
  for seat = 1, 2 do seats[seat] = { name = config.seats[seat].name, team = seat, colour = COLOURS[seat] } end
  return {
    game = game.info.id, board = "crokinole", seats = seats, pieces = layout(),
    scores = { 0, 0 }, turn = opener, round = 1,
    memo = { target = parlor.option(config, "target", 50), opener = opener },
  }
end

function game.prompt(state)
  local seat = state.turn
  local ring, left = nil, 0
  for _, piece in ipairs(state.pieces) do
    if piece.owner == seat and piece.status == "hand" then
      ring = ring or piece
      left = left + 1
    end
  end
  return {
    seat = seat,
    kind = { type = "shoot", piece = ring.id, from = field.section_line(seat, 2, board.pieces.ring.radius) },
    message = state.seats[seat].name .. " (" .. COLOURS[seat] .. "): place a ring on the starting line in your section and shoot, sparing the pin (" .. left .. " left).",
  }
end

function game.judge(state, action, report)
  local seat = state.turn
  local name = state.seats[seat].name
  local verdict = { edits = {}, score = {}, messages = {}, next = 3 - seat }
  local memo = parlor.copy(state.memo)
  local say = function(text) verdict.messages[#verdict.messages + 1] = text end
  local status = {}
  for _, piece in ipairs(state.pieces) do status[piece.id] = piece.status end
  local to = function(id, new)
    verdict.edits[#verdict.edits + 1] = { op = "status", piece = id, status = new }
    status[id] = new
  end

  -- The pin down: the ring just shot is forfeited and the pin stood up again.
  local pin = parlor.piece(state, PIN)
  if pin.kind ~= "pin" or pin.status ~= "board" then
    say(name .. "'s shot knocked the pin down: the ring just shot is forfeited, and the pin is stood up again.")
    if status[report.shot] ~= "aside" then to(report.shot, "aside") end
    verdict.edits[#verdict.edits + 1] = { op = "kind", piece = PIN, kind = "pin" }
    verdict.edits[#verdict.edits + 1] = { op = "place", piece = PIN, at = centre() }
  end

  -- Rings that left the field or lie wholly outside the outer circle are taken off.
  for _, piece in ipairs(state.pieces) do
    if piece.kind == "ring" and status[piece.id] ~= "hand" and status[piece.id] ~= "aside" then
      if status[piece.id] == "off" or status[piece.id] == "ditch" then
        if status[piece.id] == "off" then to(piece.id, "ditch") end
      elseif status[piece.id] == "board" and wholly_outside(piece) then
        to(piece.id, "ditch")
        say("A " .. piece.colour .. " ring lies wholly outside the outer circle: it is taken off.")
      end
    end
  end
  for _, event in ipairs(report.events or {}) do
    if event.type == "ditched" or event.type == "off_board" then
      say("A " .. parlor.piece(state, event.piece).colour .. " ring left the field: it is taken off.")
    end
  end

  local shot = parlor.piece(state, report.shot)
  if status[shot.id] == "board" then
    local zone = zone_of(shot)
    if zone then
      say(name .. "'s ring rests in " .. ZONE_NAMES[zone] .. ": " .. ZONE_POINTS[zone] .. " if it is still there at the end of the round.")
    else
      say(name .. "'s ring rests on the outer line: it counts nothing.")
    end
  end

  for _, piece in ipairs(state.pieces) do
    if status[piece.id] == "hand" then
      verdict.memo = memo
      return verdict
    end
  end

  -- Both have shot six: each player counts his own rings.
  local totals = { state.scores[1], state.scores[2] }
  for owner = 1, 2 do
    local count = 0
    for _, piece in ipairs(state.pieces) do
      if piece.owner == owner and piece.kind == "ring" then
        if status[piece.id] == "holed" then
          count = count + ZONE_POINTS["15"]
        elseif status[piece.id] == "board" then
          count = count + (ZONE_POINTS[zone_of(piece) or ""] or 0)
        end
      end
    end
    if count > 0 then
      verdict.score[#verdict.score + 1] = { team = owner, points = count, reason = "rings in the circles" }
      totals[owner] = totals[owner] + count
    end
    say(state.seats[owner].name .. "'s rings count " .. count .. ".")
  end
  verdict.round_over = true
  local target = memo.target
  if (totals[1] >= target or totals[2] >= target) and totals[1] ~= totals[2] then
    local winner = totals[1] > totals[2] and 1 or 2
    verdict.outcome = { winner = winner }
    say(state.seats[winner].name .. " reaches " .. target .. " and wins the match.")
  else
    if totals[1] >= target then say("Level at or above the target: another round decides it.") end
    memo.opener = 3 - memo.opener
    verdict.next = memo.opener
    verdict.edits[#verdict.edits + 1] = { op = "reset", pieces = layout() }
    say("Next round: " .. state.seats[memo.opener].name .. " opens.")
  end
  verdict.memo = memo
  return verdict
end

return game
