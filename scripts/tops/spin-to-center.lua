-- Spin to Center, a spinning-top game of the Carrom Company's modern rule book, on the crokinole
-- side: one top, two spins a turn, to bring it to rest inside the centre circle.
--
-- Catalogue id: spin-to-center. Two to four players, each for themselves.

local tops = require("tops")             -- what this pack's top games share

local TOP = 1
local TURNS = 3

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

local game = tops.game({
  id = "spin-to-center", book = "100 games book", name = "Spin to Center", board = "crokinole",
  summary = "Two spins of one top to reach the centre circle: 3 at the first, 1 at the second.",
  rules = RULES,
})

-- The count, as data: the judge and its sentences read these, and a house rule changes them
-- (`values = { first = 5 }`).
game.values = {
  first = 3,    -- the top at rest inside the centre circle after the first spin
  second = 1,   -- the top at rest inside the centre circle after the second spin
}
local values = game.values

-- Whether the top lies inside the centre circle, and whether it can be spun again from there.
local function inside(piece)
  if piece.status == "holed" then return true, false end
  if piece.status ~= "board" then return false, false end
  return tops.reach(piece) <= parlor.circle("inner").radius - board.line_width / 2, true
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
  local middle = tops.seat_angle(seat, #state.seats)
  if state.memo.second then
    return {
      seat = seat,
      kind = { type = "shoot", piece = TOP, from = { type = "where_it_lies" } },
      message = state.seats[seat].name .. ": spin the top again from where it stopped, into the centre circle for " .. values.second .. " (round " .. state.round .. " of " .. TURNS .. ").",
    }
  end
  return {
    seat = seat,
    kind = { type = "shoot", piece = TOP,
             from = { type = "arc", inner = parlor.circle("middle").radius + radius, outer = parlor.circle("outer").radius - radius,
                      from = middle - math.pi / 4, to = middle + math.pi / 4 } },
    message = state.seats[seat].name .. ": spin the top from the band in front of you into the centre circle for " .. values.first .. " (round " .. state.round .. " of " .. TURNS .. ").",
  }
end

-- A top inside the centre circle scores (`values.first` at the first spin, `values.second` at
-- the second); one that stops outside it after the first spin goes again from where it lies.
function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local name, memo = ruling.name, ruling.memo
  local say = ruling.say
  local made, can_go_on = inside(parlor.piece(state, TOP))
  local over = true
  if made then
    local points = memo.second and values.second or values.first
    ruling.score(ruling.seat, points, memo.second and "second spin" or "first spin")
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
    ruling.set(TOP, "hand")
    tops.pass_turn(ruling, TURNS)
  else
    memo.second = true
  end
  return ruling.finish()
end

return game
