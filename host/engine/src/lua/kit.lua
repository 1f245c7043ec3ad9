-- Parlor's game kit: what every game's rules need and none should write again, loaded into
-- every sandboxed state after the prelude, as the global `parlor`.
--
-- One calling style throughout: plain functions (`parlor.plural(3, "ring")`) and, on a ruling,
-- functions called with a dot (`ruling.say(text)`). Every function that reads the game's table
-- takes it as `state`. Documented for modders in docs/lua-api.md, annotated for editors in
-- scripts/types/parlor.lua.

parlor = {}

-- The library's `rawset`, taken before anything wraps the global (`convert.lua` wraps it to
-- watch the host's kept tables, which the kit's own tables never are).
local rawset, rawget = rawset, rawget
-- The prelude's `setmetatable`, which refuses a metatable holding `__gc`: a script can reach the
-- rulings' metatable through `getmetatable(ruling)` and could have given it one.
local setmetatable = setmetatable

-- The kit's list walks do what `ipairs` does (items read as indexing reads them, up to the first
-- nil) in plain loops: they run on every judge call, thousands of times in a computer player's
-- search, and `ipairs` calls into C once an item.
local maxinteger = math.maxinteger

-- Pieces and events ------------------------------------------------------------------------

--- The piece with id `id` on `state`, or nil.
function parlor.piece(state, id)
  local pieces = state.pieces
  -- Most games number their pieces 1, 2, 3, ... in order: look there first. Ids are unique in
  -- every table Parlor hands a script, so the piece found there is the only one.
  local guess = pieces[id]
  if guess ~= nil and guess.id == id then return guess end
  for k = 1, maxinteger do
    local piece = pieces[k]
    if piece == nil then return nil end
    if piece.id == id then return piece end
  end
end

