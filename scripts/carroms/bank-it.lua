-- Bank It, from the 100-games book: Carroms where a ring lying between your shooting line and
-- your rim may only be played off the rim.
--
-- Catalogue id: bank-it. Carroms (this pack's carroms-100games.lua, loaded as a module) with that
-- rule added.

local carroms = require("carroms-100games")

local INTRO = [[
Bank It is Carroms with one rule added: a ring lying between your shooting line and your rim
(behind your line) may not be shot at directly. To play it, your shooter must strike a rim first.
Everything else is as in Carroms, below.

A shot whose shooter touches such a ring first, without striking a rim before, is illegal: your
turn is over, and every ring that dropped on it goes back as near the centre as it fits,
uncounted.

Parlor's decisions where the book is unclear:
- The book names no penalty for an illegal direct shot; Parlor takes the turn and puts back the
  shot's rings, as above, and takes no ring you pocketed earlier.
- "Between the shooting line and the rim" means the ring's centre lies behind the middle of your
  line, judged where the ring lay when you shot.
- A shot that also loses the shooter (pocketed or off the board) is ruled by Carroms' own fouls,
  which already take the turn and more.

]]

local game = carroms.built_over({
  id = "bank-it", book = "100 games book", name = "Bank It",
  summary = "Carroms where a ring behind your line may only be played off the rim first.",
  rules = INTRO .. carroms.rules_without_calls,
})

-- The shooting line of `seat`: its distance from the centre and the outward direction.
local function line_of(seat)
  local line = parlor.line(carroms.LINES[seat])
  local mx, my = (line.a.x + line.b.x) / 2, (line.a.y + line.b.y) / 2
  local inset = math.sqrt(mx * mx + my * my)
  return inset, { x = mx / inset, y = my / inset }
end

-- The rings (not shooters) lying behind each seat's line on `table`, leaving out `moved` (ids
-- being put back by the verdict), as two lists of ids.
local function behind_lines(state, moved)
  local behind = { {}, {} }
  for seat = 1, 2 do
    local inset, out = line_of(seat)
    for _, piece in ipairs(state.pieces) do
      if piece.kind == "ring" and piece.status == "board" and not moved[piece.id] then
        local depth = piece.position.x * out.x + piece.position.y * out.y
        if depth > inset then behind[seat][#behind[seat] + 1] = piece.id end
      end
    end
  end
  return behind
end

function game.setup(config)
  local state = carroms.setup(config)
  state.game = game.info.id
  state.memo.behind = { {}, {} }
  return state
end

game.prompt = carroms.prompt

-- A shooter sent straight at a ring behind the line, without a rim first: the turn is over and
-- whatever dropped or jumped goes back near the centre.
local function rule_illegal(state, report)
  local ruling = parlor.ruling(state)
  ruling.pass()
  ruling.say(ruling.name .. "'s shooter went straight at a ring behind the line, without a rim first: an illegal shot, and the turn is over.")
  local back = 0
  for _, kind in ipairs({ "pocketed", "off_board" }) do
    for _, event in ipairs(parlor.events(report, kind)) do
      ruling.respot(event.piece, board.spots.centre)
      back = back + 1
    end
  end
  if back > 0 then
    ruling.say("The " .. parlor.plural(back, "ring") .. " dropped on it go back near the centre, uncounted.")
  end
  ruling.set(carroms.SHOOTERS[ruling.seat], "hand")
  return ruling.finish()
end

function game.judge(state, action, report)
  local seat = state.turn
  local shooter = carroms.SHOOTERS[seat]
  local behind = (state.memo.behind or { {}, {} })[seat]

  -- The shooter's first touch of a ring, and whether a rim came before it.
  local first, first_at = nil, math.huge
  for _, contact in ipairs(parlor.events(report, "contact")) do
    local other = (contact.a == shooter) and contact.b or ((contact.b == shooter) and contact.a or nil)
    if other and (contact.time or 0) < first_at then first, first_at = other, contact.time or 0 end
  end
  local banked = false
  for _, rail in ipairs(parlor.events(report, "rail")) do
    if rail.piece == shooter and (rail.time or 0) < first_at then banked = true end
  end
  local lost = false
  for _, event in ipairs(report.events or {}) do
    if event.piece == shooter and (event.type == "pocketed" or event.type == "off_board") then lost = true end
  end

  local verdict
  if first and parlor.contains(behind, first) and not banked and not lost then
    verdict = rule_illegal(state, report)
  else
    verdict = carroms.judge(state, action, report)
    verdict.memo = verdict.memo or parlor.copy(state.memo)
  end

  -- Where the rings will lie for the next shot: those put back by this verdict are at the centre.
  local moved = {}
  for _, edit in ipairs(verdict.edits) do
    if edit.op == "respot" or edit.op == "place" or edit.op == "reset" then moved[edit.piece or 0] = true end
  end
  local reset = false
  for _, edit in ipairs(verdict.edits) do
    if edit.op == "reset" then reset = true end
  end
  verdict.memo.behind = reset and { {}, {} } or behind_lines(state, moved)
  return verdict
end

return game
