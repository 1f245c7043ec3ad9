-- Double Circle, from the 100-games book: a pocket game on the crokinole side. Four red and four
-- green rings alternate on the outer and middle circles; from beside the hole, drive your rings
-- into the corner pockets, calling the pocket after the opening shot. Two rounds win.
--
-- Catalogue id: double-circle. Two players. The field is played flat out to the rim
-- (`flat_field`), as it must be for the rings to reach the corner pockets.

local field = require("field")

local COLOURS = { "red", "green" }
local SHOOTER = 20
local ROUNDS_TO_WIN = 2
local DIAGONALS = { -3 * math.pi / 4, -math.pi / 4, math.pi / 4, 3 * math.pi / 4 }   -- pockets 1 to 4

local RULES = [[
Where the four lines cross the outer circle, a red and a green ring stand alternately; on the
middle circle, in line with them, a green and a red alternately, so that each line holds one of
each colour and no two neighbours match. Red is the first seat's colour, green the second's. One
white shooter serves both. A coin toss (drawn from the match seed) decides who starts.

The first shot of a round is taken from the centre, with the shooter just outside the hole: shoot
at one of your opponent's rings to drive your ring beyond it into the pocket ahead. After that,
every shot must call a pocket: you go on shooting, from where the shooter lies, as long as one of
your rings drops into the pocket you called. When you miss, your opponent plays the shooter from
where it lies, at any of his rings, calling his pockets too.

A ring of yours that drops into a pocket you did not call is put back on the outer circle where
the line nearest that pocket crosses it. If the shooter drops into a pocket your turn is over and
the next player shoots from the centre. The first to drop all four of his rings wins the round;
two rounds win the match. The score is the rounds won.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- The opening shot of each round is not called: any ring of yours it drops counts, and you go on.
- A ring of your opponent's that you drop goes back like an uncalled ring, on the outer-circle
  crossing nearest the pocket it fell into; it does not count for him.
- A ring put back goes on its crossing, or as near it as it fits. A ring knocked off the board
  goes back on the crossing nearest where it left.
- A shot that drops the shooter counts nothing: rings of yours dropped on it go back too.
- The loser of a round opens the next.]]

local game = field.game({
  id = "double-circle", book = "100 games book", name = "Double Circle",
  family = "carrom-pocket",
  flat_field = true,
  summary = "Drive your four rings from two circles into the corner pockets, calling every shot after the first.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
})

-- The crossing of line `line` (pocket 1 to 4) with circle `name`.
local function crossing(line, name)
  local radius, angle = field.circle(name), DIAGONALS[line]
  return { x = radius * math.cos(angle), y = radius * math.sin(angle) }
end

