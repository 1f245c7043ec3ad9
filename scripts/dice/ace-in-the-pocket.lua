-- Ace in the Pocket, on the carrom side: one die, two rings each. An ace sends one of your rings
-- into the pocket, a six hands one to the player on your left; whoever is left holding the last
-- ring when the pocket has closed, and cannot throw a six, loses.
--
-- Catalogue id: ace-in-the-pocket. Two to four players; the die is thrown by the host.

local COLOURS = { "red", "green", "yellow", "blue" }
local POCKET = 1               -- the pocket that serves as "the pocket"
local SPACING = 0.036          -- between the centres of the rings a player holds
local CLOSED_THROWS = 3

-- The side each seat sits at (the rail, and so the shooting line, in front of him). Seats go
-- clockwise, so seat 2 sits on seat 1's left.
local SIDES = { [2] = { 1, 3 }, [3] = { 1, 4, 3 }, [4] = { 1, 4, 3, 2 } }

local RULES = [[
Any number from two to four players; each starts with two rings, laid on the shooting line in
front of him. Pocket 1 (front left of the first seat) is "the pocket". There is one die.

While the pocket is open, the players who still hold rings throw the die once each in turn,
going to the left; a player with no ring is passed over. An ace (1) puts one of the thrower's
rings into the pocket. A six hands one of his rings to the player on his left (who plays again
if he had none). Any other number does nothing. The pocket has the preference: while it is open,
a player holding a single ring who throws a six puts that ring into the pocket instead of handing
it on.

When every ring but one is in the pocket, the pocket closes. The holder of the last ring then
has three throws: a six hands the ring to the player on his left, who in turn has three throws.
The holder who fails to throw a six in his three throws loses the game.

Parlor's decisions where the book is unclear:
- The book's priority sentence ("an ACE, SIX") is read as above: with one ring in hand and the
  pocket open, a six goes to the pocket, not to the neighbour.
- A coin toss (drawn from the match seed) picks the first thrower.
- A six hands a ring to the player on the left even if he had got rid of all his rings: he is
  back in the game.
- The score beside each player counts the rings he has put into the pocket.
- The book names only a loser. With two players the other one wins. With three or four, the
  match is recorded as won by the player (not the loser) who put the most rings into the pocket;
  between equals, the one who got to that count first.
]]

local game = {}

game.info = {
  id = "ace-in-the-pocket",
  name = "Ace in the Pocket",
  family = "dice",
  board = "carrom",
  players = { 2, 3, 4 },
  summary = "Throw aces to pocket your two rings and sixes to pass them left; don't be left holding the last one.",
  rules = RULES,
}

local function line_of(seat, seats)
  local wanted = "shooting-" .. SIDES[seats][seat]
  for _, line in ipairs(board.lines) do
    if line.name == wanted then return line end
  end
  error("no line " .. wanted)
end

