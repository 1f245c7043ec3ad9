-- Twenty-One, the dice game on the crokinole side: one die, thrown like a disc at the centre
-- hole; total your throws as near 21 as you dare without going over.
--
-- Catalogue id: twenty-one. Two players. The die is a real piece: the physics decides its face
-- (a `landed` event) or drops it into the hole (a `holed` event), which makes it wild.

local dice = require("dice")     -- what this pack's games share

local DIE = 1
local COLOURS = { "red", "green" }
-- Each seat throws from the corner of the field on its front left, where a pocket sits on the
-- carrom side: seat 1 (at the bottom) near pocket 1, seat 2 (opposite) near pocket 3.
local CORNER_ANGLE = { -3 * math.pi / 4, math.pi / 4 }
local CORNER_NAME = { "pocket 1", "pocket 3" }
local SPREAD = 0.15          -- radians either side of the corner's diagonal (about 3.7 cm)
local INNER, OUTER = 0.240, 0.256   -- across the starting line, the die wholly on the field

local RULES = [[
Two players and one die. The die is thrown on the board, toward the centre hole, from a spot near
a corner: you place it on the short band at the edge of the field, on the diagonal that runs to
the pocket at your front left (pocket 1 for the player at the bottom, pocket 3 for the one
opposite), then flick it like a disc.

In a round, the first player throws the die again and again and adds up the faces. After each
throw he chooses: roll again, or stick with his total. Going over 21 is a bust. When he sticks or
busts, the second player does the same. A die that drops into the centre hole is wild: its
thrower names any value from 1 to 6 for it.

Who wins the round:
- The first player busts: the second player wins the round at once, without throwing.
- The second player reaches 21, or a total nearer to 21 than the first player's: he wins the
  round.
- The second player busts, or sticks on a total that is not nearer to 21 than the first
  player's: the first player wins the round. A tie below 21 goes to the first player.
The first player to win 3 rounds (or the number agreed) wins the match.

Parlor's decisions where the book is unclear:
- The throwing spot "near one of the pockets" is the band described above: its centre 24.0 to
  25.6 cm from the board's centre (across the starting line, the die wholly on the field) and
  within about 3.7 cm either side of the diagonal.
- Every turn starts with a throw: you cannot stick on nothing.
- Reaching exactly 21 ends your turn by itself (any further throw would bust).
- The second player's turn ends as soon as his total is nearer to 21 than the first player's:
  the round is his, and rolling on could only lose it.
- If both reach 21, the second player wins the round (the book gives him the round on 21).
- A throw that leaves the field (into the ditch or off the board) shows no face: it does not
  count, and the same player throws again.
- A coin toss (drawn from the match seed) decides who starts the first round; after that the
  players take turns to start a round.
- The score beside each player is the number of rounds he has won.

Option: how many round wins take the match (3 by default, as the book says).
]]

local game = dice.game({
  id = "twenty-one", book = "100 games book", name = "Twenty-One (Dice Game)",
  board = "crokinole",
  summary = "Throw the die at the hole and add the faces; nearest 21 without going over wins the round.",
  rules = RULES,
  options = { { key = "rounds", label = "Round wins for the match", default = 3 } },
})

-- The count, as data: the judge and its sentences read it, and a house rule changes it
-- (`values = { goal = 31 }`).
game.values = {
  goal = 21,   -- the total to come nearest without going over (over it is a bust)
}
local values = game.values

function game.setup(config)
  local first = parlor.draw(config.seed, 2)
  local die = { id = DIE, kind = "die", colour = "white", position = { x = 0, y = 0 }, status = "hand" }
  return dice.match(game.info, config, COLOURS, { die }, first, {
    rounds = parlor.option(config, "rounds", 3),
    first = first,          -- who starts the current round
    totals = { 0, 0 },      -- each seat's total in the current round
    phase = "throw",        -- "throw", "wild" (name the holed die) or "choose"
  })
end

function game.prompt(state)
  local seat = state.turn
  local memo = state.memo
  local name = state.seats[seat].name
  local total = memo.totals[seat]
  if memo.phase == "wild" then
    return {
      seat = seat,
      kind = { type = "move", moves = dice.choices({ "1", "2", "3", "4", "5", "6" }) },
      message = name .. ": the die is in the hole and wild. Name its value (total so far " .. total .. ").",
    }
  elseif memo.phase == "choose" then
    return {
      seat = seat,
      kind = { type = "move", moves = dice.choices({ "Roll again", "Stick" }) },
      message = name .. ": your total is " .. total .. ". Roll again or stick?",
    }
  end
  local middle = CORNER_ANGLE[seat]
  return {
    seat = seat,
    kind = {
      type = "shoot", piece = DIE,
      from = { type = "arc", inner = INNER, outer = OUTER, from = middle - SPREAD, to = middle + SPREAD },
    },
    message = name .. ": throw the die from the corner by " .. CORNER_NAME[seat] .. " toward the hole (total " .. total .. ").",
  }
