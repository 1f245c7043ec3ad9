-- Blockade, from the 100-games book: a ten pin guards each pocket, and each player pockets his
-- six rings with one shared shooter without felling a guard; the first to clear his colour wins.
--
-- Catalogue id: blockade. Two players. This file is also a module: Call the Blockade
-- (call-the-blockade.lua) is the same game with the pocket named before every shot
-- (`game.make`).

local pool = require("pool")

local SHOOTER = pool.SHOOTER
local COLOURS = { "red", "green" }       -- seat 1 red (rings 1-6), seat 2 green (7-12)
local RINGS = 6
local PINS = { 21, 22, 23, 24 }          -- before pockets 1 to 4
local GUARD = 0.37                       -- the pins' distance from the centre, on the diagonals

local RULES = [[
A ten pin stands guard in front of each pocket, and the six red and six green rings are bunched
at the centre. One white shooter serves both players. A coin toss (drawn from the match seed)
decides who starts, from his shooting line; after that every shot is taken from where the
shooter lies.

Pocket the rings of your colour, in any pocket, without felling a guard; you go on as long as you
drop one of yours. The first ring your shooter touches must be one of yours (a ring of yours
dropped after caroming off an opponent's ring is good). Opponent rings that drop stay down for
their owner.

If the shooter fells a pin, your turn is over, one of your pocketed rings (if any) goes back to
the centre, and the pin is stood up again. A pin felled by a ring costs nothing; it is stood up
again. If the shooter drops into a pocket, your turn is over; the next player starts from his
shooting line, and his first shot must be at one of his rings lying beyond the centre line, or
off a rail at one on his own side of it. The first to pocket all six of his rings wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- A shot whose first touch is an opponent's ring (or no ring) drops nothing for you: your rings
  dropped on it go back to the centre, and the turn is over.
- Rings of yours dropped on the shot on which the shooter fells a pin still count; then one of
  your pocketed rings goes back, as the book says.
- An opponent's ring that drops ends your turn unless one of yours dropped too.
- A shooter knocked off the board is ruled like one pocketed. A ring knocked off the board goes
  back to the centre.
- "Beyond the centre line" is judged where the ring lay when the shot was taken.
- Rings go back as near the centre as they fit without moving the others.]]

local GAME = {
  id = "blockade", book = "100 games book", name = "Blockade",
  summary = "Pocket your six rings past the four guard pins with one shared shooter, first touching your own.",
}

-- Builds into `game` a Blockade from `spec`:
--   id, name, summary, rules   its info
--   call_pocket                the pocket is named before every shot; a ring of yours dropped
--                              into another pocket goes back to the centre and ends the turn
local function build(game, spec)
  game.info = pool.info(spec)

  local function owner_of(id) return (id <= RINGS) and 1 or 2 end

  local function pin_spot(k)
    local pocket = board.pockets[k].centre
    local length = math.sqrt(pocket.x * pocket.x + pocket.y * pocket.y)
    return { x = pocket.x / length * GUARD, y = pocket.y / length * GUARD }
  end

  local function layout()
    local pieces = pool.bunch(2 * RINGS, function(id) return COLOURS[(id - 1) % 2 + 1] end)
    -- Alternate colours round the bunch: odd places red (1-6), even places green (7-12).
    local red, green = 0, 0
    for _, piece in ipairs(pieces) do
      if piece.colour == "red" then red = red + 1; piece.id, piece.owner = red, 1
      else green = green + 1; piece.id, piece.owner = RINGS + green, 2 end
    end
    for k, id in ipairs(PINS) do
      pieces[#pieces + 1] = { id = id, kind = "pin", colour = "white", number = k, position = pin_spot(k), status = "board" }
    end
    pieces[#pieces + 1] = pool.shooter()
    return pieces
  end

  -- The rings of `seat` lying on his own side of the centre line (nearer his rail), on `table`.
  local function own_side(state, seat)
    local list = {}
    for _, piece in ipairs(state.pieces) do
      if piece.kind == "ring" and piece.status == "board" and piece.owner == seat then
        local y = piece.position.y
        if (seat == 1 and y < 0) or (seat == 2 and y > 0) then list[#list + 1] = piece.id end
      end
    end
    return list
  end

  function game.setup(config)
    return pool.new_match(spec.id, config, layout(), { from_line = true, restart = false, near_side = {} }, nil, COLOURS)
  end

  function game.prompt(state)
    local seat = state.turn
    local shooter = parlor.piece(state, SHOOTER)
    local from_line = state.memo.from_line or shooter.status ~= "board"
    local kind = { type = "shoot", piece = SHOOTER,
                   from = from_line and pool.line_region(seat, 2) or { type = "where_it_lies" } }
    local what = "pocket your " .. COLOURS[seat] .. " rings without felling a guard"
    if spec.call_pocket then
      kind.call = { pieces = {}, pocket = true }
      what = "name a pocket, then " .. what
    end
    if state.memo.restart then
      what = what .. "; first at a ring of yours beyond the centre line, or off a rail"
    end
    return {
      seat = seat, kind = kind,
      message = state.seats[seat].name .. " (" .. COLOURS[seat] .. ", " .. state.scores[seat] .. " of 6): "
        .. (from_line and "from your line, " or "from where the shooter lies, ") .. what .. ".",
    }
  end

  function game.judge(state, action, report)
    local ruling = parlor.ruling(state)
    local seat, say, memo = ruling.seat, ruling.say, ruling.memo
    local name = ruling.name
    local drops, lost, _, off = pool.outcome(report)
    -- A guard knocked into a pocket or off the board is no ring: it counts for nobody and is
    -- stood up on its spot below, as a felled guard is.
    local guards_out = {}
    local function rings_only(list, id_of)
      local kept = {}
      for _, item in ipairs(list) do
        if parlor.contains(PINS, id_of(item)) then
          guards_out[#guards_out + 1] = id_of(item)
        else
          kept[#kept + 1] = item
        end
      end
      return kept
    end
    drops = rings_only(drops, function(drop) return drop.piece end)
    off = rings_only(off, function(id) return id end)
    local back = {}

    -- Was the shot fair? The first ring touched must be one of yours; on a restart, one
    -- beyond the centre line, unless the shooter banked first.
    local first = pool.first_contact(report)
    local first_piece = first and parlor.piece(state, first)
    local fair = first_piece ~= nil and first_piece.kind == "ring" and first_piece.owner == seat
    if fair and memo.restart and parlor.contains(memo.near_side or {}, first) and not pool.banked_first(report) then
      fair = false
      say(name .. " went straight at a ring on his own side of the centre line after the restart: it had to be banked.")
    elseif not fair then
      say(name .. "'s shooter touched " .. (first_piece and ("a " .. first_piece.colour .. " " .. first_piece.kind) or "no ring") .. " first: nothing of his counts.")
    end
    memo.restart = false

    local called = spec.call_pocket and action.call and action.call.pocket
    local own, wrong_pocket = 0, false
    for _, drop in ipairs(drops) do
      local ring = parlor.piece(state, drop.piece)
      if ring.owner == seat and fair and not lost and (not spec.call_pocket or drop.pocket == called) then
        own = own + 1
      elseif ring.owner == seat then
        back[#back + 1] = ring.id
        if spec.call_pocket and fair and not lost and drop.pocket ~= called then wrong_pocket = true end
      else
        ruling.score(ring.owner, 1, "ring pocketed")
        say("A " .. ring.colour .. " ring drops: it stays down for " .. state.seats[ring.owner].name .. ".")
      end
    end
    if own > 0 then
      ruling.score(seat, own, "rings pocketed")
      say(name .. " pockets " .. parlor.plural(own, "ring") .. ".")
    end
    if wrong_pocket then
      say("A ring of " .. name .. "'s dropped into a pocket he did not name: it goes back to the centre, and the turn is over.")
    end
    for _, id in ipairs(off) do back[#back + 1] = id end

    -- The guards.
    local pin_by_shooter = false
    for _, event in ipairs(parlor.events(report, "fell")) do
      if parlor.contains(PINS, event.piece) then
        if event.by == SHOOTER then pin_by_shooter = true end
        ruling.edit({ op = "kind", piece = event.piece, kind = "pin" })
        local k = 0
        for i, id in ipairs(PINS) do if id == event.piece then k = i end end
        ruling.edit({ op = "place", piece = event.piece, at = pin_spot(k) })
      end
    end
    for _, id in ipairs(guards_out) do
      local k = 0
      for i, guard in ipairs(PINS) do if guard == id then k = i end end
      ruling.edit({ op = "kind", piece = id, kind = "pin" })
      ruling.edit({ op = "place", piece = id, at = pin_spot(k) })
    end
    if pin_by_shooter then
      say(name .. "'s shooter felled a guard: the turn is over, and the pin is stood up again.")
      for _, piece in ipairs(state.pieces) do
        if piece.kind == "ring" and piece.owner == seat and piece.status == "pocketed"
          and not parlor.contains(back, piece.id) then
          back[#back + 1] = piece.id
          ruling.score(seat, -1, "guard felled")
          say("One of " .. name .. "'s pocketed rings goes back to the centre.")
          break
        end
      end
    end
    pool.put_back(ruling, back, board.spots.centre)

    if lost then
      say(pool.shooter_lost(lost) .. ": the turn is over.")
      ruling.set(SHOOTER, "hand")
      memo.from_line = true
      memo.restart = true
      memo.near_side = own_side(state, 3 - seat)
    else
      memo.from_line = false
    end

    if ruling.totals[seat] >= RINGS then
      ruling.win(seat, name .. " has pocketed all six and wins.")
    elseif ruling.totals[3 - seat] >= RINGS then
      ruling.win(3 - seat, state.seats[3 - seat].name .. "'s last ring is down: " .. state.seats[3 - seat].name .. " wins.")
    else
      pool.go_on(ruling, own > 0 and not lost and not pin_by_shooter and not wrong_pocket)
    end
    return ruling.finish()
  end
end

-- Another Blockade (`make`: see `build`), and its rules text.
return pool.module(build, GAME, { RULES = RULES, DECISIONS = DECISIONS })
