-- What the dice games of this pack share (a module: `require("dice")`): their info, a match
-- with a side for every player, the two dice just thrown, and choices offered as buttons. Used by twenty-one,
-- rendezvous, ring-and-dice and ace-in-the-pocket.

local dice = {}

-- A dice game's `info` from `spec` (id, name, board, summary, rules, and whatever else differs):
-- two players unless it says otherwise.
function dice.info(spec)
  local info = { family = "dice", players = { 2 } }
  for key, value in pairs(spec) do info[key] = value end
  return info
end

-- A new game table, with its `info` from `spec` (`dice.info`).
function dice.game(spec)
  return { info = dice.info(spec) }
end

-- A new match of the game `info` describes, on its board, for `config`: every player a side of
-- his own in the colour `colours` gives his seat, all at nought, `first` to play and the game's
-- `memo`.
function dice.match(info, config, colours, pieces, first, memo)
  local seats, scores = {}, {}
  for seat = 1, #config.seats do
    seats[seat] = { name = config.seats[seat].name, team = seat, colour = colours[seat] }
    scores[seat] = 0
  end
  return {
    game = info.id, board = info.board, seats = seats, pieces = pieces,
    scores = scores, turn = first, round = 1, memo = memo,
  }
end

-- The faces of the dice thrown on this turn (a list), from the report's `rolled` event.
function dice.thrown(report)
  return parlor.events(report, "rolled")[1].values
end

-- A move prompt's choices, one button each. (No steps: an empty `steps = {}` would read as a
-- map and be refused.)
function dice.choices(names)
  local moves = {}
  for i, name in ipairs(names) do moves[i] = { notation = name } end
  return moves
end

return dice
