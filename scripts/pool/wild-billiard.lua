-- Wild Billiard, from the 100-games book: Billiards in which, before every shot after the first,
-- the player picks which of the three rings is his shooter; the other two are the playing rings.
--
-- Catalogue id: wild-billiard. Two players. Each shot after the opening one is two steps: a
-- choice of ring (buttons), then the shot with it from the base line.

local pool = require("pool")
local billiards = require("billiards-100games")

local WHITE = pool.SHOOTER
local RED, GREEN = 1, 2
local RINGS = { WHITE, RED, GREEN }
local NAMES = { [WHITE] = "White", [RED] = "Red", [GREEN] = "Green" }

local RULES = [[
Billiards with any ring for a shooter. The red ring starts on the spot before pocket 3, the green
on the far base line halfway between pockets 3 and 4, and the white on the spot before pocket 1,
from where the player who wins the coin toss (drawn from the match seed) takes the first shot
with it.

Before every later shot you pick any of the three rings as your shooter: it is taken up from
where it lies and placed anywhere on your own base line, and the other two are the playing
rings. A shot whose shooter touches both playing rings is a billiard, worth 1; each playing ring
dropped into a pocket on a billiard scores 1 more. After a billiard you shoot again; otherwise
the turn passes.

If the shooter drops into a pocket or leaves the board, the turn is lost and the shot scores
nothing. A dropped playing ring goes back to the centre spot; if both drop, one goes to the
centre and the other to the middle of the far base line. The first to 30 points (or the agreed
target) wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- The ring you shot stays where it stopped, a playing ring like the others, until someone picks
  it again.
- A shooter dropped into a pocket or knocked off the board goes back to the centre spot (as near
  as it fits), since it is a playing ring for the next shot.
- A billiard on a shot that loses the shooter does not score, as in Billiards; a ring dropped on
  a shot that is not a billiard scores nothing and goes back the same way.
- The total is checked after every shot: the target reached wins at once.]]

local game = pool.game({
  id = "wild-billiard", book = "100 games book", name = "Wild Billiard",
  summary = "Billiards where you pick any of the three rings as your shooter before every shot.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
  options = { { key = "target", label = "Play to (points)", default = 30 } },
})

-- It counts as Billiards does, and shares its values: `billiard` (a billiard) and `ring` (each
-- playing ring dropped on one); a house rule changes them with `values = { billiard = 2 }`.
game.values = billiards.values
local values = game.values

function game.setup(config)
  local state = billiards.setup(config)
  state.game = game.info.id
  state.memo = { target = parlor.option(config, "target", 30), phase = "opening", shooter = WHITE }
  return state
end

function game.prompt(state)
  local seat = state.turn
  local name = state.seats[seat].name
  local memo = state.memo
  if memo.phase == "opening" then
    return {
      seat = seat,
      kind = { type = "shoot", piece = WHITE, from = { type = "where_it_lies" } },
      message = name .. ": shoot the white from the spot before pocket 1 and touch both playing rings.",
    }
  elseif memo.phase == "choose" then
    local moves = {}
    for _, id in ipairs(RINGS) do moves[#moves + 1] = { notation = NAMES[id] } end
    return {
      seat = seat,
      kind = { type = "move", moves = moves },
      message = name .. ": pick your shooter for this shot; the other two rings are the playing rings.",
    }
  end
  return {
    seat = seat,
    kind = { type = "shoot", piece = memo.shooter, from = pool.line_region(seat, 2) },
    message = name .. ": place the " .. NAMES[memo.shooter]:lower() .. " ring on your base line and touch both other rings.",
  }
end

function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local seat, say, memo = ruling.seat, ruling.say, ruling.memo

  if action.type == "move" then
    for _, id in ipairs(RINGS) do
      if NAMES[id] == action.notation then memo.shooter = id end
    end
    memo.phase = "shoot"
    -- Taken up from where it lies, to be placed on the base line.
    ruling.set(memo.shooter, "hand")
    say(ruling.name .. " shoots with the " .. NAMES[memo.shooter]:lower() .. " ring.")
    return ruling.finish()
  end

  local shooter = memo.shooter
  local touched, count = {}, 0
  for _, contact in ipairs(parlor.events(report, "contact")) do
    local other = (contact.a == shooter and contact.b) or (contact.b == shooter and contact.a) or nil
    if other and parlor.contains(RINGS, other) and not touched[other] then
      touched[other] = true
      count = count + 1
    end
  end
  local billiard = count >= 2
  local drops, off, lost = {}, {}, nil
  for _, event in ipairs(report.events or {}) do
    if event.type == "pocketed" or event.type == "off_board" then
      if event.piece == shooter then
        lost = event.type
      elseif event.type == "pocketed" then
        drops[#drops + 1] = event
      else
        off[#off + 1] = event.piece
      end
    end
  end

  if lost then
    say(pool.shooter_lost(lost) .. ": the turn is lost" .. (billiard and ", and the billiard does not count." or "."))
  elseif billiard then
    ruling.score(seat, values.billiard, "billiard")
    say("A billiard: the " .. NAMES[shooter]:lower() .. " ring touched both others. " .. values.billiard .. " for " .. ruling.name .. ".")
    for _, drop in ipairs(drops) do
      ruling.score(seat, values.ring, "ring pocketed on a billiard")
      say("The " .. NAMES[drop.piece]:lower() .. " ring dropped into pocket " .. drop.pocket .. ": " .. values.ring .. " more.")
    end
  else
    say("The " .. NAMES[shooter]:lower() .. " ring touched " .. (count == 1 and "only one other ring" or "no other ring") .. ": no billiard.")
  end

  -- Rings dropped or knocked off go back: the first to the centre, the next to the far line.
  local back = {}
  if lost then back[#back + 1] = shooter end
  for _, drop in ipairs(drops) do back[#back + 1] = drop.piece end
  for _, id in ipairs(off) do back[#back + 1] = id end
  for k, id in ipairs(back) do
    local near = (k == 1) and board.spots.centre or pool.far_line_middle(seat, 2)
    ruling.respot(id, near)
  end
  if #back > 0 then say(parlor.plural(#back, "ring") .. " dropped or knocked off: back on the board.") end

  memo.phase = "choose"
  return pool.to_target(ruling, billiard and not lost)
end

return game
