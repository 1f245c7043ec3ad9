-- Billiards, from the 100-games book: a red and a green playing ring and one white shooter; a
-- billiard (the shooter touching both rings) scores 1, and rings dropped during a billiard score
-- 1 more each.
--
-- Catalogue id: billiards-100games. Two players. This file is also a module: Four Ring
-- Billiard (four-ring-billiard.lua) is the same game with a third playing ring (`game.make`).

local pool = require("pool")

local SHOOTER = pool.SHOOTER

local RULES = [[
Two playing rings, a red and a green, and one white shooter. At the start the shooter stands on
the numbered spot before pocket 1, the red ring on the spot before pocket 3, and the green ring
on the far base line, halfway between pockets 3 and 4. A coin toss (drawn from the match seed)
decides who starts, from where the shooter stands.

Play at either ring so that the shooter touches both playing rings: that is a billiard, worth 1.
Each playing ring dropped into a pocket on a billiard scores 1 more (so 3 if both drop). After a
billiard you shoot again, placing the shooter anywhere on your own base line. After a shot that
is not a billiard the turn passes, and the other player places the shooter anywhere on his base
line.

If the shooter drops into a pocket or leaves the board, the turn is lost and the shot scores
nothing. A playing ring dropped goes back to the centre spot; if both drop, one goes to the
centre and the other to the middle of the far base line. The first to 30 points wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- "Pocket spot No. N" is the numbered spot in front of pocket N; "the base line" is the shooting
  line on your own side of the board.
- A billiard on a shot that loses the shooter does not score.
- A playing ring dropped on a shot that is not a billiard scores nothing; it goes back all the
  same. A ring knocked off the board goes back the same way.
- A ring put back goes as near its spot as it fits without moving the others.
- The total is checked after every shot: 30 or more wins at once.]]

local GAME = {
  id = "billiards-100games", book = "100 games book", name = "Billiards",
  summary = "Touch both playing rings with the shooter for a billiard: 1, and 1 more for each ring it drops.",
}

