-- Option Billiard, from the 100-games book: four green rings in a square and a shooter for each
-- player; score a billiard or drop a ring with your shooter, 1 each, and when your turn ends your
-- shooter stays on the board for your opponent to play at.
--
-- Catalogue id: option-billiard. Two players.

local pool = require("pool")
local billiardette = require("billiardette")

local concat = table.concat              -- before `table` names the game's table below

local SHOOTERS = pool.OWN_SHOOTERS       -- seat 1's and seat 2's
local TARGET = 25

local RULES = [[
Four green rings stand in a square at the centre of the board, about 6 inches (15 cm) apart.
Each player has his own shooter, in his seat's colour, and plays every shot from anywhere on his
shooting line. A coin toss (drawn from the match seed) decides who starts.

Score either way, 1 point each: a billiard, your shooter touching two or more rings on one shot;
or a ring your shooter drops directly into a pocket. You shoot again while you score. When your
turn ends your shooter stays on the board where it lies, and your opponent may play at it like
any ring: drop it, or count it in a billiard. A dropped green ring goes back to the centre; a
dropped shooter is out of play until its owner's next turn.

If you drop your own shooter, or any ring or shooter goes off the board, the shot scores nothing
and your turn is over. The first to 25 points (or the agreed target) wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- A billiard is worth 1 however many rings the shooter touches.
- "Directly" means your shooter itself touched the ring it drops; a ring dropped by another ring
  scores nothing and goes back to the centre. A billiard and direct drops on one shot all count.
- Your opponent's shooter is a ring for both: dropping it directly scores 1, and it goes back to
  his hand; touching it counts towards a billiard.
- Rings and shooters knocked off the board go back: a ring to the centre, a shooter to its
  owner's hand.
- The total is checked after every shot: the target reached wins at once.]]

local game = pool.game({
  id = "option-billiard", book = "100 games book", name = "Option Billiard",
  summary = "A billiard or a ring dropped directly, 1 each; your shooter stays on the board as a target.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
  options = { { key = "target", label = "Play to (points)", default = TARGET } },
})

-- The worth of what scores, as data: the judge and its sentences read these, and a house rule
-- changes them with `values = { billiard = 2 }`.
game.values = {
  billiard = 1,   -- a billiard: your shooter touching two rings or more
  ring = 1,       -- each ring your shooter drops directly
  shooter = 1,    -- your opponent's shooter dropped directly
}
local values = game.values

function game.setup(config)
  local state = billiardette.setup(config)
  state.game = game.info.id
  -- Billiardette's square, with a shooter for each player in place of the one white.
  local pieces = {}
  for _, piece in ipairs(state.pieces) do
    if piece.kind == "ring" then pieces[#pieces + 1] = piece end
  end
  for _, shooter in ipairs(pool.own_shooters(state.seats)) do pieces[#pieces + 1] = shooter end
  state.pieces = pieces
  state.memo = { target = parlor.option(config, "target", TARGET) }
  return state
end

function game.prompt(state)
  local seat = state.turn
  return pool.shoot(state, SHOOTERS[seat], pool.line_region(seat, 2), ": place your shooter on your line; touch two rings for a billiard, or drop one directly.")
end

function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local seat, say, memo = ruling.seat, ruling.say, ruling.memo
  local other = 3 - seat
  local mine, theirs = SHOOTERS[seat], SHOOTERS[other]

  local touched, count = {}, 0
  for _, contact in ipairs(parlor.events(report, "contact")) do
    local hit = (contact.a == mine and contact.b) or (contact.b == mine and contact.a) or nil
    if hit and not touched[hit] then
      touched[hit] = true
      count = count + 1
    end
  end
  local billiard = count >= 2

  local direct, indirect, took_theirs, own_lost, went_off = {}, {}, false, false, {}
  for _, event in ipairs(report.events or {}) do
    if event.type == "pocketed" then
      if event.piece == mine then
        own_lost = true
      elseif event.piece == theirs then
        took_theirs = touched[theirs] == true
      elseif touched[event.piece] then
        direct[#direct + 1] = event.piece
      else
        indirect[#indirect + 1] = event.piece
      end
    elseif event.type == "off_board" then
      went_off[#went_off + 1] = event.piece
    end
  end

  local points = (billiard and values.billiard or 0) + #direct * values.ring + (took_theirs and values.shooter or 0)
  local spoiled = own_lost or #went_off > 0
  if spoiled then
    local why = own_lost and (ruling.name .. " dropped his own shooter") or "A piece went off the board"
    say(why .. ": the shot scores nothing, and the turn is over.")
  elseif points > 0 then
    ruling.score(seat, points, "billiard or ring pocketed")
    local parts = {}
    if billiard then parts[#parts + 1] = "a billiard on " .. count .. " rings" end
    if #direct > 0 then parts[#parts + 1] = parlor.plural(#direct, "ring") .. " dropped directly" end
    if took_theirs then parts[#parts + 1] = state.seats[other].name .. "'s shooter dropped" end
    say(ruling.name .. ": " .. concat(parts, ", ") .. ". " .. points .. " for " .. ruling.name .. ".")
  else
    say(ruling.name .. " scored nothing: the turn passes.")
  end
  if #indirect > 0 and not spoiled then
    say(parlor.plural(#indirect, "ring") .. " dropped by another ring, not the shooter: no score.")
  end

  -- Everything dropped or knocked off goes back: rings to the centre, shooters to their owners.
  local back = {}
  for _, list in ipairs({ direct, indirect }) do
    for _, id in ipairs(list) do back[#back + 1] = id end
  end
  for _, id in ipairs(went_off) do
    if id == mine or id == theirs then
      ruling.set(id, "hand")
    else
      back[#back + 1] = id
    end
  end
  for _, event in ipairs(parlor.events(report, "pocketed")) do
    if event.piece == theirs or event.piece == mine then
      ruling.set(event.piece, "hand")
    end
  end
  pool.put_back(ruling, back, board.spots.centre)

  -- Going on, the shooter is picked up for the next shot from the line; else it stays where it
  -- lies, a target for the other player.
  if points > 0 and not spoiled then ruling.set(mine, "hand") end
  return pool.to_target(ruling, points > 0 and not spoiled)
end

return game
