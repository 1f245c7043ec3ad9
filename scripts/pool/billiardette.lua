-- Billiardette, from the 100-games book: four green rings in a square at the centre and one
-- white shooter; touching two of them in one shot is a billiard, 1 point, and every further
-- ring touched adds 1.
--
-- Catalogue id: billiardette. Two players. This file is also a module: Easy Billiardette
-- (`easy-billiardette.lua`) is this game with a fifth ring in the middle (`game.make`).

local pool = require("pool")

local SHOOTER = pool.SHOOTER
local SIDE = 0.1524                      -- the square: "approximately six inches apart"

local RULES = [[
%s One white shooter serves both players. A coin toss (drawn from the match seed)
decides who starts, from anywhere on his own shooting line.

A shot whose shooter touches two of the rings is a billiard, worth 1; each further ring it
touches on the same shot adds 1 (three rings 2, four rings 3). After a billiard you shoot again;
after a shot that is not one, your opponent shoots from where the shooter lies. A ring that drops
into a pocket goes back to the centre.

If the shooter drops into a pocket, your turn is over and you forfeit 1 point, unless the shot
was a billiard: then you keep its points and lose only the turn. The next player starts from his
shooting line. The first to 30 points (or the agreed target) wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- After a billiard you shoot again from where the shooter stopped.
- A billiard on a shot that drops the shooter still scores; only the forfeit is spared.
- A shooter knocked off the board counts as one dropped into a pocket.
- With no points to forfeit, nothing is taken: a score never goes below 0.
- A ring knocked off the board goes back to the centre too; rings go back as near the centre
  as they fit.
- The total is checked after every shot: the target reached wins at once.]]

local half = SIDE / 2
local GAME = {
  id = "billiardette", book = "100 games book", name = "Billiardette",
  summary = "Touch two of four rings in a square for a billiard, 1, and 1 more for every other ring touched.",
  layout = "Four green rings stand in a square at the centre of the board, about 6 inches (15 cm)\napart.",
  rings = { { x = -half, y = -half }, { x = half, y = -half }, { x = half, y = half }, { x = -half, y = half } },
}

-- Builds into `game` a game of this kind from `spec`: id, name, summary, the opening `layout`
-- sentence, and the `rings` (their places, as offsets from the centre).
local function build(game, spec)
  -- The worth of what scores, as data (its own table for each game made here): the judge and
  -- its sentences read these, and a house rule changes them with `values = { billiard = 2 }`.
  local values = {
    billiard = 1,   -- a billiard: the shooter touching two rings
    ring = 1,       -- each further ring it touches on the same shot
    forfeit = 1,    -- a shooter lost on a shot that is not a billiard
  }
  game.values = values

  game.info = pool.info(spec, {
    rules = RULES:format(spec.layout) .. "\n\n" .. DECISIONS .. "\n",
    options = { { key = "target", label = "Play to (points)", default = 30 } },
  })

  function game.setup(config)
    local centre = board.spots.centre
    local pieces = {}
    for k, at in ipairs(spec.rings) do
      pieces[k] = { id = k, kind = "ring", colour = "green", position = { x = centre.x + at.x, y = centre.y + at.y }, status = "board" }
    end
    pieces[#pieces + 1] = pool.shooter()
    return pool.new_match(spec.id, config, pieces, { target = parlor.option(config, "target", 30) })
  end

  function game.prompt(state)
    local seat = state.turn
    local shooter = parlor.piece(state, SHOOTER)
    local from_line = shooter.status ~= "board"
    return pool.shoot(state, SHOOTER, from_line and pool.line_region(seat, 2) or { type = "where_it_lies" }, ": " .. (from_line and "place the shooter on your line" or "shoot from where the shooter lies") .. " and touch two rings or more.")
  end

  function game.judge(state, action, report)
    local ruling = parlor.ruling(state)
    local seat, say, memo = ruling.seat, ruling.say, ruling.memo
    local drops, lost, _, off = pool.outcome(report)

    local touched, count = {}, 0
    for _, contact in ipairs(parlor.events(report, "contact")) do
      local other = (contact.a == SHOOTER and contact.b) or (contact.b == SHOOTER and contact.a) or nil
      local piece = other and parlor.piece(state, other)
      if piece and piece.kind == "ring" and not touched[other] then
        touched[other] = true
        count = count + 1
      end
    end
    local billiard = count >= 2

    if billiard then
      local points = values.billiard + (count - 2) * values.ring
      ruling.score(seat, points, "billiard")
      say("A billiard on " .. count .. " rings: " .. points .. " for " .. ruling.name .. ".")
    else
      say(ruling.name .. "'s shooter touched " .. (count == 1 and "only one ring" or "no ring") .. ": no billiard.")
    end
    if lost then
      say(pool.shooter_lost(lost) .. ": the turn is over.")
      if billiard then
        say("It was a billiard, so no point is forfeited.")
      elseif ruling.totals[seat] > 0 then
        ruling.score(seat, -values.forfeit, "shooter lost")
        say(ruling.name .. " forfeits " .. parlor.plural(values.forfeit, "point") .. ".")
      end
      ruling.set(SHOOTER, "hand")
    end

    local back = {}
    for _, drop in ipairs(drops) do back[#back + 1] = drop.piece end
    for _, id in ipairs(off) do back[#back + 1] = id end
    if #back > 0 then
      say(parlor.plural(#back, "ring") .. " dropped or knocked off: back to the centre.")
      pool.put_back(ruling, back, board.spots.centre)
    end

    return pool.to_target(ruling, billiard and not lost, ruling.name .. " shoots again, from where the shooter lies.")
  end
end

-- Another game of this kind (`make`: see `build`) and the square's side.
return pool.module(build, GAME, { SIDE = SIDE })