-- Place edits laying every ring still in play on the line in front of its holder.
local function lay_out(owners, status, seats, edits)
  for seat = 1, seats do
    local held = {}
    for id = 1, 2 * seats do
      if owners[id] == seat and status[id] ~= "pocketed" then held[#held + 1] = id end
    end
    local line = line_of(seat, seats)
    local mx, my = (line.a.x + line.b.x) / 2, (line.a.y + line.b.y) / 2
    local dx, dy = line.b.x - line.a.x, line.b.y - line.a.y
    local length = math.sqrt(dx * dx + dy * dy)
    dx, dy = dx / length, dy / length
    for k, id in ipairs(held) do
      local offset = (k - (#held + 1) / 2) * SPACING
      edits[#edits + 1] = { op = "place", piece = id, at = { x = mx + dx * offset, y = my + dy * offset } }
    end
  end
end

function game.setup(config)
  local count = #config.seats
  local seats, pieces = {}, {}
  for seat = 1, count do
    seats[seat] = { name = config.seats[seat].name, team = seat, colour = COLOURS[seat] }
    for k = 1, 2 do
      pieces[#pieces + 1] = { id = 2 * (seat - 1) + k, kind = "ring", colour = COLOURS[seat],
                              owner = seat, position = { x = 0, y = 0 }, status = "board" }
    end
  end
  -- Lay the rings out in front of their owners.
  local owners, status = {}, {}
  for _, piece in ipairs(pieces) do owners[piece.id] = piece.owner end
  local edits = {}
  lay_out(owners, status, count, edits)
  for _, edit in ipairs(edits) do pieces[edit.piece].position = edit.at end
  local scores, reached = {}, {}
  for seat = 1, count do scores[seat] = 0; reached[seat] = 0 end
  return {
    game = game.info.id,
    board = "carrom",
    seats = seats,
    pieces = pieces,
    scores = scores,
    turn = parlor.draw(config.seed, count),
    round = 1,
    memo = { closed = false, tries = 0, reached = reached },
  }
end

function game.prompt(state)
  local seat = state.turn
  local name = state.seats[seat].name
  local message
  if state.memo.closed then
    local left = CLOSED_THROWS - state.memo.tries
    message = name .. ": the pocket is closed and you hold the last ring. Throw a six to pass it on ("
      .. left .. " throw" .. (left == 1 and "" or "s") .. " left)."
  else
    local held = 0
    for _, piece in ipairs(state.pieces) do
      if piece.owner == seat and piece.status == "board" then held = held + 1 end
    end
    message = name .. ": throw the die (you hold " .. held .. " ring" .. (held == 1 and "" or "s")
      .. "; an ace pockets one, a six passes one left)."
  end
  return { seat = seat, kind = { type = "roll", dice = 1 }, message = message }
end

function game.judge(state, action, report)
  local seat = state.turn
  local seats = #state.seats
  local name = state.seats[seat].name
  local left = parlor.next_seat(seat, seats)
  local memo = parlor.copy(state.memo)
  local verdict = { edits = {}, score = {}, messages = {}, next = left, memo = memo }
  local say = function(text) verdict.messages[#verdict.messages + 1] = text end
  local value = parlor.events(report, "rolled")[1].values[1]

  local owners, status = {}, {}
  for _, piece in ipairs(state.pieces) do
    owners[piece.id] = piece.owner
    status[piece.id] = piece.status
  end
  local held = {}
  for id = 1, 2 * seats do
    if owners[id] == seat and status[id] ~= "pocketed" then held[#held + 1] = id end
  end
  local function pass_on(id)
    owners[id] = left
    verdict.edits[#verdict.edits + 1] = { op = "owner", piece = id, owner = left }
  end

  if memo.closed then
    if value == 6 then
      pass_on(held[1])
      memo.tries = 0
      say("Six: " .. name .. " passes the last ring to " .. state.seats[left].name .. " on his left, who has three throws to get rid of it.")
    else
      memo.tries = memo.tries + 1
      if memo.tries < CLOSED_THROWS then
        verdict.next = seat
        local remaining = CLOSED_THROWS - memo.tries
        say(name .. " throws " .. value .. ", not a six: " .. remaining .. " throw" .. (remaining == 1 and "" or "s") .. " left to pass the last ring.")
      else
        verdict.next = seat
        say(name .. " throws " .. value .. ": no six in three throws with the pocket closed, so " .. name .. " is left holding the last ring and loses.")
        local winner
        for other = 1, seats do
          if other ~= seat then
            local better = winner == nil
              or state.scores[other] > state.scores[winner]
              or (state.scores[other] == state.scores[winner] and memo.reached[other] < memo.reached[winner])
            if better then winner = other end
          end
        end
        verdict.outcome = { winner = winner }
        if seats > 2 then
          say(state.seats[winner].name .. " put the most rings into the pocket (" .. state.scores[winner] .. ") and is recorded as the winner.")
        else
          say(state.seats[winner].name .. " wins.")
        end
      end
    end
    lay_out(owners, status, seats, verdict.edits)
    return verdict
  end

  local pocket_one = function(why)
    local id = held[#held]
    status[id] = "pocketed"
    verdict.edits[#verdict.edits + 1] = { op = "status", piece = id, status = "pocketed" }
    verdict.score[#verdict.score + 1] = { team = seat, points = 1, reason = "ring into the pocket" }
    memo.reached[seat] = state.shots + 1
    say(why)
  end
  if value == 1 then
    pocket_one("Ace: " .. name .. " puts one of his rings into the pocket (pocket " .. POCKET .. ").")
  elseif value == 6 and #held == 1 then
    pocket_one("Six with a single ring: while the pocket is open it has the preference, so " .. name .. "'s ring goes into the pocket rather than to his left.")
  elseif value == 6 then
    pass_on(held[#held])
    say("Six: " .. name .. " hands one of his rings to " .. state.seats[left].name .. " on his left.")
  else
    say(name .. " throws " .. value .. ": only an ace or a six counts, so nothing happens.")
  end

  -- Rings still outside the pocket, and who holds them.
  local outside = {}
  for id = 1, 2 * seats do
    if status[id] ~= "pocketed" then outside[#outside + 1] = id end
  end
  if #outside == 1 then
    memo.closed = true
    memo.tries = 0
    local holder = owners[outside[1]]
    verdict.next = holder
    say("Every ring but one is in the pocket, so the pocket closes. " .. state.seats[holder].name
      .. " holds the last ring and has three throws to roll a six.")
  else
    local next_seat = seat
    for _ = 1, seats do
      next_seat = parlor.next_seat(next_seat, seats)
      local has = false
      for _, id in ipairs(outside) do
        if owners[id] == next_seat then has = true end
      end
      if has then break end
    end
    verdict.next = next_seat
  end
  lay_out(owners, status, seats, verdict.edits)
  return verdict
end

return game
