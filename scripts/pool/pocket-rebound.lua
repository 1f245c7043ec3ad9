-- Pocket Rebound, from the 100-games book: Billiards, except that after a billiard you may
-- declare a pocket shot instead, dropping a playing ring for a point; after a pocket shot the
-- next must be a billiard again.
--
-- Catalogue id: pocket-rebound. Billiards (this pack's billiards-100games.lua, loaded as a
-- module) with the pocket shot, declared by calling a pocket (an optional call, offered only
-- after a billiard).

local pool = require("pool")
local billiards = require("billiards-100games")

local SHOOTER = pool.SHOOTER
local PLAYING = { 1, 2 }
local SIDE_STEP = 0.1524                 -- "about 6 inches" to the side of the centre

local RULES = [[
Played as Billiards, with one difference: after a billiard you choose what your next shot is.
Either shoot for another billiard, or declare a pocket shot by calling a pocket before you
shoot: a playing ring dropped into that pocket scores 1 and you shoot again, but your next shot
must be a billiard. A pocket shot may only follow a billiard. A pocket shot that drops no ring
into the called pocket ends your turn.

A dropped playing ring goes back on the centre spot, or, if the centre is taken, about 6 inches
(15 cm) to the right of it. The first to 30 points (or the agreed target) wins.

Billiards, as it is played here:

]]

-- Pocket Rebound's own decisions, after those of Billiards.
local DECISIONS = [[
- A pocket shot scores 1 for the ring in the called pocket, and nothing else: not a billiard it
  happens to make, nor rings dropped into other pockets (they go back).
- Calling a pocket is how you declare a pocket shot; no call after a billiard is a billiard
  shot. The choice is offered only after a billiard.
- A pocket shot that loses the shooter scores nothing and ends the turn, as in Billiards.
- "The centre is taken" when the other playing ring lies on the centre spot; the ring then goes
  6 inches to the right of it, as near as it fits.
]]

-- The centre, or 6 inches right of it when a playing ring staying on the board (or one put back
-- before this one) lies there.
local function put_back_near(state, back, k)
  local centre = board.spots.centre
  if k > 1 then return { x = centre.x + SIDE_STEP, y = centre.y } end
  local reach = 2 * board.pieces.ring.radius
  for _, id in ipairs(PLAYING) do
    local piece = parlor.piece(state, id)
    if not parlor.contains(back, id) and piece.status == "board" then
      local dx, dy = piece.position.x - centre.x, piece.position.y - centre.y
      if dx * dx + dy * dy < reach * reach then return { x = centre.x + SIDE_STEP, y = centre.y } end
    end
  end
  return centre
end

local game = billiards.make({
  id = "pocket-rebound", book = "100 games book", name = "Pocket Rebound",
  summary = "Billiards where a billiard earns the choice of a called pocket shot, 1 a ring.",
  rules = RULES .. billiards.RULES .. "\n\n" .. billiards.DECISIONS .. "\n" .. DECISIONS,
  put_back_near = put_back_near,
})

-- Billiards' values (`billiard`, `ring`), this game's own table, and the pocket shot's.
local values = game.values
values.pocket = 1   -- the ring dropped into the called pocket on a pocket shot

local billiard_prompt, billiard_judge = game.prompt, game.judge

function game.prompt(state)
  local prompt = billiard_prompt(state)
  if state.memo.may_pocket then
    prompt.kind.call = { pieces = {}, pocket = true, optional = true }
    prompt.message = state.seats[state.turn].name .. ": place the shooter on your base line and go for another billiard, or call a pocket to make this a pocket shot."
  end
  return prompt
end

function game.judge(state, action, report)
  local called = state.memo.may_pocket and action.call and action.call.pocket
  if not called then
    local verdict = billiard_judge(state, action, report)
    -- A billiard that keeps the turn earns the choice of a pocket shot next.
    verdict.memo.may_pocket = verdict.next == state.turn and verdict.outcome == nil
    return verdict
  end

  -- A pocket shot.
  local ruling = parlor.ruling(state)
  local seat, say, memo = ruling.seat, ruling.say, ruling.memo
  memo.opening, memo.may_pocket = false, false
  local drops, lost, _, off = pool.outcome(report)
  local made = false
  if lost then
    say(pool.shooter_lost(lost) .. ": the pocket shot scores nothing, and the turn is lost.")
  else
    for _, drop in ipairs(drops) do
      local colour = parlor.piece(state, drop.piece).colour
      if drop.pocket == called and not made then
        made = true
        ruling.score(seat, values.pocket, "ring pocketed on a pocket shot")
        say("Pocket shot: the " .. colour .. " ring drops into pocket " .. called .. ", as called: " .. values.pocket .. " for " .. ruling.name .. ".")
      else
        say("The " .. colour .. " ring dropped into pocket " .. drop.pocket .. ", not the one called: it scores nothing.")
      end
    end
    if not made then say("Pocket shot: nothing dropped into pocket " .. called .. ".") end
  end

  local back = {}
  for _, drop in ipairs(drops) do back[#back + 1] = drop.piece end
  for _, id in ipairs(off) do back[#back + 1] = id end
  for k, id in ipairs(back) do
    ruling.respot(id, put_back_near(state, back, k))
  end
  if #back > 0 then say("The ring" .. (#back == 1 and "" or "s") .. " dropped or knocked off " .. (#back == 1 and "goes" or "go") .. " back.") end
  ruling.set(SHOOTER, "hand")

  return pool.to_target(ruling, made, ruling.name .. " shoots again, and must go for a billiard.")
end

return game
