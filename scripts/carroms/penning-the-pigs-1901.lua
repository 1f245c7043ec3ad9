-- Penning the Pigs by the 1901 book, on the Spider and Flies face: two players shoot from the
-- marked points of the web's outer circle to drive the pigs (rings) into their own pens, the two
-- pockets across the board; green 1, red 3, the black 5, counted once every pig is penned.
--
-- Catalogue id: penning-the-pigs-1901. The book's diagram of the marked points is lost, so
-- Parlor places them on the web's own geometry (see POINTS below and the rules text). The
-- face's geometry is the `web` module's.

local web = require("web")

local BLACK = 1
local REDS = { 2, 3 }
local GREENS = { 4, 5, 6, 7 }
local SHOOTERS = { 8, 9 }
local PENS = { { 3, 4 }, { 1, 2 } }        -- seat 1 sits at rail 1 and pens across the board
local VALUE_OF = { green = 1, red = 3, black = 5 }
local COLOUR_OF = { [BLACK] = "black", [2] = "red", [3] = "red", [4] = "green", [5] = "green", [6] = "green", [7] = "green" }

-- The marked points, as angles (degrees) on the web's outer circle. The spokes meet that circle
-- at every 45 degrees: each player's two shooting points S are the ends of the diagonal spokes on
-- his side, the two red spots R the ends of the spokes across the board (left and right, as far
-- from one player as the other), and the greens stand 22.5 degrees either side of the red spots
-- (the G points) or, by the option, halfway between a red spot's spoke and a shooting point's on
-- the side spokes' far sides (the X points).
local POINTS = {
  shooting = { { 225, 315 }, { 45, 135 } },
  red = { 0, 180 },
  g = { 22.5, -22.5, 157.5, 202.5 },
  x = { 67.5, 112.5, 247.5, 292.5 },
}

local RULES = [[
Two players sit opposite. The pigs are four green rings (1 each), two red (3 each) and the black
(5). The black stands exactly on the centre of the spider's den, the reds on their two spots and
the greens on theirs, all on the web's outer circle. The two pockets across the board from you
are your pens. A coin toss (drawn from the match seed) decides who opens.

Every shot is taken with your white shooter set squarely on one of your two shooting points on
the outer circle; direct, carom and bank shots are all allowed. Moving the shooter at all counts
as a shot. The first shot of a round, and of every turn, must be at a green while one is on the
board. When a shot puts any pig in your own pens you shoot again, and may now name a red to shoot
at (a click on it) or keep to the greens. A red you name must go into one of your own pens, or
your turn ends (other pigs penned on that shot stay where they went, with no forfeit); after any
shot at a red your next shot must be at a green again, while one remains. Driving a green into a
red is fair, and either penned earns another shot. A pig put in your opponent's pens stays there
and ends your turn, unless the same shot also put one in your own.

The black may not be shot at directly until every other pig is penned; other pigs may be driven
into it, and your shooter may carom on to it after first hitting the right pig. Until then,
whenever the black is knocked off the centre and not penned, or penned by a direct hit, it goes
straight back to the centre (a pig on the centre is moved to your side first). Once it is the
last pig it is played where it lies; if a forfeit puts pigs back first, it returns to the
centre until they are penned again. Shot off the board, it goes back to the centre.

Fouls and forfeits:
- Shooter off the board or into any pen: your turn ends, and you forfeit every pig you put into
  your own pens on that shot and one more from your pens, the one that counts least. Greens and
  the black go back on your side of the board, reds on a red spot. With nothing in your pens you
  owe nothing more.
- Hitting a pig of the wrong colour first: any pig that shot put in your own pens goes back the
  same way, one put in your opponent's stays, and your turn ends.
- A pig shot off the board goes back on your side of the board; a pig stopping on any shooting
  point is moved to your side of the board too.

When every pig is penned the round is over and each player scores the pigs in his own pens. The
first to 50 points wins; the opening passes to the other player each round.
]]

