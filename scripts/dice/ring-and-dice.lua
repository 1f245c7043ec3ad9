-- Ring and Dice, on the carrom side: the roller throws two dice and sets a ring on the square
-- with that number; his opponent shoots from pocket spot No. 1 to pocket it.
--
-- Catalogue id: ring-and-dice. Two players: a roller and a shooter, who change places.

local RINGS = 24
local SHOOTER = 25
local TARGET = 12              -- rings won that take the match
local ROLLS_PER_SPELL = 3
local COLOURS = { "red", "green" }
local SIDE_CHOICES = { "Toward pocket 4", "Toward pocket 2" }

local RULES = [[
Two players, 24 loose rings, one shooting ring and two dice. The squares of the checkerboard are
numbered: 1 is the corner square nearest pocket 1, and 2 to 8 follow it along the diagonal to
the opposite corner (8 is the corner square nearest pocket 3). 9 to 12 lie 1 to 4 squares away
from square 8, either along the far edge (toward pocket 4) or down the right-hand edge (toward
pocket 2); the roller chooses which.

The roller throws the two dice and a ring is set on the square of the total. His opponent then
shoots the shooting ring from pocket spot No. 1 (the spot in front of pocket 1) to pocket that
ring. If he pockets it, he wins the ring and takes over the dice: he is now the roller. If he
fails, the roller takes the ring and throws again. After three throws in a row with no ring
pocketed by the opponent, the dice change hands anyway. The first player to win 12 rings wins.

Parlor's decisions where the book is unclear:
- The numbering follows the diagonal from the corner nearest pocket 1, whatever the colour of
  the squares on Parlor's drawing of the board.
- Two dice never total 1, so square 1 is never used.
- "Right or left of square 8" are named by where they lead: toward pocket 4 (along the far edge)
  or toward pocket 2 (down the right-hand edge), as seen from the first seat.
- Only the target ring counts: a shot that pockets the shooting ring is a failure even if the
  ring dropped too, and the roller takes the ring.
- The three throws count from the moment a player takes over the dice; the throw that ends
  with the third failure hands the dice over.
- A coin toss (drawn from the match seed) picks the first roller.
- The score beside each player is the number of rings he has won.
]]

local game = {}

game.info = {
  id = "ring-and-dice",
  name = "Ring and Dice",
  family = "dice",
  board = "carrom",
  players = { 2 },
  summary = "Throw two dice to set a ring on a numbered square; your opponent must pocket it from spot 1.",
  rules = RULES,
}

-- Centre of the square in column `col`, row `row` (0-7), counted from the corner nearest
-- pocket 1.
local function square(col, row)
  local size = board.squares.size
  local centre = board.squares.centre
  local first = -(board.squares.count - 1) / 2
  return { x = centre.x + (first + col) * size, y = centre.y + (first + row) * size }
end

-- The square numbered `number`; for 9 to 12, `side` is 1 (toward pocket 4) or 2 (toward
-- pocket 2).
local function numbered_square(number, side)
  if number <= 8 then return square(number - 1, number - 1) end
  local away = number - 8
  if side == 1 then return square(7 - away, 7) end
  return square(7, 7 - away)
end

function game.setup(config)
  local first = parlor.draw(config.seed, 2)
  local seats, pieces = {}, {}
  for seat = 1, 2 do
    seats[seat] = { name = config.seats[seat].name, team = seat, colour = COLOURS[seat] }
  end
  for id = 1, RINGS do
    pieces[id] = { id = id, kind = "ring", colour = "natural", position = { x = 0, y = 0 }, status = "hand" }
  end
  pieces[#pieces + 1] = { id = SHOOTER, kind = "shooter", colour = "white",
                          position = { x = 0, y = 0 }, status = "hand" }
  return {
    game = game.info.id,
    board = "carrom",
    seats = seats,
    pieces = pieces,
    scores = { 0, 0 },
    turn = first,
    round = 1,
    memo = { roller = first, rolls = 0, phase = "roll", ring = 0, number = 0 },
  }
end

local function spot_one()
  return board.spots["spot-1"]
end

