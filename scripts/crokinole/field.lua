-- What the games of this pack share (a module: `require("field")`). About the field: where each
-- seat sits, the circles by name, the zone a resting piece lies wholly inside, the starting-line
-- arc of a seat's section, sixteen rings packed round the hole, the players' white shooters in
-- hand, and for the games played flat out to the rim the rings in hand, the quarter outside the
-- outer circle and the pegged circle. About the games: their info and set-up, the prompts from the
-- line and from the quarter, and the rules they have in common over the kit's ruling (must-hit,
-- pieces out of play, the packed rings after a shot, a ring brought back, the difference count, the
-- win, the turn going on or passing and the round close). Used by every game of the pack. Where a
-- seat sits, its starting line, its side and the pieces in hand are the kit's round-side functions
-- (`parlor.seat_angle`, `parlor.starting_line`, `parlor.side_of`, `parlor.discs_in_hand`,
-- `parlor.in_hand`), kept here under the names the games use.

local field = {}

-- A game's `info` from `spec` (id, name, summary, rules, and whatever else differs): a crokinole
-- game on the crokinole board for two players, with no options but a "Play to" option first when
-- `spec.target` gives its default.
function field.info(spec)
  local info = { family = "crokinole", board = "crokinole", players = { 2 }, options = {} }
  for key, value in pairs(spec) do info[key] = value end
  info.target = nil
  if spec.target then
    table.insert(info.options, 1, { key = "target", label = "Play to (points)", default = spec.target })
  end
  return info
end

-- A new game table, with its `info` from `spec` (`field.info`).
function field.game(spec)
  return { info = field.info(spec) }
end

-- The angle of the middle of `seat`'s section: seat 1 at the bottom, turns clockwise. With two
-- players they sit opposite.
field.seat_angle = parlor.seat_angle

-- The radius of the circle named `name` ("outer", "middle", "inner").
function field.circle(name)
  for _, found in ipairs(board.circles) do
    if found.name == name then return found.radius end
  end
  error("the board has no circle " .. name)
end

-- The innermost zone (as the board names them: "15", "10", "5") holding `piece` wholly, without
-- touching its line, or nil.
function field.zone_of(piece)
  local reach = math.sqrt(piece.position.x ^ 2 + piece.position.y ^ 2) + board.pieces[piece.kind].radius
  for _, zone in ipairs(board.zones) do
    if reach <= zone.radius - board.line_width / 2 then return zone.name end
  end
  return nil
end

-- The starting line (the outer circle) inside `seat`'s section, as a region for a piece of
-- radius `radius`: it may overlap the line by up to its width.
field.section_line = parlor.starting_line

