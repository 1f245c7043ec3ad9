-- Pin Crokinole, from the 100-games book: Crokinole where each player must first knock down his
-- own ten pin, standing on the far side of the centre circle, before he may go for the hole; a
-- player whose pin still stands at the end of a round scores nothing.
--
-- Catalogue id: pin-crokinole. Two players, six rings each.

local field = require("field")        -- the crokinole field, shared in this pack

local COLOURS = { "red", "green" }
local RINGS = 6
local PINS = { 21, 22 }                  -- seat 1's pin and seat 2's
local ZONE_POINTS = { ["15"] = 5, ["10"] = 3, ["5"] = 2 }
local HOLE_POINTS = 10

local RULES = [[
Two players sit opposite, one with 6 red rings and one with 6 green, as in Crokinole. Each has a
ten pin of his own, stood on the outer edge of the centre circle (the one ringed by the posts)
on the far side from him, so the two pins face each other across the hole. A coin toss (drawn
from the match seed) decides who starts; turns alternate, one ring a turn, each ring placed on
the starting line inside your own section.

Until your pin is down, every shot must be at your pin or at the other player's rings in the
circles. Knock your own pin over with the ring you shoot (directly or by a carom) and the pin is
taken away and that ring comes back to your hand, to be shot again. A pin of the other player's
that you knock over is stood up again, and so is your own if something other than your shot ring
felled it. You may shoot for the hole only once your pin is gone and none of the other player's
rings lies in the circles.

The round is counted when both players have shot all their rings, each his own: 10 for a ring in
the hole, 5 inside the smallest circle, 3 inside the next, 2 inside the largest; a ring on a
line counts in the lower area, and a ring on or outside the largest circle is out. A player whose
pin is still standing scores nothing that round. The first to 50 wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- Parlor cannot see what a shot was aimed at. While your pin stands, a shot that touches neither
  your pin nor one of the other player's rings in the circles is taken as not played at them:
  the ring shot goes to the ditch.
- A ring of yours that drops into the hole before you may shoot for it (your pin standing, or one
  of the other player's rings in the circles) does not score: it goes to the ditch. Once you may,
  a ring in the hole scores 10 at once.
- The ring that felled your own pin comes back to your hand at once; your turn passes as usual
  and you shoot it in a later turn.
- The target is checked at the end of each round; if both reach it, the higher total wins, and
  level totals play another round. The players take turns to open the rounds.]]

local game = {}

game.info = {
  id = "pin-crokinole",
  name = "Pin Crokinole",
  family = "crokinole",
  board = "crokinole",
  players = { 2 },
  summary = "Crokinole where you must first fell your own pin across the centre; a standing pin scores nothing.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
  options = { { key = "target", label = "Play to (points)", default = 50 } },
}

local circle = field.circle

local function seat_angle(seat) return field.seat_angle(seat, 2) end

-- Seat `seat`'s pin stands on the centre circle on the far side from him.
local function pin_spot(seat)
  local radius = circle("inner")
  local angle = seat_angle(seat) + math.pi
  return { x = radius * math.cos(angle), y = radius * math.sin(angle) }
end

local function layout()
  local pieces = {}
  for seat = 1, 2 do
    for k = 1, RINGS do
      pieces[#pieces + 1] = { id = (seat - 1) * RINGS + k, kind = "ring", colour = COLOURS[seat], owner = seat,
                              position = { x = 0, y = 0 }, status = "hand" }
    end
  end
  for seat = 1, 2 do
    pieces[#pieces + 1] = { id = PINS[seat], kind = "pin", colour = COLOURS[seat], owner = seat,
                            position = pin_spot(seat), status = "board" }
  end
  return pieces
end

local zone_of = field.zone_of

function game.setup(config)
  local opener = parlor.draw(config.seed, 2)
  local seats = {}
  for seat = 1, 2 do seats[seat] = { name = config.seats[seat].name, team = seat, colour = COLOURS[seat] } end
  return {
    game = game.info.id, board = "crokinole", seats = seats, pieces = layout(),
    scores = { 0, 0 }, turn = opener, round = 1,
    memo = { target = parlor.option(config, "target", 50), opener = opener, pin_gone = { false, false } },
  }
end

function game.prompt(state)
  local seat = state.turn
  local ring, left = nil, 0
  for _, piece in ipairs(state.pieces) do
    if piece.owner == seat and piece.kind == "ring" and piece.status == "hand" then ring = ring or piece; left = left + 1 end
  end
  local aim = state.memo.pin_gone[seat] and "shoot for the hole or the other rings" or "shoot at your pin across the centre, or at the other player's rings"
  return {
    seat = seat,
    kind = { type = "shoot", piece = ring.id, from = field.section_line(seat, 2, board.pieces.ring.radius) },
    message = state.seats[seat].name .. " (" .. COLOURS[seat] .. "): " .. aim .. " (" .. left .. " left).",
  }
end

function game.judge(state, action, report)
  local seat = state.turn
  local other = 3 - seat
  local name = state.seats[seat].name
  local shot = report.shot
  local verdict = { edits = {}, score = {}, messages = {}, next = other }
  local memo = parlor.copy(state.memo)
  local say = function(text) verdict.messages[#verdict.messages + 1] = text end
  local edit = function(e) verdict.edits[#verdict.edits + 1] = e end
  local status = {}
  for _, piece in ipairs(state.pieces) do status[piece.id] = piece.status end
  local to = function(id, new)
    edit({ op = "status", piece = id, status = new })
    status[id] = new
  end
  local pin_was_standing = not memo.pin_gone[seat]

  -- Were any of the other player's rings in the circles when the shot was taken? Those resting
  -- in a zone now, or moved out of one by this shot (any of his rings the shot touched counts).
  local theirs_in_circles = false
  for _, piece in ipairs(state.pieces) do
    if piece.owner == other and piece.kind == "ring" and piece.status == "board" and zone_of(piece) then
      theirs_in_circles = true
    end
  end
  local touched = {}
  for _, contact in ipairs(parlor.events(report, "contact")) do
    touched[contact.a], touched[contact.b] = true, true
  end
  for _, event in ipairs(parlor.events(report, "fell")) do touched[event.piece] = true end
  local hit_theirs = false
  for id in pairs(touched) do
    local piece = parlor.piece(state, id)
    if piece and piece.owner == other and piece.kind == "ring" then hit_theirs, theirs_in_circles = true, true end
  end

  -- Pins knocked over: your own by your shot ring is gone and the ring comes back; any other
  -- is stood up again.
  local own_pin_felled = false
  for _, event in ipairs(parlor.events(report, "fell")) do
    local owner = (event.piece == PINS[1]) and 1 or ((event.piece == PINS[2]) and 2 or nil)
    if owner == seat and event.by == shot and pin_was_standing then
      own_pin_felled = true
    elseif owner then
      edit({ op = "kind", piece = event.piece, kind = "pin" })
      edit({ op = "place", piece = event.piece, at = pin_spot(owner) })
      say(state.seats[owner].name .. "'s pin was knocked over" .. ((owner == seat) and ", but not by the ring shot" or "") .. ": it is stood up again.")
    end
  end
  -- A pin in a pocket or the ditch is down as well.
  for owner = 1, 2 do
    local pin = parlor.piece(state, PINS[owner])
    if pin.status ~= "board" and not memo.pin_gone[owner] and not (owner == seat and own_pin_felled) then
      edit({ op = "place", piece = PINS[owner], at = pin_spot(owner) })
      if pin.kind ~= "pin" then edit({ op = "kind", piece = PINS[owner], kind = "pin" }) end
    end
  end

  if own_pin_felled then
    memo.pin_gone[seat] = true
    to(PINS[seat], "aside")
    if status[shot] ~= "hand" then to(shot, "hand") end
    say(name .. " knocks down his own pin: it is taken away, and the ring comes back to his hand to be shot again.")
  elseif pin_was_standing and not touched[PINS[seat]] and not hit_theirs then
    if status[shot] ~= "ditch" then to(shot, "ditch") end
    say(name .. "'s pin still stands and the shot touched neither it nor a ring of the other player's: the ring goes to the ditch.")
  end

  -- The hole.
  local totals = { state.scores[1], state.scores[2] }
  for _, event in ipairs(parlor.events(report, "holed")) do
    local ring = parlor.piece(state, event.piece)
    if ring and ring.kind == "ring" and status[ring.id] == "holed" then
      local owner = ring.owner
      local may = memo.pin_gone[owner] and not (owner == seat and theirs_in_circles)
      if may then
        verdict.score[#verdict.score + 1] = { team = owner, points = HOLE_POINTS, reason = "ring in the hole" }
        totals[owner] = totals[owner] + HOLE_POINTS
        to(ring.id, "aside")
        say("A " .. ring.colour .. " ring drops into the hole: 10 for " .. state.seats[owner].name .. ".")
      else
        to(ring.id, "ditch")
        say("A " .. ring.colour .. " ring drops into the hole, but " .. state.seats[owner].name .. " may not shoot for it yet: it goes to the ditch.")
      end
    end
  end

  -- Rings that left the field, or rest on or outside the largest circle, are out.
  for _, piece in ipairs(state.pieces) do
    if piece.kind == "ring" then
      if status[piece.id] == "off" then to(piece.id, "ditch")
      elseif status[piece.id] == "board" and not zone_of(piece) then
        to(piece.id, "ditch")
        say("A " .. piece.colour .. " ring lies on or outside the largest circle: it is out.")
      end
    end
  end

  for _, piece in ipairs(state.pieces) do
    if piece.kind == "ring" and status[piece.id] == "hand" then
      verdict.memo = memo
      return verdict
    end
  end

  -- Every ring is played: each player counts his own, unless his pin still stands.
  for owner = 1, 2 do
    local count = 0
    for _, piece in ipairs(state.pieces) do
      if piece.owner == owner and piece.kind == "ring" and status[piece.id] == "board" then
        count = count + (ZONE_POINTS[zone_of(piece) or ""] or 0)
      end
    end
    if not memo.pin_gone[owner] then
      say(state.seats[owner].name .. "'s pin still stands: nothing this round (the rings would have made " .. count .. ").")
    else
      if count > 0 then
        verdict.score[#verdict.score + 1] = { team = owner, points = count, reason = "rings in the circles" }
        totals[owner] = totals[owner] + count
      end
      say(state.seats[owner].name .. "'s rings count " .. count .. ".")
    end
  end
  verdict.round_over = true
  if (totals[1] >= memo.target or totals[2] >= memo.target) and totals[1] ~= totals[2] then
    local winner = totals[1] > totals[2] and 1 or 2
    verdict.outcome = { winner = winner }
    say(state.seats[winner].name .. " reaches " .. memo.target .. " and wins.")
  else
    memo.opener = 3 - memo.opener
    memo.pin_gone = { false, false }
    verdict.next = memo.opener
    edit({ op = "reset", pieces = layout() })
    say("Next round: the pins are stood up again and " .. state.seats[memo.opener].name .. " opens.")
  end
  verdict.memo = memo
  return verdict
end

return game
