-- Spot Shots, from the 100-games book: Carroms shot from the numbered spots, moving on a spot
-- with every successful shot.
--
-- Catalogue id: spot-shots. Carroms (this pack's carroms-100games.lua, loaded as a module) with
-- the shooter placed on a numbered spot instead of the shooting line.

local carroms = require("carroms-100games")

local INTRO = [[
Spot Shots is Carroms shot from the numbered spots in front of the pockets instead of the
shooting line. The first shot of your turn is taken from spot No. 1, in front of pocket 1; every
successful shot (one that lets you shoot again) moves your shooter on to the next spot: 2, 3, 4.
Everything else is as in Carroms, below.

Parlor's decisions where the book is unclear:
- After spot 4 the shooter goes round to spot 1 again.
- Every turn starts again from spot 1.
- The shooter is set on the spot, or just beside it when a ring lies there.

]]

local game = carroms.built_over({
  id = "spot-shots", book = "100 games book", name = "Spot Shots",
  summary = "Carroms shot from the numbered spots: start at spot 1 and move on a spot with every success.",
  rules = INTRO .. carroms.rules_without_calls,
})

function game.setup(config)
  local state = carroms.setup(config)
  state.game = game.info.id
  state.memo.spot = 1
  return state
end

function game.prompt(state)
  local prompt = carroms.prompt(state)
  local number = state.memo.spot or 1
  local spot = board.spots["spot-" .. number]
  prompt.kind.from = { type = "segment", a = spot, b = spot, tolerance = 2 * board.pieces.shooter.radius + 0.002 }
  prompt.message = state.seats[state.turn].name .. ": place your shooter on spot " .. number .. " and shoot."
  return prompt
end

function game.judge(state, action, report)
  local verdict = carroms.judge(state, action, report)
  verdict.memo = verdict.memo or parlor.copy(state.memo)
  local spot = state.memo.spot or 1
  if not verdict.outcome and verdict.next == state.turn and not verdict.round_over then
    verdict.memo.spot = spot % 4 + 1
    verdict.messages[#verdict.messages + 1] = "The shooter moves on to spot " .. verdict.memo.spot .. "."
  else
    verdict.memo.spot = 1
  end
  return verdict
end

return game
