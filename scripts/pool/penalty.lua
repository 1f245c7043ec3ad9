-- Penalty, from the 100-games book: every player has his own shooter, left on the board where it
-- stops; drop any ring for 1, or drop your opponent's shooter to take two rings from his pile.
--
-- Catalogue id: penalty. Two players.

local pool = require("pool")

local SHOOTERS = pool.OWN_SHOOTERS       -- seat 1's and seat 2's
local RINGS = 24
local COLOURS = { "red", "green" }

local RULES = [[
All twelve red and twelve green rings are bunched on the centre spot. Each player has his own
shooter, in his seat's colour. A coin toss (drawn from the match seed) decides who starts, from
his shooting line.

Any ring dropped into any pocket goes onto your pile, 1 point, and you shoot again from where your
shooter stopped. When you miss, your shooter stays on the board where it lies; your opponent may
then drop it into a pocket, and if he does he takes two rings from your pile (as many as you
have, if fewer). A shooter dropped into a pocket is put on the centre of the board.

Your turn ends when a shot drops no ring, when any ring goes off the board, and when you drop your
own shooter. When every ring has been dropped, the bigger pile wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- You shoot your own shooter from where it lies, wherever that is; from your shooting line only
  at the start and after it has left the board.
- Dropping your opponent's shooter is a successful shot: you shoot again. It goes on the centre,
  and he shoots it from there.
- Rings dropped on a shot that ends the turn (your own shooter dropped, a ring off the board)
  still go onto your pile.
- A ring knocked off the board goes back to the centre; a shooter knocked off it goes back to
  its owner's hand, for his shooting line.
- Pieces put on the centre go as near it as they fit. Equal piles at the end are a draw.]]

local game = pool.game({
  id = "penalty", book = "100 games book", name = "Penalty",
  summary = "Drop any ring for 1 with your own shooter; drop your opponent's resting shooter to take two of his.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
})

-- What the game counts with, as data: the judge and its sentences read these, and a house rule
-- changes them with `values = { penalty = 3 }`.
game.values = {
  ring = 1,      -- each ring on your pile
  penalty = 2,   -- rings taken from a player's pile when his resting shooter is dropped
}
local values = game.values

function game.setup(config)
  local match = pool.new_match(game.info.id, config, pool.bunch(RINGS, function(id) return COLOURS[(id - 1) % 2 + 1] end), { pile = { {}, {} } })
  for _, shooter in ipairs(pool.own_shooters(match.seats)) do match.pieces[#match.pieces + 1] = shooter end
  return match
end

function game.prompt(state)
  local seat = state.turn
  local mine = parlor.piece(state, SHOOTERS[seat])
  local from_line = mine.status ~= "board"
  return pool.shoot(state, mine.id, from_line and pool.line_region(seat, 2) or { type = "where_it_lies" }, ": " .. (from_line and "place your shooter on your line" or "shoot your shooter from where it lies") .. " and drop any ring, or your opponent's shooter.")
end

function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local seat, say, memo = ruling.seat, ruling.say, ruling.memo
  local other = 3 - seat
  local mine, theirs = SHOOTERS[seat], SHOOTERS[other]
  local dropped, centre_back, off_rings = {}, {}, {}
  local own_dropped, took_shooter = false, false

  for _, event in ipairs(report.events or {}) do
    if event.type == "pocketed" then
      if event.piece == mine then
        own_dropped = true
        centre_back[#centre_back + 1] = mine
      elseif event.piece == theirs then
        took_shooter = true
        centre_back[#centre_back + 1] = theirs
      else
        dropped[#dropped + 1] = event.piece
      end
    elseif event.type == "off_board" then
      if event.piece == mine or event.piece == theirs then
        ruling.set(event.piece, "hand")
        say((event.piece == mine and "Your" or "The other") .. " shooter left the board: back to " .. (event.piece == mine and ruling.name or state.seats[other].name) .. "'s hand.")
      else
        off_rings[#off_rings + 1] = event.piece
      end
    end
  end

  if #dropped > 0 then
    for _, id in ipairs(dropped) do memo.pile[seat][#memo.pile[seat] + 1] = id end
    ruling.score(seat, #dropped * values.ring, "rings pocketed")
    say(ruling.name .. " drops " .. parlor.plural(#dropped, "ring") .. ": onto his pile.")
  end
  if took_shooter then
    local pile = memo.pile[other]
    local taken = math.min(values.penalty, #pile)
    say(ruling.name .. " drops " .. state.seats[other].name .. "'s shooter: " .. (taken > 0 and ("takes " .. parlor.plural(taken, "ring") .. " from his pile.") or "he has no ring to pay."))
    if taken > 0 then
      for _ = 1, taken do
        memo.pile[seat][#memo.pile[seat] + 1] = pile[#pile]
        pile[#pile] = nil
      end
      ruling.score(other, -taken * values.ring, "shooter pocketed by the opponent")
      ruling.score(seat, taken * values.ring, "opponent's shooter pocketed")
    end
  end
  if #off_rings > 0 then
    say(parlor.plural(#off_rings, "ring") .. " went off the board: back to the centre, and the turn is over.")
  end
  if own_dropped then say(ruling.name .. " dropped his own shooter: the turn is over.") end
  local back = {}
  for _, id in ipairs(centre_back) do back[#back + 1] = id end
  for _, id in ipairs(off_rings) do back[#back + 1] = id end
  pool.put_back(ruling, back, board.spots.centre)

  local scored = #dropped > 0 or took_shooter
  pool.go_on(ruling, scored and not own_dropped and #off_rings == 0, (not scored) and (ruling.name .. " dropped nothing: the turn passes.") or nil)
  return pool.finish(ruling)
end

return game
