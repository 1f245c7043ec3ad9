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

local game = {}

game.info = {
  id = "six-at-war",
  name = "Six at War",
  family = "carrom-pocket",
  board = "carrom",
  players = { 2 },
  summary = "Pocket your six rings from the far side's points with your own shooter, played where it lies.",
  rules = RULES .. "\n\nParlor's decisions where the book is unclear:\n" .. DECISIONS .. "\n",
  options = {},
}

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
  local first = parlor.draw(config.seed, 2)
  local seats = pool.seats(config)
  for seat = 1, 2 do seats[seat].colour = COLOURS[seat] end
  return {
    game = game.info.id, board = "carrom", seats = seats, pieces = layout(),
    scores = { 0, 0 }, turn = first, round = 1,
    memo = { sunk = { 0, 0 } },
  }
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

function game.judge(state, action, report)
  local seat = state.turn
  local name = state.seats[seat].name
  local verdict = { edits = {}, score = {}, messages = {}, next = 3 - seat }
  local memo = parlor.copy(state.memo)
  local say = function(text) verdict.messages[#verdict.messages + 1] = text end
  local edit = function(e) verdict.edits[#verdict.edits + 1] = e end
  local status = {}
  for _, piece in ipairs(state.pieces) do status[piece.id] = piece.status end

  local own, lost = 0, nil
  local back = {}
  for _, event in ipairs(report.events or {}) do
    if event.type == "pocketed" or event.type == "off_board" then
      if event.piece == SHOOTERS[seat] or event.piece == SHOOTERS[3 - seat] then
        if event.piece == SHOOTERS[seat] then lost = event.type end
      elseif event.type == "off_board" then
        back[#back + 1] = event.piece
      elseif owner_of(event.piece) == seat then
        own = own + 1
        memo.sunk[seat] = memo.sunk[seat] + 1
      else
        memo.sunk[3 - seat] = memo.sunk[3 - seat] + 1
        say("A " .. COLOURS[3 - seat] .. " ring dropped: it stays down for " .. state.seats[3 - seat].name .. ".")
      end
    end
  end
  if own > 0 then say(name .. " pockets " .. pool.plural(own, "ring") .. " (" .. memo.sunk[seat] .. " of 6).") end

  if lost then
    say(name .. "'s shooter " .. (lost == "pocketed" and "dropped into a pocket" or "left the board") .. ": the turn ends, and one of " .. name .. "'s pocketed rings goes back on a point.")
    edit({ op = "status", piece = SHOOTERS[seat], status = "hand" })
    for _, piece in ipairs(state.pieces) do
      if piece.kind == "ring" and owner_of(piece.id) == seat and status[piece.id] == "pocketed" then
        back[#back + 1] = piece.id
        memo.sunk[seat] = memo.sunk[seat] - 1
        break
      end
    end
  end
  for _, id in ipairs(back) do
    edit({ op = "respot", piece = id, near = tips(owner_of(id))[1] })
  end

  -- A round is won by the first to pocket all six.
  for side = 1, 2 do
    if memo.sunk[side] >= RINGS then
      verdict.score[#verdict.score + 1] = { team = side, points = 1, reason = "round won" }
      verdict.round_over = true
      say(state.seats[side].name .. " has pocketed all six and wins round " .. state.round .. ".")
      if state.scores[side] + 1 >= ROUNDS_TO_WIN then
        verdict.outcome = { winner = side }
        say(state.seats[side].name .. " wins the game.")
      else
        memo.sunk = { 0, 0 }
        verdict.next = 3 - side
        edit({ op = "reset", pieces = layout() })
        say("New round: the rings go back on the points, and " .. state.seats[3 - side].name .. " starts.")
      end
      verdict.memo = memo
      return verdict
    end
  end

  if own > 0 and not lost then
    verdict.next = seat
    say(name .. " shoots again.")
  elseif not lost then
    say(name .. " pocketed none of his rings: the turn passes.")
  end
  verdict.memo = memo
  return verdict
end

return game
