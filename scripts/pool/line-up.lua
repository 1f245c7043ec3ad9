-- Line-Up, from the 100-games book: six rings in a line at the centre, to be dropped one at a time
-- by playing only at the ends of the line (or at a ring knocked loose from it); a line knocked
-- apart is set up again. A ring dropped is 1 point; 10 win.
--
-- Catalogue id: line-up. Two players.

local pool = require("pool")

local sort = table.sort                  -- before `table` names the game's table below

local SHOOTER = pool.SHOOTER
local RINGS = 6
local TARGET = 10

local RULES = [[
Six green rings stand in a straight line, touching, across the centre of the board; one white
shooter serves both players. A coin toss (drawn from the match seed) decides who starts, from his
shooting line.

You may only play at a ring at either end of the line. Drop it into any pocket and it scores 1:
you shoot again, with the shooter brought back to your shooting line. Otherwise the shooter stays
where it stopped and the next player shoots from there. An end ring knocked out of the line
without dropping, the rest of the line undisturbed, is loose: from then on the players shoot at
the loose ring wherever it lies, and only at it, until it drops.

If a shot knocks the line apart (moves any of its other rings), the shot scores nothing, the line
is formed again at the centre with every ring not yet dropped, and play starts over from the
next player's shooting line. When all six have dropped, a new line of six is formed. The first to
10 points (or the agreed target) wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- A shot scores only when the shooter's first touch is on a ring in play (an end of the line, or
  the loose ring). A first touch on any other ring scores nothing; if it moved the line, the line
  is formed again.
- An end ring that moves at all without dropping is loose.
- You shoot again after every ring you drop; any other shot passes the turn.
- A shot that drops the shooter or sends it, or any ring, off the board counts as knocking the
  line apart: nothing scores and the line is formed again.
- With only six rings and a target of 10, a new line of six is formed whenever all have dropped.]]

local game = pool.game({
  id = "line-up", book = "100 games book", name = "Line-Up",
  summary = "Drop six rings in a line one at a time, playing only at its ends or at a loose ring: 1 each, 10 win.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
  options = { { key = "target", label = "Play to (points)", default = TARGET } },
})

-- The worth of what scores, as data: the judge and its sentences read these, and a house rule
-- changes them with `values = { ring = 2 }`.
game.values = {
  ring = 1,   -- each ring dropped
}
local values = game.values

-- The line of `ids` (left to right) at the centre: each ring's place.
local function line_places(ids)
  local gap = 2 * board.pieces.ring.radius + 0.001
  local places = {}
  for k, id in ipairs(ids) do
    places[id] = { x = board.spots.centre.x + (k - (#ids + 1) / 2) * gap, y = board.spots.centre.y }
  end
  return places
end

-- The rings of `ids` put in a line at the centre by the ruling's edits; returns the positions
-- they will have.
local function form_line(ids, ruling)
  local at = {}
  for id, place in pairs(line_places(ids)) do
    ruling.edit({ op = "place", piece = id, at = place })
    at[tostring(id)] = { x = place.x, y = place.y, status = "board" }
  end
  return at
end

function game.setup(config)
  local ids = {}
  for id = 1, RINGS do ids[id] = id end
  local places = line_places(ids)
  local pieces = {}
  for id = 1, RINGS do
    pieces[id] = { id = id, kind = "ring", colour = "green", position = places[id], status = "board" }
  end
  pieces[#pieces + 1] = pool.shooter()
  return pool.new_match(game.info.id, config, pieces,
    { target = parlor.option(config, "target", TARGET), line = ids, from_line = true, at = pool.places(pieces) })
end

function game.prompt(state)
  local seat = state.turn
  local memo = state.memo
  local shooter = parlor.piece(state, SHOOTER)
  local from_line = memo.from_line or shooter.status ~= "board"
  local aim
  if memo.loose then
    aim = "play the loose ring wherever it lies"
  else
    aim = "play a ring at either end of the line"
  end
  return pool.shoot(state, SHOOTER, from_line and pool.line_region(seat, 2) or { type = "where_it_lies" }, ": " .. (from_line and "from your shooting line, " or "from where the shooter lies, ") .. aim .. ".")
end

function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local seat, say, memo = ruling.seat, ruling.say, ruling.memo
  local drops, lost, _, off = pool.outcome(report)
  local first = pool.first_contact(report)
  local line = memo.line

  local function moved(id)
    local before = memo.at[tostring(id)]
    return before ~= nil and pool.moved(parlor.piece(state, id), before)
  end
  local dropped = {}
  for _, drop in ipairs(drops) do dropped[drop.piece] = true end

  local targets = memo.loose and { memo.loose } or { line[1], line[#line] }
  local legal = first ~= nil and parlor.contains(targets, first)
  -- The line is disturbed if any of its rings moved, besides an end ring played at.
  local disturbed = lost ~= nil or #off > 0
  for _, id in ipairs(line) do
    if moved(id) and not (legal and not memo.loose and id == first) then disturbed = true end
  end

  local scored, again = false, false
  if disturbed then
    say("The line was knocked apart: nothing scores, and the line is formed again.")
    local left = {}
    for _, id in ipairs(line) do left[#left + 1] = id end
    if memo.loose then left[#left + 1] = memo.loose end
    sort(left)
    memo.line, memo.loose = left, nil
    memo.at = form_line(left, ruling)
    ruling.set(SHOOTER, "hand")
    memo.from_line = true
  elseif not legal then
    if first then
      say(ruling.name .. "'s shooter touched a ring not in play first: nothing scores.")
    else
      say(ruling.name .. "'s shooter touched no ring.")
    end
    memo.from_line = false
  elseif dropped[first] then
    scored = true
    ruling.score(seat, values.ring, "ring pocketed")
    say(ruling.name .. " drops the ring: " .. values.ring .. ".")
    if memo.loose then
      memo.loose = nil
    else
      local rest = {}
      for _, id in ipairs(line) do
        if id ~= first then rest[#rest + 1] = id end
      end
      memo.line = rest
    end
    ruling.set(SHOOTER, "hand")
    memo.from_line = true
    again = true
  else
    if not memo.loose then
      local rest = {}
      for _, id in ipairs(line) do
        if id ~= first then rest[#rest + 1] = id end
      end
      memo.line, memo.loose = rest, first
      say("The end ring is knocked loose: it is the ring in play until it drops.")
    else
      say("The loose ring did not drop.")
    end
    memo.from_line = false
  end

  -- Every ring down: a new line of six.
  if not memo.loose and #memo.line == 0 then
    local ids = {}
    for id = 1, RINGS do ids[id] = id end
    memo.line = ids
    memo.at = form_line(ids, ruling)
    say("All six have dropped: a new line of six is formed.")
  elseif not disturbed then
    memo.at = pool.places(state.pieces)
  end

  if ruling.reached(memo.target) then return ruling.finish() end
  if again then
    say(ruling.name .. " shoots again, from his line.")
  else
    if not scored and not disturbed then say("The turn passes.") end
    ruling.pass()
  end
  return ruling.finish()
end

return game
