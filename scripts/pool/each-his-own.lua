-- Each His Own, from the 100-games book: four numbered rings each, sunk in order, each into its
-- own pocket, with one shooter shared; the first to sink all four wins.
--
-- Catalogue id: each-his-own. Two players. This file is also a module: Clear the Guard
-- (clear-the-guard.lua) is the same race with a pin guarding each pocket (`game.make`).

local pool = require("pool")

local SHOOTER = pool.SHOOTER
local NUMBERS = { { 1, 2, 3, 4 }, { 11, 12, 13, 14 } }   -- seat 1 green, seat 2 red
local COLOURS = { "green", "red" }

local RULES = [[
Eight numbered rings are bunched on the centre spot: green 1 to 4 for one player and red 11 to
14 for the other, with one white shooter for both. A coin toss (drawn from the match seed)
decides who starts; the first shot is from his shooting line, and after that every shot is
taken from where the shooter lies.

You must sink your rings in order, each into its own pocket: green 1 into pocket 1, 2 into 2,
and so on; red 11 into pocket 1, 12 into 2, 13 into 3 and 14 into 4. Any ring, yours or your
opponent's, may be struck to make the shot. You go on as long as you sink your next ring; a shot
that does not ends your turn.

A ring of yours that drops into the wrong pocket, or out of its turn, is put back on the centre
spot and your turn is over. An opponent's ring that drops is put back on the centre spot too.
The first to sink all four rings in their proper pockets wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- Rings dropped on one shot are taken in order: if your next ring and the one after it both
  drop into their own pockets, both count. A ring of yours that drops out of turn is put back
  and ends your turn, but the ones before it on that shot still count.
- An opponent's ring that drops on its own is put back and ends your turn (you sank nothing).
- If the shooter drops into a pocket or leaves the board, your turn is over and every ring that
  dropped on that shot is put back; the next player starts again from his shooting line.
- Your score on the board is how many of your four rings you have sunk.]]

-- The pocket a numbered ring belongs in.
local function pocket_for(number) return (number - 1) % 10 + 1 end

local GUARDS = { 21, 22, 23, 24 }         -- Clear the Guard's pins, before pockets 1 to 4
local GUARD_AT = 0.37                      -- their distance from the centre, on the diagonals

-- Whether `piece` is one of the guards, standing or felled: the judge sees a guard that was
-- knocked into a pocket as its fallen kind, `pin-down`.
local function is_guard(piece)
  return piece.kind == "pin" or piece.kind == "pin-down"
end

local function guard_spot(k)
  local pocket = board.pockets[k].centre
  local length = math.sqrt(pocket.x * pocket.x + pocket.y * pocket.y)
  return { x = pocket.x / length * GUARD_AT, y = pocket.y / length * GUARD_AT }
end

local GAME = {
  id = "each-his-own", book = "100 games book", name = "Each His Own",
  summary = "Sink your four numbered rings in order, each into its own pocket, with one shared shooter.",
}

