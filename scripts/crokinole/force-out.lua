-- Force Out, from the 100-games book, on the crokinole side: sixteen rings packed in the small
-- circle, and each player's shooter drives the other colour out of the circles; a ring forced out
-- earns another shot.
--
-- Catalogue id: force-out. Two players. This file is also a module: Fast Play Force Out
-- (fast-play-force-out.lua) is the same game with one shooter played from where it lies
-- (`game.make`).

local field = require("field")        -- the crokinole field, shared in this pack

local COLOURS = { "red", "green" }
local RINGS = 8                          -- each colour: red 1-8, green 9-16
local SHOOTERS = { 21, 22 }              -- seat 1's and seat 2's white shooters
local SHARED_SHOOTER = 21                -- Fast Play's one shooter
local HOLE_POINTS = 5
local LEFT_POINTS = 5

local RULES = [[
Eight red and eight green rings are placed inside the small (post) circle, the colours mixed so
that neither is bunched. Each player has his own white shooter and plays from his own side: the
shooter is placed anywhere on the outer circle line on his half of the board. A coin toss (drawn
from the match seed) decides who starts.

Force the other player's rings out of the circles: a ring that no longer lies wholly inside the
outer circle, or leaves the field, is out and is removed, whichever colour it is. If your shot
forces out at least one of the other player's rings you shoot again, from the line; if not, your
turn is over, your shooter is taken off and the other player plays from his side.

A ring knocked into the centre hole scores 5 for its owner and is removed. If your shooter ends
in the centre hole, outside the outer circle or off the board, your turn is lost and one of the
other player's rings already out is put back inside the small circle (if he has one out).

The round ends when one player has no rings left in the circles: every ring still there scores
5 for its owner. The rings are set out again and the other player starts the next round. The
first player to 50 points wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- "The scoring circle area" is everything inside the outer circle; a ring touching the outer line
  is out, as in crokinole.
- Forcing out only your own rings, or sending a ring into the hole, does not earn another shot.
- A ring put back after a foul goes as near the centre as it fits without moving the others.
- The score is checked whenever points are scored, so a ring in the hole can win the game at
  once. If the last ring of a player goes into the hole, the round ends too.
- The rings start on three rings round the hole, alternating colours.]]

