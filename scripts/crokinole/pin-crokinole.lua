-- Pin Crokinole, from the 100-games book: Crokinole where each player must first knock down his
-- own ten pin, standing on the far side of the centre circle, before he may go for the hole; a
-- player whose pin still stands at the end of a round scores nothing.
--
-- Catalogue id: pin-crokinole. Two players, six rings each.

local field = require("field")        -- the crokinole field, shared in this pack

local COLOURS = { "red", "green" }
local RINGS = 6
local PINS = { 21, 22 }                  -- seat 1's pin and seat 2's

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
  and you shoot it in a later turn. If the other player has shot all his rings while you still
  hold some, he is passed over and you shoot on until yours are played.
- The target is checked at the end of each round; if both reach it, the higher total wins, and
  level totals play another round. The players take turns to open the rounds.]]

local game = field.game({
  id = "pin-crokinole", book = "100 games book", name = "Pin Crokinole",
  target = 50,
  summary = "Crokinole where you must first fell your own pin across the centre; a standing pin scores nothing.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
})

-- The count, as data a house rule changes (`values = { hole = 20 }`).
game.values = {
  hole = 10,     -- a ring in the hole, at once, once its player may shoot for it
  -- a ring resting in a circle at the round's count, by the board's zone names: the smallest,
  -- next and largest circles
  zones = { ["15"] = 5, ["10"] = 3, ["5"] = 2 },
}
local values = game.values

local circle = field.circle

local function seat_angle(seat) return field.seat_angle(seat, 2) end

-- Seat `seat`'s pin stands on the centre circle on the far side from him.
local function pin_spot(seat)
  local radius = circle("inner")
  local angle = seat_angle(seat) + math.pi
  return { x = radius * math.cos(angle), y = radius * math.sin(angle) }
end

local function layout()
  local pieces = field.rings_in_hand(RINGS, COLOURS)
  for seat = 1, 2 do
    pieces[#pieces + 1] = { id = PINS[seat], kind = "pin", colour = COLOURS[seat], owner = seat,
                            position = pin_spot(seat), status = "board" }
  end
  return pieces
end

local zone_of = field.zone_of

function game.setup(config)
  local opener = parlor.draw(config.seed, 2)
  return field.match(game.info.id, config, COLOURS, layout(), opener,
    { target = parlor.option(config, "target", 50), opener = opener, pin_gone = { false, false } })
end

function game.prompt(state)
  local aim = state.memo.pin_gone[state.turn] and "shoot for the hole or the other rings" or "shoot at your pin across the centre, or at the other player's rings"
  return field.line_prompt(state, aim)
end

-- Were any of the other player's rings in the circles when the shot was taken (those resting in
-- a zone before it, or touched by it), did the shot touch one, and what did it touch?
local function what_it_touched(ruling, report)
  local state, other = ruling.state, 3 - ruling.seat
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
  return theirs_in_circles, hit_theirs, touched
end

-- Pins knocked over: your own by your shot ring is gone (returns true); any other is stood up
-- again, and so is a pin in a pocket or the ditch.
local function rule_pins(ruling, report, pin_was_standing)
  local state, seat, memo = ruling.state, ruling.seat, ruling.memo
  local own_pin_felled = false
  -- A pin falls once: a report that names its fall again is ruled on its first naming alone.
  local ruled = {}
  for _, event in ipairs(parlor.events(report, "fell")) do
    local owner = (event.piece == PINS[1]) and 1 or ((event.piece == PINS[2]) and 2 or nil)
    if owner and ruled[owner] then
      owner = nil
    elseif owner then
      ruled[owner] = true
    end
    if owner == seat and event.by == report.shot and pin_was_standing then
      own_pin_felled = true
    elseif owner then
      ruling.edit({ op = "kind", piece = event.piece, kind = "pin" })
      ruling.edit({ op = "place", piece = event.piece, at = pin_spot(owner) })
      ruling.say(state.seats[owner].name .. "'s pin was knocked over" .. ((owner == seat) and ", but not by the ring shot" or "") .. ": it is stood up again.")
    end
  end
  for owner = 1, 2 do
    local pin = parlor.piece(state, PINS[owner])
    if pin.status ~= "board" and not memo.pin_gone[owner] and not (owner == seat and own_pin_felled) then
      ruling.edit({ op = "place", piece = PINS[owner], at = pin_spot(owner) })
      if pin.kind ~= "pin" then ruling.edit({ op = "kind", piece = PINS[owner], kind = "pin" }) end
    end
  end
  return own_pin_felled
