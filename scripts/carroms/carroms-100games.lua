-- Carroms, as the Carrom Company's modern rule book ("100 games" board) gives it.
--
-- Catalogue id: carroms-100games. Two players, red and green rings, the black ring wild.
-- This file is also a modding example: every rule is a few plain lines over the table.
-- It is this pack's module `carroms-100games` too: Call Carroms (call-carroms.lua) is this game
-- with every shot called, built over these functions rather than copied.

local RINGS_PER_COLOUR = 12
local BLACK = 25
local SHOOTERS = { 26, 27 }          -- seat 1's and seat 2's white shooting rings
local COLOURS = { "red", "green" }   -- seat 1 plays red, seat 2 green
local LINES = { "shooting-1", "shooting-3" } -- seat 1 sits at rail 1, seat 2 opposite

local RULES = [[
Two players, one colour each: Red (first seat) and Green (second seat). The 24 coloured rings are
mixed in a cluster at the centre with the black ring in its middle. A coin toss decides who breaks.

Every shot is taken with your own white shooter placed on your shooting line (the straight line
nearest you, running pocket to pocket), never from where it stopped. You keep shooting while each
shot drops at least one ring of your colour; a shot that drops only your opponent's rings, or
nothing, ends your turn. Touching the shooter so that it moves at all counts as a shot.

Scoring: 1 point for each ring of your colour that is pocketed (your opponent's rings that you
pocket stay down and count for your opponent), 5 points for pocketing the black. The inning ends
when the black is down and one colour has been cleared; the player whose colour is cleared then
scores 1 point for every opponent ring still on the board.

Fouls:
- Shooter pocketed: your turn ends. Coloured rings dropped on that shot go back to the centre, and
  you forfeit one ring you had already pocketed (it goes back to the centre and its point comes
  off). If you have none, nothing is owed; if your only pocketed ring is the black, the black goes
  back but you keep its 5 points. If the black dropped together with the shooter, the black goes
  back to the centre and no other ring is owed.
- Shooter off the board: your turn ends, you forfeit a ring as above, and every ring dropped on
  that shot goes back on the board.
- A ring knocked off the board goes back as near the centre as it fits.

The match is played to 30 points (or the agreed target), counted at the end of each inning; the
higher total at or above the target wins. If the totals are level, another inning is played.

Parlor's decisions where the book is unclear:
- A shot that drops only the black (or the black with opponent rings) lets you keep shooting: the
  black is wild, so it counts as one of yours for continuing.
- The inning ends only when both have happened: the black is down AND one colour is cleared.
- The clearing bonus goes to the owner of the cleared colour, even if the last ring of it was
  dropped by the opponent (it is still credited to its owner).
- Rings put back on the board go as near the centre as they fit without moving other rings.
- The breaks alternate between the players from inning to inning.
- The target is checked at the end of each inning, not in the middle of one.
]]

local CALLS = [[
Calls (the option "Call every shot", the book's Call Carroms): before every shot you name a
ring and the pocket it should enter, by clicking them. If the called ring drops into the called
pocket, every ring of your colour that dropped on that shot counts and you shoot again. If it
does not, the rings of your colour (and the black) that dropped go back near the centre
uncounted and your turn is over; opponent rings that dropped still count for your opponent.
Parlor's decisions: you may call any ring of your colour still on the board, or the black (it
is wild); a called ring that drops into another pocket is treated as not made; fouls with the
shooter are ruled as without calls.
]]

local game = {}

game.info = {
  id = "carroms-100games",
  name = "Carroms",
  family = "carrom-pocket",
  board = "carrom",
  players = { 2 },
  summary = "Pocket your colour and the wild black with your shooter; 30 points wins.",
  rules = RULES .. "\n" .. CALLS,
  options = {
    { key = "target", label = "Play to (points)", default = 30 },
    { key = "call", label = "Call every shot (Call Carroms)", default = false },
  },
}

