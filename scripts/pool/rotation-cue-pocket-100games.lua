-- Rotation Cue Pocket by the 100-games book ("Numbered Rings"): fifteen numbered rings, always
-- played lowest first, each pocketed ring scoring its number.
--
-- Catalogue id: rotation-cue-pocket-100games. This file is also a module: Deduct (deduct.lua) is
-- the same game with 3 off for every shot that does not touch the lowest ring first, and the
-- 1901 book's Rotation Cue Pocket and its scratch count are the same game with the 1901 rules
-- (`game.make`).

local pool = require("pool")

local SHOOTER = pool.SHOOTER
local COLOURS = { "red", "green", "black" }   -- the rings' colours in turn; the numbers matter

local RULES = [[
Fifteen rings, numbered 1 to 15, are racked in a triangle on the centre spot with No. 1 at its
point, towards the player who breaks. There is one white shooting ring for both players. A coin
toss (drawn from the match seed) decides who breaks, from anywhere on his own shooting line, at
No. 1.

The lowest-numbered ring on the board is always the object ring: every shot must touch it
before any other ring. If it does, and any ring drops, the rings dropped score their numbers and
you shoot again, from where the shooter stopped. Your turn ends when the shooter touches another
ring first (or none), when nothing drops, or when the shooter drops or leaves the board. After a
miss the next player shoots from where the shooter lies; after the shooter was lost, he places
it anywhere on his own shooting line.

A ring dropped on a shot that did not touch the lowest ring first, or on a shot that lost the
shooter, scores nothing and is put back on the spot in the middle of the far shooting line (the
one across the board from the breaker), as near it as it fits. So is any ring knocked off the
board. When all fifteen are down (120 points in all), the higher total wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- The rack sits on the centre spot, No. 1 at the point towards the breaker; the other rings are
  in order row by row, which the book leaves free.
- "The middle of the straight line" where rings are put back is the middle of the shooting line
  across the board from the breaker. Several rings put back at once go side by side, nearest
  first.
- A ring knocked off the board is put back and does not end the turn on its own.
- Equal totals at the end are a draw.]]

local GAME = {
  id = "rotation-cue-pocket-100games", book = "100 games book", name = "Rotation Cue Pocket",
  summary = "Fifteen numbered rings, always hitting the lowest first; each ring scores its number.",
}

