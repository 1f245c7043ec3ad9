-- Sixty-Six by the 100-games book: twenty-four rings bunched at the centre, each scoring the
-- number of the pocket it drops into; you go on from where the shooter stopped, and at the end of
-- your turn every ring you dropped goes back to the centre. First to 66.
--
-- Catalogue id: sixty-six-100games. Two to four players, each for himself. This file is also a
-- module: the 1901 book's Sixty-Six (sixty-six-1901.lua) is the same count with its own way of
-- shooting and losing the shooter (`game.make`).

local pool = require("pool")

local SHOOTER = pool.SHOOTER
local RINGS = 24
local COLOURS = { "red", "green" }

local RULES = [[
The twenty-four red and green rings are bunched on the centre spot; there is one white shooting
ring for everybody. A coin toss (drawn from the match seed) decides who starts. Each turn starts
with the shooter placed anywhere on your own shooting line (the base line on your side).

Any ring may go into any pocket, and it scores the number of that pocket: 1, 2, 3 or 4. After a
score you shoot again, from where the shooter stopped. Your turn ends on a shot that drops
nothing, on a shot that drops the shooter, or when any ring goes off the board. At the end of
your turn every ring you dropped goes back to the centre, as near the spot as it fits without
moving the rings still in play, and the next player (to the left) starts from his own line.

If the shooter drops into a pocket, the rings made on that shot score nothing; if none was made,
you lose as many points as the number of the pocket the shooter went into. The first player to
reach 66 wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- A total may go below zero.
- A shooter knocked off the board ends the turn like a pocketed one, and the rings made on that
  shot score nothing, but nothing more is lost (there is no pocket number to lose).
- A ring knocked off the board goes back to the centre with the others; the rings dropped on that
  shot still score.
- Reaching 66 or more wins at once, in the middle of a turn.]]

local GAME = {
  id = "sixty-six-100games", book = "100 games book", name = "Sixty-Six",
  summary = "Every ring scores the number of its pocket; go on while you score. First to 66.",
}

-- Builds into `game` a Sixty-Six from `spec`:
--   id, name, summary, rules   its info (rules: the whole text)
--   from_the_area_only         every shot from the seat's area behind its line (`pool.behind_line_region`
--                              kept clear of the line), never from where the shooter lies
--   off_forfeits_turn          a shooter off the board forfeits every point of the turn (else only
--                              the rings of that shot score nothing)
local function build(game, spec)
  -- The worth of what scores, as data (its own table for each game made here): the judge and
  -- its sentences read these, and a house rule changes them with
  -- `values = { pocket = { 1, 2, 3, 5 } }`.
  local values = {
    pocket = { 1, 2, 3, 4 },   -- a ring in pocket 1 to 4 (and the shooter dropped there alone costs it)
  }
  game.values = values

  game.info = pool.info(spec, {
    players = { 2, 3, 4 },
    options = { { key = "target", label = "Play to (points)", default = 66 } },
  })

  function game.setup(config)
    local pieces = pool.bunch(RINGS, function(id) return COLOURS[(id - 1) % 2 + 1] end)
    pieces[#pieces + 1] = pool.shooter()
    return pool.new_match(spec.id, config, pieces, { target = parlor.option(config, "target", 66), from_line = true, this_turn = 0 })
  end

  function game.prompt(state)
    local seat = state.turn
    local seats = #state.seats
    local shooter = parlor.piece(state, SHOOTER)
    local from_line = state.memo.from_line or shooter.status ~= "board"
    local from, where
    if spec.from_the_area_only then
      from, where = pool.behind_line_region(seat, seats, true), "place the shooter behind your line, clear of it"
    elseif from_line then
      from, where = pool.line_region(seat, seats), "place the shooter on your line"
    else
      from, where = { type = "where_it_lies" }, "shoot again from where the shooter lies"
    end
    return pool.shoot(state, SHOOTER, from, " (" .. state.scores[seat] .. " of " .. state.memo.target .. "): " .. where .. "; a ring scores its pocket's number.")
  end

  function game.judge(state, action, report)
    local ruling = parlor.ruling(state)
    local seat, say, memo = ruling.seat, ruling.say, ruling.memo
    local drops, lost, lost_in, off = pool.outcome(report)
    local turn_over = lost ~= nil or #drops == 0 or #off > 0
    memo.this_turn = memo.this_turn or 0

    if lost == "off" and spec.off_forfeits_turn then
      say("The shooter left the board: every point of " .. ruling.name .. "'s turn is forfeited (" .. memo.this_turn .. ").")
      ruling.score(seat, -memo.this_turn, "shooter off the board")
    elseif lost == "pocketed" and #drops == 0 then
      ruling.score(seat, -values.pocket[lost_in], "shooter pocketed")
      say("The shooter dropped into pocket " .. lost_in .. " with no ring: " .. ruling.name .. " loses " .. values.pocket[lost_in] .. ".")
    elseif lost then
      say("The shooter " .. (lost == "pocketed" and ("dropped into pocket " .. lost_in) or "left the board") .. ": the " .. parlor.plural(#drops, "ring") .. " made on that shot score nothing.")
    else
      for _, drop in ipairs(drops) do
        local points = values.pocket[drop.pocket]
        ruling.score(seat, points, "ring in pocket " .. drop.pocket)
        memo.this_turn = memo.this_turn + points
        say("A ring drops into pocket " .. drop.pocket .. ": " .. points .. " for " .. ruling.name .. ".")
      end
    end
    if #off > 0 then
      say(parlor.plural(#off, "ring") .. " went off the board: the turn is over.")
    end

    if ruling.reached(memo.target) then return ruling.finish() end

    if turn_over then
      -- Every ring dropped this turn (and any knocked off) goes back to the centre.
      local back = {}
      for _, piece in ipairs(state.pieces) do
        if piece.kind == "ring" and piece.status ~= "board" then back[#back + 1] = piece.id end
      end
      pool.put_back(ruling, back, board.spots.centre)
      if #back > 0 then say("The " .. parlor.plural(#back, "ring") .. " dropped go back to the centre.") end
      ruling.set(SHOOTER, "hand")
      memo.from_line = true
      memo.this_turn = 0
      ruling.pass()
      say(ruling.name .. " ends the turn on " .. ruling.totals[seat] .. ".")
    else
      memo.from_line = false
      if spec.from_the_area_only then ruling.set(SHOOTER, "hand") end
      say(ruling.name .. " shoots again.")
    end
    return ruling.finish()
  end
end

-- Another Sixty-Six from `spec` (`make`: see `build`).
return pool.module(build, GAME, { RULES = RULES, DECISIONS = DECISIONS })
