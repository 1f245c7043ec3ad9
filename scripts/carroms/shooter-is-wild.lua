-- Shooter Is Wild, from the 100-games book: after a ring drops, any ring on the board may be the
-- next shooter; two rounds, a point a ring.
--
-- Catalogue id: shooter-is-wild. Two players, each for himself. The centre cluster is this
-- pack's (cluster.lua), the seats' lines are Carroms' (this pack's carroms-100games.lua, loaded as
-- a module).

local carroms = require("carroms-100games")
local cluster = require("cluster")

local WHITE = 25
local RINGS = 25                        -- 12 red, 12 green and the white
local ROUNDS = 2
local SEAT_COLOURS = { "tan", "yellow" }

local RULES = [[
Two players, each for himself. The 12 red and 12 green rings are bunched at the centre; the white
ring starts in hand. A coin toss decides who opens: he places the white on his shooting line and
shoots it into the bunch. Every ring pocketed scores 1 for the player who shot, whatever its
colour. A shot that pockets a ring lets you shoot again, and then any ring on the board may be
your shooter (the "Shoot with" choices), played from where it lies. A shot that pockets nothing
ends your turn.

If the ring you are shooting with drops into a pocket, your turn is over and one ring you have
pocketed goes back to the centre, its point taken off (nothing, if you have none).

A round is over when every ring has been pocketed. The game is two rounds: the player who
finished the first round opens the second, with the white from his line again. The higher total
after the two rounds wins; equal totals are a draw.

Parlor's decisions where the book is unclear:
- The white is shot from the shooting line only on the first shot of each round. After a miss
  your opponent too shoots any ring he chooses, from where it lies.
- Once shot, the white is a ring like the others: it scores 1 when it is pocketed, and may be
  chosen as a shooter.
- The ring you shoot with scores nothing when it drops; it stays down, nobody's. The rings that
  drop with it on that shot still score for you.
- A shooter knocked off the board is ruled as one pocketed, except that it goes back on the board
  as near the centre as it fits. Any other ring knocked off the board goes back so too, and does
  not end the turn.
- Each ring is numbered so that it can be chosen; the numbers mean nothing else.
- With only one ring left on the board, it is your shooter without a choice, and since nothing
  else can pocket it, dropping it is no foul: it scores 1 like any ring and ends the round.
]]

local game = {
  info = carroms.info_of({
    id = "shooter-is-wild", book = "100 games book", name = "Shooter Is Wild", target = false,
    summary = "Any ring may be your shooter once one drops; a point a ring, two rounds.",
    rules = RULES,
  }),
}

-- The count, as data: the judge and its sentences read these, and a house rule changes them
-- (`values = { ring = 2 }`).
game.values = {
  ring = 1,      -- each ring pocketed, whatever its colour
  forfeit = 1,   -- the ring forfeited when the ring shot with drops
}
local values = game.values

-- The opening layout of a round: 24 rings at the centre, numbered, the white in hand.
local function layout()
  local pieces = {}
  local points = cluster.round_spot(RINGS - 1)
  for id = 1, RINGS - 1 do
    pieces[id] = { id = id, kind = "ring", colour = (id % 2 == 1) and "red" or "green", number = id,
                   position = points[id], status = "board" }
  end
  pieces[RINGS] = { id = WHITE, kind = "ring", colour = "white", number = WHITE, position = { x = 0, y = 0 }, status = "hand" }
  return pieces
end

function game.setup(config)
  local seats = {}
  for seat = 1, 2 do seats[seat] = { name = config.seats[seat].name, team = seat, colour = SEAT_COLOURS[seat] } end
  return {
    game = game.info.id, board = "carrom", seats = seats, pieces = layout(), scores = { 0, 0 },
    turn = parlor.draw(config.seed, 2), round = 1, memo = { from_line = true },
  }
end

local function label(piece)
  return "Ring " .. piece.number .. " (" .. piece.colour .. ")"
end

local function on_board(state)
  return parlor.pieces(state, function(piece) return piece.status == "board" end)
