-- Wild Ring Pool, from the 100-games book: twenty-one rings bunched at the centre, one white
-- shooting ring for everybody, a point for every ring you drop, and you go on from where the
-- shooter stopped.
--
-- Catalogue id: wild-ring-pool. Two to four players, each for himself. This file is also a
-- module: the 1901 book's Cue Pocket (cue-pocket-1901.lua) is the same game with its own
-- differences (`game.make`).

local pool = require("pool")

local SHOOTER = pool.SHOOTER
local remove = table.remove               -- before `table` names the game's table below
local RINGS = 21
local COLOURS = { "red", "green" }

local RULES = [[
Twenty-one rings are bunched on the centre spot; there is one white shooting ring for
everybody. A coin toss (drawn from the match seed) decides who starts, placing the shooter
anywhere on his own shooting line. Play goes to the left.

Any ring dropped into any pocket scores 1 and you shoot again, from where the shooter stopped. A
shot that drops nothing passes play to the next player, who shoots from where the shooter lies,
at any ring.

If the shooter drops into a pocket or leaves the board, your turn is over, every ring dropped on
that shot goes back to the centre, and so does one ring you scored before (if you have one). The
next player starts again from his own shooting line. When the last ring is down the highest
total wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- The match ends when every ring has been dropped; equal highest totals are a draw.
- A ring knocked off the board goes back to the centre; on its own it does not end the turn.
- The ring given back after a lost shooter is one of your scored rings, and your total drops by
  1. Rings go back to the centre as near the spot as they fit without moving any other.
- Two, three or four may play; each plays for himself.]]

local GAME = {
  id = "wild-ring-pool", book = "100 games book", name = "Wild Ring Pool",
  summary = "Drop any of 21 rings with the one white shooter: a point each, and go on from where it stops.",
  give_back_one = true,
}

