-- Ring Post Crokinole by the 1901 book: a ring over each of the eight posts, and white shooters
-- that knock the other side's rings off the posts and into the ditch.
--
-- Catalogue id: ring-post-crokinole-1901. Two players, or four in two teams of partners sitting
-- opposite. Also the module Ring Out (ring-out.lua) is built over: `game.make(spec)` makes a
-- game of the same play with its own count and its own rules where the books differ.

local field = require("field")        -- the crokinole field, shared in this pack

local COLOURS = { "red", "green" }
local RINGS = 4                          -- each colour: red 1-4, green 5-8
local SHOOTER_BASE = 20                  -- seat N's white shooter is 20 + N

local function side_of(id) return (id <= RINGS) and 1 or 2 end

-- The rings over the posts, colours alternating: red on the odd posts, green on the even ones.
local function layout(seats)
  local pieces = {}
  for post = 1, 2 * RINGS do
    local side = 2 - post % 2
    local id = (side == 1) and (post + 1) // 2 or RINGS + post // 2
    local centre = parlor.post(post).centre
    pieces[#pieces + 1] = { id = id, kind = "ring", colour = COLOURS[side], owner = nil,
                            position = { x = centre.x, y = centre.y }, status = "board" }
  end
  table.sort(pieces, function(a, b) return a.id < b.id end)
  field.add_shooters(pieces, seats, SHOOTER_BASE)
  return pieces
end

-- Whether `piece` (as the table shows it after the shot) sits over a post.
local function on_post(piece)
  return piece.status == "board" and type(parlor.seat_of(piece)) == "number"
end

-- The rings of `side` that lay loose on the field when the shot was taken: not over a post
-- (the one in the hole is loose), whether they rest on the field now or left it on this shot.
-- `unposted` holds the rings this shot knocked off their posts.
local function loose_at_the_shot(state, report, side, unposted)
  local loose = {}
  for _, piece in ipairs(state.pieces) do
    if piece.kind == "ring" and side_of(piece.id) == side and not unposted[piece.id] then
      local gone_now = parlor.happened(report, "ditched", piece.id) or parlor.happened(report, "off_board", piece.id)
        or parlor.happened(report, "holed", piece.id)
      if (piece.status == "board" and not on_post(piece)) or gone_now then loose[piece.id] = true end
    end
  end
  return loose
end

-- The first ring the shooter touched on this shot, or nil.
local function first_touched(report, shooter)
  for _, event in ipairs(parlor.events(report, "contact")) do
    if event.a == shooter then return event.b end
    if event.b == shooter then return event.a end
  end
  return nil
end

-- The lowest-numbered post holding no ring.
local function empty_post(state)
  for post = 1, #board.posts do
    if #parlor.stack(state, post) == 0 then return post end
  end
  return nil
end

