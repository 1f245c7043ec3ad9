-- Spin to Center, a spinning-top game of the Carrom Company's modern rule book, on the crokinole
-- side: one top, two spins a turn, to bring it to rest inside the centre circle.
--
-- Catalogue id: spin-to-center. Two to four players, each for themselves.

local tops = require("tops")             -- what this pack's top games share
local spin_count = require("spin-count") -- the circles

local TOP = 1
local TURNS = 3
local FIRST_SPIN_POINTS = 3
local SECOND_SPIN_POINTS = 1

local RULES = [[
Two to four players, each playing for themselves, share one spinning top. A turn is two spins.
The first is started from your own side of the board, anywhere in the band between the outer and
the middle circle lines inside your own quarter. If the top comes to rest inside the centre
circle (the one ringed by the posts), it scores 3 and your turn is over. If not, you spin it a
second time from where it stopped: inside the centre circle now, it scores 1.

Each player has three turns; the highest total wins.

Parlor's decisions where the book is unclear:
- "Inside the centre circle" means wholly inside its line; the centre hole is inside it too.
- A top that leaves the field (into the ditch or off the board) on the first spin cannot be spun
  again from where it stopped: the turn is over with nothing.
- Who opens is drawn by lot (from the match seed); turns go clockwise.
- A tie for the highest total is a drawn game.
]]

local game = {}

game.info = {
  id = "spin-to-center",
  name = "Spin to Center",
  family = "spinning-tops",
  board = "crokinole",
  players = { 2, 3, 4 },
  summary = "Two spins of one top to reach the centre circle: 3 at the first, 1 at the second.",
  rules = RULES,
}

-- The middle of each seat's quarter: seat 1 at the bottom, then clockwise.
local function seat_angle(seat, seats)
  local step = (seats == 2) and 2 or 1
  return -math.pi / 2 - (seat - 1) * step * math.pi / 2
end

-- Whether the top lies inside the centre circle, and whether it can be spun again from there.
local function inside(piece)
  if piece.status == "holed" then return true, false end
  if piece.status ~= "board" then return false, false end
  local reach = math.sqrt(piece.position.x ^ 2 + piece.position.y ^ 2) + board.pieces[piece.kind].radius
  return reach <= spin_count.circle("inner") - board.line_width / 2, true
end

function game.setup(config)
  local pieces = { { id = TOP, kind = "top", colour = "red", position = { x = 0, y = 0 }, status = "hand" } }
  return tops.setup(game.info.id, "crokinole", config, pieces, function(first)
    return { opener = first, second = false }
  end)
end

function game.prompt(state)
  local seat = state.turn
  local radius = board.pieces.top.radius
  local middle = seat_angle(seat, #state.seats)
  if state.memo.second then
    return {
      seat = seat,
      kind = { type = "shoot", piece = TOP, from = { type = "where_it_lies" } },
      message = state.seats[seat].name .. ": spin the top again from where it stopped, into the centre circle for 1 (round " .. state.round .. " of " .. TURNS .. ").",
    }
  end
  return {
    seat = seat,
    kind = { type = "shoot", piece = TOP,
             from = { type = "arc", inner = spin_count.circle("middle") + radius, outer = spin_count.circle("outer") - radius,
                      from = middle - math.pi / 4, to = middle + math.pi / 4 } },
    message = state.seats[seat].name .. ": spin the top from the band in front of you into the centre circle for 3 (round " .. state.round .. " of " .. TURNS .. ").",
  }
end

function game.judge(state, action, report)
  local seat = state.turn
  local name = state.seats[seat].name
  local memo = parlor.copy(state.memo)
  local verdict = { edits = {}, score = {}, messages = {}, next = seat }
  local say = function(text) verdict.messages[#verdict.messages + 1] = text end

  local made, can_go_on = inside(parlor.piece(state, TOP))
  local points = 0
  local over = true
  if made then
    points = memo.second and SECOND_SPIN_POINTS or FIRST_SPIN_POINTS
    verdict.score[1] = { team = seat, points = points, reason = memo.second and "second spin" or "first spin" }
    say(name .. "'s top comes to rest inside the centre circle at the " .. (memo.second and "second" or "first") .. " spin: " .. points .. ".")
  elseif not memo.second and can_go_on then
    over = false
    say(name .. "'s top stops outside the centre circle: one more spin, from where it lies.")
  elseif not memo.second then
    say(name .. "'s top left the field: the turn is over with nothing.")
  else
    say(name .. "'s top stops outside the centre circle again: nothing this turn.")
  end

  if over then
    memo.second = false
    verdict.edits[#verdict.edits + 1] = { op = "status", piece = TOP, status = "hand" }
    tops.pass_turn(state, verdict, say, points, TURNS, {
      after = "After " .. TURNS .. " turns each", leads = "has the highest total",
      shared = "the highest total (%d) is shared",
    })
  else
    memo.second = true
  end
  verdict.memo = memo
  return verdict
end

return game