local DECISIONS = [[
Parlor's decisions where the book is silent (its diagram is lost):
- The marked points are placed on the web's outer circle by its spokes, which meet it every 45
  degrees: your shooting points are the ends of the two diagonal spokes on your side; the red
  spots the ends of the spokes to the left and right; the greens (four of them, G) 22.5 degrees
  either side of the red spots. The option "Greens on the X points" stands them instead 22.5
  degrees either side of the spokes towards the players.
- "Your side of the board" is as near as it fits to the point on your own spoke halfway out to
  the outer circle; a red forfeited goes on the first free red spot.
- The pig you shoot at is named only when there is a choice: the first shot of a turn, and the
  shot after one at a red, is at any green; the black, once alone, needs no naming.
- "Wrong colour" means the shooter's first touch was a pig of another colour than the one shot
  at; a direct hit on the black while others remain is one.
- A pig covering a shooting point (so that a shooter there would touch it) is "on" it.
]]

local game = {}

game.values = { green = 1, red = 3, black = 5 }
local values = game.values

game.info = {
  id = "penning-the-pigs-1901", book = "1901 book", name = "Penning the Pigs",
  family = "carrom-pocket", board = "carrom-1901", players = { 2 },
  summary = "From the marked points of the web, drive the pigs into your own pens: green 1, red 3, black 5; 50 wins.",
  rules = RULES .. "\n" .. DECISIONS,
  options = {
    { key = "target", label = "Play to (points)", default = 50 },
    { key = "greens_at_x", label = "Greens on the X points", default = false },
  },
}

local function on_circle(degrees)
  local radius = parlor.circle("field").radius
  return { x = radius * math.cos(math.rad(degrees)), y = radius * math.sin(math.rad(degrees)) }
end

-- Where seat `seat`'s forfeits and respotted pigs go: halfway out along his own spoke.
local function own_side(seat)
  return { x = 0, y = (seat == 1 and -1 or 1) * parlor.circle("field").radius / 2 }
end