-- Builds into `game` a game of this kind from `spec`:
--   id, name, summary, rules   its info (rules: the whole text)
--   bunch(count)               the object rings at the start (default: 21 red and green)
--   give_back_one              a lost shooter also returns one ring its player scored
--   off_board_ends_turn        an object ring knocked off the board ends the turn
--   start(seat, seats), place  where a turn starts from a line (default: on the seat's own
--                              shooting line) and the prompt's words for it
--   value(piece, values)       what a ring scores, given the game's `values` (default: `ring`)
--   values                     more values the game declares, beside `ring` (by name)
--   always_from_line           every shot from the line, never from where the shooter lies
--   give_back_highest          a lost shooter returns the player's highest-valued ring (never
--                              the black) instead of his last
--   players                    the player counts (default 2 to 4)
--   called(piece)              true for a ring that scores only when its pocket was called
--                              first: the prompt offers an optional pocket call, and such a
--                              ring dropped anywhere else goes back to the centre and ends the
--                              turn
local function build(game, spec)
  -- The worth of what scores, as data (its own table for each game made here): the judge and
  -- its sentences read these, and a house rule changes them with `values = { ring = 2 }`.
  local values = {
    ring = 1,   -- each ring dropped (a plain ring, where some carry numbers or are the black)
  }
  for name, value in pairs(spec.values or {}) do values[name] = value end
  game.values = values

  local function value_of(piece) return spec.value and spec.value(piece, values) or values.ring end

  game.info = pool.info(spec, {
    players = spec.players or { 2, 3, 4 },
  })

  function game.setup(config)
    local pieces = spec.bunch and spec.bunch()
      or pool.bunch(RINGS, function(id) return COLOURS[(id - 1) % 2 + 1] end)
    pieces[#pieces + 1] = pool.shooter()
    local won = {}
    for seat = 1, #config.seats do won[seat] = {} end
    return pool.new_match(spec.id, config, pieces, { from_line = true, won = won })
  end

  function game.prompt(state)
    local seat = state.turn
    local shooter = parlor.piece(state, SHOOTER)
    local from_line = spec.always_from_line or state.memo.from_line or shooter.status ~= "board"
    local kind = { type = "shoot", piece = SHOOTER,
                   from = from_line and (spec.start or pool.line_region)(seat, #state.seats) or { type = "where_it_lies" } }
    local message = state.seats[seat].name .. ": " .. (from_line and (spec.place or "place the shooter on your line") or "shoot from where the shooter lies") .. " and drop any ring"
    if spec.called then
      kind.call = { pieces = {}, pocket = true, optional = true }
      message = message .. " (" .. spec.call_words .. ")"
    end
    return { seat = seat, kind = kind, message = message .. "." }
  end

  function game.judge(state, action, report)
    local ruling = parlor.ruling(state)
    local seat, say, memo = ruling.seat, ruling.say, ruling.memo
    local centre = board.spots.centre
    local drops, lost, _, off = pool.outcome(report)
    local back = {}
    local ends = lost ~= nil or #drops == 0 or (spec.off_board_ends_turn and #off > 0)

    if lost then
      say(pool.shooter_lost(lost) .. ": " .. ruling.name .. "'s turn is over.")
      for _, drop in ipairs(drops) do back[#back + 1] = drop.piece end
      if #drops > 0 then say("The " .. parlor.plural(#drops, "ring") .. " dropped on that shot go back to the centre.") end
      local mine = memo.won[seat]
      if spec.give_back_highest then
        local best, at = nil, nil
        for k, id in ipairs(mine) do
          local piece = parlor.piece(state, id)
          if piece.colour ~= "black" and (best == nil or value_of(piece) > value_of(best)) then best, at = piece, k end
        end
        if best then
          remove(mine, at)
          back[#back + 1] = best.id
          ruling.score(seat, -value_of(best), "shooter lost")
          say(ruling.name .. " gives up his highest ring, worth " .. value_of(best) .. ".")
        end
      elseif spec.give_back_one and #mine > 0 then
        local id = remove(mine)
        back[#back + 1] = id
        ruling.score(seat, -value_of(parlor.piece(state, id)), "shooter lost")
        say(ruling.name .. " gives back one ring already scored: -" .. value_of(parlor.piece(state, id)) .. ".")
      end
      ruling.set(SHOOTER, "hand")
      memo.from_line = true
    else
      -- A ring that scores only into a called pocket, dropped anywhere else, goes back.
      local called_pocket = action.call and action.call.pocket
      local scored, uncalled = {}, false
      for _, drop in ipairs(drops) do
        local piece = parlor.piece(state, drop.piece)
        if spec.called and spec.called(piece) and drop.pocket ~= called_pocket then
          back[#back + 1] = drop.piece
          ends, uncalled = true, true
          say("The " .. piece.colour .. " ring dropped into pocket " .. drop.pocket .. (called_pocket and (", but pocket " .. called_pocket .. " was called") or " without its pocket called") .. ": it goes back to the centre, and " .. ruling.name .. "'s turn is over.")
        else
          scored[#scored + 1] = drop
        end
      end
      drops = scored
      for _, drop in ipairs(drops) do
        memo.won[seat][#memo.won[seat] + 1] = drop.piece
      end
      if #drops > 0 then
        local points = 0
        for _, drop in ipairs(drops) do points = points + value_of(parlor.piece(state, drop.piece)) end
        ruling.score(seat, points, "rings pocketed")
        say(ruling.name .. " drops " .. parlor.plural(#drops, "ring") .. ": +" .. points .. ".")
      elseif not uncalled then
        say("Nothing dropped: the turn passes.")
      end
      memo.from_line = false
    end
    for _, id in ipairs(off) do
      back[#back + 1] = id
      say("A ring was knocked off the board: it goes back to the centre" .. (spec.off_board_ends_turn and ", and the turn is over." or "."))
    end
    pool.go_on(ruling, not ends)
    pool.put_back(ruling, back, centre)
    return pool.finish(ruling)
  end
end

-- Another game of this kind from `spec` (`make`: see `build`).
return pool.module(build, GAME, { RULES = RULES, DECISIONS = DECISIONS })