end

-- The round is decided: `winner` takes it, and the match or the next round follows.
local function end_round(ruling, winner)
  local state, memo = ruling.state, ruling.memo
  ruling.score(winner, 1, "round won")
  ruling.end_round()
  local won = ruling.totals[winner]
  if won >= memo.rounds then
    ruling.win(winner, state.seats[winner].name .. " has won " .. parlor.plural(won, "round") .. " and wins the match.")
    return
  end
  memo.first = 3 - memo.first
  memo.totals = { 0, 0 }
  memo.phase = "throw"
  ruling.end_round(memo.first)
  ruling.say("Round " .. (state.round + 1) .. ": " .. state.seats[memo.first].name .. " starts, as the players take turns to open a round.")
end

-- The seat's turn is over (stick, bust or 21): hand the die over or decide the round.
local function end_turn(ruling)
  local state, memo, seat, say = ruling.state, ruling.memo, ruling.seat, ruling.say
  local totals = memo.totals
  local other = 3 - seat
  local bust = totals[seat] > values.goal
  if seat == memo.first then
    if bust then
      say("A bust by the first player gives the round to " .. state.seats[other].name .. ".")
      end_round(ruling, other)
    else
      memo.phase = "throw"
      ruling.pass(other)
      say(state.seats[other].name .. " now throws to beat " .. totals[seat] .. ".")
    end
    return
  end
  if bust then
    say("The second player busts: the round goes to " .. state.seats[other].name .. ", who stood on " .. totals[other] .. ".")
    end_round(ruling, other)
  elseif totals[seat] == values.goal or totals[seat] > totals[other] then
    say(ruling.name .. "'s " .. totals[seat] .. " is nearer to " .. values.goal .. " than " .. totals[other] .. ": the second player wins the round.")
    end_round(ruling, seat)
  else
    say(ruling.name .. " sticks on " .. totals[seat] .. ", not nearer to " .. values.goal .. " than " .. totals[other] .. ": the round goes to the first player, " .. state.seats[other].name .. ".")
    end_round(ruling, other)
  end
end

-- Adds a thrown or named value to the seat's total and says what follows.
local function count(ruling, value)
  local memo, seat, name = ruling.memo, ruling.seat, ruling.name
  local totals = memo.totals
  totals[seat] = totals[seat] + value
  local total = totals[seat]
  if total > values.goal then
    ruling.say(name .. " counts " .. value .. ": " .. total .. " is over " .. values.goal .. ", a bust.")
    end_turn(ruling)
  elseif total == values.goal then
    ruling.say(name .. " counts " .. value .. " and reaches " .. values.goal .. " exactly: the turn ends there.")
    end_turn(ruling)
  elseif seat ~= memo.first and total > totals[memo.first] then
    ruling.say(name .. " counts " .. value .. " for " .. total .. ", nearer to " .. values.goal .. " than " .. totals[memo.first] .. ": the second player wins the round.")
    end_round(ruling, seat)
  else
    ruling.say(name .. " counts " .. value .. " for a total of " .. total .. ".")
    memo.phase = "choose"
  end
end

-- What the throw of the die did: a face counts, the hole makes it wild, the ditch not at all.
local function rule_throw(ruling, report)
  local name = ruling.name
  for _, event in ipairs(report.events or {}) do
    if event.piece == DIE then
      if event.type == "holed" then
        ruling.memo.phase = "wild"
        ruling.say("The die dropped into the centre hole: it is wild, and " .. name .. " names its value.")
        return
      elseif event.type == "landed" then
        count(ruling, event.face)
        return
      elseif event.type == "ditched" or event.type == "off_board" then
        ruling.say("The die left the field without showing a face: the throw does not count, and " .. name .. " throws again.")
        return
      end
    end
  end
  ruling.say("The die did not settle on a face: the throw does not count, and " .. name .. " throws again.")
end

function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local memo = ruling.memo
  if action.type ~= "move" then
    rule_throw(ruling, report)
  elseif memo.phase == "wild" then
    count(ruling, math.tointeger(tonumber(action.notation)))
  elseif action.notation == "Stick" then
    ruling.say(ruling.name .. " sticks on " .. memo.totals[ruling.seat] .. ".")
    end_turn(ruling)
  else
    memo.phase = "throw"
    ruling.say(ruling.name .. " rolls again.")
  end
  return ruling.finish()
end

return game
