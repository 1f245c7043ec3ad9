-- American Nine Pins, as the Carrom Company's modern rule book ("100 games" board) gives it.
--
-- Catalogue id: american-nine-pins. Two players, each with their own white shooter. Nine pins
-- in a diamond; three balls a turn to knock them all down.

local PINS = 9                  -- pin ids 1..9
local SHOOTERS = { 11, 12 }     -- seat 1's and seat 2's white shooting rings
local INNINGS = 7
local SPACING = 0.045           -- centre to centre of neighbouring pins (metres)
local BACK_PIN = 0.35           -- distance of the back pin from the centre, along the diagonal
local LINE_AT = 0.38            -- distance of the shooting segment from the centre (other end)
local LINE_HALF = 0.035         -- half the length of the shooting segment
local SHOTS = 3

local RULES = [[
Nine pins on the square (carrom) side of the board, knocked down with a white shooting ring.

The diamond: nine pins stand in rows of 1, 2, 3, 2 and 1 in front of the top right corner pocket
(pocket 3), one corner of the diamond pointing at the players and the opposite corner towards
the pocket. It is a square of three by three pins turned on its corner, neighbouring pins 4.5 cm
apart centre to centre (the book gives no spacing).

Shooting: every ball is shot with your own white shooter from the edge of the diagonally
opposite pocket (pocket 1, bottom left): place it anywhere on the short segment, 7 cm long,
that crosses the end of that corner's diagonal line just clear of the pocket.

A turn is up to three balls at the diamond. After each ball the pins that went down are cleared
away and the standing ones stay where they are. Your turn ends as soon as all nine are down, or
after the third ball.
- All nine down with the first ball: 3 points.
- All nine down with the second or third ball: 1 point.
- Any pin still standing after three balls: no score.
When both players have had their turn an inning is over; the diamond is set up afresh for every
turn. After seven innings the higher score wins; equal scores are a tie.

Parlor's decisions where the book is silent:
- A coin toss decides who shoots first; that player leads every inning.
- There are no fouls: every pin that goes down counts, even one knocked into a pocket or off the
  board, whatever happens to the shooter.
- A pin felled by another falling pin counts like any other.
]]

local game = {}

game.info = {
  id = "american-nine-pins",
  name = "American Nine Pins",
  family = "pins-bowling",
  board = "carrom",
  players = { 2 },
  summary = "Three balls to fell a diamond of nine pins: 3 points at one ball, 1 within three.",
  rules = RULES,
}

local R2 = math.sqrt(2)

-- A point `along` metres from the centre on the diagonal from pocket 1 to pocket 3, and
-- `across` metres to the left of it as the shooter (at pocket 1) sees it.
local function diagonal_point(along, across)
  return { x = (along - across) / R2, y = (along + across) / R2 }
end

