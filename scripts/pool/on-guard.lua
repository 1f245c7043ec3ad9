-- On Guard, from the 100-games book: a pin guards each pocket and a numbered ring waits on the
-- corner of the checkerboard before it; pin 1, ring 1, pin 2, ring 2… must go down in order,
-- each into its own pocket.
--
-- Catalogue id: on-guard. Two players.

local pool = require("pool")

local SHOOTER = pool.SHOOTER
local PINS = { 21, 22, 23, 24 }          -- the guard before pocket N
local RINGS = { 1, 2, 3, 4 }             -- ring N, numbered N
local GUARD = 0.37                       -- the pins' distance from the centre, on the diagonals
local TARGET = 20

local RULES = [[
A ten pin stands guard before each pocket, and a ring numbered 1 to 4 sits on the corner of the
checkerboard in front of its own pocket. One white shooter serves both players. A coin toss
(drawn from the match seed) decides who starts.

The targets go in order, the same for both players: pin 1 into pocket 1, then ring 1 into pocket
1, then pin 2, ring 2, and so on to ring 4. Every shot is taken from the shooting line across the
board from the pocket of the target that is due. Pocket the due pin or ring and you go on; a
pin scores 1 and a ring its number. A miss, a pocketed shooter, or a ring pocketed before its
pin ends your turn.

A ring sunk before its pin goes back on its corner. If the shooter drops on the same shot as a
pin or ring, that piece is set up again. Rings moved by caroms stay where they stop. When ring 4
is down the board is set out again and the order starts afresh. The first to 20 points wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- The order is shared: whoever plays takes the target that is due.
- "The lines opposite the target pocket" is the shooting line across the board from it: pocket 1
  is played from the top line, pocket 2 from the left, pocket 3 from the bottom, pocket 4 from
  the right.
- The due piece must drop into its own pocket. Any other pin or ring that drops (out of order, or
  into another pocket) is set up again, a pin on its spot and a ring on its corner, and ends the
  turn.
- A shooter knocked off the board is ruled like one pocketed; a piece knocked off the board is
  set up again.]]

local game = pool.game({
  id = "on-guard", book = "100 games book", name = "On Guard",
  summary = "Pin 1, ring 1, pin 2, ring 2… each into its own pocket, in order: a pin 1, a ring its number.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
  options = { { key = "target", label = "Play to (points)", default = TARGET } },
})

-- The worth of what scores, as data: the judge and its sentences read these, and a house rule
-- changes them with `values = { pin = 2 }`. A ring scores its number.
game.values = {
  pin = 1,   -- a pin pocketed in its turn, into its own pocket
}
local values = game.values

local function direction(k)
  local pocket = board.pockets[k].centre
  local length = math.sqrt(pocket.x * pocket.x + pocket.y * pocket.y)
  return pocket.x / length, pocket.y / length
end

local function pin_spot(k)
  local dx, dy = direction(k)
  return { x = dx * GUARD, y = dy * GUARD }
end

-- Ring `k` sits on the checkerboard's corner in front of pocket `k`.
local function ring_spot(k)
  local half = board.squares.size * board.squares.count / 2
  local pocket = board.pockets[k].centre
  return { x = (pocket.x > 0 and 1 or -1) * half, y = (pocket.y > 0 and 1 or -1) * half }
end

local function layout()
  local pieces = {}
  for k = 1, 4 do
    pieces[#pieces + 1] = { id = RINGS[k], kind = "ring", colour = (k % 2 == 1) and "red" or "green",
                            number = k, position = ring_spot(k), status = "board" }
    pieces[#pieces + 1] = { id = PINS[k], kind = "pin", colour = "white", number = k,
                            position = pin_spot(k), status = "board" }
  end
  pieces[#pieces + 1] = pool.shooter()
  return pieces
end

-- The due target: step 1 is pin 1, 2 ring 1, 3 pin 2, … 8 ring 4. Its piece, pocket and value.
local function due(step)
  local k = (step + 1) // 2
  if step % 2 == 1 then return PINS[k], k, values.pin, "pin " .. k end
  return RINGS[k], k, k, "ring " .. k
end

function game.setup(config)
  return pool.new_match(game.info.id, config, layout(), { target = parlor.option(config, "target", TARGET), step = 1 })
end

function game.prompt(state)
  local _, pocket, _, what = due(state.memo.step)
  local rail = (pocket + 1) % 4 + 1
  local line = parlor.line("shooting-" .. rail)
  local from = { type = "segment", a = line.a, b = line.b, tolerance = 0 }
  return pool.shoot(state, SHOOTER, from, ": " .. what .. " into pocket " .. pocket .. ", from the line across the board from it.")
end

function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local seat, say, memo = ruling.seat, ruling.say, ruling.memo
  local drops, lost, _, off = pool.outcome(report)
  local piece_id, pocket, value, what = due(memo.step)
  local made = false
  local set_up = {}
  for _, drop in ipairs(drops) do
    if drop.piece == piece_id and drop.pocket == pocket and not lost then
      made = true
    else
      set_up[#set_up + 1] = drop.piece
    end
  end
  for _, id in ipairs(off) do set_up[#set_up + 1] = id end
  for _, event in ipairs(parlor.events(report, "fell")) do
    if parlor.contains(PINS, event.piece) and not parlor.contains(set_up, event.piece) then
      set_up[#set_up + 1] = event.piece
    end
  end

  local stray = false
  for _, id in ipairs(set_up) do
    local piece = parlor.piece(state, id)
    local k = piece.number
    if piece.kind == "pin" or piece.kind == "pin-down" then
      ruling.edit({ op = "kind", piece = id, kind = "pin" })
      ruling.edit({ op = "place", piece = id, at = pin_spot(k) })
      if piece.status ~= "board" then stray = true end
    else
      ruling.respot(id, ring_spot(k))
      stray = true
    end
  end
  ruling.set(SHOOTER, "hand")

  if made then
    ruling.score(seat, value, what .. " pocketed")
    say(ruling.name .. " pockets " .. what .. " into pocket " .. pocket .. ": " .. value .. ".")
    memo.step = memo.step + 1
    if memo.step > 8 then
      memo.step = 1
      ruling.edit({ op = "reset", pieces = layout() })
      say("Ring 4 is down: the board is set out again, and the order starts afresh.")
    end
  end
  if #set_up > 0 then say("Everything else that went down is set up again.") end
  if lost then
    say(pool.shooter_lost(lost) .. ": the turn is over.")
  end

  if ruling.totals[seat] >= memo.target then
    ruling.win(seat, ruling.name .. " reaches " .. memo.target .. " and wins.")
  elseif made and not lost and not stray then
    say(ruling.name .. " goes on.")
  else
    if not made and not lost then say(ruling.name .. " did not pocket " .. what .. ": the turn passes.") end
    ruling.pass()
  end
  return ruling.finish()
end

return game