-- Builds into `game` a billiard game from `spec`:
--   id, name, summary, rules   its info
--   third                      a third playing ring, on the centre spot at the start; touching
--                              any two of the three is a billiard
--   all_three                  points for touching all three (default: a plain billiard's):
--                              the game's `all_three` value
--   teams                      two or four players, four as two sides of partners opposite
--   target                     the points that win (default 30)
--   behind_line                the shooter is placed behind the seat's line, clear of it,
--                              rather than on it
--   any_cue                    after the opening shot, the player picks any ring (the white
--                              among them) as the cue ring before every shot (a choice, then
--                              the shot); the others are the playing rings, and a cue ring
--                              lost goes back like a playing ring
--   put_back_near(table, back, k, seat)  where the `k`th of the rings `back` (dropped or knocked
--                              off this shot) goes back, as near as it fits (default: the first
--                              to the centre, the others to the middle of the far base line)
local function build(game, spec)
  local target = spec.target or 30

  -- The worth of what scores, as data (its own table for each game made here): the judge and
  -- its sentences read these, and a house rule changes them with `values = { billiard = 2 }`.
  local values = {
    billiard = 1,   -- a billiard
    ring = 1,       -- each playing ring dropped on a billiard
  }
  if spec.all_three then
    values.all_three = spec.all_three   -- a billiard touching all three playing rings
  end
  game.values = values

  game.info = pool.info(spec, {
    players = spec.teams and { 2, 4 } or { 2 },
    options = { { key = "target", label = "Play to (points)", default = target } },
  })

  local PLAYING = spec.third and { 1, 2, 3 } or { 1, 2 }
  -- With `any_cue`, every ring by its button's name, the white first.
  local RINGS = { SHOOTER, 1, 2, spec.third and 3 or nil }
  local NAMES = { [SHOOTER] = "White", [1] = "Red", [2] = "Green", [3] = "Black" }

  -- The rings played at when `cue` is the cue ring.
  local function playing_for(cue)
    if cue == SHOOTER then return PLAYING end
    local list = {}
    for _, id in ipairs(RINGS) do
      if id ~= cue then list[#list + 1] = id end
    end
    return list
  end

  local function place_region(seat, seats)
    if spec.behind_line then return pool.behind_line_region(seat, seats, true) end
    return pool.line_region(seat, seats)
  end

  local function far_base_line_middle(seat, seats)
    return pool.far_line_middle(seat, seats)
  end

  function game.setup(config)
    local count = #config.seats
    local first = parlor.draw(config.seed, count)
    local line = pool.line_region(2, 2)     -- the top line, between pockets 3 and 4
    local pieces = {
      { id = 1, kind = "ring", colour = "red", position = board.spots["spot-3"], status = "board" },
      { id = 2, kind = "ring", colour = "green",
        position = { x = (line.a.x + line.b.x) / 2, y = (line.a.y + line.b.y) / 2 }, status = "board" },
    }
    if spec.third then
      pieces[#pieces + 1] = { id = 3, kind = "ring", colour = "black", position = board.spots.centre, status = "board" }
    end
    local shooter = pool.shooter()
    shooter.position, shooter.status = board.spots["spot-1"], "board"
    pieces[#pieces + 1] = shooter
    local seats = pool.seats(config)
    for seat = 1, count do
      -- Four play as two sides, partners across the board.
      seats[seat].team = (spec.teams and count == 4) and (seat - 1) % 2 + 1 or seat
      seats[seat].colour = pool.seats(config)[seats[seat].team].colour
    end
    return {
      game = spec.id, board = "carrom", seats = seats, pieces = pieces,
      scores = { 0, 0 }, turn = first, round = 1,
      memo = { target = parlor.option(config, "target", target), opening = true },
    }
  end

  function game.prompt(state)
    local seat = state.turn
    if state.memo.opening then
      return pool.shoot(state, SHOOTER, { type = "where_it_lies" }, ": shoot from the spot before pocket 1 and touch both playing rings.")
    end
    if spec.any_cue and state.memo.choosing then
      local moves = {}
      for _, id in ipairs(RINGS) do moves[#moves + 1] = { notation = NAMES[id] } end
      return { seat = seat, kind = { type = "move", moves = moves },
               message = state.seats[seat].name .. ": pick the cue ring for this shot; the others are the playing rings." }
    end
    return pool.shoot(state, state.memo.cue or SHOOTER, place_region(seat, #state.seats), ": place the shooter " .. (spec.behind_line and "behind your line" or "on your base line") .. " and touch " .. (spec.third and "two of the playing rings" or "both playing rings") .. ".")
  end

  function game.judge(state, action, report)
    local ruling = parlor.ruling(state)
    local seat, say, memo = ruling.seat, ruling.say, ruling.memo
    local side = ruling.team
    if action.type == "move" then
      for _, id in ipairs(RINGS) do
        if NAMES[id] == action.notation then memo.cue = id end
      end
      memo.choosing = false
      -- Taken up from where it lies, to be placed behind the line.
      ruling.set(memo.cue, "hand")
      say(ruling.name .. " plays the " .. NAMES[memo.cue]:lower() .. " ring as the cue ring.")
      return ruling.finish()
    end
    memo.opening = false
    local cue = memo.cue or SHOOTER
    local drops, lost, _, off = pool.outcome(report, cue)

    local touched = {}
    local playing = playing_for(cue)
    for _, contact in ipairs(parlor.events(report, "contact")) do
      local other = nil
      if contact.a == cue then other = contact.b elseif contact.b == cue then other = contact.a end
      if other and parlor.contains(playing, other) then touched[other] = true end
    end
    local count = 0
    for _ in pairs(touched) do count = count + 1 end
    local billiard = count >= 2

    if lost then
      say(pool.shooter_lost(lost, spec.any_cue and "The cue ring" or nil) .. ": the turn is lost" .. (billiard and ", and the billiard does not count." or "."))
    elseif billiard then
      local points = (count == 3 and values.all_three) or values.billiard
      ruling.score(side, points, "billiard")
      say("A billiard: the " .. (spec.any_cue and "cue ring" or "shooter") .. " touched " .. (count == 2 and "two" or "three") .. " playing rings. " .. points .. " for " .. ruling.name .. ".")
      for _, drop in ipairs(drops) do
        ruling.score(side, values.ring, "ring pocketed on a billiard")
        say("The " .. parlor.piece(state, drop.piece).colour .. " ring dropped into pocket " .. drop.pocket .. ": " .. values.ring .. " more.")
      end
    else
      say(ruling.name .. "'s " .. (spec.any_cue and "cue ring" or "shooter") .. " touched " .. (count == 1 and "only one playing ring" or "no playing ring") .. ": no billiard.")
    end

    -- Rings dropped or knocked off go back: the first to the centre, the next to the far line.
    local back = {}
    if lost and spec.any_cue then back[#back + 1] = cue end
    for _, drop in ipairs(drops) do back[#back + 1] = drop.piece end
    for _, id in ipairs(off) do back[#back + 1] = id end
    for k, id in ipairs(back) do
      local near
      if spec.put_back_near then
        near = spec.put_back_near(state, back, k, seat)
      else
        near = (k == 1) and board.spots.centre or far_base_line_middle(seat, #state.seats)
      end
      ruling.respot(id, near)
    end
    if #back > 0 then say("The ring" .. (#back == 1 and "" or "s") .. " dropped or knocked off " .. (#back == 1 and "goes" or "go") .. " back.") end

    if spec.any_cue then
      -- The cue ring stays where it stopped, a playing ring until someone picks it.
      memo.choosing = true
    else
      ruling.set(SHOOTER, "hand")
    end
    pool.go_on(ruling, billiard and not lost)
    if ruling.totals[side] >= memo.target then
      ruling.win(side, ruling.name .. (spec.teams and #state.seats == 4 and "'s side reaches " or " reaches ") .. memo.target .. " and wins.")
    end
    return ruling.finish()
  end
end

-- Another billiard game (`make`: see `build`), and the rules text it starts from.
return pool.module(build, GAME, { RULES = RULES, DECISIONS = DECISIONS })
