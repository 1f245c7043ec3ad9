-- Crown Castle by the 1901 book, on the Spider and Flies face: the King (the black ring) on his
-- Throne (the spider's den) in a Castle of red Dukes and green Earls; each side pockets the
-- other's rings, rings in the Castle only off a cushion, and the side that clears the other's
-- colour counts its own rings left, by where they lie. The King is 10 at once; 50 wins.
--
-- Catalogue id: crown-castle-1901. The rack and sides are Carroms' (carroms-100games.lua, loaded
-- as a module). This file is a module too (`game.make`): the no-score variation
-- (crown-castle-1901-any-colour.lua) pockets any colour, Walk Around Castle
-- (walk-around-castle-1901.lua) plays one shooter from where it lies, and its no-score version
-- does both.
--
-- The rulings need every ring's place before the shot (in the Castle? beyond a line?), and the
-- physics hands the judge only where things stopped; so the judge keeps the places in the memo
-- (`memo.before`), and puts rings back with its own search for the nearest free spot (`place`),
-- not the host's `respot`, so that it knows where they went.

local carroms = require("carroms-100games")
local web = require("web")

local KING = carroms.BLACK              -- 25
local SHOOTER_BASE = 25                 -- seat s shoots the white shooter 25 + s
local WALKING_SHOOTER = 26              -- the one shooter of Walk Around Castle
local COLOURS = { "red", "green" }
local MEN = { "Dukes", "Earls" }

local game = {}

-- The count, as data: a house rule changes it with `values = { king = 20 }`.
game.values = { king = 10, throne = 10, castle = 5, outside = 1 }
local values = game.values

-- Geometry ---------------------------------------------------------------------------------

local radius, length = web.radius, web.length

-- "No ring is outside the Castle if it touches the lines of the double circle."
local function in_castle(at) return web.within(at, "castle-outer") end

-- Wholly on the Throne: inside the den's circle.
local function on_throne(at)
  return length(at) + radius() <= parlor.circle("den").radius
end

-- Inside the Castle and clear of the double circle's inner line.
local function clear_inside(at) return web.inside(at, "castle-inner") end

-- Whether a ring at `at` touches straight line `k` (1-4, by the rail it runs along) or lies
-- outside it, towards the rail.
local function beyond_line(at, k)
  local out, inset = web.outward(k)
  return at.x * out.x + at.y * out.y + radius() >= inset - board.line_width / 2
end

-- Whether a shooter at `from`, inside the Castle, can leave it along some straight line (one
-- degree apart) without touching any of `rings` (points): the Walk Around Castle test.
local function clean_exit(from, rings)
  local r = radius()
  local out = parlor.circle("castle-outer").radius + board.line_width / 2 + r
  for degree = 0, 359 do
    local ux, uy = math.cos(math.rad(degree)), math.sin(math.rad(degree))
    local b = from.x * ux + from.y * uy
    local travel = -b + math.sqrt(math.max(0, b * b - (from.x * from.x + from.y * from.y - out * out)))
    local clear = true
    for _, ring in ipairs(rings) do
      local dx, dy = ring.x - from.x, ring.y - from.y
      local along = dx * ux + dy * uy
      if along > 0 then
        along = math.min(along, travel)
        local ex, ey = dx - along * ux, dy - along * uy
        if ex * ex + ey * ey < (2 * r) * (2 * r) then clear = false break end
      end
    end
    if clear then return true end
  end
  return false
end

-- Sides and turns ---------------------------------------------------------------------------

-- The next seat: clockwise, except that with three the lone player (seat 2) shoots after each
-- of the two partners in turn.
local function next_seat(ruling)
  local seats, seat = #ruling.state.seats, ruling.seat
  if ruling.memo.individual then return parlor.next_seat(seat, seats) end
  return web.next_seat(seat, seats, ruling.memo.last_partner)
end

local function side_name(state, team)
  if state.memo.individual then return state.seats[team].name end
  return "the " .. MEN[team] .. " (" .. parlor.team_name(state, team) .. ")"
end