function game.prompt(state)
  local memo = state.memo
  local seat = state.turn
  local name = state.seats[seat].name
  if memo.phase == "side" then
    local moves = {}
    for i, text in ipairs(SIDE_CHOICES) do moves[i] = { notation = text } end
    return {
      seat = seat,
      kind = { type = "move", moves = moves },
      message = name .. ": square " .. memo.number .. " lies " .. (memo.number - 8)
        .. " from square 8. Which way?",
    }
  elseif memo.phase == "shoot" then
    local spot = spot_one()
    return {
      seat = seat,
      kind = { type = "shoot", piece = SHOOTER,
               from = { type = "segment", a = spot, b = spot, tolerance = 0 } },
      message = name .. ": shoot from pocket spot No. 1 and pocket the ring on square " .. memo.number .. ".",
    }
  end
  return {
    seat = seat,
    kind = { type = "roll", dice = 2 },
    message = name .. ": throw the dice to set a ring (throw " .. (memo.rolls + 1) .. " of " .. ROLLS_PER_SPELL .. ").",
  }
end

-- Sets the ring on its square and hands the shot to the roller's opponent.
local function set_ring(state, verdict, memo, side, say)
  local at = numbered_square(memo.number, side)
  verdict.edits[#verdict.edits + 1] = { op = "place", piece = memo.ring, at = at }
  memo.phase = "shoot"
  verdict.next = 3 - memo.roller
  local where = "square " .. memo.number
  if side then where = where .. ", " .. SIDE_CHOICES[side]:lower() end
  say("A ring is set on " .. where .. ": " .. state.seats[3 - memo.roller].name .. " shoots at it from pocket spot No. 1.")
end

function game.judge(state, action, report)
  local seat = state.turn
  local memo = parlor.copy(state.memo)
  local verdict = { edits = {}, score = {}, messages = {}, next = seat, memo = memo }
  local say = function(text) verdict.messages[#verdict.messages + 1] = text end
  local name = state.seats[seat].name

  if action.type == "roll" then
    local values = parlor.events(report, "rolled")[1].values
    memo.number = values[1] + values[2]
    memo.rolls = memo.rolls + 1
    for _, piece in ipairs(state.pieces) do
      if piece.kind == "ring" and piece.status == "hand" then memo.ring = piece.id break end
    end
    say(name .. " throws " .. values[1] .. " and " .. values[2] .. ": square " .. memo.number .. ".")
    if memo.number > 8 then
      memo.phase = "side"
      say("Squares 9 to 12 lie either way from square 8: " .. name .. " chooses which.")
    else
      set_ring(state, verdict, memo, nil, say)
    end
    return verdict
  end

  if action.type == "move" then
    local side = action.notation == SIDE_CHOICES[1] and 1 or 2
    set_ring(state, verdict, memo, side, say)
    return verdict
  end

  -- The shot at the ring.
  local roller = memo.roller
  local ring_down, shooter_down = false, false
  for _, event in ipairs(parlor.events(report, "pocketed")) do
    if event.piece == memo.ring then ring_down = true end
    if event.piece == SHOOTER then shooter_down = true end
  end
  local winner
  if ring_down and not shooter_down then
    winner = seat
    say(name .. " pockets the ring and wins it; " .. name .. " takes over the dice.")
    memo.roller = seat
    memo.rolls = 0
  else
    winner = roller
    if shooter_down then
      say("The shooting ring went down: the shot fails, and " .. state.seats[roller].name .. " takes the ring.")
    else
      say(name .. " misses the ring: " .. state.seats[roller].name .. " takes it.")
    end
    if memo.rolls >= ROLLS_PER_SPELL then
      memo.roller = seat
      memo.rolls = 0
      say("Three throws without a ring pocketed by the shooter: the dice go to " .. name .. ".")
    end
  end
  verdict.edits[#verdict.edits + 1] = { op = "status", piece = memo.ring, status = "aside" }
  verdict.edits[#verdict.edits + 1] = { op = "owner", piece = memo.ring, owner = winner }
  verdict.edits[#verdict.edits + 1] = { op = "status", piece = SHOOTER, status = "hand" }
  verdict.score[1] = { team = winner, points = 1, reason = "ring won" }
  memo.phase = "roll"
  verdict.next = memo.roller
  if state.scores[winner] + 1 >= TARGET then
    verdict.outcome = { winner = winner }
    say(state.seats[winner].name .. " has won " .. TARGET .. " rings and wins the match.")
  end
  return verdict
end

return game
