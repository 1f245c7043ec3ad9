-- Six Pin, as the Carrom Company's modern rule book ("100 games" board) gives it.
--
-- Catalogue id: six-pin. Two players sharing one white shooter. Six pins on the tips of the
-- backgammon points along the far side; fell them one at a time.

local pins = require("pins")     -- what this pack's pin games share

local PINS = 6                  -- pin ids 1..6, left to right
local SHOOTER = 7               -- the one white shooting ring, shared
local TRIANGLES = { 13, 14, 15, 16, 17, 18 } -- the points along the far side (rail 3)

local RULES = [[
Six pins stand on the tips of the six backgammon points along the far side of the square
(carrom) side of the board, the side opposite the players. The players share one white shooter
and shoot it from the near shooting line (the line in front of the near cushion, as in Carroms).

On your turn you shoot at the pins, choosing any pin you like, and you must knock down exactly
one pin with each shot. A pin you knock down alone is cleared away and you shoot again. A shot
that knocks down no pin, or two or more, loses your turn: all six pins are set up again and the
other player shoots. Knock all six down with successive single-pin shots and you have cleared
the side.

Winning: each player must have had the same chance. If the player who shot first in the match
clears the side, the other player gets one last turn to answer: clearing it too makes the game
a tie, failing loses. If the second player clears the side, they win at once (both have had as
many turns). There are no points, so the score column stays at 0.

Parlor's decisions where the book is unclear:
- The shooter is always placed on the near shooting line (the book does not say where from);
  it comes back to hand after every shot, and you may take as many shots as you keep succeeding.
- A coin toss decides who shoots first.
- A pin counts as knocked down if it falls, or is driven into a pocket or off the board.
- One inning (round) is one turn for each player.
]]

local game = pins.game({
  id = "six-pin", book = "100 games book", name = "Six Pin",
  summary = "Fell six pins one at a time with single-pin shots; a miss or a double re-sets them.",
  rules = RULES,
})

local function spots()
  local points = {}
  for i, number in ipairs(TRIANGLES) do
    for _, triangle in ipairs(board.triangles) do
      if triangle.number == number then points[i] = triangle.corners[3] end
    end
  end
  return points
end

local function layout()
  local pieces = {}
  local at = spots()
  for id = 1, PINS do
    pieces[#pieces + 1] = { id = id, kind = "pin", colour = "white", number = id, position = at[id], status = "board" }
  end
  pieces[#pieces + 1] = { id = SHOOTER, kind = "shooter", colour = "white", position = { x = 0, y = 0 }, status = "hand" }
  return pieces
end

local plural = parlor.plural

function game.setup(config)
  return pins.setup(game.info.id, config, layout(), { answering = false })
end

function game.prompt(state)
  local seat = state.turn
  local left = 0
  for id = 1, PINS do
    local pin = parlor.piece(state, id)
    if pin.kind == "pin" and pin.status == "board" then left = left + 1 end
  end
  local message = state.seats[seat].name .. ": from the near line, knock down exactly one pin ("
    .. plural(left, "pin") .. " to go)."
  if state.memo.answering then
    message = state.seats[seat].name .. ": last chance to clear the side and tie. " .. message
  end
  return {
    seat = seat,
    kind = { type = "shoot", piece = SHOOTER, from = parlor.on_line("shooting-1", 0) },
    message = message,
  }
end

-- The turn passes (or the match ends) after a failed shot or a cleared side: the leader's
-- clearing gives the other seat one turn to answer and tie.
local function turn_ends(ruling, cleared)
  local state, seat, name, memo, say = ruling.state, ruling.seat, ruling.name, ruling.memo, ruling.say
  local other = 3 - seat
  pins.rerack(ruling, spots())
  ruling.pass(other)
  if seat ~= memo.leader then ruling.verdict.round_over = true end
  if cleared then
    if memo.answering then
      ruling.win(nil, name .. " clears the side as well: both did it in the same number of turns, so the game is a tie.")
    elseif seat == memo.leader then
      memo.answering = true
      say(name .. " clears the side! " .. state.seats[other].name .. " has one turn to answer and tie.")
    else
      ruling.win(seat, name .. " clears the side with both players having had the same number of turns, and wins.")
    end
  elseif memo.answering then
    ruling.win(other, name .. " could not answer: " .. state.seats[other].name .. " cleared the side first and wins.")
  else
    say("All six pins are set up again: " .. state.seats[other].name .. " shoots.")
  end
end

-- Each shot must fell exactly one pin: a lone pin is cleared and the seat shoots again; a miss
-- or a double loses the turn.
function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local name, say = ruling.name, ruling.say
  local down, standing = pins.fallen(state, PINS)
  ruling.set(SHOOTER, "hand")

  if #down == 1 then
    if standing == 0 then
      say("The last pin goes down alone: " .. name .. " has felled all six with single-pin shots.")
      turn_ends(ruling, true)
    else
      pins.clear(ruling, down)
      say("One pin down alone: it is cleared, and " .. name .. " shoots again (" .. plural(standing, "pin") .. " to go).")
    end
  elseif #down == 0 then
    say("No pin went down: a miss loses the turn.")
    turn_ends(ruling, false)
  else
    say(plural(#down, "pin") .. " went down on one shot: only one pin a shot is allowed, so the turn is lost.")
    turn_ends(ruling, false)
  end
  return ruling.finish()
end

return game