--- Every piece of `state` for which `keep(piece)` is true.
function parlor.pieces(state, keep)
  local found, pieces = {}, state.pieces
  for k = 1, maxinteger do
    local piece = pieces[k]
    if piece == nil then break end
    if keep == nil or keep(piece) then found[#found + 1] = piece end
  end
  return found
end

--- Events of the report of one type ("contact", "pocketed", "holed", "ditched", ...).
function parlor.events(report, type)
  local found, events = {}, report.events or {}
  for k = 1, maxinteger do
    local event = events[k]
    if event == nil then break end
    if event.type == type then found[#found + 1] = event end
  end
  return found
end

--- Whether the report holds an event of `type` for `piece` (and, if given, into `pocket`).
function parlor.happened(report, type, piece, pocket)
  local events = report.events or {}
  for k = 1, maxinteger do
    local event = events[k]
    if event == nil then return false end
    if event.type == type and event.piece == piece and (pocket == nil or event.pocket == pocket) then
      return true
    end
  end
end

--- Where `piece` came to rest in `report` (its `position`, `zone` and touched `line`), or nil.
function parlor.rest(report, piece)
  local rests = report.rest or {}
  for k = 1, maxinteger do
    local rest = rests[k]
    if rest == nil then return nil end
    if rest.piece == piece then return rest end
  end
end

--- Whether `list` holds `value`.
function parlor.contains(list, value)
  list = list or {}
  for k = 1, maxinteger do
    local item = list[k]
    if item == nil then return false end
    if item == value then return true end
  end
end

--- A deep copy of plain data.
function parlor.copy(value)
  if type(value) ~= "table" then return value end
  local copy = {}
  for key, item in pairs(value) do
    if type(item) == "table" then item = parlor.copy(item) end
    copy[key] = item
  end
  return copy
end

--- The option `key` of a match config, or its declared default.
function parlor.option(config, key, default)
  local value = config.options and config.options[key]
  if value == nil then return default end
  return value
end

-- Sentences --------------------------------------------------------------------------------

--- "1 ring", "3 rings"; `plural` for words that do not just take an s ("1 match", "2 matches").
function parlor.plural(n, word, plural)
  if n == 1 then return "1 " .. word end
  return n .. " " .. (plural or word .. "s")
end

--- `one` when n is 1, else `many`: parlor.verb(n, "goes", "go").
function parlor.verb(n, one, many)
  if n == 1 then return one end
  return many
end

--- "+3", "-1", "0".
function parlor.signed(n)
  if n > 0 then return "+" .. n end
  return tostring(n)
end

--- "a", "a and b", "a, b and c"; `conjunction` instead of "and" ("or").
function parlor.list(items, conjunction)
  conjunction = conjunction or "and"
  if #items <= 1 then return items[1] or "" end
  return table.concat(items, ", ", 1, #items - 1) .. " " .. conjunction .. " " .. items[#items]
end

-- Seats and teams --------------------------------------------------------------------------

--- The next seat after `seat` among `count` seats (clockwise, to the left).
function parlor.next_seat(seat, count)
  return seat % count + 1
end

--- The team `seat` plays for (its own number when the game has no teams).
function parlor.team_of(state, seat)
  return state.seats[seat].team or seat
end

--- The seats of `team`, in seat order.
function parlor.seats_of(state, team)
  local seats = {}
  for seat in ipairs(state.seats) do
    if parlor.team_of(state, seat) == team then seats[#seats + 1] = seat end
  end
  return seats
end

--- The other seat of `seat`'s team, or nil when it plays alone.
function parlor.partner(state, seat)
  for _, other in ipairs(parlor.seats_of(state, parlor.team_of(state, seat))) do
    if other ~= seat then return other end
  end
  return nil
end

--- The names of `team`'s seats: "Ann", or "Ann & Cy".
function parlor.team_name(state, team)
  local names = {}
  for _, seat in ipairs(parlor.seats_of(state, team)) do names[#names + 1] = state.seats[seat].name end
  if #names == 0 then return "Team " .. team end
  return table.concat(names, " & ")
end

--- The team after `team` among the match's teams (in a two-team game, the other one).
function parlor.other_team(state, team)
  return team % #state.scores + 1
end

-- The board --------------------------------------------------------------------------------

local function named(list, name, what)
  for _, item in ipairs(list or {}) do
    if item.name == name then return item end
  end
  error(what .. " '" .. tostring(name) .. "' is not on the " .. board.id .. " board", 3)
end

--- The board's line `name` ({ name, a, b }); an error naming the board if there is none.
function parlor.line(name) return named(board.lines, name, "line") end

--- The board's circle `name` ({ name, radius, centre }).
function parlor.circle(name) return named(board.circles, name, "circle") end

--- The board's scoring zone `name` ({ name, radius }).
function parlor.zone(name) return named(board.zones, name, "zone") end

--- The board's post `number` ({ number, centre, radius }); an error naming the board if none.
function parlor.post(number)
  for _, post in ipairs(board.posts or {}) do
    if post.number == number then return post end
  end
  error("post " .. tostring(number) .. " is not on the " .. board.id .. " board", 2)
end

-- How near a seat's centre a ring's centre must lie to sit on it, metres (the physics' own
-- figure: `SEAT_TOLERANCE` in physics/posts.rs).
local SEAT_TOLERANCE = 0.0005

local function near(a, b) return parlor.distance(a, b) <= SEAT_TOLERANCE end

--- What holds `piece`: the number of the post it sits over, "hole" when it sits in the centre
--- hole, or nil. Only a piece on the board can be held.
function parlor.seat_of(piece)
  if (piece.status or "board") ~= "board" then return nil end
  for _, post in ipairs(board.posts or {}) do
    if near(piece.position, post.centre) then return post.number end
  end
  if board.hole and near(piece.position, board.hole.centre) then return "hole" end
  return nil
end

--- The pieces of `state` held on `seat` (a post number or "hole"), bottom first.
function parlor.stack(state, seat)
  return parlor.pieces(state, function(piece) return parlor.seat_of(piece) == seat end)
end

--- Distance between two points.
function parlor.distance(a, b)
  local dx, dy = a.x - b.x, a.y - b.y
  return math.sqrt(dx * dx + dy * dy)
end

--- A copy of `items` sorted nearest `point` first; `position_of(item)` gives an item's point
--- (default: `item.position`). Ties keep their order.
function parlor.by_distance(items, point, position_of)
  position_of = position_of or function(item) return item.position end
  local ranked = {}
  for index, item in ipairs(items) do
    ranked[index] = { item = item, index = index, distance = parlor.distance(position_of(item), point) }
  end
  table.sort(ranked, function(p, q)
    if p.distance ~= q.distance then return p.distance < q.distance end
    return p.index < q.index
  end)
  local sorted = {}
  for index, entry in ipairs(ranked) do sorted[index] = entry.item end
  return sorted
end

--- Points for a piece that came to rest as `rest` says, from `points` by zone name. A piece
--- on a line counts in the lesser zone (the board's rule), unless `on_line` is "higher": then
--- it counts in the zone the line bounds.
function parlor.zone_points(rest, points, on_line)
  if rest == nil then return 0 end
  local zone = rest.zone
  if on_line == "higher" and rest.line then zone = rest.line end
  return points[zone or ""] or 0
end

-- Values a game declares and house rules change --------------------------------------------

--- Lays the values of a house rule over a game's `values`, refusing names the game does not
--- declare and values of another type. Parlor calls this when it layers a house rule.
function parlor.merge_values(values, changes, path)
  path = path or "values"
  for key, change in pairs(changes) do
    local current = values[key]
    local where = path .. "." .. tostring(key)
    if current == nil then
      local known = {}
      for name in pairs(values) do known[#known + 1] = tostring(name) end
      table.sort(known)
      error(where .. " is not a value of this game (it has " .. parlor.list(known, "and") .. ")", 0)
    elseif type(current) ~= type(change) then
      error(where .. " must be a " .. type(current) .. ", like the game's " .. tostring(current)
        .. ", not a " .. type(change), 0)
    elseif math.type(current) == "integer" and math.type(change) ~= "integer" then
      error(where .. " must be a whole number, like the game's " .. current .. ", not " .. change, 0)
    elseif type(current) == "table" then
      parlor.merge_values(current, change, where)
    else
      values[key] = change
    end
  end
end

-- Rulings ----------------------------------------------------------------------------------

--- What a ruling can do, each a function of the ruling: `parlor.ruling` hands them out bound
--- to their ruling (`ruling.say(text)`), made the first time a ruling asks for one (`say` and
--- `finish`, which nearly every judge calls, at once), since a judge uses a few of them and is
--- called on every shot.
local rulings = {}

--- Adds a sentence to the ruling.
function rulings.say(ruling, text) ruling.verdict.messages[#ruling.verdict.messages + 1] = text end

--- `points` as an integer (2.0 is 2), or an error blaming the caller of ruling.`name`.
local function whole_points(name, points)
  local whole = math.type(points) and math.tointeger(points)
  if not whole then
    error("ruling." .. name .. ": points must be a whole number, not " .. tostring(points), 3)
  end
  return whole
end

--- Gives `points` to `team` (taken away when negative; nothing when zero), for `reason`.
function rulings.score(ruling, team, points, reason)
  points = whole_points("score", points)
  if points == 0 then return end
  ruling.verdict.score[#ruling.verdict.score + 1] = { team = team, points = points, reason = reason }
  ruling.totals[team] = (ruling.totals[team] or 0) + points
end

--- Shows `points` as held for `team` this round but not yet scored (a disc in the 20-hole that
--- the round's count will bank), for `reason`. Pending points are shown in the running tally
--- at once and never added to the scores; each verdict states them in full, and a verdict that
--- ends the round or the match has none.
function rulings.pending(ruling, team, points, reason)
  points = whole_points("pending", points)
  if points == 0 then return end
  local pending = ruling.verdict.pending or {}
  ruling.verdict.pending = pending
  pending[#pending + 1] = { team = team, points = points, reason = reason }
end

--- Gives `points` to the team `seat` plays for.
function rulings.score_seat(ruling, for_seat, points, reason)
  ruling.score(parlor.team_of(ruling.state, for_seat), points, reason)
end

--- What edit `e` leaves of each piece's status, in `status` (by piece id).
local function apply_edit(status, e)
  if e.op == "status" then
    status[e.piece] = e.status
  elseif e.op == "respot" or e.op == "place" then
    status[e.piece] = "board"
  elseif e.op == "reset" then
    for id in pairs(status) do status[id] = nil end
    for _, piece in ipairs(e.pieces) do status[piece.id] = piece.status end
  end
end

--- Adds an edit, keeping `status` true to it.
function rulings.edit(ruling, e)
  ruling.verdict.edits[#ruling.verdict.edits + 1] = e
  apply_edit(ruling.status, e)
end

--- Sets a piece's status ("pocketed", "hand", "aside", "ditch", ...).
function rulings.set(ruling, id, new_status) ruling.edit({ op = "status", piece = id, status = new_status }) end

--- Puts a piece back on the board as near `near` as it fits (default: the centre spot).
function rulings.respot(ruling, id, near)
  ruling.edit({ op = "respot", piece = id, near = near or board.spots.centre or { x = 0, y = 0 } })
end

--- Lays out the pieces afresh (a new round's rack).
function rulings.reset(ruling, pieces) ruling.edit({ op = "reset", pieces = pieces }) end

--- How many pieces, as this ruling leaves them, `keep(piece, status)` accepts.
function rulings.count(ruling, keep)
  local n, pieces, status = 0, ruling.state.pieces, ruling.status
  for k = 1, maxinteger do
    local piece = pieces[k]
    if piece == nil then break end
    local now = status[piece.id]
    if now ~= nil and keep(piece, now) then n = n + 1 end
  end
  return n
end

--- The turn goes to `to`, or to the next seat.
function rulings.pass(ruling, to) ruling.verdict.next = to or parlor.next_seat(ruling.seat, #ruling.state.seats) end

--- If `team` (default: the ruling's) has reached `target`, the match ends won by it.
function rulings.reached(ruling, target, team)
  team = team or ruling.team
  if (ruling.totals[team] or 0) < target then return false end
  ruling.verdict.outcome = { winner = team }
  local who = team == ruling.team and ruling.name or parlor.team_name(ruling.state, team)
  ruling.say(who .. " reaches " .. ruling.totals[team] .. " and wins.")
  return true
end

--- The one team at or above `target` with the highest total, if any (a tie for it: none).
function rulings.leader_at(ruling, target)
  local best, leader = -math.huge, nil
  for team, points in ipairs(ruling.totals) do
    if points > best then best, leader = points, team
    elseif points == best then leader = nil end
  end
  if best >= target then return leader end
  return nil
end

--- The round is over; the next one opens with `opener` on `pieces` (when given).
function rulings.end_round(ruling, opener, pieces)
  ruling.verdict.round_over = true
  if opener then ruling.verdict.next = opener end
  if pieces then ruling.reset(pieces) end
end

--- The game this state runs (as its file returned it), for what it offers a house rule.
local function the_game(what, name)
  local game = parlor.game
  local offered = game and game[name]
  if type(offered) ~= "function" then
    error("ruling." .. what .. ": " .. ((game and game.info and game.info.id) or "this game")
      .. " does not offer it (its file sets no game." .. name .. ")", 3)
  end
  return offered
end

--- Ends the round the game's own way, as if it had ended in play: the match is decided on the
--- totals, or the game lays out its next round with its next opener and says so. Only for a
--- game that offers `game.new_round(ruling)`; whether the match is over.
function rulings.new_round(ruling)
  return the_game("new_round", "new_round")(ruling) and true or false
end

--- Lays the pieces out again as the game opens a round (its `game.layout(ruling)`), without
--- ending the round.
function rulings.rack(ruling)
  ruling.reset(the_game("rack", "layout")(ruling))
end

--- The match ends won by `team` (a draw when nil), with `sentence` said.
function rulings.win(ruling, team, sentence)
  ruling.verdict.outcome = team and { winner = team } or {}
  if sentence then ruling.say(sentence) end
end

--- The match ends: the highest total wins, a tie for it is a draw; `lead` opens the sentence.
function rulings.end_on_totals(ruling, lead)
  local best, winners = -math.huge, {}
  for team, points in ipairs(ruling.totals) do
    if points > best then best, winners = points, { team }
    elseif points == best then winners[#winners + 1] = team end
  end
  lead = lead or "The match is over"
  if #winners == 1 then
    local winner = winners[1]
    -- Said by the name of the team's first seat.
    local name = "Team " .. winner
    for index, seated in ipairs(ruling.state.seats) do
      if (seated.team or index) == winner then name = seated.name; break end
    end
    ruling.win(winner, lead .. ": " .. name .. " wins with " .. best .. ".")
  else
    ruling.win(nil, lead .. ": a draw, the highest total (" .. best .. ") shared.")
  end
end

--- Asks the window for a close look at `piece`: the ruling turned on exactly where it came to rest
--- (a disc judged on or off a line). The first piece asked for is the one looked at.
function rulings.look_closer(ruling, piece)
  local pieces = ruling.verdict.close_look or {}
  pieces[#pieces + 1] = piece
  ruling.verdict.close_look = pieces
end

--- The verdict, carrying the memo.
function rulings.finish(ruling)
  ruling.verdict.memo = ruling.memo
  return ruling.verdict
end

local say, finish = rulings.say, rulings.finish

local bound_rulings = {
  __index = function(ruling, name)
    local act = rulings[name]
    if act == nil then return nil end
    local bound = function(...) return act(ruling, ...) end
    rawset(ruling, name, bound)
    return bound
  end,
}

--- A ruling in progress on the turn of `state`: the verdict a judge returns, and what fills
--- it. Fields: `state`, `seat`, `name` and `team` of the seat that played (the seat to play,
--- or, when `action` is a timed shot fired by another seat, that seat); `memo` (a copy of the
--- table's memo, to change freely); `totals` (each team's score with this ruling's changes);
--- `status` (each piece's status by id as this ruling's edits leave it); `verdict` (the turn
--- stays with the seat to play unless changed). Its functions are those of `rulings` above;
--- see docs/lua-api.md.
function parlor.ruling(state, action)
  local seat = (action and action.seat) or state.turn
  -- Plain loops that do what `ipairs` does (see the top of this file).
  local status, pieces = {}, state.pieces
  for k = 1, maxinteger do
    local piece = pieces[k]
    if piece == nil then break end
    status[piece.id] = piece.status
  end
  local totals, scores = {}, state.scores
  for team = 1, maxinteger do
    local points = scores[team]
    if points == nil then break end
    totals[team] = points
  end
  -- Refused here too, so that the fault names the script's line rather than the kit's.
  if rawget(bound_rulings, "__gc") ~= nil then
    error("a ruling's metatable was given a finalizer (__gc): finalizers are not allowed, they "
      .. "would run outside the instruction budget", 2)
  end
  local ruling = setmetatable({
    state = state,
    seat = seat,
    name = state.seats[seat].name,
    team = parlor.team_of(state, seat),
    verdict = { edits = {}, score = {}, messages = {}, next = state.turn },
    memo = parlor.copy(state.memo),
    totals = totals,
    status = status,
    -- Room for the functions most judges bind (see `bound_rulings`), so that binding them does
    -- not grow the table again and again: a constructor sizes the table for every field it
    -- names, these nil ones too.
    say = nil, set = nil, edit = nil, pass = nil, score = nil, finish = nil, respot = nil, win = nil,
  }, bound_rulings)
  -- The two that nearly every judge calls, bound at once: cheaper than binding on first use.
  ruling.say = function(text) say(ruling, text) end
  ruling.finish = function() return finish(ruling) end
  return ruling
end

--- A ruling that goes on from `verdict`, the one a game's judge returned for `state` (in a house
--- rule, what `base` returned): its edits, scores, sentences, turn and memo stay, `status` and
--- `totals` include them, and whatever the rule adds comes after them. `finish` returns it.
function parlor.ruling_from(state, verdict, action)
  local ruling = parlor.ruling(state, action)
  verdict.edits = verdict.edits or {}
  verdict.score = verdict.score or {}
  verdict.messages = verdict.messages or {}
  verdict.next = verdict.next or state.turn
  for _, e in ipairs(verdict.edits) do apply_edit(ruling.status, e) end
  for _, change in ipairs(verdict.score) do
    ruling.totals[change.team] = (ruling.totals[change.team] or 0) + change.points
  end
  if verdict.memo ~= nil then ruling.memo = verdict.memo end
  ruling.verdict = verdict
  return ruling
end

--- A number from the match seed, in 1..n; `salt` picks independent draws from one seed.
function parlor.draw(seed, n, salt)
  local mixed = (seed * 6364136223846793005 + 1442695040888963407 * ((salt or 0) + 1))
  mixed = mixed ~ (mixed >> 33)
  return (mixed % n + n) % n + 1
end

-- Added for the rings pack --------------------------------------------------------------------
-- Pins stand on the board in the games of most packs (rings, tops, pins, crokinole, pool), and
-- every pack has players stand a piece on one of the board's lines; each wrote these again.

--- The board's line `name` as a region to place a piece on (a prompt's `from`), at most
--- `tolerance` metres off it; the region leaves `tolerance` out when none is given.
function parlor.on_line(name, tolerance)
  local line = parlor.line(name)
  return { type = "segment", a = line.a, b = line.b, tolerance = tolerance }
end

--- Puts ring `id` over post `seat` (a number) or in the centre hole ("hole"): a place edit at
--- its centre (`ruling.post(id, seat)`).
function rulings.post(ruling, id, seat)
  local centre = seat == "hole" and board.hole and board.hole.centre or parlor.post(seat).centre
  ruling.edit({ op = "place", piece = id, at = { x = centre.x, y = centre.y } })
end

--- Stands pin `id` up again at `at`: its kind back to "pin", then placed there
--- (`ruling.stand(id, at)`).
function rulings.stand(ruling, id, at)
  ruling.edit({ op = "kind", piece = id, kind = "pin" })
  ruling.edit({ op = "place", piece = id, at = at })
end

-- The round side ---------------------------------------------------------------------------
-- What every game on the crokinole side needs: where each seat sits, its starting line, the
-- discs in hand, the prompt from the line, what goes out of play, and the count by the circles
-- with the on-the-line rule. (Moved here from the crokinole pack, whose games use them.)

--- The angle of the middle of `seat`'s section of the round board: seat 1 at the bottom, the
--- others clockwise; with two seats they sit opposite.
function parlor.seat_angle(seat, seats)
  local step = (seats == 2) and 2 or 1
  return -math.pi / 2 - (seat - 1) * step * math.pi / 2
end

--- The side (team) `seat` plays for on the round board: each player alone with two seats,
--- partners sitting opposite with four.
function parlor.side_of(seat, seats)
  if seats == 2 then return seat end
  return (seat - 1) % 2 + 1
end

--- `seat`'s starting line (the outer circle, inside its quarter section) as a region for a
--- piece of `radius`: it may overlap the line by up to its width.
function parlor.starting_line(seat, seats, radius)
  local line = parlor.circle("outer").radius
  local middle = parlor.seat_angle(seat, seats)
  return { type = "arc", inner = line - radius, outer = line + radius,
           from = middle - math.pi / 4, to = middle + math.pi / 4 }
end

--- `count` pieces of `kind` (default "disc") in hand for each of `seats` players, seat 1's
--- first, coloured by side from `colours` (side 1's colour first), ids from 1.
function parlor.discs_in_hand(count, colours, seats, kind)
  local pieces = {}
  for seat = 1, seats do
    for k = 1, count do
      pieces[#pieces + 1] = { id = (seat - 1) * count + k, kind = kind or "disc",
                              colour = colours[parlor.side_of(seat, seats)], owner = seat,
                              position = { x = 0, y = 0 }, status = "hand" }
    end
  end
  return pieces
end

--- The first piece `seat` still holds in hand, and how many it holds.
function parlor.in_hand(state, seat)
  local first, left = nil, 0
  for _, piece in ipairs(state.pieces) do
    if piece.owner == seat and piece.status == "hand" then
      first = first or piece
      left = left + 1
    end
  end
  return first, left
end

--- The prompt to shoot the seat to play's next piece in hand from its starting line, saying
--- `text` after its name and before how many it has left.
function parlor.line_prompt(state, text)
  local seat = state.turn
  local piece, left = parlor.in_hand(state, seat)
  if not piece then error("seat " .. seat .. " has no piece in hand", 2) end
  return {
    seat = seat,
    kind = { type = "shoot", piece = piece.id,
             from = parlor.starting_line(seat, #state.seats, board.pieces[piece.kind].radius) },
    message = state.seats[seat].name .. ": " .. text .. " (" .. left .. " left).",
  }
end

--- After a shot on the round board: a piece in the 20-hole is set aside to count at the round's
--- end ("aside"), and one that left the field, or rests touching the starting line or outside
--- it, goes to the ditch. Says each, and returns the ids set aside.
function rulings.out_of_play(ruling, report)
  local aside = {}
  for _, piece in ipairs(ruling.state.pieces) do
    local status = ruling.status[piece.id]
    if status == "holed" then
      ruling.set(piece.id, "aside")
      aside[#aside + 1] = piece.id
      ruling.say("A " .. piece.colour .. " " .. piece.kind .. " drops into the hole: set aside to count at the end of the round.")
    elseif status == "off" then
      ruling.set(piece.id, "ditch")
      ruling.say("A " .. piece.colour .. " " .. piece.kind .. " left the field: it goes to the ditch.")
    end
  end
  for _, rest in ipairs(report.rest or {}) do
    if ruling.status[rest.piece] == "board" and rest.zone == nil then
      local piece = parlor.piece(ruling.state, rest.piece)
      ruling.set(rest.piece, "ditch")
      ruling.look_closer(rest.piece)
      ruling.say("A " .. piece.colour .. " " .. piece.kind .. " rests on the starting line or outside it: it goes to the ditch.")
    end
  end
  return aside
end

--- Each side's count on the round board as this ruling leaves the pieces: `zones[zone]` for a
--- piece resting in a zone (the zone its rest in `report` names; with `on_line` "higher", a
--- piece on a line counts in the higher zone), `hole` for a piece set aside in the hole; and how
--- many pieces each side has on the field, the hole included.
function rulings.side_counts(ruling, report, zones, hole, on_line)
  local state, counts, on_field = ruling.state, {}, {}
  for side = 1, #state.scores do counts[side], on_field[side] = 0, 0 end
  for _, piece in ipairs(state.pieces) do
    local side = piece.owner and parlor.team_of(state, piece.owner)
    local status = ruling.status[piece.id]
    if side and status == "aside" then
      counts[side] = counts[side] + hole
      on_field[side] = on_field[side] + 1
    elseif side and status == "board" then
      local rest = parlor.rest(report, piece.id)
      counts[side] = counts[side] + parlor.zone_points(rest, zones, on_line)
      on_field[side] = on_field[side] + 1
      -- Counted by the on-the-line rule: worth a close look.
      if rest and rest.line then ruling.look_closer(piece.id) end
    end
  end
  return counts, on_field
end
