-- What the pin games of this pack share (a module: `require("pins")`): the diagonal they are
-- bowled along, the two seats' shooters, the match set-up, which pins a shot felled, standing
-- pins up again, and the end of a turn in the innings games, over the kit's ruling
-- (`parlor.ruling`). Used by every pin game; each keeps its own rack and scoring.

local pins = {}

-- A pin game of this pack: a table whose `info` is `info` (id, name, summary, rules), for two
-- players on the carrom side.
function pins.game(info)
  info.family, info.board, info.players = "pins-bowling", "carrom", { 2 }
  return { info = info }
end

-- Game `base` played on board `board` as the game `info` (id, name, summary, rules): the same
-- callbacks, its tables naming the new game and board. How the 1901 pin games, whose rules
-- were printed on the backstop, are the modern book's games on the 1901 board.
function pins.on_board(base, board, info)
  local game = {}
  for key, value in pairs(base) do game[key] = value end
  game.info = {}
  for key, value in pairs(base.info) do game.info[key] = value end
  for key, value in pairs(info) do game.info[key] = value end
  game.info.board = board
  function game.setup(config)
    local state = base.setup(config)
    state.game, state.board = info.id, board
    return state
  end
  return game
end

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

-- The cocked hat: three pins in a triangle of side `side` with a corner towards the bowler and
-- the back side `back_row` from the centre, along the diagonal. Pin 1 is the front corner, 2 the
-- back left, 3 the back right.
function pins.hat_spots(side, back_row)
  local height = side * math.sqrt(3) / 2
  return {
    pins.diagonal_point(back_row - height, 0),
    pins.diagonal_point(back_row, side / 2),
    pins.diagonal_point(back_row, -side / 2),
  }
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

-- "first", "second", "third": which ball or shot of a turn.
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

-- The pins among `ids` (a list, or a count: pins 1 to it) that went down on this shot: those
-- still in play that fell or left the surface. Also how many of them still stand, and how many
-- were cleared (set aside) before.
function pins.fallen(state, ids)
  if type(ids) == "number" then
    local count = ids
    ids = {}
    for id = 1, count do ids[id] = id end
  end
  local down, standing, cleared = {}, 0, 0
  for _, id in ipairs(ids) do
    local pin = parlor.piece(state, id)
    if pin.status == "aside" then cleared = cleared + 1
    elseif pin.kind ~= "pin" or pin.status ~= "board" then down[#down + 1] = id
    else standing = standing + 1 end
  end
  return down, standing, cleared
end

-- Stands the pins `ids` up again, pin `id` on `spots[id]`.
function pins.stand(ruling, ids, spots)
  for _, id in ipairs(ids) do ruling.stand(id, spots[id]) end
end

-- Stands every pin up again on its spot.
function pins.rerack(ruling, spots)
  for id = 1, #spots do ruling.stand(id, spots[id]) end
end

-- Clears the pins `ids` that went down, setting them aside for the rest of the turn.
function pins.clear(ruling, ids)
  for _, id in ipairs(ids) do ruling.set(id, "aside") end
end

-- The prompt of an innings game: the seat's shooter placed on `from`, the message naming the
-- inning and the shot of the turn, then `what` ("of two shots at the cocked hat.").
function pins.innings_prompt(state, from, what)
  local seat = state.turn
  return {
    seat = seat,
    kind = { type = "shoot", piece = pins.SHOOTERS[seat], from = from },
    message = state.seats[seat].name .. ": inning " .. state.round .. ", " .. pins.ordinal(state.memo.shot) .. " " .. what,
  }
end

-- A shot of an innings game begins: the shooter comes back to hand. Returns which of the pins
-- `ids` went down (see `pins.fallen`) and which shot of the turn this was.
function pins.innings_shot(ruling, ids)
  ruling.set(pins.SHOOTERS[ruling.seat], "hand")
  local down, standing, cleared = pins.fallen(ruling.state, ids)
  return down, standing, cleared, ruling.memo.shot
end

-- The end of a turn in a game of `words.innings` innings (each seat a turn an inning, the
-- leader first): the pins stand again on `spots` and the other seat plays next, from its first
-- shot; after both have played the inning is totalled and, after the last, the match decided.
-- `words.rack` names what is set up again for the other seat ("The diamond is"),
-- `words.next_rack` what is set up for the next inning, and `words.played` the innings in words
-- ("Seven").
function pins.end_turn(ruling, spots, words)
  local state, seat, say = ruling.state, ruling.seat, ruling.say
  local other = 3 - seat
  ruling.memo.shot = 1
  pins.rerack(ruling, spots)
  ruling.pass(other)
  if seat == state.memo.leader then
    say(words.rack .. " set up again for " .. state.seats[other].name .. ".")
    return
  end
  ruling.verdict.round_over = true
  local totals = ruling.totals
  say("Inning " .. state.round .. " is over: " .. state.seats[1].name .. " " .. totals[1] .. ", " .. state.seats[2].name .. " " .. totals[2] .. ".")
  if state.round >= words.innings then
    if totals[1] == totals[2] then
      ruling.win(nil, words.played .. " innings played and the scores are level: the game is a tie.")
    else
      local winner = totals[1] > totals[2] and 1 or 2
      ruling.win(winner, words.played .. " innings played: " .. state.seats[winner].name .. " has the higher score and wins.")
    end
  else
    say(words.next_rack .. " set up again: " .. state.seats[other].name .. " leads inning " .. (state.round + 1) .. ".")
  end
end

return pins