-- Builds into `game` a rotation game from `spec`:
--   id, name, summary, rules   its info (rules: the whole text)
--   players                    the player counts (default { 2 })
--   deduction                  points off for every shot whose first touch is not the lowest
--                              ring (default 0): the game's `miss` value
--   direct_break               the break must touch No. 1 before any rail
--   restart_from_break_line    after a lost shooter the next player places it on the breaker's
--                              line (not his own), and must bank first to reach a lowest ring
--                              lying on or behind that line
local function build(game, spec)
  -- The worth of what scores, as data (its own table for each game made here): the judge and
  -- its sentences read these, and a house rule changes them with `values = { miss = 5 }`. A
  -- ring dropped scores the number it carries.
  local values = {
    miss = spec.deduction or 0,   -- points off for a shot whose first touch is not the lowest ring
  }
  game.values = values

  game.info = pool.info(spec)

  function game.setup(config)
    local count = #config.seats
    local first = parlor.draw(config.seed, count)
    local pieces = pool.triangle(first, count, function(n) return COLOURS[(n - 1) % 3 + 1] end)
    pieces[#pieces + 1] = pool.shooter()
    return pool.new_match(spec.id, config, pieces, { breaker = first, from_line = true, breaking = true }, first)
  end

  -- The lowest-numbered of `rings`.
  local function lowest_of(rings)
    local found = nil
    for _, piece in ipairs(rings) do
      if not found or piece.number < found.number then found = piece end
    end
    return found
  end

  -- The rings on the board of `table`.
  local function on_board(state)
    local rings = {}
    for _, piece in ipairs(state.pieces) do
      if piece.kind == "ring" and piece.status == "board" then rings[#rings + 1] = piece end
    end
    return rings
  end

  -- The lowest of the rings being put back, or nil.
  local function put_back_lowest(state, ids)
    local rings = {}
    for _, id in ipairs(ids) do rings[#rings + 1] = parlor.piece(state, id) end
    return lowest_of(rings)
  end

  -- The seat whose line the shooter is placed on when it must start from a line.
  local function line_seat(state)
    if spec.restart_from_break_line then return state.memo.breaker end
    return state.turn
  end

  -- Whether `ring` lies on or behind the shooting line of `seat` (touching it, or between it
  -- and that seat's rail).
  local function behind_line(ring, seat, seats)
    local middle = pool.line_middle(seat, seats)
    local length = math.sqrt(middle.x * middle.x + middle.y * middle.y)
    local depth = (ring.position.x * middle.x + ring.position.y * middle.y) / length
    return depth >= length - board.pieces.ring.radius
  end

  function game.prompt(state)
    local seat = state.turn
    local seats = #state.seats
    local object = lowest_of(on_board(state))
    local shooter = parlor.piece(state, SHOOTER)
    local from_line = state.memo.from_line or shooter.status ~= "board"
    local from = from_line and pool.line_region(line_seat(state), seats) or { type = "where_it_lies" }
    local where = "shoot from where the shooter lies"
    if from_line then
      where = (line_seat(state) == seat) and "place the shooter on your line"
        or ("place the shooter on the break line (" .. state.seats[line_seat(state)].name .. "'s)")
    end
    local how = " and hit No. " .. object.number .. " first"
    if state.memo.breaking and spec.direct_break then
      how = " and break straight at No. 1, no bank"
    elseif from_line and state.memo.bank_needed then
      how = " and bank off a rail to hit No. " .. object.number .. " first (it lies behind the line)"
    end
    return pool.shoot(state, SHOOTER, from, ": " .. where .. how .. ".")
  end

  function game.judge(state, action, report)
    local ruling = parlor.ruling(state)
    local seat, say, memo = ruling.seat, ruling.say, ruling.memo
    -- The table already shows the shot's outcome: the object ring was the lowest of those on
    -- the board now and those that left it on this shot.
    local drops, lost, _, off = pool.outcome(report)
    local before = on_board(state)
    for _, drop in ipairs(drops) do before[#before + 1] = parlor.piece(state, drop.piece) end
    for _, id in ipairs(off) do before[#before + 1] = parlor.piece(state, id) end
    local object = lowest_of(before)

    local first = pool.first_contact(report)
    local fair = object ~= nil and first == object.id
    local seats = #state.seats
    local far_spot = pool.far_line_middle(memo.breaker, seats)
    local put_back = {}

    if not fair then
      local touched = first and ("No. " .. (parlor.piece(state, first).number or "?")) or "nothing"
      say(ruling.name .. " touched " .. touched .. " first, not No. " .. (object and object.number or "?") .. ".")
      if values.miss > 0 then
        ruling.score(seat, -values.miss, "lowest ring not hit first")
        say("That costs " .. values.miss .. ".")
      end
    elseif memo.breaking and spec.direct_break and pool.banked_first(report) then
      fair = false
      say(ruling.name .. " banked the break: it must go straight at No. 1.")
    elseif memo.bank_needed and not pool.banked_first(report) then
      fair = false
      say("No. " .. object.number .. " lay behind the line, so it had to be reached off a rail; " .. ruling.name .. " went straight at it.")
    end
    memo.breaking = false
    memo.bank_needed = false
    if lost then
      say(pool.shooter_lost(lost) .. ": " .. ruling.name .. "'s turn is over.")
    end
    local scored = 0
    for _, drop in ipairs(drops) do
      local ring = parlor.piece(state, drop.piece)
      if fair and not lost then
        pool.score_number(ruling, ring, drop.pocket)
        scored = scored + 1
      else
        put_back[#put_back + 1] = ring.id
        say("No. " .. ring.number .. " dropped, but it does not count: it goes back on the far spot.")
      end
    end
    pool.knocked_off(ruling, off, put_back, "the far spot")
    pool.put_back(ruling, put_back, far_spot)

    if lost then
      ruling.set(SHOOTER, "hand")
      memo.from_line = true
      ruling.pass()
      if spec.restart_from_break_line then
        -- Where the lowest ring will lie for the restart: on the board where it is now, or on
        -- the far spot if it is being put back (never behind the break line).
        local lowest_now = lowest_of(on_board(state))
        local returning = put_back_lowest(state, put_back)
        local next_object = lowest_now
        if returning and (not lowest_now or returning.number < lowest_now.number) then
          next_object = returning
        end
        memo.bank_needed = next_object ~= nil and next_object == lowest_now
          and behind_line(lowest_now, line_seat(state), seats)
      end
    elseif fair and scored > 0 then
      memo.from_line = false
      say(ruling.name .. " shoots again.")
    else
      if fair then say("Nothing dropped: the turn passes.") end
      memo.from_line = false
      ruling.pass()
    end

    return pool.finish(ruling)
  end
end

-- Another rotation game from `spec` (`make`: see `build`), and the 100-games rules text and its
-- decisions, for games that add a paragraph between them.
return pool.module(build, GAME, { RULES = RULES, DECISIONS = DECISIONS })
