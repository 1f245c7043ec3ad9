-- Travelling Carroms, from the 100-games book: Carroms with one shooter for both players, played
-- from wherever it stopped.
--
-- Catalogue id: travelling-carroms-100games. Carroms (this pack's carroms-100games.lua, loaded as
-- a module) with its travelling shooter switched on (`memo.travelling`).

local carroms = require("carroms-100games")
local lines = require("lines")

local SHOOTER = carroms.SHOOTERS[1]
local COLOURS = { "red", "green" }

local INTRO = [[
Travelling Carroms is Carroms with one white shooter for both players. The breaker places it on
his shooting line; after that every shot, yours or your opponent's, is played from wherever the
shooter stopped. If it drops into a pocket or leaves the board, the next player puts it back in
play anywhere on his own shooting line. Playing from your shooting line, you may not shoot
directly at a ring of your own colour that lies on or behind that line: bank it off a cushion.
Every shot whose shooter touches no ring at all costs you a ring, as a forfeit does.
Everything else is as in Carroms, below.

Parlor's decisions where the book is unclear:
- A lost shooter is put back by the player who shoots next, on his own shooting line; the shots
  of a run are played from where the shooter lies, as between turns.
- A direct shot is one whose shooter touches the ring before it has struck a cushion. A ring is
  on or behind your line when any part of it touches the line or lies beyond it, on your side.
- A barred direct shot is ruled as a lost shooter is: your turn ends, the rings dropped on it go
  back to the centre, and you forfeit a ring.
- Touching only the black is touching a ring: it is wild, as yours.
- A lost shooter that touched no ring costs one forfeit, not two.
- Each new inning is broken from the breaker's line.

]]

local game = carroms.built_over({
  id = "travelling-carroms-100games", book = "100 games book", name = "Travelling Carroms",
  summary = "Carroms with one shooter for both, played from where it stops; a shot that touches nothing costs a ring.",
  rules = INTRO .. carroms.rules_without_calls,
})

function game.setup(config)
  local state = carroms.setup(config)
  state.game = game.info.id
  state.memo.travelling = true
  state.memo.from_line = true
  state.memo.guarded = {}
  parlor.piece(state, carroms.SHOOTERS[2]).status = "aside"
  return state
end

function game.prompt(state)
  local seat = state.turn
  local name = state.seats[seat].name .. " (" .. COLOURS[seat] .. ")"
  if state.memo.from_line then
    return { seat = seat, kind = { type = "shoot", piece = SHOOTER, from = parlor.on_line(carroms.LINES[seat], 0) },
             message = name .. ": place the shooter on your line and shoot; no direct shot at your own rings on or behind it." }
  end
  return { seat = seat, kind = { type = "shoot", piece = SHOOTER, from = { type = "where_it_lies" } },
           message = name .. ": shoot the shooter from where it lies." }
end

-- Carroms' ruling, told what this game reads from the report (a barred direct shot, a shot that
-- touched nothing); then where the next shot starts, and, when it starts from the line, which of
-- the next player's rings lie on or behind his line (`memo.guarded`: none of those the verdict puts
-- back, which go near the centre).
function game.judge(state, action, report)
  local travel = {
    missed = lines.first_touched(report, SHOOTER) == nil,
    barred = state.memo.from_line and lines.direct_hit(report, SHOOTER, lines.set(state.memo.guarded)) ~= nil,
  }
  state.memo.travel = travel
  local verdict = carroms.judge(state, action, report)
  local memo = verdict.memo
  local lost = parlor.happened(report, "pocketed", SHOOTER) or parlor.happened(report, "off_board", SHOOTER)
  memo.from_line = lost or verdict.round_over == true
  memo.guarded = {}
  if not memo.from_line or verdict.round_over or verdict.outcome then return verdict end
  local put_back = {}
  for _, edit in ipairs(verdict.edits) do
    if edit.op == "respot" then put_back[edit.piece] = true end
  end
  for _, piece in ipairs(state.pieces) do
    if piece.kind == "ring" and piece.owner == verdict.next and piece.status == "board" and not put_back[piece.id]
        and lines.beyond(piece.position, carroms.LINES[verdict.next], lines.touching_reach()) then
      memo.guarded[#memo.guarded + 1] = piece.id
    end
  end
  return verdict
end

return game