-- Builds into `game` the race from `spec`:
--   id, name, summary, rules   its info
--   guards                     a pin guards each pocket; it must be pocketed into its own
--                              pocket, in the numbers' order, before a ring can score there
local function build(game, spec)
  game.info = pool.info(spec)

  function game.setup(config)
    local colour_of = function(id) return (id <= 4) and COLOURS[1] or COLOURS[2] end
    local bunched = pool.bunch(8, colour_of)
    local pieces = {}
    for k, piece in ipairs(bunched) do
      local seat = (k <= 4) and 1 or 2
      local number = NUMBERS[seat][(k - 1) % 4 + 1]
      piece.id, piece.number, piece.owner = number, number, seat
      pieces[k] = piece
    end
    pieces[#pieces + 1] = pool.shooter()
    if spec.guards then
      for k, id in ipairs(GUARDS) do
        pieces[#pieces + 1] = { id = id, kind = "pin", colour = "white", number = k, position = guard_spot(k), status = "board" }
      end
    end
    return pool.new_match(spec.id, config, pieces, { from_line = true, sunk = { 0, 0 }, open = { false, false, false, false } }, nil, COLOURS)
  end

  function game.prompt(state)
    local seat = state.turn
    local shooter = parlor.piece(state, SHOOTER)
    local from_line = state.memo.from_line or shooter.status ~= "board"
    local next_number = NUMBERS[seat][state.memo.sunk[seat] + 1]
    local pocket = pocket_for(next_number)
    local target = "sink " .. next_number .. " into pocket " .. pocket
    if spec.guards and not state.memo.open[pocket] then
      target = "clear the guard of pocket " .. pocket .. " into it, then " .. target
    end
    return pool.shoot(state, SHOOTER, from_line and pool.line_region(seat, 2) or { type = "where_it_lies" }, " (" .. COLOURS[seat] .. "): " .. (from_line and "place the shooter on your line" or "shoot from where the shooter lies") .. " and " .. target .. ".")
  end

  function game.judge(state, action, report)
    local ruling = parlor.ruling(state)
    local seat, say, memo = ruling.seat, ruling.say, ruling.memo
    local drops, lost, _, off = pool.outcome(report)
    local back = {}
    local guards_up = {}
    local carried_on = false

    if lost then
      say(pool.shooter_lost(lost) .. ": " .. ruling.name .. "'s turn is over.")
      for _, drop in ipairs(drops) do
        local piece = parlor.piece(state, drop.piece)
        if is_guard(piece) then guards_up[#guards_up + 1] = piece else back[#back + 1] = drop.piece end
      end
      if #drops > 0 then say("What dropped on that shot goes back.") end
      ruling.set(SHOOTER, "hand")
      memo.from_line = true
    else
      local broken = false
      for _, drop in ipairs(drops) do
        local ring = parlor.piece(state, drop.piece)
        local wanted = NUMBERS[seat][memo.sunk[seat] + 1]
        local guard_due = spec.guards and not memo.open[pocket_for(wanted)]
        if is_guard(ring) then
          if not broken and guard_due and ring.number == pocket_for(wanted) and drop.pocket == ring.number then
            memo.open[ring.number] = true
            carried_on = true
            say(ruling.name .. " clears the guard of pocket " .. ring.number .. ": it is open.")
          else
            broken = true
            guards_up[#guards_up + 1] = ring
            say("The guard of pocket " .. ring.number .. " dropped out of order: it is stood up again, and the turn is over.")
          end
        elseif ring.owner ~= seat then
          back[#back + 1] = ring.id
          say("The other side's " .. ring.number .. " dropped: it goes back on the centre spot.")
        elseif not broken and not guard_due and ring.number == wanted and drop.pocket == pocket_for(wanted) then
          memo.sunk[seat] = memo.sunk[seat] + 1
          ruling.score(seat, 1, "ring " .. ring.number .. " sunk")
          carried_on = true
          say(ruling.name .. " sinks " .. ring.number .. " into pocket " .. drop.pocket .. ".")
        else
          broken = true
          back[#back + 1] = ring.id
          local why = (ring.number ~= wanted) and ("out of its turn (" .. wanted .. " is next)")
            or (guard_due and ("while pocket " .. pocket_for(wanted) .. " is still guarded"))
            or ("into pocket " .. drop.pocket .. ", not " .. pocket_for(wanted))
          say(ring.number .. " dropped " .. why .. ": it goes back on the centre spot and the turn is over.")
        end
      end
      if broken then carried_on = false end
      memo.from_line = false
    end
    for _, id in ipairs(off) do
      -- A guard knocked off was felled first: it stands again before its pocket, below.
      if not is_guard(parlor.piece(state, id)) then
        back[#back + 1] = id
        say("Ring " .. parlor.piece(state, id).number .. " was knocked off the board: it goes back on the centre spot.")
      end
    end
    pool.put_back(ruling, back, board.spots.centre)
    -- Guards felled or dropped out of turn stand again before their pockets.
    for _, event in ipairs(parlor.events(report, "fell")) do
      local piece = parlor.piece(state, event.piece)
      if is_guard(piece) and not memo.open[piece.number] then
        guards_up[#guards_up + 1] = piece
      end
    end
    for _, guard in ipairs(guards_up) do
      ruling.edit({ op = "kind", piece = guard.id, kind = "pin" })
      ruling.edit({ op = "place", piece = guard.id, at = guard_spot(guard.number) })
    end

    if memo.sunk[seat] == 4 then
      ruling.win(seat, ruling.name .. " has sunk all four rings in their pockets and wins.")
    else
      pool.go_on(ruling, carried_on, (not lost and #drops == 0) and "Nothing dropped: the turn passes." or nil)
    end
    return ruling.finish()
  end
end

-- The race with guards (`make`: see `build`), and its rules text.
return pool.module(build, GAME, { RULES = RULES, DECISIONS = DECISIONS })
