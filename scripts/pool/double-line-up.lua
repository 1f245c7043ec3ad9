-- Double Line-Up, from the 100-games book: each player's six rings stand in a column along the
-- board's side, to be dropped by bank shots off the far rim; the first to clear his column wins
-- the round, and two rounds win the match.
--
-- Catalogue id: double-line-up. Two players.

local pool = require("pool")

local SHOOTER = pool.SHOOTER
local PER_COLUMN = 6
local ROUNDS_TO_WIN = 2
local COLOURS = { "red", "green" }

local RULES = [[
Each player lays his six rings in a column along the side of the board on his right: red (the
player between pockets 1 and 2) from the spot before pocket 2 towards pocket 3, green (the player
opposite) from the spot before pocket 4 towards pocket 1. One white shooter serves both. A coin
toss (drawn from the match seed) decides who starts.

Every shot is taken from your own shooting line and must be a bank off the rim opposite you: the
shooter has to strike that rim before it touches any ring. Each of your own rings dropped by such
a shot stays down, and you shoot again; the shooter is picked up after every shot. A shot that
drops none of your rings ends your turn. If the shooter drops into a pocket your turn is over and
one of the rings you have dropped goes back into your column.

The first to drop all six of his rings wins the round; the first to win two rounds wins the match.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- Rings dropped by a shot that touched a ring before striking the rim opposite you, or that
  never struck it, score nothing: they go back into their column and your turn ends.
- Your opponent's rings that you drop, or anyone's rings knocked off the board, go back into
  their own column, as near its starting spot as they fit.
- Rings dropped on the shot that loses the shooter go back into their columns.
- A shooter knocked off the board ends your turn, with no ring forfeited.
- A ring put back into a column goes on the column's first free place, counted from its
  starting spot; if twelve places along the column's line are all taken, as near the starting
  spot as it fits.
- Whoever lost a round opens the next.]]

local game = pool.game({
  id = "double-line-up", book = "100 games book", name = "Double Line-Up",
  summary = "Drop your column of six rings by bank shots off the far rim; two rounds win.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
})

-- Where seat `seat`'s column starts (its spot) and the direction it runs in.
local function column_of(seat)
  if seat == 1 then return board.spots["spot-2"], { x = 0, y = 1 } end
  return board.spots["spot-4"], { x = 0, y = -1 }
end

-- The rim opposite `seat`.
local function far_rail(seat)
  return (pool.SIDES[2][seat] + 1) % 4 + 1
end

-- The `k`th place of `seat`'s column (from 1, at its starting spot).
local function column_place(seat, k)
  local gap = 2 * board.pieces.ring.radius + 0.002
  local start, along = column_of(seat)
  return { x = start.x + along.x * gap * (k - 1), y = start.y + along.y * gap * (k - 1) }
end