-- Rings 1 to 4 on the outer circle, 5 to 8 on the middle one; red on the outer circle of the
-- odd lines and on the middle circle of the even ones.
local function layout()
  local pieces = {}
  for line = 1, 4 do
    local outer_red = line % 2 == 1
    pieces[#pieces + 1] = { id = line, kind = "ring", colour = outer_red and "red" or "green", owner = outer_red and 1 or 2,
                            position = crossing(line, "outer"), status = "board" }
    pieces[#pieces + 1] = { id = 4 + line, kind = "ring", colour = outer_red and "green" or "red", owner = outer_red and 2 or 1,
                            position = crossing(line, "middle"), status = "board" }
  end
  pieces[#pieces + 1] = { id = SHOOTER, kind = "shooter", colour = "white", position = { x = 0, y = 0 }, status = "hand" }
  return pieces
end

function game.setup(config)
  return field.match(game.info.id, config, COLOURS, layout(), parlor.draw(config.seed, 2), { opening = true, from_centre = true })
end

-- Just outside the hole, all the way round it.
local function beside_hole()
  local reach = board.hole.radius + board.pieces.shooter.radius + 0.001
  return { type = "arc", inner = reach, outer = reach + 0.004, from = -math.pi, to = math.pi }
end

function game.prompt(state)
  local seat = state.turn
  local memo = state.memo
  local shooter = parlor.piece(state, SHOOTER)
  local from_centre = memo.from_centre or shooter.status ~= "board"
  local kind = { type = "shoot", piece = SHOOTER, from = from_centre and beside_hole() or { type = "where_it_lies" } }
  local message
  if memo.opening then
    message = ": from beside the hole, drive one of your rings into a pocket through an opponent's ring."
  else
    kind.call = { pieces = {}, pocket = true }
    message = ": call a pocket, then shoot " .. (from_centre and "from beside the hole" or "from where the shooter lies") .. " to drop a " .. COLOURS[seat] .. " ring into it."
  end
  return { seat = seat, kind = kind, message = state.seats[seat].name .. message }
end

-- The outer-circle crossing nearest `point`.
local function nearest_crossing(point)
  local best, best_d = nil, math.huge
  for line = 1, 4 do
    local at = crossing(line, "outer")
    local d = (at.x - point.x) ^ 2 + (at.y - point.y) ^ 2
    if d < best_d then best, best_d = at, d end
  end
  return best
end

-- Where the rings that dropped or left the board go: the player's own into the pocket called (or
-- any on the opening shot) count and stay down; every other goes back on the outer circle.
-- Whether the shooter was lost, and how many rings were made.
local function rule_rings(ruling, action, report, opening)
  local state, seat, name = ruling.state, ruling.seat, ruling.name
  local called = action.call and action.call.pocket
  local lost, made = false, 0
  local back = {}                         -- { id, near }
  for _, event in ipairs(report.events or {}) do
    if event.piece == SHOOTER and (event.type == "pocketed" or event.type == "off_board") then lost = true end
  end
  for _, event in ipairs(report.events or {}) do
    local piece = parlor.piece(state, event.piece)
    if piece and piece.kind == "ring" and event.type == "pocketed" then
      local near = crossing(event.pocket, "outer")
      if piece.owner ~= seat then
        back[#back + 1] = { piece.id, near }
        ruling.say("A " .. piece.colour .. " ring of the other side dropped into pocket " .. event.pocket .. ": it goes back on the outer circle.")
      elseif lost then
        back[#back + 1] = { piece.id, near }
      elseif opening or event.pocket == called then
        made = made + 1
        ruling.say(name .. " drops a " .. piece.colour .. " ring into pocket " .. event.pocket .. (opening and "." or ", as called."))
      else
        back[#back + 1] = { piece.id, near }
        ruling.say("A " .. piece.colour .. " ring dropped into pocket " .. event.pocket .. ", not the one called: it goes back on the outer circle.")
      end
    elseif piece and piece.kind == "ring" and event.type == "off_board" then
      back[#back + 1] = { piece.id, nearest_crossing(piece.position) }
      ruling.say("A ring left the board: it goes back on the outer circle.")
    end
  end
  for _, entry in ipairs(back) do ruling.respot(entry[1], entry[2]) end
  return lost, made
end

-- The round: the first to drop all four of his rings wins it; the score is rounds won.
local function rule_round_end(ruling)
  local state, seat, name, memo = ruling.state, ruling.seat, ruling.name, ruling.memo
  if ruling.count(function(piece, status) return piece.owner == seat and status == "board" end) > 0 then return end
  ruling.score(seat, 1, "round won")
  ruling.end_round()
  local rounds = ruling.totals[seat]
  ruling.say(name .. " has dropped all four rings and wins round " .. state.round .. ".")
  if rounds >= ROUNDS_TO_WIN then
    ruling.win(seat, name .. " wins the match, " .. rounds .. " rounds to " .. ruling.totals[3 - seat] .. ".")
  else
    memo.opening, memo.from_centre = true, true
    ruling.end_round(3 - seat, layout())
    ruling.say("New round: the rings are set out again; " .. state.seats[3 - seat].name .. " opens from the centre.")
  end
end

function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local name, memo = ruling.name, ruling.memo
  local called = action.call and action.call.pocket
  local opening = memo.opening
  memo.opening, memo.from_centre = false, false
  local lost, made = rule_rings(ruling, action, report, opening)
  if lost then
    ruling.say("The shooter is lost: " .. name .. "'s turn is over, and the next shot is from the centre.")
    ruling.set(SHOOTER, "hand")
    memo.from_centre = true
    ruling.pass()
  elseif made > 0 then
    ruling.say(name .. " shoots again, from where the shooter lies.")
  else
    if not opening and called then ruling.say(name .. " did not drop a ring into pocket " .. called .. ": the turn passes.") end
    ruling.pass()
  end
  rule_round_end(ruling)
  return ruling.finish()
end

return game
