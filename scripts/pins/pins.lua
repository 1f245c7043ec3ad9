-- What the pin games of this pack share (a module: `require("pins")`): the diagonal they are
-- bowled along, the two seats' shooters, the match set-up, the words they count in, and the
-- end of a turn in the innings games. Used by ten-pins-100games, american-nine-pins,
-- cocked-hat-and-feather, bank-the-five and six-pin; each keeps its own rack and scoring.

local pins = {}

-- Seat 1's and seat 2's white shooting rings.
pins.SHOOTERS = { 11, 12 }

local R2 = math.sqrt(2)
local LINE_AT = 0.38            -- distance of the shooting segment from the centre (other end)
local LINE_HALF = 0.035         -- half the length of the shooting segment

-- A point `along` metres from the centre on the diagonal from pocket 1 to pocket 3, and
-- `across` metres to the left of it as the bowler (at pocket 1) sees it.
function pins.diagonal_point(along, across)
  return { x = (along - across) / R2, y = (along + across) / R2 }
end

-- Where a diagonal game's shooter is placed: a short segment across the diagonal by pocket 1.
function pins.shooting_segment()
  return {
    type = "segment",
    a = pins.diagonal_point(-LINE_AT, LINE_HALF),
    b = pins.diagonal_point(-LINE_AT, -LINE_HALF),
    tolerance = 0,
  }
end

-- The shooting line `name` as a region to place the shooter on.
function pins.line_region(name)
  for _, line in ipairs(board.lines) do
    if line.name == name then
      return { type = "segment", a = line.a, b = line.b, tolerance = 0 }
    end
  end
  error("the board has no line " .. name)
end

function pins.plural(n, word)
  if n == 1 then return "1 " .. word end
  return n .. " " .. word .. "s"
end

function pins.ordinal(n)
  if n == 1 then return "first" elseif n == 2 then return "second" else return "third" end
end

-- The pins at `spots` (pin `id` at `spots[id]`, coloured `colour_of(id)`, white if not given),
-- then both seats' shooters in hand.
function pins.layout(spots, colour_of)
  local pieces = {}
  for id = 1, #spots do
    pieces[#pieces + 1] = {
      id = id, kind = "pin", colour = colour_of and colour_of(id) or "white", number = id,
      position = spots[id], status = "board",
    }
  end
  for seat = 1, 2 do
    pieces[#pieces + 1] = {
      id = pins.SHOOTERS[seat], kind = "shooter", colour = "white", owner = seat,
      position = { x = 0, y = 0 }, status = "hand",
    }
  end
  return pieces
end

-- The opening table of game `id` for two players: a coin toss (from the seed) picks who leads,
-- remembered as `memo.leader` beside the game's own `memo` fields.
function pins.setup(id, config, pieces, memo)
  local first = parlor.draw(config.seed, 2)
  local seats = {}
  for seat = 1, 2 do
    seats[seat] = { name = config.seats[seat].name, team = seat, colour = "white" }
  end
  memo.leader = first
  return {
    game = id, board = "carrom", seats = seats, pieces = pieces,
    scores = { 0, 0 }, turn = first, round = 1, memo = memo,
  }
end

-- Stands every pin up again on its spot.
function pins.rerack(verdict, spots)
  for id = 1, #spots do
    verdict.edits[#verdict.edits + 1] = { op = "kind", piece = id, kind = "pin" }
    verdict.edits[#verdict.edits + 1] = { op = "place", piece = id, at = spots[id] }
  end
end

-- The end of a turn in a game of `words.innings` innings (each seat a turn an inning, the
-- leader first): the other seat plays next, and after both have played the inning is totalled
-- and, after the last, the match decided. `words.rack` names what is set up again for the other
-- seat ("The diamond is"), `words.next_rack` what is set up for the next inning, and
-- `words.played` the innings in words ("Seven").
function pins.end_turn(state, verdict, say, words)
  local seat = state.turn
  local other = 3 - seat
  verdict.next = other
  if seat == state.memo.leader then
    say(words.rack .. " set up again for " .. state.seats[other].name .. ".")
    return
  end
  verdict.round_over = true
  local totals = { state.scores[1], state.scores[2] }
  for _, change in ipairs(verdict.score) do totals[change.team] = totals[change.team] + change.points end
  say("Inning " .. state.round .. " is over: " .. state.seats[1].name .. " " .. totals[1] .. ", " .. state.seats[2].name .. " " .. totals[2] .. ".")
  if state.round >= words.innings then
    if totals[1] == totals[2] then
      verdict.outcome = {}
      say(words.played .. " innings played and the scores are level: the game is a tie.")
    else
      local winner = totals[1] > totals[2] and 1 or 2
      verdict.outcome = { winner = winner }
      say(words.played .. " innings played: " .. state.seats[winner].name .. " has the higher score and wins.")
    end
  else
    say(words.next_rack .. " set up again: " .. state.seats[other].name .. " leads inning " .. (state.round + 1) .. ".")
  end
end

return pins
