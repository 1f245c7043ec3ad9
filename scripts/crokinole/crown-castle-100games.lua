-- Crown Castle, from the 100-games book, on the crokinole side: a ten pin stands in the centre
-- hole, and six rings each are shot to rest near it without toppling it.
--
-- Catalogue id: crown-castle-100games (not the 1901 book's carrom-side Crown Castle). Two
-- players, each counting his own rings.

local field = require("field")        -- the crokinole field, shared in this pack

local COLOURS = { "red", "green" }
local RINGS = 6
local PIN = 20
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

local game = field.game({
  id = "crown-castle-100games", book = "100 games book", name = "Crown Castle (crokinole)",
  target = 50,
  summary = "A pin stands in the hole: rest your rings near it without toppling it. 5, 3, 1; first to 50.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
})

-- The count, as data a house rule changes (`values = { zones = { ["15"] = 10 } }`).
game.values = {
  -- a ring resting in a circle, by the board's zone names: the centre, middle and outer circles;
  -- a ring in the hole counts as in the centre circle ("15")
  zones = { ["15"] = 5, ["10"] = 3, ["5"] = 1 },
}
local values = game.values

local function centre() return { x = board.spots.centre.x, y = board.spots.centre.y } end

local function layout()
  local pieces = field.rings_in_hand(RINGS, COLOURS)
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
  return field.match(game.info.id, config, COLOURS, layout(), opener,
    { target = parlor.option(config, "target", 50), opener = opener })
end

function game.prompt(state)
  return field.line_prompt(state, "place a ring on the starting line in your section and shoot, sparing the pin")
end

-- The pin down: the ring just shot is forfeited and the pin stood up again.
local function rule_pin(ruling, report)
  local pin = parlor.piece(ruling.state, PIN)
  if pin.kind == "pin" and pin.status == "board" then return end
  ruling.say(ruling.name .. "'s shot knocked the pin down: the ring just shot is forfeited, and the pin is stood up again.")
  if ruling.status[report.shot] ~= "aside" then ruling.set(report.shot, "aside") end
  ruling.edit({ op = "kind", piece = PIN, kind = "pin" })
  ruling.edit({ op = "place", piece = PIN, at = centre() })
end

-- Rings that left the field or lie wholly outside the outer circle are taken off.
local function rule_out(ruling, report)
  field.rings_out(ruling, wholly_outside, function(piece)
    return "A " .. piece.colour .. " ring lies wholly outside the outer circle: it is taken off."
  end)
  field.say_left_field(ruling, report, function(piece) return "A " .. piece.colour .. " ring left the field: it is taken off." end)
end

-- Both have shot six: each player counts his own rings, a ring in the hole as in the centre.
local function rule_round_end(ruling)
  local state, status = ruling.state, ruling.status
  if ruling.count(function(_, s) return s == "hand" end) > 0 then return end
  for owner = 1, 2 do
    local count = 0
    for _, piece in ipairs(state.pieces) do
      if piece.owner == owner and piece.kind == "ring" then
        if status[piece.id] == "holed" then
          count = count + values.zones["15"]
        elseif status[piece.id] == "board" then
          count = count + (values.zones[zone_of(piece) or ""] or 0)
        end
      end
    end
    ruling.score(owner, count, "rings in the circles")
    ruling.say(state.seats[owner].name .. "'s rings count " .. count .. ".")
  end
  field.close_round(ruling, { level = field.LEVEL, pieces = layout })
end

function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  ruling.pass()
  rule_pin(ruling, report)
  rule_out(ruling, report)
  local shot = parlor.piece(state, report.shot)
  if ruling.status[shot.id] == "board" then
    local zone = zone_of(shot)
    if zone then
      ruling.say(ruling.name .. "'s ring rests in " .. ZONE_NAMES[zone] .. ": " .. values.zones[zone] .. " if it is still there at the end of the round.")
    else
      ruling.say(ruling.name .. "'s ring rests on the outer line: it counts nothing.")
    end
  end
  rule_round_end(ruling)
  return ruling.finish()
end

return game