-- A game of rings on the posts. `spec` holds the game's `id`, `name`, `summary`, `rules`,
-- `values` (its own values beside `post` and `hole`, with their defaults), `count(piece, values)`
-- (what a ring of the surviving side left on the field counts at the end of the round, given it
-- is not over a post), `out(rest)` (whether a ring resting on the board as `rest` says is out, as
-- if in the ditch), `own_off_ends_turn` (knocking a ring of your own off a post ends the turn)
-- and `repost_forfeit` (a shooter off the board reposts a ditched ring of the other side).
local function make(spec)
  local game = field.game({
    id = spec.id, book = spec.book, name = spec.name,
    target = 100,
    players = { 2, 4 },
    summary = spec.summary,
    rules = spec.rules,
  })
  -- The count, as data a house rule changes (`values = { post = 30 }`): `post` and `hole`, and
  -- what `spec.values` adds for the rings left in the circles. Each game made here has its own.
  local values = {
    post = 20,     -- at the close, each ring of the surviving side still over a post
    hole = 10,     -- a ring driven into the hole, at once for the side of its colour
  }
  for name, value in pairs(spec.values) do values[name] = parlor.copy(value) end
  game.values = values

  function game.setup(config)
    local count = #config.seats
    local first = parlor.draw(config.seed, count)
    return field.match(spec.id, config, COLOURS, layout(count), first,
      { target = parlor.option(config, "target", 100), opener = first })
  end

  function game.prompt(state)
    local seat = state.turn
    local seats = #state.seats
    local side = field.team_of(seat, seats)
    return {
      seat = seat,
      kind = { type = "shoot", piece = SHOOTER_BASE + seat,
               from = field.section_line(seat, seats, board.pieces.shooter.radius) },
      message = state.seats[seat].name .. " (" .. COLOURS[side] .. "): from the outer line in your section, knock a "
        .. COLOURS[3 - side] .. " ring off its post and into the ditch (loose " .. COLOURS[3 - side] .. " rings first).",
    }
  end

  local function won_by(side)
    return COLOURS[side]:gsub("^%l", string.upper) .. " reach the target and win."
  end

  -- The round closes once a side has no ring left on the field: the other side counts its own.
  local function rule_round_end(ruling)
    local left = field.rings_on_board(ruling, RINGS)
    if left[1] > 0 and left[2] > 0 then return false end
    local survivor = (left[1] > 0) and 1 or ((left[2] > 0) and 2 or nil)
    if survivor then
      local count = 0
      for _, piece in ipairs(ruling.state.pieces) do
        if piece.kind == "ring" and side_of(piece.id) == survivor and ruling.status[piece.id] == "board" then
          count = count + (on_post(piece) and values.post or spec.count(piece, values))
        end
      end
      ruling.score(survivor, count, "rings left on the field")
      ruling.say("Every " .. COLOURS[3 - survivor] .. " ring is in the ditch: " .. COLOURS[survivor] .. "'s rings left on the field count " .. count .. ".")
    end
    field.close_round(ruling, {
      won = won_by,
      pieces = function() return layout(#ruling.state.seats) end,
      opening = function(name) return "New round: a ring goes back over every post, and " .. name .. " starts." end,
    })
    return true
  end

  function game.judge(state, action, report)
    local ruling = parlor.ruling(state)
    local seat, name = ruling.seat, ruling.name
    local side = field.team_of(seat, #state.seats)
    local other = 3 - side
    local shooter = parlor.piece(state, SHOOTER_BASE + seat)

    local unposted = {}
    for _, event in ipairs(parlor.events(report, "unposted")) do unposted[event.piece] = event.post end

    -- Loose rings of the other side first: while one lay on the field, the shooter must touch
    -- one of them before anything else, or the shot is void.
    local loose = loose_at_the_shot(state, report, other, unposted)
    local void, put_back = false, {}
    if next(loose) then
      local touched = first_touched(report, shooter.id)
      if not (touched and loose[touched]) then
        void = true
        ruling.say(name .. " did not go first for a loose " .. COLOURS[other] .. " ring: the shot is void and the turn passes.")
        for _, event in ipairs(parlor.events(report, "unposted")) do
          ruling.post(event.piece, event.post)
          ruling.say("The " .. parlor.piece(state, event.piece).colour .. " ring goes back over post " .. event.post .. ".")
          put_back[event.piece] = true
          unposted[event.piece] = nil
        end
      end
    end

    -- What the shot did to the rings (those put back over their posts aside).
    local ditched, holed, own_off = { 0, 0 }, false, false
    local left_field = field.left_field(report)
    for _, piece in ipairs(state.pieces) do
      if piece.kind == "ring" and not put_back[piece.id] then
        local ring_side = side_of(piece.id)
        local rest = parlor.rest(report, piece.id)
        if ruling.status[piece.id] == "holed" then
          -- A ring driven into the hole stays there for the other side to clear out.
          ruling.score(ring_side, values.hole, "ring in the hole")
          ruling.post(piece.id, "hole")
          ruling.say("A " .. piece.colour .. " ring drops into the hole: " .. values.hole .. " for " .. COLOURS[ring_side]
            .. ". It stays there, and " .. name .. "'s turn is over.")
          holed = true
        elseif left_field[piece.id] or (rest and not on_post(piece) and spec.out(rest)) then
          if ruling.status[piece.id] ~= "ditch" then ruling.set(piece.id, "ditch") end
          ditched[ring_side] = ditched[ring_side] + 1
        end
        if unposted[piece.id] and ring_side == side and ruling.status[piece.id] == "board" then own_off = true end
      end
    end
    if ditched[other] > 0 then ruling.say(name .. " ditches " .. parlor.plural(ditched[other], COLOURS[other] .. " ring") .. ".") end
    if ditched[side] > 0 then ruling.say(name .. " sends " .. parlor.plural(ditched[side], COLOURS[side] .. " ring") .. " of their own side into the ditch.") end
    if own_off then ruling.say("A " .. COLOURS[side] .. " ring knocked off its own post stays where it lies.") end

    -- The shooter comes back to hand; into the hole it loses the turn, off the board it owes a
    -- ring back over a post where the game says so.
    local lost_shooter = shooter.status
    ruling.set(shooter.id, "hand")
    local turn_lost = void or holed
    if lost_shooter == "holed" then
      ruling.say(name .. "'s shooter went into the hole: the turn is lost.")
      turn_lost = true
    elseif lost_shooter == "off" then
      turn_lost = true
      if spec.repost_forfeit then
        local post = empty_post(ruling.state)
        local owed = false
        for _, piece in ipairs(state.pieces) do
          if not owed and piece.kind == "ring" and side_of(piece.id) == other and ruling.status[piece.id] == "ditch" and post then
            ruling.post(piece.id, post)
            ruling.say(name .. "'s shooter flew off the board: a " .. COLOURS[other] .. " ring goes back over post " .. post .. ".")
            owed = true
          end
        end
        if not owed then ruling.say(name .. "'s shooter flew off the board; no " .. COLOURS[other] .. " ring is in the ditch, so nothing is owed.") end
      else
        ruling.say(name .. "'s shooter flew off the board: the turn is over.")
      end
    end

    if rule_round_end(ruling) or field.won(ruling, ruling.memo.target, won_by) then return ruling.finish() end
    if own_off and spec.own_off_ends_turn and not turn_lost then
      ruling.say("Knocking off your own ring ends the turn.")
      turn_lost = true
    end
    return field.go_on(ruling, turn_lost, ditched[other] > 0,
      name .. " ditched no " .. COLOURS[other] .. " ring: the turn passes.")
  end

  return game
end

local RULES = [[
A ring is put over each of the eight posts, red and green alternating: red on posts 1, 3, 5 and
7, green on 2, 4, 6 and 8. Two play singly, or four as two teams, partners sitting opposite and
sharing a colour; each player has a white shooter. A coin toss (drawn from the match seed)
decides who starts; turns go to the left.

Every shot is taken with your shooter placed on the outer circle line inside your own section.
Knock the other side's rings off their posts: a ring knocked off that goes into the ditch or off
the board earns you another shot; one that stops on the field ends your turn. While any of the
other side's rings lies loose on the field (the hole included), you must ditch those before
shooting at a ring over a post. A ring of your own knocked off a post stays where it stops.

A ring (other than a shooter) driven into the centre hole scores 10 at once for the side of its
colour, and stays there: the other side must knock it out and ditch it before shooting at a ring
over a post. The player who put it there loses the turn. A shooter that goes into the hole loses
the turn, with no forfeit. A shooter that flies off the board loses the turn and puts one of the
other side's ditched rings back over a post (nothing is owed if none is ditched).

When every ring of one side is in the ditch, the round closes and the other side counts its own
rings left on the field: 20 for each over a post, 10 for each inside the inner circle and not
touching it (the hole included), and 5 for each anywhere else on the field. The first side to
100 points wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- The shooting place is not restated: as in the 1901 Crokinole, the shooter is placed on the
  outer circle line in your own section.
- "Ditch the loose rings first": while a ring of the other side lies loose on the field or in the
  hole when you shoot, the first ring your shooter touches must be one of them. A shot that goes
  first for anything else is void: every ring it knocked off a post goes back over that post, and
  the turn passes. What else it moved stays where it lies.
- Another shot is earned when the shot puts at least one ring of the other side into the ditch
  or off the board (a loose one or one knocked off a post), unless a ring went into the hole or
  the shooter was lost. A ring off the board goes to the ditch.
- Knocking a ring of your own off a post does not by itself end the turn; a ring of your own you
  ditch counts toward your own side being ditched.
- A ring driven into the hole stays there as a ring on the field: it can be knocked out, and
  counts 10 again at the close of the round if its side survives with it still there.
- A ring put back over a post for a shooter off the board goes on the lowest-numbered empty post.
- A shooter that goes into the ditch (not off the board) is no foul: it comes back to hand.
- The next round starts with the side that did not start the last one. If both sides pass the
  target in the same count, the higher total wins; level totals play another round.]]

local game = make({
  id = "ring-post-crokinole-1901", book = "1901 book", name = "Ring Post Crokinole",
  summary = "A ring over each post: knock the other side's off into the ditch; 20 a ring still on its post at the end.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
  values = {
    inner = 10,    -- at the close, each ring of the surviving side wholly inside the inner circle
                   -- (the hole included)
    field = 5,     -- each anywhere else on the field
  },
  count = function(piece, values) return (field.zone_of(piece) == "15") and values.inner or values.field end,
  out = function() return false end,
  own_off_ends_turn = false,
  repost_forfeit = true,
})
game.make = make

return game
