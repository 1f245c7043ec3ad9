-- Six at War, from the 100-games book: six rings each on the backgammon points of the far side,
-- pocketed with your own shooter played from where it lies; the first to clear his six wins the
-- round, and two rounds win.
--
-- Catalogue id: six-at-war. Two players.

local pool = require("pool")

local COLOURS = { "green", "red" }       -- seat 1 green, seat 2 red
local RINGS = 6                          -- green 1-6, red 7-12
local SHOOTERS = { 21, 22 }
local ROUNDS_TO_WIN = 2

local RULES = [[
Each player sets his six rings, one on the tip of each backgammon point along the far side of the
board from his seat: green (the first seat) along the top, red along the bottom. Each has his
own white shooter. A coin toss (drawn from the match seed) decides who starts.

Your first shot of a round is taken from your shooting line; after that your shooter is always
played from where it lies. Pocket your own rings, in any pocket; you go on as long as you drop
one. If your shooter drops into a pocket, one of your pocketed rings goes back on a point and your
turn ends. The first to pocket all six wins the round; the first to win two rounds wins the game.]]

local DECISIONS = [[
- A shot that drops none of your rings passes the turn, even if it drops the other player's:
  those stay down and count for their owner.
- A ring going back goes on the first free point tip of your row, as near it as it fits. A ring
  knocked off the board goes back the same way.
- A shooter knocked off the board is ruled like one pocketed. After either, your next shot is
  from your line again.
- The first shot of every round is from the shooting line; the loser of a round starts the
  next.]]

local game = pool.game({
  id = "six-at-war", book = "100 games book", name = "Six at War",
  summary = "Pocket your six rings from the far side's points with your own shooter, played where it lies.",
  rules = RULES .. "\n\nParlor's decisions where the book is unclear:\n" .. DECISIONS .. "\n",
})

local tips = pool.far_tips

local function ring_id(seat, k) return (seat - 1) * RINGS + k end

local function owner_of(id) return (id <= RINGS) and 1 or 2 end

local function layout()
  local pieces = {}
  for seat = 1, 2 do
    for k, tip in ipairs(tips(seat)) do
      pieces[#pieces + 1] = { id = ring_id(seat, k), kind = "ring", colour = COLOURS[seat], owner = seat,
                              position = tip, status = "board" }
    end
  end
  for seat = 1, 2 do
    pieces[#pieces + 1] = { id = SHOOTERS[seat], kind = "shooter", colour = "white", owner = seat,
                            position = { x = 0, y = 0 }, status = "hand" }
  end
  return pieces
end

function game.setup(config)
  return pool.new_match(game.info.id, config, layout(), { sunk = { 0, 0 } }, nil, COLOURS)
end

function game.prompt(state)
  local seat = state.turn
  local shooter = parlor.piece(state, SHOOTERS[seat])
  local from_line = shooter.status ~= "board"
  return {
    seat = seat,
    kind = { type = "shoot", piece = shooter.id,
             from = from_line and pool.line_region(seat, 2) or { type = "where_it_lies" } },
    message = state.seats[seat].name .. " (" .. COLOURS[seat] .. ", " .. state.memo.sunk[seat] .. " of 6 down): "
      .. (from_line and "place your shooter on your line" or "shoot from where your shooter lies") .. " and pocket your rings.",
  }
end

-- What dropped: each side's rings stay down and count for it; rings off the board go back.
-- Returns the rings the shooter sank, how its shooter was lost (if it was), and the rings to put
-- back.
local function what_dropped(ruling, report)
  local seat, sunk = ruling.seat, ruling.memo.sunk
  local own, lost, back = 0, nil, {}
  for _, event in ipairs(report.events or {}) do
    if event.type == "pocketed" or event.type == "off_board" then
      if event.piece == SHOOTERS[seat] or event.piece == SHOOTERS[3 - seat] then
        if event.piece == SHOOTERS[seat] then lost = event.type end
      elseif event.type == "off_board" then
        back[#back + 1] = event.piece
      elseif owner_of(event.piece) == seat then
        own = own + 1
        sunk[seat] = sunk[seat] + 1
      else
        sunk[3 - seat] = sunk[3 - seat] + 1
        ruling.say("A " .. COLOURS[3 - seat] .. " ring dropped: it stays down for " .. ruling.state.seats[3 - seat].name .. ".")
      end
    end
  end
  return own, lost, back
end

-- A lost shooter ends the turn and costs one of the seat's pocketed rings.
local function rule_lost(ruling, lost, back)
  local seat, name = ruling.seat, ruling.name
  ruling.say(pool.shooter_lost(lost, name .. "'s shooter") .. ": the turn ends, and one of " .. name .. "'s pocketed rings goes back on a point.")
  ruling.set(SHOOTERS[seat], "hand")
  for _, piece in ipairs(ruling.state.pieces) do
    if piece.kind == "ring" and owner_of(piece.id) == seat and ruling.status[piece.id] == "pocketed" then
      back[#back + 1] = piece.id
      ruling.memo.sunk[seat] = ruling.memo.sunk[seat] - 1
      return
    end
  end
end

-- A round is won by the first to pocket all six; the game by the first to win two.
local function rule_round(ruling)
  local state, memo = ruling.state, ruling.memo
  for side = 1, 2 do
    if memo.sunk[side] >= RINGS then
      local name = state.seats[side].name
      ruling.score(side, 1, "round won")
      ruling.end_round()
      ruling.say(name .. " has pocketed all six and wins round " .. state.round .. ".")
      if ruling.totals[side] >= ROUNDS_TO_WIN then
        ruling.pass()
        ruling.win(side, name .. " wins the game.")
      else
        memo.sunk = { 0, 0 }
        ruling.end_round(3 - side, layout())
        ruling.say("New round: the rings go back on the points, and " .. state.seats[3 - side].name .. " starts.")
      end
      return true
    end
  end
  return false
end

function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local name = ruling.name
  local own, lost, back = what_dropped(ruling, report)
  if own > 0 then ruling.say(name .. " pockets " .. parlor.plural(own, "ring") .. " (" .. ruling.memo.sunk[ruling.seat] .. " of 6).") end
  if lost then rule_lost(ruling, lost, back) end
  for _, id in ipairs(back) do ruling.respot(id, tips(owner_of(id))[1]) end

  if not rule_round(ruling) then
    pool.go_on(ruling, own > 0 and not lost)
    if not lost and own == 0 then ruling.say(name .. " pocketed none of his rings: the turn passes.") end
  end
  return ruling.finish()
end

return game
