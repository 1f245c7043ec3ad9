-- Ring and Dice, on the carrom side: the roller throws two dice and sets a ring on the square
-- with that number; his opponent shoots from pocket spot No. 1 to pocket it.
--
-- Catalogue id: ring-and-dice. Two players: a roller and a shooter, who change places.

local dice = require("dice")     -- what this pack's games share

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

local game = dice.game({
  id = "ring-and-dice", book = "100 games book", name = "Ring and Dice",
  board = "carrom",
  summary = "Throw two dice to set a ring on a numbered square; your opponent must pocket it from spot 1.",
  rules = RULES,
})

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
  local pieces = {}
  for id = 1, RINGS do
    pieces[id] = { id = id, kind = "ring", colour = "natural", position = { x = 0, y = 0 }, status = "hand" }
  end
  pieces[#pieces + 1] = { id = SHOOTER, kind = "shooter", colour = "white",
                          position = { x = 0, y = 0 }, status = "hand" }
  return dice.match(game.info, config, COLOURS, pieces, first,
    { roller = first, rolls = 0, phase = "roll", ring = 0, number = 0 })
end

local function spot_one()
  return board.spots["spot-1"]
end

function game.prompt(state)
  local memo = state.memo
  local seat = state.turn
  local name = state.seats[seat].name
  if memo.phase == "side" then
    return {
      seat = seat,
      kind = { type = "move", moves = dice.choices(SIDE_CHOICES) },
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
local function set_ring(ruling, side)
  local memo = ruling.memo
  ruling.edit({ op = "place", piece = memo.ring, at = numbered_square(memo.number, side) })
  memo.phase = "shoot"
  ruling.pass(3 - memo.roller)
  local where = "square " .. memo.number
  if side then where = where .. ", " .. SIDE_CHOICES[side]:lower() end
  ruling.say("A ring is set on " .. where .. ": " .. ruling.state.seats[3 - memo.roller].name .. " shoots at it from pocket spot No. 1.")
end

-- A throw picks the square, and the next ring in hand for it.
local function rule_roll(ruling, report)
  local memo, name = ruling.memo, ruling.name
  local values = dice.thrown(report)
  memo.number = values[1] + values[2]
  memo.rolls = memo.rolls + 1
  for _, piece in ipairs(ruling.state.pieces) do
    if piece.kind == "ring" and piece.status == "hand" then memo.ring = piece.id break end
  end
  ruling.say(name .. " throws " .. values[1] .. " and " .. values[2] .. ": square " .. memo.number .. ".")
  if memo.number > 8 then
    memo.phase = "side"
    ruling.say("Squares 9 to 12 lie either way from square 8: " .. name .. " chooses which.")
  else
    set_ring(ruling, nil)
  end
end

-- The shot at the ring: pocketed (without the shooter), the shooter wins it and takes the dice;
-- missed, the roller wins it, and loses the dice after three throws.
local function rule_shot(ruling, report)
  local state, memo, seat, name = ruling.state, ruling.memo, ruling.seat, ruling.name
  local roller = memo.roller
  local ring_down = parlor.happened(report, "pocketed", memo.ring)
  local shooter_down = parlor.happened(report, "pocketed", SHOOTER)
  local winner
  if ring_down and not shooter_down then
    winner = seat
    ruling.say(name .. " pockets the ring and wins it; " .. name .. " takes over the dice.")
    memo.roller = seat
    memo.rolls = 0
  else
    winner = roller
    if shooter_down then
      ruling.say("The shooting ring went down: the shot fails, and " .. state.seats[roller].name .. " takes the ring.")
    else
      ruling.say(name .. " misses the ring: " .. state.seats[roller].name .. " takes it.")
    end
    if memo.rolls >= ROLLS_PER_SPELL then
      memo.roller = seat
      memo.rolls = 0
      ruling.say("Three throws without a ring pocketed by the shooter: the dice go to " .. name .. ".")
    end
  end
  ruling.set(memo.ring, "aside")
  ruling.edit({ op = "owner", piece = memo.ring, owner = winner })
  ruling.set(SHOOTER, "hand")
  ruling.score(winner, 1, "ring won")
  memo.phase = "roll"
  ruling.pass(memo.roller)
  if ruling.totals[winner] >= TARGET then
    ruling.win(winner, state.seats[winner].name .. " has won " .. TARGET .. " rings and wins the match.")
  end
end

function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  if action.type == "roll" then
    rule_roll(ruling, report)
  elseif action.type == "move" then
    set_ring(ruling, action.notation == SIDE_CHOICES[1] and 1 or 2)
  else
    rule_shot(ruling, report)
  end
  return ruling.finish()
end

return game
