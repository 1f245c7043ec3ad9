-- What the top games of this pack share (a module: `require("tops")`): the seats' colours and
-- shooting lines, the three tops of a set (the third one green), the match set-up, standing the
-- pins up again, and the last round's decision by the highest total. Used by spin-count,
-- bump-counts, escape, ten-pin-circle, top-spin and time-top; each keeps its own scoring.

local tops = {}

-- Seat colours, seat 1 first.
tops.COLOURS = { "red", "white", "black", "tan" }

-- The shooting line of `seat` among `seats` players: seats sit clockwise from rail 1.
function tops.seat_line(seat, seats)
  local rails = ({ [2] = { 1, 3 }, [3] = { 1, 4, 3 }, [4] = { 1, 4, 3, 2 } })[seats]
  local name = "shooting-" .. rails[seat]
  for _, line in ipairs(board.lines) do
    if line.name == name then return line end
  end
  error("the board has no line " .. name)
end

-- The kind of top `id` in a set of three whose ids are `set`: the third is the green one.
function tops.kind_of(set, id)
  if id == set[3] then return "top-green" end
  return "top"
end

-- What the players call top `id` of `set`: "the green top", or "top 2" by its place in the set.
function tops.name_of(set, id)
  if id == set[3] then return "the green top" end
  return "top " .. (id - set[1] + 1)
end

-- Adds the tops of `set` to `pieces`, in hand: two red, the third green.
function tops.in_hand(set, pieces)
  for _, id in ipairs(set) do
    pieces[#pieces + 1] = { id = id, kind = tops.kind_of(set, id), colour = (id == set[3]) and "green" or "red",
                            position = { x = 0, y = 0 }, status = "hand" }
  end
  return pieces
end

-- The opening table of game `id` on board side `side`, every seat at 0 and a coin toss (from
-- the seed) for who starts; `memo_of(first)` is the game's memo given the seat that starts.
function tops.setup(id, side, config, pieces, memo_of)
  local count = #config.seats
  local first = parlor.draw(config.seed, count)
  local seats, scores = {}, {}
  for seat = 1, count do
    seats[seat] = { name = config.seats[seat].name, team = seat, colour = tops.COLOURS[seat] }
    scores[seat] = 0
  end
  return {
    game = id, board = side, seats = seats, pieces = pieces,
    scores = scores, turn = first, round = 1, memo = memo_of(first),
  }
end

-- Stands pins 1 to `count` up again, pin `id` at `spot_of(id)`.
function tops.rerack(verdict, count, spot_of)
  for id = 1, count do
    verdict.edits[#verdict.edits + 1] = { op = "kind", piece = id, kind = "pin" }
    verdict.edits[#verdict.edits + 1] = { op = "place", piece = id, at = spot_of(id) }
  end
end

-- Passes the turn to the left. When it comes back to the opener (`memo.opener`) the round is
-- over, and after round `rounds` the match is decided (see `tops.decide`).
function tops.pass_turn(state, verdict, say, gained, rounds, words)
  verdict.next = parlor.next_seat(state.turn, #state.seats)
  if verdict.next == state.memo.opener then
    verdict.round_over = true
    if state.round >= rounds then tops.decide(state, verdict, say, gained, words) end
  end
end

-- After the last round: the seat with the highest total wins, and a shared highest total is a
-- draw. `gained` is what the seat on turn scores in this verdict (not yet in the table's
-- scores). The sentences read "`words.after`, NAME `words.leads`, BEST, and wins." and
-- "`words.after`, `words.shared` (with BEST for %d): the game is drawn."
function tops.decide(state, verdict, say, gained, words)
  local seat, count = state.turn, #state.seats
  local scores = parlor.copy(state.scores)
  scores[seat] = scores[seat] + gained
  local best, winners = -1, {}
  for s = 1, count do
    if scores[s] > best then best, winners = scores[s], { s }
    elseif scores[s] == best then winners[#winners + 1] = s end
  end
  if #winners == 1 then
    verdict.outcome = { winner = winners[1] }
    say(words.after .. ", " .. state.seats[winners[1]].name .. " " .. words.leads .. ", " .. best .. ", and wins.")
  else
    verdict.outcome = {}
    say(words.after .. ", " .. string.format(words.shared, best) .. ": the game is drawn.")
  end
end

return tops