local function layout(greens_at_x)
  local pieces = {
    { id = BLACK, kind = "ring", colour = "black", position = { x = 0, y = 0 }, status = "board" },
  }
  for k, id in ipairs(REDS) do
    pieces[#pieces + 1] = { id = id, kind = "ring", colour = "red", position = on_circle(POINTS.red[k]), status = "board" }
  end
  local spots = greens_at_x and POINTS.x or POINTS.g
  for k, id in ipairs(GREENS) do
    pieces[#pieces + 1] = { id = id, kind = "ring", colour = "green", position = on_circle(spots[k]), status = "board" }
  end
  for seat, id in ipairs(SHOOTERS) do
    pieces[#pieces + 1] = { id = id, kind = "shooter", colour = "white", owner = seat, position = { x = 0, y = 0 }, status = "hand" }
  end
  return pieces
end

function game.setup(config)
  local first = parlor.draw(config.seed, 2)
  local seats = {}
  for seat = 1, 2 do seats[seat] = { name = config.seats[seat].name, team = seat, colour = "white" } end
  local greens_at_x = parlor.option(config, "greens_at_x", false)
  return {
    game = game.info.id, board = "carrom-1901", seats = seats, pieces = layout(greens_at_x),
    scores = { 0, 0 }, turn = first, round = 1,
    memo = { target = parlor.option(config, "target", 50), greens_at_x = greens_at_x, opener = first, must_green = true },
  }
end

-- The pigs of `ids` on the board, counting those that `gone` (by id) says left it on the shot
-- being judged.
local function on_board(state, ids, gone)
  local list = {}
  for _, id in ipairs(ids) do
    if parlor.piece(state, id).status == "board" or (gone and gone[id]) then list[#list + 1] = id end
  end
  return list
end

-- What the next shot must be at (or, given `gone`, what the shot being judged had to be at):
-- "green", "choice" (a green or a named red), or "black".
local function aim(state, gone)
  local greens, reds = on_board(state, GREENS, gone), on_board(state, REDS, gone)
  if #greens == 0 and #reds == 0 then return "black" end
  if (state.memo.must_green and #greens > 0) or #reds == 0 then return "green" end
  return "choice"
end

function game.prompt(state)
  local seat = state.turn
  local places = {}
  for k, degrees in ipairs(POINTS.shooting[seat]) do
    local point = on_circle(degrees)
    places[k] = { type = "segment", a = point, b = point, tolerance = 0 }
  end
  local kind = { type = "shoot", piece = SHOOTERS[seat], from = { type = "any_of", regions = places } }
  local name = state.seats[seat].name
  local message
  local wanted = aim(state)
  if wanted == "choice" then
    local nameable = on_board(state, GREENS)
    for _, id in ipairs(on_board(state, REDS)) do nameable[#nameable + 1] = id end
    kind.call = { pieces = nameable, pocket = false }
    message = name .. ": name the pig you shoot at (a green, or a red you must pen), then shoot from one of your points."
  elseif wanted == "green" then
    message = name .. ": shoot at a green from one of your points."
  else
    message = name .. ": only the black is left; shoot at it where it lies."
  end
  return { seat = seat, kind = kind, message = message }
end

-- The ruling --------------------------------------------------------------------------------

local function value(id) return values[COLOUR_OF[id]] end

local function pen_owner(pocket)
  for seat, pens in ipairs(PENS) do
    if parlor.contains(pens, pocket) then return seat end
  end
  return nil
end

-- Puts pig `id` back for `seat`: a red on the first free red spot, any other on his side.
local function put_back(ruling, id, seat)
  if COLOUR_OF[id] == "red" then
    for _, degrees in ipairs(POINTS.red) do
      local spot = on_circle(degrees)
      local free = true
      for _, piece in ipairs(ruling.state.pieces) do
        if ruling.status[piece.id] == "board" and piece.id ~= id and parlor.distance(piece.position, spot) < 2 * web.radius() then
          free = false
        end
      end
      if free then
        ruling.edit({ op = "place", piece = id, at = spot })
        return
      end
    end
  end
  ruling.respot(id, own_side(seat))
end

function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local memo, seat = ruling.memo, ruling.seat
  local say = ruling.say
  local shooter = SHOOTERS[seat]
  local shot = web.read_shot(report, shooter)
  local wanted = aim(state, shot.gone)
  local named = (wanted == "choice" and action.call and action.call.piece) or nil
  local target_colour = named and COLOUR_OF[named] or wanted
  if target_colour == "choice" then target_colour = "green" end

  -- The pigs penned, by whose pen; what left the board; the shooter lost; the first touch.
  local penned_own, penned_theirs, off = {}, {}, shot.off
  for _, id in ipairs(shot.dropped) do
    if pen_owner(shot.pocket_of[id]) == seat then
      penned_own[#penned_own + 1] = id
    else
      penned_theirs[#penned_theirs + 1] = id
    end
  end
  local lost = shot.lost and ((shot.lost == "pocketed") and "went into a pen" or "left the board")
  local first = web.touches(report, shooter)[1]
  local wrong = first ~= nil and COLOUR_OF[first] ~= nil and COLOUR_OF[first] ~= target_colour
  ruling.set(shooter, "hand")

  for _, id in ipairs(penned_own) do say("The " .. COLOUR_OF[id] .. " pig goes into " .. ruling.name .. "'s pen.") end
  for _, id in ipairs(penned_theirs) do say("The " .. COLOUR_OF[id] .. " pig goes into the opponent's pen, and stays there.") end

  local keeps = false
  if lost then
    say("A foul: the shooter " .. lost .. ". " .. ruling.name .. "'s turn is over.")
    local forfeits = parlor.copy(penned_own)
    -- One more: the pig counting least among those already in his pens.
    local extra = nil
    for _, piece in ipairs(state.pieces) do
      if piece.status == "pocketed" and pen_owner(piece.pocket) == seat and COLOUR_OF[piece.id]
          and not parlor.contains(penned_own, piece.id) and (not extra or value(piece.id) < value(extra)) then
        extra = piece.id
      end
    end
    if extra then forfeits[#forfeits + 1] = extra end
    for _, id in ipairs(forfeits) do put_back(ruling, id, seat) end
    if #forfeits > 0 then
      say("Forfeit: " .. parlor.plural(#forfeits, "pig") .. " from " .. ruling.name .. "'s pens " .. parlor.verb(#forfeits, "goes", "go") .. " back on the board.")
    else
      say(ruling.name .. " has no pig penned: nothing is owed.")
    end
  elseif wrong then
    say("The shooter hit a " .. COLOUR_OF[first] .. " pig first, not a " .. target_colour .. ": " .. ruling.name .. "'s turn is over.")
    for _, id in ipairs(penned_own) do put_back(ruling, id, seat) end
    if #penned_own > 0 then say("What it put in " .. ruling.name .. "'s own pens goes back on the board.") end
  elseif named and COLOUR_OF[named] == "red" and not parlor.contains(penned_own, named) then
    say("The red named did not go into " .. ruling.name .. "'s pens: the turn is over.")
  elseif #penned_own > 0 then
    keeps = true
    say(ruling.name .. " shoots again.")
  elseif #penned_theirs > 0 then
    say("Only the opponent's pens took a pig: the turn is over.")
  else
    say("No pig penned: the turn passes.")
  end

  -- Pigs shot off the board go back on the shooter's side (the black to the centre).
  for _, id in ipairs(off) do
    if id ~= BLACK then put_back(ruling, id, seat) end
  end
  if #off > 0 then say(parlor.plural(#off, "pig") .. " shot off the board " .. parlor.verb(#off, "goes", "go") .. " back.") end

  local others_left = false
  for id, colour in pairs(COLOUR_OF) do
    if colour ~= "black" and ruling.status[id] == "board" then others_left = true end
  end

  -- Pigs left on a shooting point are moved to the shooter's side (the black too, once alone).
  for _, piece in ipairs(state.pieces) do
    local counts = COLOUR_OF[piece.id] and (piece.id ~= BLACK or not others_left)
    if counts and ruling.status[piece.id] == "board" then
      for _, points in ipairs(POINTS.shooting) do
        for _, degrees in ipairs(points) do
          if parlor.distance(piece.position, on_circle(degrees)) < 2 * web.radius() then
            ruling.respot(piece.id, own_side(seat))
            say("A pig stopped on a shooting point: it is moved to " .. ruling.name .. "'s side.")
          end
        end
      end
    end
  end

  -- The black goes back on the centre: shot off the board; or, while other pigs remain,
  -- knocked off the centre and not penned, penned by a direct hit, or put back as a forfeit.
  local black = parlor.piece(state, BLACK)
  local black_back = parlor.contains(off, BLACK)
  if others_left and not black_back then
    if parlor.contains(penned_own, BLACK) or parlor.contains(penned_theirs, BLACK) then
      black_back = (first == BLACK)
      if black_back then say("The black was penned by a direct hit while other pigs remain: it goes straight back.") end
    elseif ruling.status[BLACK] == "board" then
      -- Moved, or taken out of a pen as a forfeit.
      black_back = black.status ~= "board" or black.position.x ~= 0 or black.position.y ~= 0
    end
  end
  if black_back and memo.black_alone and others_left then
    say("A forfeit put pigs back: the black returns to the centre until they are penned again.")
  end
  if black_back then
    for _, piece in ipairs(state.pieces) do
      if piece.id ~= BLACK and ruling.status[piece.id] == "board" and COLOUR_OF[piece.id]
          and web.length(piece.position) < 2 * web.radius() then
        ruling.respot(piece.id, own_side(seat))
        say("A pig on the centre is moved to " .. ruling.name .. "'s side to make room for the black.")
      end
    end
    ruling.edit({ op = "place", piece = BLACK, at = { x = 0, y = 0 } })
  end
  memo.black_alone = not others_left

  -- The next shot's aim.
  if keeps then
    memo.must_green = (target_colour == "red")
  else
    memo.must_green = true
    ruling.pass()
  end

  -- Every pig penned: the count.
  local left = 0
  for id in pairs(COLOUR_OF) do if ruling.status[id] ~= "pocketed" then left = left + 1 end end
  if left == 0 then
    local totals = { 0, 0 }
    for id in pairs(COLOUR_OF) do
      local owner = pen_owner(parlor.piece(state, id).pocket)
      if owner then totals[owner] = totals[owner] + value(id) end
    end
    for side = 1, 2 do ruling.score(side, totals[side], "pigs penned") end
    say("Every pig is penned: " .. state.seats[1].name .. " counts " .. totals[1] .. ", " .. state.seats[2].name .. " " .. totals[2] .. ".")
    local winner = ruling.leader_at(memo.target)
    if winner then
      ruling.win(winner, state.seats[winner].name .. " reaches " .. ruling.totals[winner] .. " and wins.")
    else
      memo.opener = 3 - memo.opener
      memo.must_green, memo.black_alone = true, false
      ruling.end_round(memo.opener, layout(memo.greens_at_x))
      say("New round: the pigs are set out again and " .. state.seats[memo.opener].name .. " opens.")
    end
  end
  return ruling.finish()
end

return game
