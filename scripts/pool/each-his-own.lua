-- Each His Own, from the 100-games book: four numbered rings each, sunk in order, each into its
-- own pocket, with one shooter shared; the first to sink all four wins.
--
-- Catalogue id: each-his-own. Two players.

local pool = require("pool")

local SHOOTER = pool.SHOOTER
local NUMBERS = { { 1, 2, 3, 4 }, { 11, 12, 13, 14 } }   -- seat 1 green, seat 2 red
local COLOURS = { "green", "red" }

local RULES = [[
Eight numbered rings are bunched on the centre spot: green 1 to 4 for one player and red 11 to
14 for the other, with one white shooter for both. A coin toss (drawn from the match seed)
decides who starts; the first shot is from his shooting line, and after that every shot is
taken from where the shooter lies.

You must sink your rings in order, each into its own pocket: green 1 into pocket 1, 2 into 2,
and so on; red 11 into pocket 1, 12 into 2, 13 into 3 and 14 into 4. Any ring, yours or your
opponent's, may be struck to make the shot. You go on as long as you sink your next ring; a shot
that does not ends your turn.

A ring of yours that drops into the wrong pocket, or out of its turn, is put back on the centre
spot and your turn is over. An opponent's ring that drops is put back on the centre spot too.
The first to sink all four rings in their proper pockets wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- Rings dropped on one shot are taken in order: if your next ring and the one after it both
  drop into their own pockets, both count. A ring of yours that drops out of turn is put back
  and ends your turn, but the ones before it on that shot still count.
- An opponent's ring that drops on its own is put back and ends your turn (you sank nothing).
- If the shooter drops into a pocket or leaves the board, your turn is over and every ring that
  dropped on that shot is put back; the next player starts again from his shooting line.
- Your score on the board is how many of your four rings you have sunk.]]

local game = {}

game.info = {
  id = "each-his-own",
  name = "Each His Own",
  family = "carrom-pocket",
  board = "carrom",
  players = { 2 },
  summary = "Sink your four numbered rings in order, each into its own pocket, with one shared shooter.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
  options = {},
}

-- The pocket a numbered ring belongs in.
local function pocket_for(number) return (number - 1) % 10 + 1 end

function game.setup(config)
  local colour_of = function(id) return (id <= 4) and COLOURS[1] or COLOURS[2] end
  local bunched = pool.bunch(8, colour_of)
  local pieces = {}
  for k, piece in ipairs(bunched) do
    local seat = (k <= 4) and 1 or 2
    local number = NUMBERS[seat][(k - 1) % 4 + 1]
    piece.id, piece.number, piece.owner = number, number, seat
    pieces[k] = piece
  end
  pieces[#pieces + 1] = pool.shooter()
  local seats = pool.seats(config)
  for seat = 1, 2 do seats[seat].colour = COLOURS[seat] end
  return {
    game = game.info.id, board = "carrom", seats = seats, pieces = pieces,
    scores = { 0, 0 }, turn = parlor.draw(config.seed, 2), round = 1,
    memo = { from_line = true, sunk = { 0, 0 } },
  }
end

function game.prompt(table)
  local seat = table.turn
  local shooter = parlor.piece(table, SHOOTER)
  local from_line = table.memo.from_line or shooter.status ~= "board"
  local next_number = NUMBERS[seat][table.memo.sunk[seat] + 1]
  return {
    seat = seat,
    kind = { type = "shoot", piece = SHOOTER,
             from = from_line and pool.line_region(seat, 2) or { type = "where_it_lies" } },
    message = table.seats[seat].name .. " (" .. COLOURS[seat] .. "): " .. (from_line and "place the shooter on your line" or "shoot from where the shooter lies") .. " and sink " .. next_number .. " into pocket " .. pocket_for(next_number) .. ".",
  }
end

function game.judge(table, action, report)
  local ruling = pool.ruling(table)
  local seat, say, memo = ruling.seat, ruling.say, ruling.memo
  local drops, lost, _, off = pool.outcome(report)
  local back = {}
  local carried_on = false

  if lost then
    say("The shooter " .. (lost == "pocketed" and "dropped into a pocket" or "left the board") .. ": " .. ruling.name .. "'s turn is over.")
    for _, drop in ipairs(drops) do back[#back + 1] = drop.piece end
    if #drops > 0 then say("The " .. pool.plural(#drops, "ring") .. " dropped on that shot go back on the centre spot.") end
    ruling.edit({ op = "status", piece = SHOOTER, status = "hand" })
    memo.from_line = true
  else
    local broken = false
    for _, drop in ipairs(drops) do
      local ring = parlor.piece(table, drop.piece)
      local wanted = NUMBERS[seat][memo.sunk[seat] + 1]
      if ring.owner ~= seat then
        back[#back + 1] = ring.id
        say("The other side's " .. ring.number .. " dropped: it goes back on the centre spot.")
      elseif not broken and ring.number == wanted and drop.pocket == pocket_for(wanted) then
        memo.sunk[seat] = memo.sunk[seat] + 1
        ruling.score(seat, 1, "ring " .. ring.number .. " sunk")
        carried_on = true
        say(ruling.name .. " sinks " .. ring.number .. " into pocket " .. drop.pocket .. ".")
      else
        broken = true
        back[#back + 1] = ring.id
        local why = (ring.number == wanted) and ("into pocket " .. drop.pocket .. ", not " .. pocket_for(wanted)) or ("out of its turn (" .. wanted .. " is next)")
        say(ring.number .. " dropped " .. why .. ": it goes back on the centre spot and the turn is over.")
      end
    end
    if broken then carried_on = false end
    memo.from_line = false
  end
  for _, id in ipairs(off) do
    back[#back + 1] = id
    say("Ring " .. parlor.piece(table, id).number .. " was knocked off the board: it goes back on the centre spot.")
  end
  pool.put_back(ruling.verdict.edits, back, board.spots.centre)

  if memo.sunk[seat] == 4 then
    ruling.verdict.outcome = { winner = seat }
    say(ruling.name .. " has sunk all four rings in their pockets and wins.")
  elseif carried_on then
    say(ruling.name .. " shoots again.")
  else
    if not lost and #drops == 0 then say("Nothing dropped: the turn passes.") end
    ruling.pass()
  end
  return ruling.finish()
end

return game