end

-- The hole: `values.hole` for a player whose pin is gone, unless he shot it with the other's
-- rings in the circles; otherwise the ring goes to the ditch.
local function rule_hole(ruling, report, theirs_in_circles)
  local state, seat, memo = ruling.state, ruling.seat, ruling.memo
  for _, event in ipairs(parlor.events(report, "holed")) do
    local ring = parlor.piece(state, event.piece)
    if ring and ring.kind == "ring" and ruling.status[ring.id] == "holed" then
      local owner = ring.owner
      if memo.pin_gone[owner] and not (owner == seat and theirs_in_circles) then
        ruling.score(owner, values.hole, "ring in the hole")
        ruling.set(ring.id, "aside")
        ruling.say("A " .. ring.colour .. " ring drops into the hole: " .. values.hole .. " for " .. state.seats[owner].name .. ".")
      else
        ruling.set(ring.id, "ditch")
        ruling.say("A " .. ring.colour .. " ring drops into the hole, but " .. state.seats[owner].name .. " may not shoot for it yet: it goes to the ditch.")
      end
    end
  end
end

-- Every ring is played: each player counts his own, unless his pin still stands.
local function rule_round_end(ruling)
  local state, memo = ruling.state, ruling.memo
  if ruling.count(function(piece, status) return piece.kind == "ring" and status == "hand" end) > 0 then return end
  for owner = 1, 2 do
    local count = 0
    for _, piece in ipairs(state.pieces) do
      if piece.owner == owner and piece.kind == "ring" and ruling.status[piece.id] == "board" then
        count = count + (values.zones[zone_of(piece) or ""] or 0)
      end
    end
    if not memo.pin_gone[owner] then
      ruling.say(state.seats[owner].name .. "'s pin still stands: nothing this round (the rings would have made " .. count .. ").")
    else
      ruling.score(owner, count, "rings in the circles")
      ruling.say(state.seats[owner].name .. "'s rings count " .. count .. ".")
    end
  end
  if not field.close_round(ruling, {
    won = function(winner) return state.seats[winner].name .. " reaches " .. memo.target .. " and wins." end,
    pieces = layout,
    opening = function(name) return "Next round: the pins are stood up again and " .. name .. " opens." end,
  }) then
    memo.pin_gone = { false, false }
  end
end

function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local seat, name, memo, shot = ruling.seat, ruling.name, ruling.memo, report.shot
  ruling.pass()
  local pin_was_standing = not memo.pin_gone[seat]
  local theirs_in_circles, hit_theirs, touched = what_it_touched(ruling, report)
  if rule_pins(ruling, report, pin_was_standing) then
    memo.pin_gone[seat] = true
    ruling.set(PINS[seat], "aside")
    if ruling.status[shot] ~= "hand" then ruling.set(shot, "hand") end
    ruling.say(name .. " knocks down his own pin: it is taken away, and the ring comes back to his hand to be shot again.")
  elseif pin_was_standing and not touched[PINS[seat]] and not hit_theirs then
    if ruling.status[shot] ~= "ditch" then ruling.set(shot, "ditch") end
    ruling.say(name .. "'s pin still stands and the shot touched neither it nor a ring of the other player's: the ring goes to the ditch.")
  end
  rule_hole(ruling, report, theirs_in_circles)
  -- Rings that left the field, or rest on or outside the largest circle, are out.
  field.rings_out(ruling, function(piece) return not zone_of(piece) end, function(piece)
    return "A " .. piece.colour .. " ring lies on or outside the largest circle: it is out."
  end)
  -- The ring that felled a pin gives its player one shot more than the other, so one player
  -- may run out first: he is passed over and the other shoots on.
  local function has_ring_in_hand(side)
    return ruling.count(function(piece, status)
      return piece.kind == "ring" and piece.owner == side and status == "hand"
    end) > 0
  end
  if not has_ring_in_hand(ruling.verdict.next) and has_ring_in_hand(seat) then
    ruling.pass(seat)
    ruling.say(state.seats[3 - seat].name .. " has no ring left to shoot: " .. name .. " shoots on.")
  end
  rule_round_end(ruling)
  return ruling.finish()
end

return game