-- The rules without the paragraph on the call option, for games built over this one.
game.rules_without_calls = RULES

-- Points of the centre cluster: a hexagonal packing, nearest first, slightly apart so that no
-- two rings start touching.
local function cluster_points(radius, count)
  local spacing = 2 * radius + 0.003
  local points = {}
  for row = -4, 4 do
    for column = -4, 4 do
      local x = (column + row / 2) * spacing
      local y = row * spacing * math.sqrt(3) / 2
      if row ~= 0 or column ~= 0 then
        points[#points + 1] = { x = x, y = y, d = math.floor((x * x + y * y) * 1e8 + 0.5), a = math.atan(y, x) }
      end
    end
  end
  table.sort(points, function(p, q)
    if p.d ~= q.d then return p.d < q.d end
    return p.a < q.a
  end)
  local chosen = {}
  for i = 1, count do chosen[i] = { x = points[i].x, y = points[i].y } end
  return chosen
end

-- Shared with the other carrom games of this pack (carroms-1901, spot-shots, bank-it).
game.cluster_points = cluster_points
game.SHOOTERS = SHOOTERS
game.LINES = LINES
game.BLACK = BLACK

-- The opening layout of an inning.
local function layout()
  local pieces = {}
  local radius = board.pieces.ring.radius
  local points = cluster_points(radius, 2 * RINGS_PER_COLOUR)
  for i = 1, 2 * RINGS_PER_COLOUR do
    local seat = (i % 2 == 1) and 1 or 2
    pieces[#pieces + 1] = {
      id = i, kind = "ring", colour = COLOURS[seat], owner = seat,
      position = points[i], status = "board",
    }
  end
  pieces[#pieces + 1] = { id = BLACK, kind = "ring", colour = "black", position = { x = 0, y = 0 }, status = "board" }
  for seat = 1, 2 do
    pieces[#pieces + 1] = {
      id = SHOOTERS[seat], kind = "shooter", colour = "white", owner = seat,
      position = { x = 0, y = 0 }, status = "hand",
    }
  end
  return pieces
end

function game.setup(config)
  local first = parlor.draw(config.seed, 2)
  local seats = {}
  for seat = 1, 2 do
    seats[seat] = { name = config.seats[seat].name, team = seat, colour = COLOURS[seat] }
  end
  return {
    game = game.info.id,
    board = "carrom",
    seats = seats,
    pieces = layout(),
    scores = { 0, 0 },
    turn = first,
    round = 1,
    memo = {
      target = parlor.option(config, "target", 30),
      breaker = first,
      black_by = 0,   -- the seat that holds the black's 5 points this inning (0: nobody)
      call = parlor.option(config, "call", false),
    },
  }
end

function game.prompt(state)
  local seat = state.turn
  local line = board.lines[1]
  for _, candidate in ipairs(board.lines) do
    if candidate.name == LINES[seat] then line = candidate end
  end
  local kind = { type = "shoot", piece = SHOOTERS[seat], from = { type = "segment", a = line.a, b = line.b, tolerance = 0 } }
  local message = state.seats[seat].name .. " (" .. COLOURS[seat] .. "): place your shooter on your line and shoot."
  if state.memo.call then
    -- Any ring of the shooter's colour still on the board, or the wild black.
    local callable = {}
    for _, piece in ipairs(state.pieces) do
      if piece.status == "board" and (piece.id == BLACK or (piece.kind == "ring" and piece.owner == seat)) then
        callable[#callable + 1] = piece.id
      end
    end
    kind.call = { pieces = callable, pocket = true }
    message = state.seats[seat].name .. " (" .. COLOURS[seat] .. "): call a ring and a pocket, then shoot from your line."
  end
  return { seat = seat, kind = kind, message = message }
end

local function other(seat) return 3 - seat end

local function plural(n, word)
  if n == 1 then return "1 " .. word end
  return n .. " " .. word .. "s"
end

-- The verb after `n` rings: "goes" for one, "go" for more.
local function go(n)
  return n == 1 and "goes" or "go"
end

function game.judge(state, action, report)
  local seat = state.turn
  local opponent = other(seat)
  local shooter = SHOOTERS[seat]
  local verdict = { edits = {}, score = {}, messages = {}, next = seat }
  local memo = parlor.copy(state.memo)
  local centre = board.spots.centre
  local say = function(text) verdict.messages[#verdict.messages + 1] = text end
  local edit = function(e) verdict.edits[#verdict.edits + 1] = e end
  local score = function(team, points, reason)
    verdict.score[#verdict.score + 1] = { team = team, points = points, reason = reason }
  end
  -- Status of every piece once this verdict's edits are applied, for the inning check below.
  local status = {}
  for _, piece in ipairs(state.pieces) do status[piece.id] = piece.status end
  local respot = function(id)
    edit({ op = "respot", piece = id, near = centre })
    status[id] = "board"
  end

  -- What dropped on this shot.
  local dropped = {}          -- coloured and black rings pocketed this shot
  local shooter_pocketed, shooter_off = false, false
  for _, event in ipairs(report.events or {}) do
    if event.type == "pocketed" then
      if event.piece == shooter or parlor.contains(SHOOTERS, event.piece) then
        if event.piece == shooter then shooter_pocketed = true end
      else
        dropped[#dropped + 1] = event.piece
      end
    elseif event.type == "off_board" then
      if event.piece == shooter then
        shooter_off = true
      elseif not parlor.contains(SHOOTERS, event.piece) then
        respot(event.piece)
        say("A ring jumped the board: it goes back as near the centre as it fits.")
      end
    end
  end

  -- Every shot starts from the line, so the shooter always comes back to hand.
  edit({ op = "status", piece = shooter, status = "hand" })
  status[shooter] = "hand"

  local own, theirs, black = 0, 0, false
  local shoots_again = nil   -- said last, unless the inning ends
  for _, id in ipairs(dropped) do
    local piece = parlor.piece(state, id)
    if id == BLACK then black = true
    elseif piece.owner == seat then own = own + 1
    else theirs = theirs + 1 end
  end
  local name = state.seats[seat].name

  -- Calls: unless the called ring went into the called pocket, the shooter's own rings and the
  -- black that dropped go back uncounted, and the turn passes (shooter fouls are ruled below).
  if memo.call and not (shooter_pocketed or shooter_off) then
    local call = action.call or {}
    local made = false
    for _, event in ipairs(report.events or {}) do
      if event.type == "pocketed" and event.piece == call.piece and event.pocket == call.pocket then
        made = true
      end
    end
    if made then
      say(name .. " called it and made it: the ring dropped into pocket " .. call.pocket .. ".")
    else
      local returned = 0
      for _, id in ipairs(dropped) do
        local piece = parlor.piece(state, id)
        if id == BLACK or piece.owner == seat then
          respot(id)
          returned = returned + 1
        end
      end
      say("The called ring did not drop into pocket " .. tostring(call.pocket) .. ": the call is missed.")
      if returned > 0 then
        say("Uncalled: the " .. plural(returned, "ring") .. " of " .. name .. "'s that dropped " .. go(returned) .. " back to the centre, uncounted.")
      end
      own, black = 0, false
    end
  end

  -- Forfeit one ring this seat had already pocketed (not one dropped on this shot).
  local function forfeit()
    for _, piece in ipairs(state.pieces) do
      if piece.owner == seat and piece.kind == "ring" and piece.status == "pocketed"
          and not parlor.contains(dropped, piece.id) then
        respot(piece.id)
        score(seat, -1, "forfeited ring")
        say(name .. " forfeits a ring: one of their pocketed rings goes back to the centre (-1).")
        return
      end
    end
    if memo.black_by == seat and not parlor.contains(dropped, BLACK) then
      respot(BLACK)
      memo.black_by = 0
      say(name .. " has only the black to forfeit: it goes back to the centre, and they keep its 5 points.")
      return
    end
    say(name .. " has no pocketed ring to forfeit.")
  end

  if shooter_pocketed or shooter_off then
    verdict.next = opponent
    if shooter_pocketed then
      say("Shooter pocketed: " .. name .. "'s turn is over.")
    else
      say("Shooter off the board: " .. name .. "'s turn is over.")
    end
    local returned = 0
    for _, id in ipairs(dropped) do
      if id ~= BLACK then respot(id); returned = returned + 1 end
    end
    if returned > 0 then
      say("The " .. plural(returned, "ring") .. " dropped on that shot " .. go(returned) .. " back to the centre, uncounted.")
    end
    if black then
      respot(BLACK)
      if shooter_pocketed then
        say("Shooter and black pocketed together: the black goes back to the centre and no ring is owed.")
      else
        say("The black dropped on that shot goes back to the centre, uncounted.")
        forfeit()
      end
    else
      forfeit()
    end
  else
    if own > 0 then
      score(seat, own, "own rings pocketed")
      say(name .. " pocketed " .. plural(own, "ring") .. " of their colour: +" .. own .. ".")
    end
    if theirs > 0 then
      score(opponent, theirs, "rings pocketed for them")
      say(plural(theirs, "opponent ring") .. " dropped: they stay down and count for " .. state.seats[opponent].name .. " (+" .. theirs .. ").")
    end
    if black then
      score(seat, 5, "black pocketed")
      memo.black_by = seat
      say(name .. " pocketed the black: +5.")
    end
    if own > 0 or black then
      shoots_again = name .. " dropped " .. (own > 0 and "their colour" or "the wild black") .. " and shoots again."
    else
      verdict.next = opponent
      if theirs > 0 then
        say("Only opponent rings dropped: " .. name .. "'s turn is over.")
      else
        say("Nothing of " .. name .. "'s dropped: the turn passes.")
      end
    end
  end

  -- The inning ends once the black is down and a colour is cleared.
  local left = { 0, 0 }
  for _, piece in ipairs(state.pieces) do
    if piece.kind == "ring" and piece.owner and status[piece.id] == "board" then
      left[piece.owner] = left[piece.owner] + 1
    end
  end
  local black_down = status[BLACK] ~= "board"
  if black_down and (left[1] == 0 or left[2] == 0) then
    local totals = { state.scores[1], state.scores[2] }
    for _, change in ipairs(verdict.score) do totals[change.team] = totals[change.team] + change.points end
    for cleared = 1, 2 do
      if left[cleared] == 0 then
        local bonus = left[other(cleared)]
        if bonus > 0 then
          score(cleared, bonus, "clearing bonus")
          totals[cleared] = totals[cleared] + bonus
        end
        say(state.seats[cleared].name .. " cleared their colour: +1 for each of the " .. plural(bonus, "opponent ring") .. " left on the board.")
      end
    end
    verdict.round_over = true
    say("Inning " .. state.round .. " is over: " .. state.seats[1].name .. " " .. totals[1] .. ", " .. state.seats[2].name .. " " .. totals[2] .. ".")
    local target = memo.target
    if (totals[1] >= target or totals[2] >= target) and totals[1] ~= totals[2] then
      local winner = totals[1] > totals[2] and 1 or 2
      verdict.outcome = { winner = winner }
      say(state.seats[winner].name .. " reaches " .. target .. " and wins the match.")
    else
      if totals[1] >= target and totals[1] == totals[2] then
        say("Level at or above the target: another inning decides it.")
      end
      memo.breaker = other(memo.breaker)
      memo.black_by = 0
      verdict.next = memo.breaker
      edit({ op = "reset", pieces = layout() })
      say("New inning: the rings are racked again and " .. state.seats[memo.breaker].name .. " breaks.")
    end
  end

  if shoots_again and not verdict.round_over then say(shoots_again) end
  verdict.memo = memo
  return verdict
end

return game
