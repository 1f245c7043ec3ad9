-- Bank Carroms, from the 100-games book: twelve red rings at the centre, and every shot from a
-- numbered spot, off a rail into the rings; each ring the banked shooter hits is taken and kept.
--
-- Catalogue id: bank-carroms. Two players. Each shot may start from any of the four numbered
-- spots: the prompt offers all four (an `any_of` region).

local pool = require("pool")

-- Lua's table library, before the judge's `table` (the game table) hides it.
local sort, remove = table.sort, table.remove

local SHOOTER = pool.SHOOTER
local RINGS = 12

local RULES = [[
Twelve red rings are bunched on the centre spot, with one white shooter. Two players; a coin
toss (drawn from the match seed) decides who starts.

Every shot starts with the shooter on one of the four numbered spots before the pockets, your
choice each time, and must be a bank: the shooter strikes a rail before it touches any ring.
Every ring the shooter hits after that is taken off the board and kept by you, one point each,
and you shoot again. A shot that banks into no ring ends your turn. If the shooter drops into a
pocket your turn is over and you put two of your kept rings back on the centre. When every ring
has been taken, whoever holds more wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- Only rings the shooter itself touches after its first rail count. A ring the shooter touches
  before any rail makes the whole shot no bank: nothing is taken and the turn passes.
- Rings that drop into a pocket or leave the board without the banked shooter touching them go
  back on the centre spot (as near as they fit).
- A shot that drops the shooter takes nothing: the rings it hit stay where they lie. If you hold
  fewer than two rings you put back what you have.
- A shooter knocked off the board keeps what it hit, but the turn is over.
- Equal holdings when the last ring is taken are a draw.]]

local game = pool.game({
  id = "bank-carroms", book = "100 games book", name = "Bank Carroms",
  summary = "From any numbered spot, off a rail into twelve rings: every ring the shooter hits is yours.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
})

-- What the game counts with, as data: the judge and its sentences read these, and a house rule
-- changes them with `values = { ring = 2 }`.
game.values = {
  ring = 1,      -- each ring taken and kept
  forfeit = 2,   -- kept rings put back on the centre when the shooter drops into a pocket
}
local values = game.values

function game.setup(config)
  local pieces = pool.bunch(RINGS, function() return "red" end)
  pieces[#pieces + 1] = pool.shooter()
  return pool.new_match(game.info.id, config, pieces, { kept = { {}, {} } })
end

function game.prompt(state)
  local seat = state.turn
  return pool.shoot(state, SHOOTER, pool.spots_region(pool.own_spot(seat, 2)), ": stand the shooter on any numbered spot and bank it off a rail into the rings.")
end

-- The rings the shooter touched after its first rail, in the order it touched them; and whether
-- it touched any ring before a rail.
local function bank_hits(state, report)
  local rail_at = math.huge
  for _, rail in ipairs(parlor.events(report, "rail")) do
    if rail.piece == SHOOTER then rail_at = math.min(rail_at, rail.time or 0) end
  end
  local touches = {}
  for _, contact in ipairs(parlor.events(report, "contact")) do
    local other = (contact.a == SHOOTER and contact.b) or (contact.b == SHOOTER and contact.a) or nil
    local piece = other and parlor.piece(state, other)
    if piece and piece.kind == "ring" then touches[#touches + 1] = { id = other, time = contact.time or 0 } end
  end
  sort(touches, function(p, q) return p.time < q.time end)
  local hits, direct = {}, false
  for _, touch in ipairs(touches) do
    if touch.time < rail_at then direct = true else hits[#hits + 1] = touch.id end
  end
  return hits, direct
end

function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local seat, say, memo = ruling.seat, ruling.say, ruling.memo
  local drops, lost, _, off = pool.outcome(report)
  local hits, direct = bank_hits(state, report)
  local taken = {}

  if direct then
    say(ruling.name .. "'s shooter touched a ring before any rail: not a bank, nothing is taken.")
  elseif lost == "pocketed" then
    say(ruling.name .. "'s shooter dropped into a pocket: nothing is taken, and the turn is over.")
    local kept = memo.kept[seat]
    local back = {}
    while #back < values.forfeit and #kept > 0 do back[#back + 1] = remove(kept) end
    if #back > 0 then
      ruling.score(seat, -#back * values.ring, "shooter pocketed")
      say(ruling.name .. " puts " .. parlor.plural(#back, "kept ring") .. " back on the centre.")
      for _, id in ipairs(back) do
        ruling.edit({ op = "owner", piece = id })
      end
      pool.put_back(ruling, back, board.spots.centre)
    end
  elseif #hits > 0 then
    for _, id in ipairs(hits) do
      taken[id] = true
      memo.kept[seat][#memo.kept[seat] + 1] = id
      ruling.set(id, "aside")
      ruling.edit({ op = "owner", piece = id, owner = seat })
    end
    ruling.score(seat, #hits * values.ring, "rings hit off a bank")
    say("Off the rail, the shooter hits " .. parlor.plural(#hits, "ring") .. ": " .. ruling.name .. " takes " .. (#hits == 1 and "it" or "them") .. ".")
  else
    say(ruling.name .. "'s shooter hit no ring off the bank.")
  end

  -- Rings dropped or knocked off without being taken go back on the centre.
  local back = {}
  for _, drop in ipairs(drops) do
    if not taken[drop.piece] then back[#back + 1] = drop.piece end
  end
  for _, id in ipairs(off) do
    if not taken[id] then back[#back + 1] = id end
  end
  if #back > 0 then
    say(parlor.plural(#back, "ring") .. " dropped or left the board without being taken: back on the centre.")
    pool.put_back(ruling, back, board.spots.centre)
  end
  ruling.set(SHOOTER, "hand")

  if lost == "off" then say("The shooter left the board: the turn is over.") end
  pool.go_on(ruling, #hits > 0 and not direct and not lost)
  return pool.finish(ruling)
end

return game