-- The diamond: a 3 by 3 square of pins turned on its corner; pin 1 is the front corner, pins
-- numbered row by row (1 | 2 3 | 4 5 6 | 7 8 | 9), left to right.
local function rack_spots()
  local spots = {}
  local step = SPACING / R2
  local front = BACK_PIN - 4 * step
  for i = 0, 2 do
    for j = 0, 2 do
      local row = i + j                  -- 0..4 from the front
      local across = (j - i) * step      -- left positive
      spots[#spots + 1] = { row = row, across = across, at = diagonal_point(front + row * step, across) }
    end
  end
  table.sort(spots, function(p, q)
    if p.row ~= q.row then return p.row < q.row end
    return p.across > q.across
  end)
  local points = {}
  for id = 1, PINS do points[id] = spots[id].at end
  return points
end

local function layout()
  local pieces = {}
  local spots = rack_spots()
  for id = 1, PINS do
    pieces[#pieces + 1] = { id = id, kind = "pin", colour = "white", number = id, position = spots[id], status = "board" }
  end
  for seat = 1, 2 do
    pieces[#pieces + 1] = {
      id = SHOOTERS[seat], kind = "shooter", colour = "white", owner = seat,
      position = { x = 0, y = 0 }, status = "hand",
    }
  end
  return pieces
end

local function shooting_segment()
  return {
    type = "segment",
    a = diagonal_point(-LINE_AT, LINE_HALF),
    b = diagonal_point(-LINE_AT, -LINE_HALF),
    tolerance = 0,
  }
end

local function plural(n, word)
  if n == 1 then return "1 " .. word end
  return n .. " " .. word .. "s"
end

local function ordinal(n)
  if n == 1 then return "first" elseif n == 2 then return "second" else return "third" end
end

function game.setup(config)
  local first = parlor.draw(config.seed, 2)
  local seats = {}
  for seat = 1, 2 do
    seats[seat] = { name = config.seats[seat].name, team = seat, colour = "white" }
  end
  return {
    game = game.info.id, board = "carrom", seats = seats, pieces = layout(),
    scores = { 0, 0 }, turn = first, round = 1,
    memo = { leader = first, shot = 1 },
  }
end

function game.prompt(table)
  local seat = table.turn
  return {
    seat = seat,
    kind = { type = "shoot", piece = SHOOTERS[seat], from = shooting_segment() },
    message = table.seats[seat].name .. ": inning " .. table.round .. ", " .. ordinal(table.memo.shot)
      .. " of three balls. Shoot from beside the bottom left pocket at the diamond.",
  }
end

function game.judge(table, action, report)
  local seat = table.turn
  local other = 3 - seat
  local name = table.seats[seat].name
  local verdict = { edits = {}, score = {}, messages = {}, next = seat }
  local memo = parlor.copy(table.memo)
  local say = function(text) verdict.messages[#verdict.messages + 1] = text end
  local edit = function(e) verdict.edits[#verdict.edits + 1] = e end

  -- Pins in play (not cleared earlier) that fell or left the surface on this ball.
  local down, standing = {}, 0
  for id = 1, PINS do
    local pin = parlor.piece(table, id)
    if pin.status ~= "aside" then
      if pin.kind ~= "pin" or pin.status ~= "board" then down[#down + 1] = id else standing = standing + 1 end
    end
  end
  local shot = memo.shot
  edit({ op = "status", piece = SHOOTERS[seat], status = "hand" })

  local turn_over = false
  if standing == 0 then
    turn_over = true
    if shot == 1 then
      verdict.score[1] = { team = seat, points = 3, reason = "all nine with one ball" }
      say("All nine pins down with the first ball: " .. name .. " scores 3.")
    else
      verdict.score[1] = { team = seat, points = 1, reason = "all nine within three balls" }
      say("The last " .. plural(#down, "pin") .. " fell with the " .. ordinal(shot) .. " ball: all nine down within three balls, " .. name .. " scores 1.")
    end
  else
    say(name .. "'s " .. ordinal(shot) .. " ball: " .. plural(#down, "pin") .. " down, " .. standing .. " still standing.")
    if shot == SHOTS then
      turn_over = true
      say("Three balls gone with " .. plural(standing, "pin") .. " standing: no score this turn.")
    else
      for _, id in ipairs(down) do edit({ op = "status", piece = id, status = "aside" }) end
      memo.shot = shot + 1
      say("The fallen pins are cleared: " .. name .. " takes the " .. ordinal(shot + 1) .. " ball.")
    end
  end

  if turn_over then
    memo.shot = 1
    local spots = rack_spots()
    for id = 1, PINS do
      edit({ op = "kind", piece = id, kind = "pin" })
      edit({ op = "place", piece = id, at = spots[id] })
    end
    verdict.next = other
    if seat == memo.leader then
      say("The diamond is set up again for " .. table.seats[other].name .. ".")
    else
      verdict.round_over = true
      local totals = { table.scores[1], table.scores[2] }
      for _, change in ipairs(verdict.score) do totals[change.team] = totals[change.team] + change.points end
      say("Inning " .. table.round .. " is over: " .. table.seats[1].name .. " " .. totals[1] .. ", " .. table.seats[2].name .. " " .. totals[2] .. ".")
      if table.round >= INNINGS then
        if totals[1] == totals[2] then
          verdict.outcome = {}
          say("Seven innings played and the scores are level: the game is a tie.")
        else
          local winner = totals[1] > totals[2] and 1 or 2
          verdict.outcome = { winner = winner }
          say("Seven innings played: " .. table.seats[winner].name .. " has the higher score and wins.")
        end
      else
        say("The diamond is set up again: " .. table.seats[other].name .. " leads inning " .. (table.round + 1) .. ".")
      end
    end
  end

  verdict.memo = memo
  return verdict
end

return game
