-- Double Entry Posting, from the 100-games book: two rings stacked over each of the four pegs in
-- your half, and your shooter knocks the top rings off the other player's pegs, 10 a ring.
--
-- Catalogue id: double-entry-posting. Also the module Single Entry Posting
-- (single-entry-posting.lua) is built over: `game.make(spec)` makes a game of the same play with
-- its own layout, count and ditch.

local field = require("field")        -- the crokinole field, shared in this pack

local COLOURS = { "red", "green" }
local SHOOTER_BASE = 20                  -- seat N's white shooter is 20 + N
-- The pegs in each player's half: seat 1 sits at the bottom (pegs below the centre), seat 2 at
-- the top. From the player's seat, left to right.
local HALF = { { 7, 8, 1, 2 }, { 3, 4, 5, 6 } }

-- The starting line across `seat`'s half of the board, as a region for the shooter.
local function half_line(seat)
  local line = field.circle("outer")
  local radius = board.pieces.shooter.radius
  local middle = field.seat_angle(seat, 2)
  return { type = "arc", inner = line - radius, outer = line + radius,
           from = middle - math.pi / 2, to = middle + math.pi / 2 }
end

-- The pieces: for each side, `stacks[k]` rings on the k-th peg of its half (`HALF`, from the
-- player's left), numbered from 1, bottom rings before the rings on them; then the shooters.
local function lay_out(stacks)
  local pieces = {}
  local home = {}
  for level = 1, 2 do
    for side = 1, 2 do
      for k, post in ipairs(HALF[side]) do
        if stacks[k] >= level then
          local id = #pieces + 1
          local centre = parlor.post(post).centre
          pieces[id] = { id = id, kind = "ring", colour = COLOURS[side], owner = side,
                         position = { x = centre.x, y = centre.y }, status = "board" }
          home[id] = post
        end
      end
    end
  end
  field.add_shooters(pieces, 2, SHOOTER_BASE)
  return pieces, home
end

-- The rings this shot knocked off posts, in order, each with its post and whether it was the top
-- of a stack when it left: another ring was under it (one still on the post, or knocked off the
-- same post after it).
local function knocked_off(state, report)
  local events = parlor.events(report, "unposted")
  local off = {}
  for index, event in ipairs(events) do
    local over_another = #parlor.stack(state, event.post) > 0
    for later = index + 1, #events do
      if events[later].post == event.post then over_another = true end
    end
    off[#off + 1] = { piece = event.piece, post = event.post, top = over_another }
  end
  return off
end

-- Whether ring `piece`, after the shot (as `rest` says, or gone), is in the "ditch": the book's
-- area outside the outer circle, on its line, off the raised field or off the board. A ring in
-- the hole is out of the circles too.
local function in_ditch(piece, rest)
  if piece.status ~= "board" then return true end
  return rest ~= nil and rest.zone == nil and parlor.seat_of(piece) == nil
end

-- A game of stacks on the pegs. `spec` holds `id`, `name`, `summary`, `rules`, `stacks` (how many
-- rings start on each peg of a half, from the player's left), `top` (what knocking a top ring of
-- the other side off scores) and `lower` (a lower or single ring; nil when a lower ring may not
-- be knocked off), the defaults of its values, and `back(ring, home, rings_on)` (the peg a ring
-- that reached the ditch goes back on, or nil to leave it there; `home` is the peg it started
-- on, `rings_on(peg)` how many rings a peg holds now).
local function make(spec)
  local game = field.game({
    id = spec.id, book = spec.book, name = spec.name,
    target = 500,
    summary = spec.summary,
    rules = spec.rules,
  })
  -- The count, as data a house rule changes (`values = { top = 20 }`). Each game made here has
  -- its own.
  local values = {
    top = spec.top,       -- a top ring of the other player's knocked off its peg
    lower = spec.lower,   -- a lower or single ring of theirs knocked off (only where allowed)
    forfeit = 5,          -- taken off for knocking one of your own top rings off
  }
  game.values = values

  -- What knocking off a ring of the other side scores, top of a stack or not; nil when a lower
  -- ring may not be knocked off.
  local function points(top)
    if top then return values.top end
    return values.lower
  end

  function game.setup(config)
    local first = parlor.draw(config.seed, 2)
    local pieces, home = lay_out(spec.stacks)
    local homes = {}
    for id, post in pairs(home) do homes[tostring(id)] = post end
    return field.match(spec.id, config, COLOURS, pieces, first,
      { target = parlor.option(config, "target", 500), home = homes })
  end

  function game.prompt(state)
    local seat = state.turn
    return {
      seat = seat,
      kind = { type = "shoot", piece = SHOOTER_BASE + seat, from = half_line(seat) },
      message = state.seats[seat].name .. " (" .. COLOURS[seat] .. "): from the outer line on your half, knock a "
        .. COLOURS[3 - seat] .. " ring off its peg, or drive a loose one into the ditch.",
    }
  end

  local function won_by(side)
    return COLOURS[side]:gsub("^%l", string.upper) .. " reach " .. "the target and win."
  end

  function game.judge(state, action, report)
    local ruling = parlor.ruling(state)
    local seat, name = ruling.seat, ruling.name
    local other = 3 - seat
    local home = function(id) return ruling.memo.home[tostring(id)] end
    local success, turn_over, handled = false, false, {}
    -- Rings a peg holds now: those on it after the shot, and those this ruling puts back.
    local put_back = {}
    local function rings_on(post) return #parlor.stack(state, post) + (put_back[post] or 0) end
    local function put_on(id, post)
      ruling.post(id, post)
      put_back[post] = (put_back[post] or 0) + 1
      handled[id] = true
    end

    for _, off in ipairs(knocked_off(state, report)) do
      local ring = parlor.piece(state, off.piece)
      local side = ring.owner
      if side == seat then
        -- Your own ring: straight back on its peg, the turn over; a top ring costs
        -- `values.forfeit`.
        put_on(ring.id, off.post)
        turn_over = true
        if off.top then
          ruling.score(seat, -values.forfeit, "own top ring knocked off")
          ruling.say(name .. " knocked a " .. ring.colour .. " top ring of their own off peg " .. off.post .. ": it goes back, " .. parlor.signed(-values.forfeit) .. ", and the turn is over.")
        else
          ruling.say(name .. " knocked a " .. ring.colour .. " ring of their own off peg " .. off.post .. ": it goes back, and the turn is over.")
        end
      else
        local scored = points(off.top)
        if scored then
          ruling.score(seat, scored, off.top and "top ring knocked off" or "ring knocked off")
          ruling.say(name .. " knocks a " .. ring.colour .. (off.top and " top ring" or " ring") .. " off peg " .. off.post .. ": " .. scored .. ".")
          success = true
        else
          put_on(ring.id, off.post)
          turn_over = true
          ruling.say(name .. " knocked a " .. ring.colour .. " bottom ring off peg " .. off.post .. ": it goes straight back, and the turn is over.")
        end
      end
    end

    -- Rings that reached the ditch go back as the game says; driving one of the other side's
    -- there is a success.
    for _, piece in ipairs(state.pieces) do
      if piece.kind == "ring" and not handled[piece.id] and in_ditch(piece, parlor.rest(report, piece.id)) then
        local was_loose_or_off = piece.status ~= "ditch" or parlor.happened(report, "ditched", piece.id)
        if was_loose_or_off then
          if piece.owner == other then success = true end
          local post = spec.back(piece, home(piece.id), rings_on)
          if post then
            put_on(piece.id, post)
            ruling.say("A " .. piece.colour .. " ring reaches the ditch: it goes back on peg " .. post .. ".")
          else
            if piece.status ~= "ditch" then ruling.set(piece.id, "ditch") end
            ruling.say("A " .. piece.colour .. " ring reaches the ditch, and stays there.")
          end
        end
      end
    end

    ruling.set(SHOOTER_BASE + seat, "hand")
    if field.won(ruling, ruling.memo.target, won_by) then return ruling.finish() end
    return field.go_on(ruling, turn_over, success,
      name .. " knocked no " .. COLOURS[other] .. " ring off and ditched none: the turn passes.")
  end

  return game
end

local RULES = [[
Each player puts two rings of a colour, one on the other, over each of the four pegs in their own
half of the board: red in seat 1's half (the bottom), green in seat 2's. A coin toss (drawn from
the match seed) decides who starts. Every shot is taken with your white shooting ring placed
anywhere on the outer circle line on your own half.

Knock the other player's top rings off their pegs: each one knocked off scores 10, and you shoot
again. A ring knocked off goes back on its peg only once it is in the "ditch", which here is the
whole board outside the outer circle: one that stops inside the circles stays there, and you may
shoot to drive it into the ditch (so that it goes back on its peg, and you shoot again) or go
for another top ring. Your turn ends, and your shooter is picked up, when a shot neither knocks
a top ring of the other player off nor drives one of their rings into the ditch.

A bottom ring knocked off a peg is put straight back, and the turn ends. Knocking off one of your
own top rings puts it straight back, ends the turn and costs you 5 points. The first to 500
points wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- The book lists eight red rings; the game needs eight of each colour, red and green.
- A ring goes back on the peg it came from, over the bottom ring there.
- A ring resting on the outer circle's line, beyond it, off the raised field, off the board or in
  the centre hole is in the ditch. A ring knocked off that flies straight into the ditch is back
  on its peg at once, and still scores its 10.
- The physics decides which ring a blow knocks off: a blow reaches the top ring first, so a bottom
  ring comes off only when a blow reaches it after its top ring has gone.
- A shot that knocks off a top ring and also a bottom ring, or one of your own, scores the top
  ring and still ends the turn.
- Scores can fall below nothing by the 5-point forfeits.
- The shooter is picked up after every shot, wherever it went; it is no foul.]]

local game = make({
  id = "double-entry-posting", book = "100 games book", name = "Double Entry Posting",
  summary = "Two rings on each of your four pegs: knock the other player's top rings off, 10 each; 500 wins.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
  stacks = { 2, 2, 2, 2 },
  top = 10,
  back = function(_, home) return home end,
})
game.make = make
game.HALF = HALF

return game