end

function game.prompt(state)
  local seat, memo = state.turn, state.memo
  local name = state.seats[seat].name
  if memo.from_line then
    return { seat = seat, kind = { type = "shoot", piece = WHITE, from = parlor.on_line(carroms.LINES[seat], 0) },
             message = name .. ": place the white on your line and shoot it into the bunch." }
  end
  local rings = on_board(state)
  local shooter = memo.shooter or (#rings == 1 and rings[1].id) or nil
  if shooter then
    return { seat = seat, kind = { type = "shoot", piece = shooter, from = { type = "where_it_lies" } },
             message = name .. ": shoot ring " .. shooter .. " from where it lies." }
  end
  local moves = {}
  for _, piece in ipairs(rings) do moves[#moves + 1] = { notation = "Shoot with " .. label(piece) } end
  return { seat = seat, kind = { type = "move", moves = moves }, message = name .. ": choose any ring as your shooter." }
end

-- The end of a round once no ring is left: the next is opened by whoever finished this one, or
-- after the second the totals decide.
local function round_end(ruling)
  if #parlor.pieces(ruling.state, function(piece) return ruling.status[piece.id] == "board" end) > 0 then return end
  local state = ruling.state
  if state.round >= ROUNDS then
    ruling.end_round()
    ruling.end_on_totals("Both rounds are played")
    return
  end
  ruling.memo.from_line = true
  ruling.end_round(ruling.seat, layout())
  ruling.say("Round " .. state.round .. " is over: " .. state.seats[1].name .. " " .. ruling.totals[1] .. ", "
    .. state.seats[2].name .. " " .. ruling.totals[2] .. ". " .. ruling.name .. " finished it and opens the next with the white.")
end

function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local memo = ruling.memo
  if action.type == "move" then
    for _, piece in ipairs(on_board(state)) do
      if action.notation == "Shoot with " .. label(piece) then memo.shooter = piece.id end
    end
    ruling.say(ruling.name .. " shoots with ring " .. tostring(memo.shooter) .. ".")
    return ruling.finish()
  end
  local shooter = report.shot
  memo.from_line, memo.shooter = false, nil
  local dropped, lost, off = {}, nil, 0
  for _, event in ipairs(report.events or {}) do
    if event.type == "pocketed" and event.piece == shooter then
      lost = "dropped into a pocket"
    elseif event.type == "pocketed" and not parlor.contains(dropped, event.piece) then
      dropped[#dropped + 1] = event.piece
    elseif event.type == "off_board" then
      off = off + 1
      ruling.respot(event.piece)
      if event.piece == shooter then lost = "left the board" end
      ruling.say("Ring " .. event.piece .. " jumped the board: it goes back as near the centre as it fits.")
    end
  end
  -- The last ring on the board can only drop as its own shooter: then it counts as a ring.
  if lost == "dropped into a pocket" and #dropped == 0 and off == 0 and #on_board(state) == 0 then
    lost, dropped = nil, { shooter }
    ruling.say("The last ring on the board dropped: it counts like any ring.")
  end
  for _, id in ipairs(dropped) do ruling.edit({ op = "owner", piece = id, owner = ruling.seat }) end
  if #dropped > 0 then
    ruling.score(ruling.seat, #dropped * values.ring, "rings pocketed")
    ruling.say(ruling.name .. " pocketed " .. parlor.plural(#dropped, "ring") .. ": " .. parlor.signed(#dropped * values.ring) .. ".")
  end
  if lost then
    ruling.pass()
    ruling.say("The ring " .. ruling.name .. " shot with " .. lost .. ": the turn is over.")
    carroms.forfeit_pocketed(ruling, {}, true, values.forfeit)
  elseif #dropped > 0 then
    ruling.say(ruling.name .. " shoots again, with any ring.")
  else
    ruling.pass()
    ruling.say("Nothing dropped: the turn passes.")
  end
  round_end(ruling)
  return ruling.finish()
end

return game
