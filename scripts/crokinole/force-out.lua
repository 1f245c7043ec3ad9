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
--   id, name, summary          its info
--   more_rules                 what its rules add between the book's text and Parlor's decisions
--   shared_shooter             one shooter for both players, played after the first shot from
--                              where it lies
local function make(spec)
  local game = field.game({
    id = spec.id, book = spec.book, name = spec.name,
    target = 50,
    summary = spec.summary,
    rules = RULES .. "\n\n" .. (spec.more_rules and spec.more_rules .. "\n\n" or "") .. DECISIONS .. "\n",
  })
  -- The count, as data a house rule changes (`values = { hole = 10 }`). Each game made here has
  -- its own.
  local values = {
    hole = 5,      -- a ring knocked into the hole, at once for its owner
    ring = 5,      -- each ring still in the circles when the round ends, for its owner
  }
  game.values = values

  local circle = field.circle

  local function owner_of(id) return (id <= RINGS) and 1 or 2 end

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
    -- The sixteen rings packed round the hole, colours alternating.
    local pieces = field.packed_rings(RINGS, COLOURS, true)
    for _, shooter in ipairs(shooters()) do pieces[#pieces + 1] = shooter end
    return pieces
  end

  local function shooter_of(seat) return spec.shared_shooter and SHARED_SHOOTER or SHOOTERS[seat] end

  function game.setup(config)
    local first = parlor.draw(config.seed, 2)
    return field.match(spec.id, config, COLOURS, layout(), first,
      { target = parlor.option(config, "target", 50), opener = first, from_line = true })
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

  -- The score is checked whenever points are scored: this says who wins.
  local function won_by(ruling)
    return function(team) return ruling.state.seats[team].name .. " reaches " .. ruling.memo.target .. " and wins." end
  end

  -- The round ends when a player has no ring left in the circles: the rings still there score.
  local function rule_round_end(ruling)
    local state, memo = ruling.state, ruling.memo
    local left = field.rings_on_board(ruling, RINGS)
    if left[1] > 0 and left[2] > 0 then return false end
    for team = 1, 2 do
      if left[team] > 0 then
        ruling.score(team, values.ring * left[team], "rings left in the circles")
        ruling.say(state.seats[team].name .. " has " .. parlor.plural(left[team], "ring") .. " left in the circles: " .. values.ring * left[team] .. ".")
      end
    end
    if not field.close_round(ruling, {
      won = won_by(ruling),
      pieces = layout,
      opening = function(name) return "New round: the rings are set out again and " .. name .. " starts." end,
    }) then
      memo.from_line = true
    end
    return true
  end

  function game.judge(state, action, report)
    local ruling = parlor.ruling(state)
    local seat, name, memo = ruling.seat, ruling.name, ruling.memo
    local other = 3 - seat
    -- A ring in the hole scores `values.hole` for its owner and is set aside; one that left the
    -- field or no longer lies wholly inside the outer circle is forced out.
    local forced = field.rings_after_shot(ruling, report, RINGS, { status = "aside", points = values.hole, sentence = function(owner)
      return "A " .. COLOURS[owner] .. " ring drops into the hole: " .. values.hole .. " for " .. state.seats[owner].name .. "."
    end }, function(piece) return not inside(piece) end)
    if forced[other] > 0 then ruling.say(name .. " forces out " .. parlor.plural(forced[other], COLOURS[other] .. " ring") .. ".") end
    if forced[seat] > 0 then ruling.say(forced[seat] .. " of " .. name .. "'s own " .. COLOURS[seat] .. " rings went out too.") end

    -- The shooter: a foul if it ended in the hole, outside the outer circle or off the board.
    local shooter = parlor.piece(state, report.shot)
    local foul = shooter.status ~= "board" or not inside(shooter)
    if foul then
      ruling.say(name .. "'s shooter " .. ((shooter.status == "holed") and "went into the hole" or (shooter.status == "board" and "stopped outside the outer circle" or "left the field")) .. ": the turn is lost.")
      field.bring_back(ruling, function(piece) return owner_of(piece.id) == other end,
        "One of " .. state.seats[other].name .. "'s rings comes back inside the small circle.")
    end

    if rule_round_end(ruling) or field.won(ruling, memo.target, won_by(ruling)) then return ruling.finish() end

    if not foul and forced[other] > 0 then
      if spec.shared_shooter then
        ruling.say(name .. " shoots again, from where the shooter lies.")
        memo.from_line = false
      else
        ruling.say(name .. " shoots again, from the line.")
        memo.from_line = true
        ruling.set(shooter.id, "hand")
      end
    else
      if not foul then ruling.say(name .. " forced no " .. COLOURS[other] .. " ring out: the turn passes.") end
      ruling.pass(other)
      if spec.shared_shooter and not foul then
        memo.from_line = false
      else
        memo.from_line = true
        if ruling.status[shooter.id] ~= "hand" then ruling.set(shooter.id, "hand") end
      end
    end
    return ruling.finish()
  end

  -- Another Force Out (see `make`).
  game.make = make
  return game
end

return make({
  id = "force-out", book = "100 games book", name = "Force Out",
  summary = "Force the other colour out of the circles with your shooter: each one forced out earns another shot.",
})
