-- What the top games of this pack share (a module: `require("tops")`): the seats' colours and
-- shooting lines, the three tops of a set (the third one green), the match set-up, standing the
-- pins up again, passing the turn (after the set's last top, where they are spun one by one), and
-- the decision by the highest total or the innings won, each over the kit's ruling
-- (`parlor.ruling`). Used by every top game; each keeps its own scoring.

local tops = {}

-- A top game of this pack: a table whose `info` is `info` (id, name, board, summary, rules;
-- players two to four unless it says) in the family of spinning tops.
function tops.game(info)
  info.family = "spinning-tops"
  info.players = info.players or { 2, 3, 4 }
  return { info = info }
end

-- Seat colours, seat 1 first.
tops.COLOURS = { "red", "white", "black", "tan" }

-- Where `seat` among `seats` players spins from: anywhere on its shooting line (seats sit
-- clockwise from rail 1).
function tops.seat_line(seat, seats)
  local rails = ({ [2] = { 1, 3 }, [3] = { 1, 4, 3 }, [4] = { 1, 4, 3, 2 } })[seats]
  return parlor.on_line("shooting-" .. rails[seat])
end

-- The middle of each seat's quarter on the crokinole side: seat 1 at the bottom, then clockwise.
function tops.seat_angle(seat, seats)
  local step = (seats == 2) and 2 or 1
  return -math.pi / 2 - (seat - 1) * step * math.pi / 2
end

-- How far from the centre a top lying on the table reaches (its centre's distance plus its
-- radius): a top is wholly inside a circle when this is within the circle's inner edge.
function tops.reach(piece)
  return math.sqrt(piece.position.x ^ 2 + piece.position.y ^ 2) + board.pieces[piece.kind].radius
end

-- "1 time", "3 times".
function tops.times(n)
  return n .. (n == 1 and " time" or " times")
end

-- "2.5 s": a spin's length as the players read it.
function tops.seconds(t)
  return string.format("%.1f s", t)
end

-- When a top spinning in `report` stopped and why: at its topple ("toppled"), or when it left
-- the surface ("dropped"); nil when neither happened.
function tops.stopped(report, top)
  for _, event in ipairs(report.events) do
    if event.piece == top then
      if event.type == "toppled" then return event.time, "toppled" end
      if event.type == "pocketed" or event.type == "off_board" or event.type == "holed"
        or event.type == "ditched" then
        return event.time, "dropped"
      end
    end
  end
  return nil
end

-- How long top `top` of `kind` spun in `report`, and why it stopped: "toppled" or "dropped"
-- (see `tops.stopped`), "not spun" (`spin`, what it was given, is nil: left out of the shot),
-- "never stood" (too little spin to stand up: 0 seconds) or "still spinning" when the shot
-- ended (timed for the whole shot). Used by the games that spin every top on one call.
function tops.spun_for(report, spin, top, kind)
  if spin == nil then return 0, "not spun" end
  local time, why = tops.stopped(report, top)
  if time then return time, why end
  if math.abs(spin) < board.pieces[kind].motion.topple_spin then return 0, "never stood" end
  return report.seconds, "still spinning"
end

-- The spin each top of a call was given, by top id: the caller's (top `seat`) in the shot, the
-- others' in its `with`; a top left out of the call has none.
function tops.spins_given(seat, action)
  local given = { [seat] = action.spin or 0 }
  for _, launch in ipairs(action.with or {}) do given[launch.piece] = launch.spin or 0 end
  return given
end

-- What a player hears of top spin `time` and why it stopped (from `tops.spun_for`), for the
-- player `name`.
function tops.spin_sentence(name, time, why)
  if why == "not spun" then
    return name .. "'s top was not spun with the others: 0 seconds."
  elseif why == "never stood" then
    return name .. "'s top had too little spin to stand up: 0 seconds."
  elseif why == "dropped" then
    return name .. "'s top dropped off the surface still spinning: timed at " .. tops.seconds(time) .. "."
  elseif why == "still spinning" then
    return name .. "'s top was still spinning when the clock stopped: timed at the full " .. tops.seconds(time) .. "."
  end
  return name .. "'s top spun for " .. tops.seconds(time) .. "."
end

-- Seconds a top of `kind` flicked with `spin` stays up: its spin dies away at the board's steady
-- rate (`spin_decay`, which nothing else changes) until it is below `topple_spin`; 0 when it
-- never stands up. What a top still spinning when the shot clock stops goes on to spin.
function tops.spin_time(kind, spin)
  local motion = board.pieces[kind].motion
  if math.abs(spin) < motion.topple_spin then return 0 end
  return (math.abs(spin) - motion.topple_spin) / motion.spin_decay
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

-- Pins 1 to `count`, standing white, pin `id` at `spot_of(id)`.
function tops.pins(count, spot_of)
  local pieces = {}
  for id = 1, count do
    pieces[#pieces + 1] = { id = id, kind = "pin", colour = "white", number = id, position = spot_of(id), status = "board" }
  end
  return pieces
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

-- The memo of the games that spin a set of tops a turn, given the seat that opens: the opener
-- (a round ends when the turn comes back to it) and how many tops of the turn are spun.
function tops.spinning(first)
  return { opener = first, spun = 0 }
end

-- The pins among 1 to `count` that this shot knocked down, each once, in the order they fell:
-- those a `fell` event names that are not in `down_before` (the pins already lying). A report may
-- name a pin's fall twice, or the fall of a pin already down; neither is a pin knocked down.
function tops.newly_felled(report, count, down_before)
  local felled = {}
  for _, event in ipairs(parlor.events(report, "fell")) do
    local pin = event.piece
    if pin >= 1 and pin <= count and not parlor.contains(down_before, pin)
        and not parlor.contains(felled, pin) then
      felled[#felled + 1] = pin
    end
  end
  return felled
end

-- Stands pins 1 to `count` up again, pin `id` at `spot_of(id)`.
function tops.rerack(ruling, count, spot_of)
  for id = 1, count do ruling.stand(id, spot_of(id)) end
end

-- The sentences of `tops.decide` for a game of `turns` turns each, decided by the highest total.
function tops.turns_words(turns)
  return { after = "After " .. turns .. " turns each", leads = "has the highest total",
           shared = "the highest total (%d) is shared" }
end

-- Passes the turn to the left. When it comes back to the opener (`memo.opener`) the round is
-- over, and after round `rounds` the match is decided (see `tops.decide`; `words` default to
-- `tops.turns_words(rounds)`).
function tops.pass_turn(ruling, rounds, words)
  local state = ruling.state
  ruling.pass()
  if ruling.verdict.next == state.memo.opener then
    ruling.verdict.round_over = true
    if state.round >= rounds then tops.decide(ruling, words or tops.turns_words(rounds)) end
  end
end

-- In the games where a turn is the set's tops `set` spun one after another, each scored as it
-- stops (`memo.spun` of them spun so far): one more is spun, and after the last the turn passes
-- (`tops.pass_turn`, `turns` turns each).
function tops.top_spun(ruling, set, turns)
  local memo = ruling.memo
  memo.spun = memo.spun + 1
  if memo.spun == #set then
    memo.spun = 0
    tops.pass_turn(ruling, turns)
  end
end

-- After the last round: the seat with the highest total (this ruling's scores included) wins,
-- and a shared highest total is a draw. The sentences read "`words.after`, NAME `words.leads`,
-- BEST, and wins." and "`words.after`, `words.shared` (with BEST for %d): the game is drawn."
function tops.decide(ruling, words)
  local state = ruling.state
  local best, winners = -1, {}
  for s = 1, #state.seats do
    local total = ruling.totals[s]
    if total > best then best, winners = total, { s }
    elseif total == best then winners[#winners + 1] = s end
  end
  if #winners == 1 then
    ruling.win(winners[1], words.after .. ", " .. state.seats[winners[1]].name .. " " .. words.leads .. ", " .. best .. ", and wins.")
  else
    ruling.win(nil, words.after .. ", " .. string.format(words.shared, best) .. ": the game is drawn.")
  end
end

-- An inning of Top Spin or Time Top is over: a single longest spin (`best` seconds, by one of
-- `winners`) wins it, `longest` saying how ("spun longest"), and `to_win` innings win the game.
function tops.inning(ruling, winners, best, longest, tie, to_win)
  local state = ruling.state
  if #winners == 1 then
    local winner = winners[1]
    ruling.score(winner, 1, "inning won")
    ruling.say(state.seats[winner].name .. " " .. longest .. " (" .. tops.seconds(best) .. ") and wins inning " .. state.round .. ".")
    if ruling.totals[winner] >= to_win then
      ruling.win(winner, state.seats[winner].name .. " has won " .. to_win .. " innings and wins the game.")
    end
  else
    ruling.say("The longest " .. tie .. " tie at " .. tops.seconds(best) .. ": nobody wins inning " .. state.round .. ".")
  end
end

return tops