-- Where each ring, the King and a walking shooter lie before the next shot, as `{ id, x, y }`
-- entries: from `pieces` as `status` (by id; default their own) and `where` (moved by this
-- ruling; default their position) leave them.
local function places(pieces, status, where)
  local list = {}
  for _, piece in ipairs(pieces) do
    local on_board = ((status and status[piece.id]) or piece.status) == "board"
    if on_board and (piece.kind ~= "shooter" or piece.id == WALKING_SHOOTER) then
      local at = (where and where[piece.id]) or piece.position
      list[#list + 1] = { id = piece.id, x = at.x, y = at.y }
    end
  end
  return list
end

local function before_map(memo)
  local map = {}
  for _, entry in ipairs(memo.before or {}) do map[entry.id] = { x = entry.x, y = entry.y } end
  return map
end

-- A list for each side of the rings it has pocketed, in the no-score games (for forfeits).
local function empty_takings(sides)
  local taken = {}
  for side = 1, sides do taken[side] = {} end
  return taken
end

-- The rack of a round: Carroms' mixed cluster round the King on the centre spot, with a shooter
-- for every seat (or the one walking shooter), in hand.
local function rack(spec, seats)
  local pieces = carroms.rack(spec.walk and 1 or seats, "board")
  for _, piece in ipairs(pieces) do
    if spec.individual and piece.kind == "ring" then piece.owner = nil end
    if spec.walk and piece.kind == "shooter" then piece.owner = nil end
  end
  return pieces
end

-- Reading a shot -----------------------------------------------------------------------------

-- The ring the shooter touched first, and whether it had struck a cushion before.
local function first_touch(report, shooter)
  local touches, cushions = web.touches(report, shooter)
  return touches[1], (cushions[1] or 0) > 0
end

local function touched(report, a, b)
  for _, contact in ipairs(parlor.events(report, "contact")) do
    if (contact.a == a and contact.b == b) or (contact.a == b and contact.b == a) then return true end
  end
  return false
end

-- Whether `id` is a ring the side of `team` plays at: the other side's, or in the no-score
-- games any ring but a shooter.
local function target_of(state, id, team)
  local piece = parlor.piece(state, id)
  if not piece or piece.kind ~= "ring" then return false end
  if state.memo.any_colour then return true end
  return piece.owner ~= nil and piece.owner ~= team
end

-- The foul the shot committed, as a sentence, or nil: a direct hit on the Castle, the Castle
-- played while a target lies outside it, or a direct shot at a target on or beyond the line.
local function foul_of(state, action, report, team, seat)
  local memo = state.memo
  local shooter = report.shot
  local before = before_map(memo)
  local first, banked = first_touch(report, shooter)
  if not first or not before[first] then return nil end
  local first_in_castle = in_castle(before[first])

  -- Walk Around Castle: a shooter shut in the Castle may go out any way it can.
  local shut_in = false
  if memo.walk and in_castle(action.placement) then
    local rings = {}
    for id, at in pairs(before) do
      if id ~= shooter and in_castle(at) then rings[#rings + 1] = at end
    end
    shut_in = not clean_exit(action.placement, rings)
  end
  if shut_in then return nil end

  if first_in_castle and not banked then
    return "the shooter hit a ring in the Castle directly"
  end
  if first_in_castle then
    for id, at in pairs(before) do
      if id ~= KING and target_of(state, id, team) and not in_castle(at) then
        return "the shooter played into the Castle while " .. (memo.any_colour and "a ring" or "one of the other side's rings") .. " lay outside it"
      end
    end
  end
  if banked then return nil end

  -- Rings guarded by a line: struck only off a cushion.
  if memo.walk then
    if target_of(state, first, team) then
      for k = 1, 4 do
        if beyond_line(action.placement, k) and beyond_line(before[first], k) then
          return "the shooter and the ring it hit both lay on or beyond the same straight line: a direct shot is barred"
        end
      end
    end
    return nil
  end
  local own_line = web.line_of(seat, #state.seats)
  local function guarded(id)
    return target_of(state, id, team) and before[id] and not in_castle(before[id]) and beyond_line(before[id], own_line)
  end
  if guarded(first) then
    return "the shooter hit a ring on or beyond " .. state.seats[seat].name .. "'s own line directly"
  end
  for id in pairs(before) do
    if id ~= first and guarded(id) and touched(report, first, id) then
      return "a ring driven straight from the shooter struck a ring on or beyond " .. state.seats[seat].name .. "'s own line"
    end
  end
  return nil
end

-- The ruling -----------------------------------------------------------------------------------

-- Puts `id` back as near the centre as it fits, keeping `where` and `occupied` true.
local function put_back(ruling, id, where, occupied)
  local spot = web.free_spot(occupied, board.spots.centre)
  if spot then
    ruling.edit({ op = "place", piece = id, at = spot })
    where[id] = spot
    occupied[#occupied + 1] = spot
  else
    ruling.respot(id)
  end
end

-- The rings the side of `team` has in play, on the board.
local function left_of(ruling, team)
  local count = 0
  for _, piece in ipairs(ruling.state.pieces) do
    if piece.kind == "ring" and piece.owner == team and ruling.status[piece.id] == "board" then count = count + 1 end
  end
  return count
end

local function rings_on_board(ruling)
  local count = 0
  for _, piece in ipairs(ruling.state.pieces) do
    if piece.kind == "ring" and ruling.status[piece.id] == "board" then count = count + 1 end
  end
  return count
end

-- Crown Castle's count of a side's own rings left: Throne 10, clear inside the Castle 5,
-- touching the double circle or outside it 1.
local function count_rings(ruling, team, where)
  local throne, castle, outside = 0, 0, 0
  for _, piece in ipairs(ruling.state.pieces) do
    if piece.kind == "ring" and piece.owner == team and ruling.status[piece.id] == "board" then
      local at = where[piece.id] or piece.position
      if on_throne(at) then throne = throne + 1
      elseif clear_inside(at) then castle = castle + 1
      else outside = outside + 1 end
    end
  end
  return throne, castle, outside
end

-- What the side of `team` counts for its own rings left (`where` as above), and how many lie
-- on the Throne, clear inside the Castle, and on or outside the double circle.
local function count_of(ruling, team, where)
  local throne, castle, outside = count_rings(ruling, team, where)
  return throne * values.throne + castle * values.castle + outside * values.outside, throne, castle, outside
end

-- While the round goes on, each side's rings on the board show as pending: what they would
-- count if the other side's rings were all down now. Only the side that clears banks it, so
-- a shot that drops the other side's rings takes from their count, and a forfeit that puts
-- theirs back near the centre adds to it.
local function show_counts(ruling, where)
  for team = 1, 2 do
    ruling.pending(team, (count_of(ruling, team, where)), "rings left would count")
  end
end

function game.make(spec)
  local made = { values = values }
  made.info = carroms.info_of({
    id = spec.id, book = spec.book, name = spec.name, summary = spec.summary, rules = spec.rules,
    board = "carrom-1901", players = spec.players or { 2, 3, 4 },
    target = spec.any_colour and false or 50,
    options = spec.rounds and { { key = "rounds", label = "Rounds", default = 1 } } or {},
  })

  function made.setup(config)
    local count = #config.seats
    local first = parlor.draw(config.seed, count)
    local pieces = rack(spec, count)
    local state
    if spec.individual then
      local seats, scores = {}, {}
      for seat = 1, count do
        seats[seat] = { name = config.seats[seat].name, team = seat, colour = "white" }
        scores[seat] = 0
      end
      state = { game = spec.id, seats = seats, pieces = pieces, scores = scores, turn = first, round = 1 }
    else
      state = carroms.match(spec.id, config, pieces, first, nil)
    end
    state.board = "carrom-1901"
    -- The memo carries the game's switches too: the rulings outside `make` read them there.
    state.memo = {
      target = parlor.option(config, "target", 50),
      rounds = parlor.option(config, "rounds", 1),
      breaker = first, walk = spec.walk, any_colour = spec.any_colour, individual = spec.individual,
      taken = empty_takings(#state.scores), placing = true,
      before = places(pieces),
    }
    return state
  end

  function made.prompt(state)
    local seat = state.turn
    local memo = state.memo
    local name = state.seats[seat].name
    if spec.walk then
      if memo.placing then
        -- The side the seat sits at first, the default place.
        local own = web.line_of(seat, #state.seats)
        local regions = {}
        for k = 1, 4 do regions[k] = web.strip((own + k - 2) % 4 + 1) end
        return { seat = seat, kind = { type = "shoot", piece = WALKING_SHOOTER, from = { type = "any_of", regions = regions } },
                 message = name .. ": place the shooter on or behind the straight line of any side and shoot." }
      end
      return { seat = seat, kind = { type = "shoot", piece = WALKING_SHOOTER, from = { type = "where_it_lies" } },
               message = name .. ": walk round and shoot the shooter from where it lies." }
    end
    local aim = memo.king_hunt and " at the King" or ""
    return { seat = seat, kind = { type = "shoot", piece = SHOOTER_BASE + seat, from = web.strip(web.line_of(seat, #state.seats)) },
             message = name .. ": place your shooter on or behind your straight line and shoot" .. aim .. "; rings in the Castle only off a cushion." }
  end

  -- A new round: the rack again, the opening passing to the left.
  local function new_round(ruling, said)
    local memo, state = ruling.memo, ruling.state
    memo.breaker = parlor.next_seat(memo.breaker, #state.seats)
    memo.taken = empty_takings(#state.scores)
    memo.king_hunt = nil
    memo.placing = true
    local pieces = rack(spec, #state.seats)
    ruling.end_round(memo.breaker, pieces)
    memo.before = places(pieces)
    ruling.say(said .. state.seats[memo.breaker].name .. " opens.")
  end

  function made.judge(state, action, report)
    local ruling = parlor.ruling(state)
    local memo, seat, team = ruling.memo, ruling.seat, ruling.team
    local say = ruling.say
    local shooter = report.shot
    if #state.seats == 3 and seat ~= 2 and not spec.individual then memo.last_partner = seat end
    memo.placing = false
    local shot = web.read_shot(report, shooter)
    local foul = foul_of(state, action, report, team, seat)
    if shot.lost then
      foul = (shot.lost == "pocketed") and "the shooter dropped into a pocket" or "the shooter left the board"
    end
    if not spec.walk or shot.lost then ruling.set(shooter, "hand") end
    if spec.walk and shot.lost then memo.placing = true end

    -- Where everything now lies, as the physics left it and as this ruling moves it.
    local where, occupied = {}, {}
    for _, piece in ipairs(state.pieces) do
      if ruling.status[piece.id] == "board" then occupied[#occupied + 1] = piece.position end
    end
    local taken = memo.taken

    -- Rings knocked off the board: the side's own into a pocket, the others back to the centre.
    for _, id in ipairs(shot.off) do
      if not memo.any_colour and parlor.piece(state, id).owner == team then
        ruling.set(id, "pocketed")
        say(ruling.name .. " knocked one of their own rings off the board: it goes into a pocket.")
      else
        put_back(ruling, id, where, occupied)
        say("A ring was knocked off the board: it goes back as near the centre as it fits.")
      end
    end

    local keeps_turn = false
    if foul then
      say("A foul: " .. foul .. ". " .. ruling.name .. "'s turn is over.")
      -- The forfeit: the King dropped goes back to the centre first; then the rings of the other
      -- side (any ring, without colours) dropped on the shot, and one already taken, as near
      -- the centre as they fit.
      if parlor.contains(shot.dropped, KING) then
        put_back(ruling, KING, where, occupied)
        say("The King dropped on a foul: he goes back to the centre and scores nothing.")
      end
      local back = 0
      for _, id in ipairs(shot.dropped) do
        if id ~= KING and target_of(state, id, team) then
          put_back(ruling, id, where, occupied)
          back = back + 1
        elseif id ~= KING then
          say(ruling.name .. " pocketed one of their own rings: it stays in the pocket, against them.")
        end
      end
      local owed = nil
      if memo.any_colour then
        owed = table.remove(taken[team])
      else
        for _, piece in ipairs(state.pieces) do
          if not owed and target_of(state, piece.id, team) and piece.status == "pocketed"
              and not parlor.contains(shot.dropped, piece.id) then
            owed = piece.id
          end
        end
      end
      if back > 0 then
        say(back == 1 and "The ring pocketed on the foul goes back as near the centre as it fits."
          or ("The " .. back .. " rings pocketed on the foul go back as near the centre as they fit."))
      end
      if owed then
        put_back(ruling, owed, where, occupied)
        if memo.any_colour then ruling.score(team, -1, "forfeited ring") end
        say("Forfeit: one of the rings " .. (memo.any_colour and (ruling.name .. " had pocketed") or "of the other side already in a pocket") .. " goes back as near the centre as it fits.")
      else
        say(memo.any_colour and ("Nothing pocketed before is held to forfeit.") or "No ring of the other side is in a pocket: nothing is owed.")
      end
    else
      local scored = 0
      for _, id in ipairs(shot.dropped) do
        if id == KING and not memo.any_colour then
          ruling.score(team, values.king, "King pocketed")
          say(ruling.name .. " pocketed the King: " .. parlor.signed(values.king) .. " at once.")
        elseif target_of(state, id, team) then
          scored = scored + 1
          if memo.any_colour then
            taken[team][#taken[team] + 1] = id
            ruling.score(team, 1, "ring pocketed")
          end
        else
          say(ruling.name .. " pocketed one of their own rings: it stays in the pocket, against them.")
        end
      end
      if scored > 0 then
        say(ruling.name .. " pocketed " .. (memo.any_colour and parlor.plural(scored, "ring") or (scored .. " of the other side's rings")) .. ".")
        keeps_turn = #shot.off == 0
      end
      if parlor.contains(shot.dropped, KING) and not memo.any_colour and ruling.reached(memo.target, team) then
        return ruling.finish()
      end
    end

    if keeps_turn then
      say(ruling.name .. " shoots again.")
    else
      if not foul and #shot.off == 0 then
        if memo.any_colour then
          say("No ring dropped: the turn passes.")
        elseif parlor.contains(shot.dropped, KING) then
          say("The King alone does not keep the turn: it passes.")
        else
          say("No ring of the other side dropped: the turn passes.")
        end
      end
      ruling.pass(next_seat(ruling))
    end

    if memo.any_colour then
      if rings_on_board(ruling) == 0 then
        say("Every ring is pocketed: round " .. state.round .. " is over.")
        if state.round >= memo.rounds then
          ruling.end_on_totals("The rings are all down")
        else
          new_round(ruling, "New round: the rings are grouped round the centre again and ")
        end
        return ruling.finish()
      end
      memo.before = places(state.pieces, ruling.status, where)
      return ruling.finish()
    end

    -- A colour cleared: the side whose opponents are all down counts its own rings once the
    -- King is down too; until then it shoots at the King.
    local left = { left_of(ruling, 1), left_of(ruling, 2) }
    local counting = nil
    if left[3 - team] == 0 then counting = team elseif left[team] == 0 then counting = 3 - team end
    memo.king_hunt = nil
    if counting and ruling.status[KING] == "board" then
      memo.king_hunt = counting
      local hunter = (team == counting) and seat or parlor.seats_of(state, counting)[1]
      ruling.pass(hunter)
      say("All the rings of " .. side_name(state, 3 - counting) .. " are down, but the King is still on the board: "
        .. state.seats[hunter].name .. " shoots at him until he drops.")
    elseif counting then
      local points, throne, castle, outside = count_of(ruling, counting, where)
      ruling.score(counting, points, "rings left in the count")
      say("All the rings of " .. side_name(state, 3 - counting) .. " are down. " .. (side_name(state, counting):gsub("^%l", string.upper))
        .. " count their own rings left: " .. throne .. " on the Throne, " .. castle .. " in the Castle and " .. outside
        .. " on or outside the double circle, " .. parlor.signed(points) .. ".")
      local totals = ruling.totals
      say("Round " .. state.round .. " is over: the Dukes " .. totals[1] .. ", the Earls " .. totals[2] .. ".")
      if ruling.reached(memo.target, counting) then return ruling.finish() end
      new_round(ruling, "New round: the King goes back on his Throne with his court round him, and ")
      return ruling.finish()
    end
    memo.before = places(state.pieces, ruling.status, where)
    show_counts(ruling, where)
    return ruling.finish()
  end

  return made
end

local RULES = [[
The King (the black ring) sits on his Throne, the spider's den at the centre, with the twelve red
Dukes and twelve green Earls mixed and grouped closely round him. The Castle is everything inside
the double circle; a ring touching the double circle is in the Castle. Two play red against
green; four play as two sides of partners sitting opposite; three play as two partners (sitting
opposite) against one, the lone player shooting after each of the partners in turn. A coin toss
(drawn from the match seed) decides who opens.

Every shot is taken with your own white shooter placed touching your straight line (the one
nearest your side) or outside it, towards your cushion; the shooter comes off after every shot.
You play to pocket the other side's rings, and keep shooting while each shot pockets at least
one of them. A ring outside the Castle may be shot at directly, by carom or off a cushion, and
may be driven into one of the other side's rings outside the Castle to pocket it. Rings in the
Castle may only be hit off one or more cushions, and only once every ring of the other side
outside the Castle is down. A ring of the other side that lies touching or beyond your own
straight line must be struck off a cushion too: neither your shooter nor a ring it drives
straight on may hit it directly. Moving the shooter at all counts as a shot.

The King is worth 10 at once to the side that pockets him; if that makes 50, the game ends there.
When one side's rings are all pocketed, the other side counts its own rings still on the board:
wholly on the Throne 10, in the Castle clear of the double circle 5, touching the double circle
or outside it 1. If the King is still on the board, the side that cleared shoots at him, shot
after shot, until he drops, and counts then. The first side to 50 points wins.

Fouls (your turn is over):
- Pocketing one of your own rings: it stays in the pocket, against you, and your turn ends
  unless the same shot pocketed one of the other side's.
- Your shooter dropping into a pocket or leaving the board, a direct hit on a ring in the
  Castle, playing into the Castle too soon, or a direct hit on a ring by your line: every ring
  of the other side pocketed on that shot, and one of theirs pocketed before, go back as near
  the centre as they fit without moving the others, the first on the Throne if it fits there.
  Nothing held, nothing owed. Every ring the shot moved stays where it stopped. A cushion or
  carom shot that touches a ring in the Castle by accident is no foul.
- A ring of your own knocked off the board goes into a pocket; one of the other side's goes back
  as near the centre as it fits. Either way your turn is over.
]]

local DECISIONS = [[
Parlor's decisions where the book is silent:
- Pocketing the King alone does not keep the turn: only the other side's rings do.
- The King dropped on a foul goes back to the centre and scores nothing.
- Playing into the Castle while a ring of the other side lies outside it (rule 9), and a direct
  hit on a ring by your own line (rule 16), are fouls paid like a direct hit on the Castle (the
  book names no penalty for them).
- "Direct" means the shooter touched the ring before it touched any cushion; which ring it
  touched first decides.
- When a side's own rings are all pocketed (by anyone), the other side is the one that counts.
- While the King is hunted, the player of the clearing side who cleared keeps every shot; a
  forfeit that puts a ring of the other side back ends the hunt, and play goes on as before.
- The opening shot passes to the left from round to round. The ring put back first is placed
  nearest the centre, so it lies on the Throne whenever there is room there.
]]

-- The decision of the games that count the rings left (not of the any-colour variation, which
-- counts none).
local HELD = [[
- While a round goes on, each side's rings on the board show beside its score as pending: what
  they would count now if the other side's rings were all down. Only the side that clears
  banks its count.
]]

local crown = game.make({
  id = "crown-castle-1901", book = "1901 book", name = "Crown Castle (1901)",
  summary = "Pocket the other side's rings round the King's Castle, off a cushion inside it; the King is 10 and 50 wins.",
  rules = RULES .. "\n" .. DECISIONS .. HELD,
})
-- What the games built over this one take from it.
crown.make, crown.RULES, crown.DECISIONS, crown.HELD = game.make, RULES, DECISIONS, HELD
return crown