-- Sixteen places packed round the hole, none over it: six, six and four on three rings of
-- places, close but not touching.
function field.packed_round_hole()
  local spacing = 2 * board.pieces.ring.radius + 0.003
  local spots = {}
  for k = 0, 5 do
    local a = k * math.pi / 3
    spots[#spots + 1] = { x = spacing * math.cos(a), y = spacing * math.sin(a) }
  end
  for k = 0, 5 do
    local a = k * math.pi / 3 + math.pi / 6
    spots[#spots + 1] = { x = spacing * math.sqrt(3) * math.cos(a), y = spacing * math.sqrt(3) * math.sin(a) }
  end
  for k = 0, 3 do
    local a = k * math.pi / 2
    spots[#spots + 1] = { x = 2 * spacing * math.cos(a), y = 2 * spacing * math.sin(a) }
  end
  return spots
end

-- The side (team) of `seat`: each player alone with two, partners sitting opposite with four.
field.team_of = parlor.side_of

-- Rings (or pieces of `kind`) in hand for `seats` players, `count` each, coloured by side from
-- `colours` (side 1's colour first); seat 1's first.
function field.rings_in_hand(count, colours, seats, kind)
  return parlor.discs_in_hand(count, colours, seats or 2, kind or "ring")
end

-- The first ring `seat` still holds, or nil.
function field.ring_in_hand(state, seat)
  for _, piece in ipairs(state.pieces) do
    if piece.owner == seat and piece.status == "hand" then return piece end
  end
  return nil
end

-- `seat`'s quarter of the board outside the outer circle, from just beyond the line to near the
-- rim, as a region for a ring (the games played flat out to the rim).
function field.outside_quarter(seat, seats)
  local radius = board.pieces.ring.radius
  local middle = field.seat_angle(seat, seats)
  return { type = "arc", inner = field.circle("outer") + radius, outer = board.shape.half_width - 2 * radius,
           from = middle - math.pi / 4, to = middle + math.pi / 4 }
end

-- The prompt of the games played flat out to the rim: the seat's first ring in hand, shot from
-- its quarter outside the outer circle, with `text` after the seat's name and colour.
function field.quarter_prompt(state, text)
  local seat = state.turn
  local ring = field.ring_in_hand(state, seat)
  if not ring then error("seat " .. seat .. " has no ring in hand") end
  return {
    seat = seat,
    kind = { type = "shoot", piece = ring.id, from = field.outside_quarter(seat, 2) },
    message = state.seats[seat].name .. " (" .. state.seats[seat].colour .. "): " .. text,
  }
end

-- Whether ring `piece` lies wholly inside the pegged circle (the inner circle, where the posts
-- stand), not touching its line.
function field.in_pegged_circle(piece)
  local reach = math.sqrt(piece.position.x ^ 2 + piece.position.y ^ 2) + board.pieces.ring.radius
  return reach < field.circle("inner") - board.line_width / 2
end

-- The seats of a match of `config`: each with its side (`field.team_of`) and that side's colour
-- from `colours` (none when nil).
function field.seats(config, colours)
  local count = #config.seats
  local seats = {}
  for seat = 1, count do
    local team = field.team_of(seat, count)
    seats[seat] = { name = config.seats[seat].name, team = team, colour = colours and colours[team] }
  end
  return seats
end

-- A new match of game `id` for `config` on the crokinole board: its seats (`field.seats`), the
-- `pieces`, two sides at nought, `first` to shoot and the game's `memo`.
function field.match(id, config, colours, pieces, first, memo)
  return {
    game = id, board = "crokinole", seats = field.seats(config, colours), pieces = pieces,
    scores = { 0, 0 }, turn = first, round = 1, memo = memo,
  }
end

-- The pieces `seat` still holds: the first of them and how many.
field.in_hand = parlor.in_hand

-- The prompt of the games shot from the starting line: the seat's first piece in hand, placed
-- on the line in its section (or in `from`), with `text` after the seat's name and colour and
-- before the count of pieces left.
function field.line_prompt(state, text, from)
  local seat = state.turn
  local piece, left = field.in_hand(state, seat)
  if not piece then error("seat " .. seat .. " has no ring in hand") end
  return {
    seat = seat,
    kind = { type = "shoot", piece = piece.id,
             from = from or field.section_line(seat, #state.seats, board.pieces[piece.kind].radius) },
    message = state.seats[seat].name .. " (" .. state.seats[seat].colour .. "): " .. text .. " (" .. left .. " left).",
  }
end

-- Whether an opposing piece was on the field when the shot was taken (resting on it now, or gone
-- from it on this shot), and whether the shot touched one: what the must-hit rules ask.
function field.must_hit(ruling, report)
  local state, team = ruling.state, ruling.team
  local owner_team = function(id) return parlor.team_of(state, parlor.piece(state, id).owner) end
  local there = {}
  for _, rest in ipairs(report.rest or {}) do there[rest.piece] = true end
  for _, event in ipairs(report.events or {}) do
    if event.type == "pocketed" or event.type == "holed" or event.type == "ditched" or event.type == "off_board" then
      there[event.piece] = true
    end
  end
  there[report.shot] = nil
  local opponents_there, touched = false, false
  for id in pairs(there) do
    if owner_team(id) ~= team then opponents_there = true end
  end
  for _, contact in ipairs(parlor.events(report, "contact")) do
    if owner_team(contact.a) ~= team or owner_team(contact.b) ~= team then touched = true end
  end
  return opponents_there, touched
end

-- The pieces that left the field on this shot (into the ditch or off the board), as a set.
function field.left_field(report)
  local left = {}
  for _, event in ipairs(report.events or {}) do
    if event.type == "ditched" or event.type == "off_board" then left[event.piece] = true end
  end
  return left
end

-- Says `sentence(piece)` for each piece that left the field on this shot.
function field.say_left_field(ruling, report, sentence)
  for _, event in ipairs(report.events or {}) do
    if event.type == "ditched" or event.type == "off_board" then
      ruling.say(sentence(parlor.piece(ruling.state, event.piece)))
    end
  end
end

-- Rings that flew off the board go to the ditch, and so does each resting on the board where
-- `out(piece)` says it is out, with `sentence(piece)` said.
function field.rings_out(ruling, out, sentence)
  for _, piece in ipairs(ruling.state.pieces) do
    if piece.kind == "ring" and ruling.status[piece.id] == "off" then
      ruling.set(piece.id, "ditch")
    elseif piece.kind == "ring" and ruling.status[piece.id] == "board" and out(piece) then
      ruling.set(piece.id, "ditch")
      ruling.say(sentence(piece))
    end
  end
end

-- Pieces that flew off the board go to the ditch.
function field.off_to_ditch(ruling)
  for _, piece in ipairs(ruling.state.pieces) do
    if ruling.status[piece.id] == "off" then ruling.set(piece.id, "ditch") end
  end
end

-- Pieces resting on the starting line or outside it (in no zone) are out, in the ditch, each
-- with `sentence(piece)` said.
function field.out_beyond_line(ruling, report, sentence)
  for _, rest in ipairs(report.rest or {}) do
    if ruling.status[rest.piece] == "board" and rest.zone == nil then
      ruling.set(rest.piece, "ditch")
      ruling.look_closer(rest.piece)
      ruling.say(sentence(parlor.piece(ruling.state, rest.piece)))
    end
  end
end

-- The pieces out of play after a shot, each said as "A red ring " (or disc) and then `left` when
-- it left the field, or `beyond` when it rests on the starting line or outside it (`field.
-- out_beyond_line`: it goes to the ditch).
function field.out_of_play(ruling, report, left, beyond)
  local a = function(piece) return "A " .. piece.colour .. " " .. piece.kind .. " " end
  field.say_left_field(ruling, report, function(piece) return a(piece) .. left end)
  field.out_beyond_line(ruling, report, function(piece) return a(piece) .. beyond end)
end

-- Adds to `pieces` a white shooter in hand for each of `seats` players, seat N's numbered
-- `base` + N: the games where the rings on the board are the sides' and each player shoots his
-- own white.
function field.add_shooters(pieces, seats, base)
  for seat = 1, seats do
    pieces[#pieces + 1] = { id = base + seat, kind = "shooter", colour = "white", owner = seat,
                            position = { x = 0, y = 0 }, status = "hand" }
  end
end

-- Sixteen rings of two colours packed round the hole (`field.packed_round_hole`), alternating:
-- side 1's are 1 to `count`, side 2's follow; each owned by its side when `owned`.
function field.packed_rings(count, colours, owned)
  local spots = field.packed_round_hole()
  local pieces = {}
  for k = 1, 2 * count do
    local side = (k % 2 == 1) and 1 or 2
    local id = (side == 1) and (k + 1) // 2 or count + k // 2
    pieces[#pieces + 1] = { id = id, kind = "ring", colour = colours[side], owner = owned and side or nil,
                            position = spots[k], status = "board" }
  end
  return pieces
end

-- The packed rings (`field.packed_rings`, side 1's numbered up to `count`) after a shot: each in
-- the hole goes to `hole.status`, scoring `hole.points` for its side with `hole.sentence(side)`
-- said; each that left the field, or lies on the board where `out(piece)` says it is out, goes to
-- the ditch. How many of each side's went out.
function field.rings_after_shot(ruling, report, count, hole, out)
  local left_field = field.left_field(report)
  local gone = { 0, 0 }
  for _, piece in ipairs(ruling.state.pieces) do
    if piece.kind == "ring" then
      local side = (piece.id <= count) and 1 or 2
      if piece.status == "holed" then
        ruling.set(piece.id, hole.status)
        ruling.score(side, hole.points, "ring in the hole")
        ruling.say(hole.sentence(side))
      elseif left_field[piece.id] or (out and piece.status == "board" and out(piece)) then
        if piece.status ~= "ditch" then ruling.set(piece.id, "ditch") end
        gone[side] = gone[side] + 1
      end
    end
  end
  return gone
end

-- How many of each side's packed rings (side 1's numbered up to `count`) this ruling leaves on
-- the board.
function field.rings_on_board(ruling, count)
  local left = { 0, 0 }
  for _, piece in ipairs(ruling.state.pieces) do
    if piece.kind == "ring" and ruling.status[piece.id] == "board" then
      local side = (piece.id <= count) and 1 or 2
      left[side] = left[side] + 1
    end
  end
  return left
end

-- Puts the first ring `ring_of(piece)` accepts that this ruling leaves in the ditch back as near
-- the centre as it fits, saying `sentence`; whether there was one.
function field.bring_back(ruling, ring_of, sentence)
  for _, piece in ipairs(ruling.state.pieces) do
    if piece.kind == "ring" and ring_of(piece) and ruling.status[piece.id] == "ditch" then
      ruling.respot(piece.id, board.spots.centre)
      ruling.say(sentence)
      return true
    end
  end
  return false
end

-- If a side stands ahead of the other at or past `target`, the match ends won by it, saying
-- `sentence(side)`; whether it did.
function field.won(ruling, target, sentence)
  local winner = ruling.leader_at(target)
  if not winner then return false end
  ruling.win(winner, sentence(winner))
  return true
end

-- The end of a turn's shot, once the round and the match go on, in the games where a shot that
-- scores earns another: the shooter goes on when `again` ("Ann shoots again."), else the turn
-- passes with `missed` said; a turn `lost` (its loss already said) passes with nothing more. The
-- verdict.
function field.go_on(ruling, lost, again, missed)
  if lost or not again then
    if not lost then ruling.say(missed) end
    ruling.pass()
  else
    ruling.say(ruling.name .. " shoots again.")
  end
  return ruling.finish()
end

-- Closes a round. The match is won as `field.won` says, `spec.won(side)` the sentence (by
-- default "Ann reaches 100 and wins the match."); or else `spec.level` is said when both sides
-- stand level at or past the target, and the next round opens: the seat after the last opener
-- (`memo.opener`) shoots first, on `spec.pieces()`, with `spec.opening(name)` said (by default
-- "Next round: Ann opens."). Whether the match is won.
function field.close_round(ruling, spec)
  local state, memo = ruling.state, ruling.memo
  local won = spec.won or function(side) return state.seats[side].name .. " reaches " .. memo.target .. " and wins the match." end
  ruling.end_round()
  if field.won(ruling, memo.target, won) then return true end
  if spec.level and ruling.totals[1] >= memo.target then ruling.say(spec.level) end
  memo.opener = parlor.next_seat(memo.opener, #state.seats)
  ruling.end_round(memo.opener, spec.pieces())
  local name = state.seats[memo.opener].name
  ruling.say(spec.opening and spec.opening(name) or "Next round: " .. name .. " opens.")
  return false
end

-- While the round goes on, shows `points` for each piece `held(piece, status)` accepts as
-- pending for its side, for `reason`: in the running tally at once, banked only when the round
-- is counted. Nothing once the verdict ends the round or the match.
function field.pending(ruling, points, held, reason)
  local verdict = ruling.verdict
  if verdict.round_over or verdict.outcome then return end
  local state = ruling.state
  local sides = {}
  for side = 1, #state.scores do sides[side] = 0 end
  for _, piece in ipairs(state.pieces) do
    local status = ruling.status[piece.id]
    if status ~= nil and piece.owner ~= nil and held(piece, status) then
      local side = parlor.team_of(state, piece.owner)
      sides[side] = (sides[side] or 0) + points
    end
  end
  for side = 1, #state.scores do ruling.pending(side, sides[side], reason) end
end

-- Each side's count of the rings this ruling leaves on the field: `zones` points (by the board's
-- zone names) for a ring lying wholly inside a circle and `hole` for a ring in the hole; and how
-- many rings each side has on the field, the hole included.
function field.side_counts(ruling, zones, hole)
  local state, counts, on_field = ruling.state, { 0, 0 }, { 0, 0 }
  for _, piece in ipairs(state.pieces) do
    local side = parlor.team_of(state, piece.owner)
    local status = ruling.status[piece.id]
    if status == "holed" then
      on_field[side] = on_field[side] + 1
      counts[side] = counts[side] + hole
    elseif status == "board" then
      on_field[side] = on_field[side] + 1
      counts[side] = counts[side] + (zones[field.zone_of(piece) or ""] or 0)
    end
  end
  return counts, on_field
end

-- The 1901 book's bonus: the side with more rings `on_field` adds `points` to its count for each
-- ring more, said with the side named by `sides`.
function field.add_excess(ruling, counts, on_field, points, sides)
  if on_field[1] == on_field[2] then return end
  local more = on_field[1] > on_field[2] and 1 or 2
  local excess = on_field[more] - on_field[3 - more]
  counts[more] = counts[more] + points * excess
  ruling.say(sides[more] .. " have " .. parlor.plural(excess, "ring") .. " more on the field: +" .. points * excess .. " to their count.")
end

-- A level total at or past the target, as the games that play another round say it.
field.LEVEL = "Level at or above the target: another round decides it."

-- The count of a round in which only the difference scores: the counts said by colour, then the
-- side with the higher count scores the difference (level counts score nothing).
function field.score_difference(ruling, counts, colours)
  ruling.say("Round " .. ruling.state.round .. " count: " .. colours[1] .. " " .. counts[1] .. ", " .. colours[2] .. " " .. counts[2] .. ".")
  if counts[1] == counts[2] then
    ruling.say("Level count: nobody scores this round.")
    return
  end
  local higher = counts[1] > counts[2] and 1 or 2
  local difference = counts[higher] - counts[3 - higher]
  ruling.score(higher, difference, "round difference")
  ruling.say("Only the difference scores: " .. colours[higher] .. " +" .. difference .. ".")
end

return field