local function layout()
  local pieces = {}
  for seat = 1, 2 do
    for k = 1, PER_COLUMN do
      local id = (seat - 1) * PER_COLUMN + k
      pieces[#pieces + 1] = {
        id = id, kind = "ring", colour = COLOURS[seat], owner = seat, status = "board",
        position = column_place(seat, k),
      }
    end
  end
  pieces[#pieces + 1] = pool.shooter()
  return pieces
end

function game.setup(config)
  return pool.new_match(game.info.id, config, layout(), {})
end

function game.prompt(state)
  local seat = state.turn
  return pool.shoot(state, SHOOTER, pool.line_region(seat, 2), ": bank the shooter off the rim opposite you into your " .. COLOURS[seat] .. " column.")
end

-- Whether the shooter struck the rim opposite `seat` before it touched any ring.
local function banked(report, seat)
  local _, touched_at = pool.first_contact(report)
  for _, rail in ipairs(parlor.events(report, "rail")) do
    if rail.piece == SHOOTER and rail.rail == far_rail(seat) and (rail.time or 0) < touched_at then return true end
  end
  return false
end

-- Puts ring `id` back into its owner's column: on the column's first place, from its starting
-- spot on, that no piece on the board (nor one put back before it) overlaps; if twelve places
-- along the column's line are all taken, as near its starting spot as it fits.
-- (Found by the soak, issue 19: sent back only as near the starting spot as it fitted, a ring
-- landed beside a ring on that spot, in the corner before the shooter's own line.)
local function back_into_column(ruling, id, put_back)
  local owner = parlor.piece(ruling.state, id).owner
  local reach = 2 * board.pieces.ring.radius
  -- The centres a ring put back must keep clear of: the rings on the board, and those put back
  -- before it.
  local taken = {}
  for _, piece in ipairs(ruling.state.pieces) do
    if piece.id ~= id and piece.id ~= SHOOTER and ruling.status[piece.id] == "board" then
      taken[#taken + 1] = piece.position
    end
  end
  for _, at in ipairs(put_back) do taken[#taken + 1] = at end
  local function free(at)
    for _, other in ipairs(taken) do
      local dx, dy = other.x - at.x, other.y - at.y
      if dx * dx + dy * dy < reach * reach then return false end
    end
    return true
  end
  for k = 1, 2 * PER_COLUMN do
    local at = column_place(owner, k)
    if free(at) then
      ruling.edit({ op = "place", piece = id, at = at })
      put_back[#put_back + 1] = at
      return
    end
  end
  ruling.respot(id, (column_of(owner)))
end

function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local seat, say = ruling.seat, ruling.say
  local drops, lost, _, off = pool.outcome(report)
  local bank = banked(report, seat)
  local mine, back = 0, {}

  for _, drop in ipairs(drops) do
    local ring = parlor.piece(state, drop.piece)
    if ring.owner == seat and bank and not lost then
      mine = mine + 1
    else
      back[#back + 1] = ring.id
    end
  end
  if mine > 0 then
    say("Off the far rim, " .. ruling.name .. " drops " .. parlor.plural(mine, COLOURS[seat] .. " ring") .. ".")
  elseif #drops > 0 and not bank then
    say("Not a bank off the rim opposite: the rings dropped go back into their columns.")
  end
  for _, id in ipairs(off) do back[#back + 1] = id end
  if lost == "pocketed" then
    say("The shooter dropped into a pocket: " .. ruling.name .. "'s turn is over.")
    -- One of the rings he dropped before goes back into his column.
    for _, piece in ipairs(state.pieces) do
      if piece.owner == seat and ruling.status[piece.id] == "pocketed" and not parlor.contains(back, piece.id) then
        back[#back + 1] = piece.id
        say("One of " .. ruling.name .. "'s dropped rings goes back into his column.")
        break
      end
    end
  elseif lost == "off" then
    say("The shooter left the board: " .. ruling.name .. "'s turn is over.")
  end
  local put_back = {}
  for _, id in ipairs(back) do back_into_column(ruling, id, put_back) end
  ruling.set(SHOOTER, "hand")

  -- The round: whoever has no ring of his left on the board.
  local left = ruling.count(function(piece, status) return piece.owner == seat and status == "board" end)
  if left == 0 then
    ruling.score(seat, 1, "round won")
    say(ruling.name .. " has dropped all six rings and wins round " .. state.round .. ".")
    if ruling.totals[seat] >= ROUNDS_TO_WIN then
      ruling.win(seat, ruling.name .. " wins the match, " .. ruling.totals[seat] .. " rounds to " .. ruling.totals[3 - seat] .. ".")
      return ruling.finish()
    end
    ruling.end_round(3 - seat, layout())
    say("New round: the columns are laid out again; " .. state.seats[3 - seat].name .. " opens.")
    return ruling.finish()
  end

  if mine > 0 and not lost then
    say(ruling.name .. " shoots again (" .. parlor.plural(left, "ring") .. " to go).")
  else
    if mine == 0 and not lost then say(ruling.name .. " dropped none of his rings: the turn passes.") end
    ruling.pass()
  end
  return ruling.finish()
end

return game
