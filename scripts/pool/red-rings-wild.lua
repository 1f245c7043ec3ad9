-- Red Rings Wild, from the 100-games book: four rings each and seven red ones, with the black as
-- the shooter; you must pocket one of yours, then a red, then one of yours, and so on, and the
-- first to sink his four wins.
--
-- Catalogue id: red-rings-wild. Two players.

local pool = require("pool")

local SHOOTER = 30                       -- the black ring, used as the shooter
local COLOURS = { "green", "white" }     -- seat 1 green (rings 1-4), seat 2 white (5-8)
local REDS = 7                           -- red rings 9-15
local OWN = 4

local RULES = [[
The seven red rings go in the centre with the four green and four white rings round them; the
first seat plays green, the second white. The black ring is the shooter, shared, and starts from
your shooting line; after that it is always played from where it lies. A coin toss (drawn from
the match seed) decides who starts.

You must alternate: one of your own rings, then a red, then one of your own, and so on until your
four are down. You go on while you pocket what is due. If two of one kind drop on one shot, you
must then pocket two of the other kind. If you pocket the other kind instead of the one due, that
ring goes back to the centre and your turn ends. After a miss the other player shoots the black
from where it lies; when your turn comes again you play for whichever kind you last failed to
pocket. The first to pocket all four of his own rings wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- What is due is kept as a count: while you have sunk as many reds as rings of your own, one of
  your own is due; while you are ahead with your own, as many reds as you are ahead. Reds sunk
  ahead of your own rings make your own due again the same way.
- A ring of the other player's that drops goes back to the centre and ends your turn.
- If the black drops into a pocket or leaves the board, your turn ends, every ring dropped on
  that shot goes back to the centre, and the other player starts from his shooting line.
- Rings go back as near the centre as they fit without moving the others.]]

local game = pool.game({
  id = "red-rings-wild", book = "100 games book", name = "Red Rings Wild",
  summary = "Pocket one of yours, then a red, then yours…: the black is the shooter; first to sink four.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
})

local function kind_of(id, seat)
  if id > 2 * OWN then return "red" end
  if (id <= OWN and seat == 1) or (id > OWN and seat == 2) then return "own" end
  return "theirs"
end

local function layout()
  local colour_of = function(k)
    if k <= REDS then return "red" end
    return COLOURS[(k - REDS - 1) % 2 + 1]
  end
  local bunched = pool.bunch(REDS + 2 * OWN, colour_of)
  local pieces, greens, whites, reds = {}, 0, 0, 0
  for _, piece in ipairs(bunched) do
    if piece.colour == "green" then greens = greens + 1; piece.id, piece.owner = greens, 1
    elseif piece.colour == "white" then whites = whites + 1; piece.id, piece.owner = OWN + whites, 2
    else reds = reds + 1; piece.id = 2 * OWN + reds end
    pieces[#pieces + 1] = piece
  end
  pieces[#pieces + 1] = { id = SHOOTER, kind = "shooter", colour = "black", position = { x = 0, y = 0 }, status = "hand" }
  return pieces
end

-- What is due for `seat` by its counts: the kind, and how many.
local function due(memo, seat)
  local own, red = memo.own[seat], memo.red[seat]
  if own > red then return "red", own - red end
  return "own", red - own + 1
end

function game.setup(config)
  return pool.new_match(game.info.id, config, layout(), { own = { 0, 0 }, red = { 0, 0 } }, nil, COLOURS)
end

function game.prompt(state)
  local seat = state.turn
  local shooter = parlor.piece(state, SHOOTER)
  local from_line = shooter.status ~= "board"
  local kind, count = due(state.memo, seat)
  local what = (kind == "red") and (count == 1 and "a red ring" or (count .. " red rings"))
    or (count == 1 and ("a " .. COLOURS[seat] .. " ring") or (count .. " " .. COLOURS[seat] .. " rings"))
  return {
    seat = seat,
    kind = { type = "shoot", piece = SHOOTER,
             from = from_line and pool.line_region(seat, 2) or { type = "where_it_lies" } },
    message = state.seats[seat].name .. " (" .. COLOURS[seat] .. ", " .. state.memo.own[seat] .. " of 4 down): "
      .. (from_line and "from your line, " or "from where the black lies, ") .. "pocket " .. what .. ".",
  }
end

function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local seat, say, memo = ruling.seat, ruling.say, ruling.memo
  local drops, lost, _, off = pool.outcome(report)
  local back = {}
  local goes_on = false

  if lost then
    for _, drop in ipairs(drops) do back[#back + 1] = drop.piece end
    say(pool.shooter_lost(lost, "The black") .. ": " .. ruling.name .. "'s turn ends, and the rings of that shot go back.")
    ruling.set(SHOOTER, "hand")
  else
    local wanted, count = due(memo, seat)
    local made, wrong = 0, false
    for _, drop in ipairs(drops) do
      local kind = kind_of(drop.piece, seat)
      if kind == wanted then
        made = made + 1
      else
        back[#back + 1] = drop.piece
        wrong = true
        say(((kind == "theirs") and "The other player's ring" or (kind == "red" and "A red ring" or "A ring of yours")) .. " dropped when " .. wanted .. " was due: it goes back to the centre.")
      end
    end
    if made > 0 then
      if wanted == "own" then memo.own[seat] = memo.own[seat] + made else memo.red[seat] = memo.red[seat] + made end
      if wanted == "own" then ruling.score(seat, made, "own rings pocketed") end
      say(ruling.name .. " pockets " .. made .. " " .. (wanted == "own" and COLOURS[seat] or "red") .. (made == 1 and " ring" or " rings") .. " (" .. count .. " due).")
    end
    goes_on = made > 0 and not wrong
    if #drops == 0 then say("Nothing dropped: the turn passes.") end
  end
  for _, id in ipairs(off) do back[#back + 1] = id end
  pool.put_back(ruling, back, board.spots.centre)

  if memo.own[seat] >= OWN then
    ruling.win(seat, ruling.name .. " has pocketed all four and wins.")
  elseif goes_on then
    say(ruling.name .. " goes on.")
  else
    ruling.pass()
  end
  return ruling.finish()
end

return game