-- A Force Out from `spec`:
--   id, name, summary, rules   its info
--   shared_shooter             one shooter for both players, played after the first shot from
--                              where it lies
local function make(spec)
  local game = {}

  game.info = {
    id = spec.id,
    name = spec.name,
    family = "crokinole",
    board = "crokinole",
    players = { 2 },
    summary = spec.summary,
    rules = spec.rules,
    options = { { key = "target", label = "Play to (points)", default = 50 } },
  }

  local circle = field.circle

  local function owner_of(id) return (id <= RINGS) and 1 or 2 end

  -- The sixteen rings packed round the hole, colours alternating.
  local function rings()
    local spots = field.packed_round_hole()
    local pieces = {}
    for k = 1, 2 * RINGS do
      local seat = (k % 2 == 1) and 1 or 2
      local id = (seat == 1) and (k + 1) // 2 or RINGS + k // 2
      pieces[#pieces + 1] = { id = id, kind = "ring", colour = COLOURS[seat], owner = seat,
                              position = spots[k], status = "board" }
    end
    return pieces
  end

  local function shooters()
    local list = {}
    local ids = spec.shared_shooter and { SHARED_SHOOTER } or SHOOTERS
    for k, id in ipairs(ids) do
      list[#list + 1] = { id = id, kind = "shooter", colour = "white", owner = (not spec.shared_shooter) and k or nil,
                          position = { x = 0, y = 0 }, status = "hand" }
    end
    return list
  end

  local function layout()
    local pieces = rings()
    for _, shooter in ipairs(shooters()) do pieces[#pieces + 1] = shooter end
    return pieces
  end

  local function shooter_of(seat) return spec.shared_shooter and SHARED_SHOOTER or SHOOTERS[seat] end

  function game.setup(config)
    local first = parlor.draw(config.seed, 2)
    local seats = {}
    for seat = 1, 2 do seats[seat] = { name = config.seats[seat].name, team = seat, colour = COLOURS[seat] } end
    return {
      game = spec.id, board = "crokinole", seats = seats, pieces = layout(),
      scores = { 0, 0 }, turn = first, round = 1,
      memo = { target = parlor.option(config, "target", 50), opener = first, from_line = true },
    }
  end

  -- The outer circle line on `seat`'s half: seat 1 at the bottom, seat 2 at the top.
  local function line_half(seat)
    local line = circle("outer")
    local width = board.pieces.shooter.radius
    local from = (seat == 1) and -math.pi or 0
    return { type = "arc", inner = line - width, outer = line + width, from = from, to = from + math.pi }
  end

  function game.prompt(state)
    local seat = state.turn
    local shooter = parlor.piece(state, shooter_of(seat))
    local from_line = state.memo.from_line or shooter.status ~= "board"
    return {
      seat = seat,
      kind = { type = "shoot", piece = shooter.id, from = from_line and line_half(seat) or { type = "where_it_lies" } },
      message = state.seats[seat].name .. " (" .. COLOURS[seat] .. "): " .. (from_line and "place the shooter on the outer line on your side" or "shoot from where the shooter lies") .. " and force " .. COLOURS[3 - seat] .. " rings out.",
    }
  end

  -- Whether a piece on the board lies wholly inside the outer circle.
  local function inside(piece)
    local reach = math.sqrt(piece.position.x ^ 2 + piece.position.y ^ 2) + board.pieces[piece.kind].radius
    return reach <= circle("outer") - board.line_width / 2
  end

  function game.judge(state, action, report)
    local seat = state.turn
    local other = 3 - seat
    local name = state.seats[seat].name
    local verdict = { edits = {}, score = {}, messages = {}, next = seat }
    local memo = parlor.copy(state.memo)
    local say = function(text) verdict.messages[#verdict.messages + 1] = text end
    local edit = function(e) verdict.edits[#verdict.edits + 1] = e end
    local totals = { state.scores[1], state.scores[2] }
    local score = function(team, points, reason)
      verdict.score[#verdict.score + 1] = { team = team, points = points, reason = reason }
      totals[team] = totals[team] + points
    end
    local status = {}
    for _, piece in ipairs(state.pieces) do status[piece.id] = piece.status end
    local to = function(id, new)
      edit({ op = "status", piece = id, status = new })
      status[id] = new
    end

    -- The rings that left the field on this shot (earlier ones are already in the ditch).
    local left_field = {}
    for _, event in ipairs(report.events or {}) do
      if event.type == "ditched" or event.type == "off_board" then left_field[event.piece] = true end
    end
    -- The rings: in the hole, forced out, or still in.
    local forced = { 0, 0 }
    for _, piece in ipairs(state.pieces) do
      if piece.kind == "ring" then
        local owner = owner_of(piece.id)
        if piece.status == "holed" then
          to(piece.id, "aside")
          score(owner, HOLE_POINTS, "ring in the hole")
          say("A " .. COLOURS[owner] .. " ring drops into the hole: 5 for " .. state.seats[owner].name .. ".")
        elseif left_field[piece.id] or (piece.status == "board" and not inside(piece)) then
          if piece.status ~= "ditch" then to(piece.id, "ditch") end
          forced[owner] = forced[owner] + 1
        end
      end
    end
    if forced[other] > 0 then say(name .. " forces out " .. forced[other] .. " " .. COLOURS[other] .. " ring" .. (forced[other] == 1 and "" or "s") .. ".") end
    if forced[seat] > 0 then say(forced[seat] .. " of " .. name .. "'s own " .. COLOURS[seat] .. " rings went out too.") end

    -- The shooter: a foul if it ended in the hole, outside the outer circle or off the board.
    local shooter = parlor.piece(state, report.shot)
    local foul = shooter.status ~= "board" or not inside(shooter)
    if foul then
      say(name .. "'s shooter " .. ((shooter.status == "holed") and "went into the hole" or (shooter.status == "board" and "stopped outside the outer circle" or "left the field")) .. ": the turn is lost.")
      for _, piece in ipairs(state.pieces) do
        if piece.kind == "ring" and owner_of(piece.id) == other and status[piece.id] == "ditch" then
          edit({ op = "respot", piece = piece.id, near = board.spots.centre })
          status[piece.id] = "board"
          say("One of " .. state.seats[other].name .. "'s rings comes back inside the small circle.")
          break
        end
      end
    end

    -- Who is out of rings: the round ends.
    local left = { 0, 0 }
    for _, piece in ipairs(state.pieces) do
      if piece.kind == "ring" and status[piece.id] == "board" then
        left[owner_of(piece.id)] = left[owner_of(piece.id)] + 1
      end
    end

    local function check_win()
      for team = 1, 2 do
        if totals[team] >= memo.target and totals[team] > totals[3 - team] then
          verdict.outcome = { winner = team }
          say(state.seats[team].name .. " reaches " .. memo.target .. " and wins.")
          return true
        end
      end
      return false
    end

    if left[1] == 0 or left[2] == 0 then
      for team = 1, 2 do
        if left[team] > 0 then
          score(team, LEFT_POINTS * left[team], "rings left in the circles")
          say(state.seats[team].name .. " has " .. left[team] .. " ring" .. (left[team] == 1 and "" or "s") .. " left in the circles: " .. LEFT_POINTS * left[team] .. ".")
        end
      end
      verdict.round_over = true
      if not check_win() then
        memo.opener = 3 - memo.opener
        memo.from_line = true
        verdict.next = memo.opener
        edit({ op = "reset", pieces = layout() })
        say("New round: the rings are set out again and " .. state.seats[memo.opener].name .. " starts.")
      end
      verdict.memo = memo
      return verdict
    end
    if check_win() then verdict.memo = memo; return verdict end

    if not foul and forced[other] > 0 then
      if spec.shared_shooter then
        say(name .. " shoots again, from where the shooter lies.")
        memo.from_line = false
      else
        say(name .. " shoots again, from the line.")
        memo.from_line = true
        to(shooter.id, "hand")
      end
    else
      if not foul then say(name .. " forced no " .. COLOURS[other] .. " ring out: the turn passes.") end
      verdict.next = other
      if spec.shared_shooter and not foul then
        memo.from_line = false
      else
        memo.from_line = true
        if status[shooter.id] ~= "hand" then to(shooter.id, "hand") end
      end
    end
    verdict.memo = memo
    return verdict
  end

  return game
end

local game = make({
  id = "force-out", name = "Force Out",
  summary = "Force the other colour out of the circles with your shooter: each one forced out earns another shot.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
})

-- Another Force Out (see `make`), and the rules text it starts from.
game.make = make
game.RULES = RULES
game.DECISIONS = DECISIONS

return game
