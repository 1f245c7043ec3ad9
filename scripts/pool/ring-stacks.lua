-- Ring Stacks, from the 100-games book: four green and three red rings alternate along the line
-- between pockets 1 and 2; from the far line, knock the greens off it without touching a red.
-- Five turns each; the most greens moved off wins.
--
-- Catalogue id: ring-stacks. Two players.

local pool = require("pool")

local SHOOTER = pool.SHOOTER
local LINE_RINGS = { "green", "red", "green", "red", "green", "red", "green" }

local RULES = [[
Four green and three red rings stand alternately, evenly spaced, on the line between pockets 1
and 2, greens at both ends. One white shooter serves both players, and every shot is taken from
the line between pockets 3 and 4, across the board. A coin toss (drawn from the match seed)
decides who starts.

Shoot to move the green rings off their line without touching or moving a red one. Every green
you move off the line counts 1, and you shoot again as long as each shot moves a green. Your turn
ends when a shot touches or moves a red ring, or moves no green at all. The line is set up again
for every turn. After five turns each, whoever moved more greens off the line wins.]]

local DECISIONS = [[
Parlor's decisions where the book is unclear:
- A green is off the line once no part of it lies over the painted line: its centre is farther
  from the line than its radius and half the line's width. A green dropped into a pocket or
  knocked off the board is off the line too. Each green counts once a turn.
- A green moved along but still over the line counts nothing, but it was moved: you shoot again.
- A shot that touches or moves a red counts nothing, even for the greens it moved off.
- A red is disturbed when anything touches it or it moves at all.
- A shooter dropped into a pocket or knocked off the board costs nothing more; the shot counts
  as it lies. The shooter is picked up after every shot.
- Equal counts after the last turn are a draw.]]

local game = pool.game({
  id = "ring-stacks", book = "100 games book", name = "Ring Stacks",
  summary = "Knock four greens off the line between pockets 1 and 2 without touching a red; five turns each.",
  rules = RULES .. "\n\n" .. DECISIONS .. "\n",
})

-- What the game counts with, as data: the judge and its sentences read these, and a house rule
-- changes them with `values = { turns = 3 }`.
game.values = {
  green = 1,   -- each green moved off the line
  turns = 5,   -- turns each in a match
}
local values = game.values

-- The line between pockets 1 and 2 (the shooting line on that side).
local function ring_line() return pool.line_region(1, 2) end

local function layout()
  local line = ring_line()
  local pieces = {}
  for k, colour in ipairs(LINE_RINGS) do
    local t = (k - 1) / (#LINE_RINGS - 1)
    pieces[k] = { id = k, kind = "ring", colour = colour, status = "board",
                  position = { x = line.a.x + (line.b.x - line.a.x) * t, y = line.a.y + (line.b.y - line.a.y) * t } }
  end
  pieces[#pieces + 1] = pool.shooter()
  return pieces
end

function game.setup(config)
  local pieces = layout()
  return pool.new_match(game.info.id, config, pieces, { turns = { 0, 0 }, off = {}, at = pool.places(pieces) })
end

function game.prompt(state)
  local seat = state.turn
  return pool.shoot(state, SHOOTER, pool.line_region(2, 2), " (turn " .. (state.memo.turns[seat] + 1) .. " of " .. values.turns .. "): from the line between pockets 3 and 4, knock the greens off their line without touching a red.")
end

-- Whether ring `piece` (after the shot) lies off the line: gone from the board, or clear of it.
local function off_line(piece)
  if piece.status ~= "board" then return true end
  local line = ring_line()
  local reach = board.pieces.ring.radius + board.line_width / 2
  return math.abs(piece.position.y - line.a.y) > reach
    or piece.position.x < math.min(line.a.x, line.b.x) - reach
    or piece.position.x > math.max(line.a.x, line.b.x) + reach
end

function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  local seat, say, memo = ruling.seat, ruling.say, ruling.memo

  -- What this shot moved or touched.
  local touched = {}
  for _, contact in ipairs(parlor.events(report, "contact")) do
    touched[contact.a], touched[contact.b] = true, true
  end
  local red_disturbed, green_moved, newly_off = false, false, {}
  for _, piece in ipairs(state.pieces) do
    local before = memo.at[tostring(piece.id)]
    if piece.kind == "ring" and before then
      local moved = pool.moved(piece, before)
      if piece.colour == "red" and (moved or touched[piece.id]) then red_disturbed = true end
      if piece.colour == "green" and moved then
        green_moved = true
        if off_line(piece) and not parlor.contains(memo.off, piece.id) then newly_off[#newly_off + 1] = piece.id end
      end
    end
  end

  local ends = false
  if red_disturbed then
    say(ruling.name .. " disturbed a red ring: nothing counts on that shot, and the turn is over.")
    ends = true
  elseif not green_moved then
    say(ruling.name .. " moved no green: the turn is over.")
    ends = true
  else
    for _, id in ipairs(newly_off) do memo.off[#memo.off + 1] = id end
    if #newly_off > 0 then
      ruling.score(seat, #newly_off * values.green, "greens moved off the line")
      say(ruling.name .. " moves " .. parlor.plural(#newly_off, "green") .. " off the line.")
    else
      say(ruling.name .. " moved a green, but it is still over the line.")
    end
    say(ruling.name .. " shoots again.")
  end
  ruling.set(SHOOTER, "hand")

  if ends then
    memo.turns[seat] = memo.turns[seat] + 1
    local other = 3 - seat
    if memo.turns[seat] >= values.turns and memo.turns[other] >= values.turns then
      ruling.end_on_totals()
      return ruling.finish()
    end
    -- The line is set up again for the next turn.
    local pieces = layout()
    ruling.edit({ op = "reset", pieces = pieces })
    memo.off, memo.at = {}, pool.places(pieces)
    ruling.pass()
  else
    memo.at = pool.places(state.pieces)
  end
  return ruling.finish()
end

return game
