-- Carroms as the 1901 rule book gives it: two players, or four in two teams of partners sitting
-- opposite; your own rings score nothing when they drop, the black is worth 5 to whoever drops
-- it, and the side that clears its colour first scores 1 for every opposing ring left.
--
-- Catalogue id: carroms-1901. The centre cluster is Carroms' (this pack's carroms-100games.lua,
-- loaded as a module). This file is a module too: carroms-1901-named-ring.lua is this game with
-- every shot's ring named (`memo.named`), carroms-1901-cushion-shots.lua with rings behind a
-- base line playable only off a cushion (`memo.cushion`).

local carroms = require("carroms-100games")

local RINGS_PER_COLOUR = 12
local BLACK = 25
local SHOOTER_BASE = 25                 -- seat s shoots the white shooter 25 + s
local COLOURS = { "red", "green" }      -- side 1, side 2
-- The base line each seat shoots from: seats go to the left, partners opposite.
local LINES = {
  [2] = { "shooting-1", "shooting-3" },
  [4] = { "shooting-1", "shooting-4", "shooting-3", "shooting-2" },
}
local BLACK_POINTS = 5

local RULES = [[
Two players, red against green, or four in two teams: partners sit opposite each other and share
a colour. The 24 red and green rings are mixed in a cluster at the centre with the black ring on
the centre spot. A coin toss decides who breaks; the break passes to the left from inning to
inning, and every turn passes to the left.

Every shot is taken with your white shooter placed on your own base line (the line nearest you,
pocket to pocket). You keep shooting as long as each shot drops at least one ring of your colour.
Dropping only your opponents' rings ends your turn; dropping one of theirs together with one of
yours does not. Touching the shooter so that it moves at all counts as a shot.

Scoring: rings of your colour that you pocket score nothing in themselves; the aim is to clear
your colour first. The black is worth 5 to whoever pockets it, on top of everything else. When
one side has pocketed all its rings, and the black is down, the inning ends and that side scores
1 for every opposing ring still on the board. If the black is still on the board when a side
clears its colour, play goes on until somebody pockets it.

Fouls:
- Shooter pocketed (alone or with other rings): your turn ends. The rings of your colour that
  dropped on that shot go back as near the centre as they fit, and so does one of your rings
  already pocketed, as a forfeit. Your opponents' rings that dropped stay down: they are never
  put back.
- Shooter and black pocketed together: the black goes back to the centre as the forfeit instead,
  and scores nothing.
- A ring knocked off the board goes back as near the centre as it fits.

The first side to 30 points (or the agreed target), counted at the end of an inning, wins.

Parlor's decisions where the book is unclear:
- "Inside the base line" is taken as on the base line, as in Carroms today.
- A shooter knocked off the board is a foul like a pocketed shooter (the book names no penalty
  for it here, though Traveling Carroms refers to one).
- A shot that drops the black alone scores its 5 but ends the turn: only your own colour keeps
  you shooting.
- The opposing rings left on the board are counted when the inning ends, once the black is down,
  not at the moment a colour is cleared.
- A side with no pocketed ring to forfeit owes nothing.
- The target is checked at the end of each inning; if the sides are level at or above it, another
  inning is played.

Options: the target, and whether the black is played (the book allows leaving it out "as a test of
skill"; then the inning ends as soon as a colour is cleared).
]]

local game = {}

-- The rules, for the games built over this one to add to.
game.rules = RULES

game.info = {
  id = "carroms-1901",
  name = "Carroms (1901)",
  family = "carrom-pocket",
  board = "carrom",
  players = { 2, 4 },
  summary = "The 1901 Carroms: clear your colour first for 1 a ring left, and 5 for the black; 30 wins.",
  rules = RULES,
  options = {
    { key = "target", label = "Play to (points)", default = 30 },
    { key = "black", label = "Play with the black ring", default = true },
  },
}

local function side_of(seat, seats)
  if seats == 2 then return seat end
  return (seat - 1) % 2 + 1
end

-- The board line seat `seat` shoots from.
local function base_line(seat, seats)
  local wanted = LINES[seats][seat]
  for _, candidate in ipairs(board.lines) do
    if candidate.name == wanted then return candidate end
  end
  return board.lines[1]
end

-- Whether `at` lies behind seat `seat`'s base line, between it and that seat's cushion. The
-- lines run along x = const or y = const; the rail side is the one away from the centre.
local function behind_line(at, seat, seats)
  local line = base_line(seat, seats)
  if line.a.y == line.b.y then
    return at.y * line.a.y > 0 and math.abs(at.y) > math.abs(line.a.y)
  end
  return at.x * line.a.x > 0 and math.abs(at.x) > math.abs(line.a.x)
end

-- The opening layout of an inning: the mixed cluster, the black on the centre spot (or set
-- aside), and every seat's shooter in hand.
local function layout(seats, with_black)
  local pieces = {}
  local points = carroms.cluster_points(board.pieces.ring.radius, 2 * RINGS_PER_COLOUR)
  for i = 1, 2 * RINGS_PER_COLOUR do
    local side = (i % 2 == 1) and 1 or 2
    pieces[#pieces + 1] = {
      id = i, kind = "ring", colour = COLOURS[side], owner = side,
      position = points[i], status = "board",
    }
  end
  pieces[#pieces + 1] = {
    id = BLACK, kind = "ring", colour = "black", position = { x = 0, y = 0 },
    status = with_black and "board" or "aside",
  }
  for seat = 1, seats do
    pieces[#pieces + 1] = {
      id = SHOOTER_BASE + seat, kind = "shooter", colour = "white", owner = seat,
      position = { x = 0, y = 0 }, status = "hand",
    }
  end
  return pieces
end

function game.setup(config)
  local count = #config.seats
  local first = parlor.draw(config.seed, count)
  local seats = {}
  for seat = 1, count do
    local side = side_of(seat, count)
    seats[seat] = { name = config.seats[seat].name, team = side, colour = COLOURS[side] }
  end
  local with_black = parlor.option(config, "black", true)
  return {
    game = game.info.id,
    board = "carrom",
    seats = seats,
    pieces = layout(count, with_black),
    scores = { 0, 0 },
    turn = first,
    round = 1,
    memo = {
      target = parlor.option(config, "target", 30),
      black = with_black,
      breaker = first,
    },
  }
end

function game.prompt(state)
  local seat = state.turn
  local seats = #state.seats
  local line = base_line(seat, seats)
  local side = side_of(seat, seats)
  local colour = COLOURS[side]
  local kind = { type = "shoot", piece = SHOOTER_BASE + seat,
                 from = { type = "segment", a = line.a, b = line.b, tolerance = 0 } }
  local message = state.seats[seat].name .. " (" .. colour .. "): place your shooter on your base line and shoot."
  if state.memo.named then
    -- Any ring of the shooter's colour still on the board, or the black.
    local nameable = {}
    for _, piece in ipairs(state.pieces) do
      if piece.status == "board" and piece.kind == "ring" and (piece.id == BLACK or piece.owner == side) then
        nameable[#nameable + 1] = piece.id
      end
    end
    kind.call = { pieces = nameable, pocket = false }
    message = state.seats[seat].name .. " (" .. colour .. "): name the ring you will pocket, then shoot from your base line."
  end
  return { seat = seat, kind = kind, message = message }
end

local function plural(n, word)
  if n == 1 then return "1 " .. word end
  return n .. " " .. word .. "s"
end

local function go(n)
  return n == 1 and "goes" or "go"
end

function game.judge(state, action, report)
  local seat = state.turn
  local seats = #state.seats
  local side = side_of(seat, seats)
  local other = 3 - side
  local shooter = SHOOTER_BASE + seat
  local name = state.seats[seat].name
  local verdict = { edits = {}, score = {}, messages = {}, next = seat }
  local memo = parlor.copy(state.memo)
  local centre = board.spots.centre
  local say = function(text) verdict.messages[#verdict.messages + 1] = text end
  local edit = function(e) verdict.edits[#verdict.edits + 1] = e end
  local totals = { state.scores[1], state.scores[2] }
  local score = function(team, points, reason)
    verdict.score[#verdict.score + 1] = { team = team, points = points, reason = reason }
    totals[team] = totals[team] + points
  end
  local status = {}
  for _, piece in ipairs(state.pieces) do status[piece.id] = piece.status end
  local respotted = {}
  local respot = function(id)
    edit({ op = "respot", piece = id, near = centre })
    status[id] = "board"
    respotted[id] = true
  end
  local is_shooter = function(id) return id > SHOOTER_BASE end

  -- What this shot did.
  local dropped, shooter_pocketed, shooter_off = {}, false, false
  for _, event in ipairs(report.events or {}) do
    if event.type == "pocketed" then
      if event.piece == shooter then
        shooter_pocketed = true
      elseif not is_shooter(event.piece) then
        dropped[#dropped + 1] = event.piece
      end
    elseif event.type == "off_board" then
      if event.piece == shooter then
        shooter_off = true
      elseif not is_shooter(event.piece) then
        respot(event.piece)
        say("A ring jumped the board: it goes back as near the centre as it fits.")
      end
    end
  end
  edit({ op = "status", piece = shooter, status = "hand" })
  status[shooter] = "hand"

  local own, theirs, black = {}, 0, false
  for _, id in ipairs(dropped) do
    if id == BLACK then
      black = true
    elseif parlor.piece(state, id).owner == side then
      own[#own + 1] = id
    else
      theirs = theirs + 1
    end
  end

  -- Naming (carroms-1901-named-ring): unless the named ring dropped, the other rings of the
  -- shooter's colour and the black that dropped go back to the centre, and the turn passes.
  -- Fouls are ruled as without naming.
  local missed_name = false
  if memo.named and not (shooter_pocketed or shooter_off) then
    local named = (action.call or {}).piece
    if parlor.contains(dropped, named) then
      say(name .. " named it and made it.")
    else
      local returned = 0
      for _, id in ipairs(dropped) do
        if id == BLACK or parlor.piece(state, id).owner == side then
          respot(id)
          returned = returned + 1
        end
      end
      say("The named ring did not drop: " .. name .. "'s turn is over.")
      if returned > 0 then
        say("Not the named ring: the " .. plural(returned, "ring") .. " of " .. name .. "'s that dropped " .. go(returned) .. " back to the centre.")
      end
      own, black, missed_name = {}, false, true
    end
  end

  -- Cushion shots (carroms-1901-cushion-shots): the shooter touching a ring that lay behind the
  -- shooter's base line before it has touched a cushion is a foul.
  local uncushioned = false
  if memo.cushion then
    local guarded, cushioned = {}, false
    for _, id in ipairs(memo.guarded or {}) do guarded[id] = true end
    for _, event in ipairs(report.events or {}) do
      if event.type == "rail" and event.piece == shooter then
        cushioned = true
      elseif event.type == "contact" and not cushioned and not uncushioned then
        local ring = (event.a == shooter and event.b) or (event.b == shooter and event.a) or nil
        if ring and guarded[ring] then uncushioned = true end
      end
    end
  end

  if shooter_pocketed or shooter_off or uncushioned then
    verdict.next = parlor.next_seat(seat, seats)
    if uncushioned then
      say("The shooter touched a ring behind " .. name .. "'s base line without touching a cushion first: a foul, and the turn is over.")
    else
      say((shooter_pocketed and "Shooter pocketed" or "Shooter off the board") .. ": a foul, and " .. name .. "'s turn is over.")
    end
    for _, id in ipairs(own) do respot(id) end
    if #own > 0 then
      say("The " .. plural(#own, "ring") .. " of " .. COLOURS[side] .. " dropped on that shot " .. go(#own) .. " back to the centre.")
    end
    if theirs > 0 then
      say("The " .. plural(theirs, "opposing ring") .. " dropped on that shot " .. (theirs == 1 and "stays" or "stay") .. " down: they are never put back.")
    end
    if black then
      respot(BLACK)
      say("The black dropped on the foul: it goes back to the centre as the forfeit, and scores nothing.")
    else
      local forfeited = false
      for _, piece in ipairs(state.pieces) do
        if not forfeited and piece.owner == side and piece.kind == "ring" and piece.status == "pocketed"
            and not parlor.contains(dropped, piece.id) then
          respot(piece.id)
          forfeited = true
          say("Forfeit: one of the " .. COLOURS[side] .. " rings already pocketed goes back to the centre.")
        end
      end
      if not forfeited then
        say(COLOURS[side]:gsub("^%l", string.upper) .. " have no pocketed ring to forfeit.")
      end
    end
  else
    if black then
      score(side, BLACK_POINTS, "black pocketed")
      say(name .. " pocketed the black: +5 for " .. COLOURS[side] .. ".")
    end
    if theirs > 0 then
      say(plural(theirs, "opposing ring") .. " dropped: " .. (theirs == 1 and "it stays" or "they stay") .. " down.")
    end
    if #own > 0 then
      say(name .. " dropped " .. plural(#own, "ring") .. " of " .. COLOURS[side] .. " and shoots again.")
    else
      verdict.next = parlor.next_seat(seat, seats)
      if missed_name then
        -- The turn's end is already said.
      elseif theirs > 0 then
        say("Only opposing rings dropped: " .. name .. "'s turn is over.")
      elseif black then
        say("The black alone does not keep the turn: " .. name .. "'s turn is over.")
      else
        say("No ring of " .. COLOURS[side] .. " dropped: the turn passes.")
      end
    end
  end

  -- Has a colour been cleared, and is the black down?
  local left = { 0, 0 }
  for _, piece in ipairs(state.pieces) do
    if piece.kind == "ring" and piece.owner and status[piece.id] == "board" then
      left[piece.owner] = left[piece.owner] + 1
    end
  end
  if memo.cleared and left[memo.cleared] > 0 then memo.cleared = nil end
  if not memo.cleared then
    if left[side] == 0 then memo.cleared = side
    elseif left[other] == 0 then memo.cleared = other end
  end
  local black_down = status[BLACK] ~= "board"
  if memo.cleared and not black_down then
    if not state.memo.cleared then
      say(COLOURS[memo.cleared]:gsub("^%l", string.upper) .. " have cleared their colour, but the black is still on the board: play goes on until it is pocketed.")
    end
  elseif memo.cleared then
    local winner_side = memo.cleared
    local bonus = left[3 - winner_side]
    if bonus > 0 then score(winner_side, bonus, "opposing rings left") end
    say(COLOURS[winner_side]:gsub("^%l", string.upper) .. " cleared their colour first: +1 for each of the " .. plural(bonus, "opposing ring") .. " left on the board.")
    verdict.round_over = true
    say("Inning " .. state.round .. " is over: red " .. totals[1] .. ", green " .. totals[2] .. ".")
    if (totals[1] >= memo.target or totals[2] >= memo.target) and totals[1] ~= totals[2] then
      local winner = totals[1] > totals[2] and 1 or 2
      verdict.outcome = { winner = winner }
      say(COLOURS[winner]:gsub("^%l", string.upper) .. " reach " .. memo.target .. " and win the match.")
    else
      if totals[1] >= memo.target then
        say("Level at or above the target: another inning decides it.")
      end
      memo.breaker = parlor.next_seat(memo.breaker, seats)
      memo.cleared = nil
      verdict.next = memo.breaker
      edit({ op = "reset", pieces = layout(seats, memo.black) })
      say("New inning: the rings are mixed at the centre again and " .. state.seats[memo.breaker].name .. " breaks.")
    end
  end

  -- For cushion shots: the rings behind the next shooter's base line as the next shot starts.
  if memo.cushion then
    local guarded = {}
    if not verdict.round_over then
      for _, piece in ipairs(state.pieces) do
        if piece.kind == "ring" and status[piece.id] == "board" and not respotted[piece.id]
            and behind_line(piece.position, verdict.next, seats) then
          guarded[#guarded + 1] = piece.id
        end
      end
    end
    memo.guarded = guarded
  end

  verdict.memo = memo
  return verdict
end

-- A game built over this one (the 1901 variants): its own `info`, and `flags` put in the memo at
-- set-up to switch on what it adds (`named`, `cushion`); prompt and judge are this game's.
function game.variant(info, flags)
  local variant = { info = info, prompt = game.prompt, judge = game.judge }
  function variant.setup(config)
    local state = game.setup(config)
    state.game = info.id
    for key, value in pairs(flags) do state.memo[key] = value end
    return state
  end
  return variant
end

return game
