-- Ringette spun all at once: the 1901 book's first Ringarang game, in the variant where every
-- player spins at the same moment instead of taking turns.
--
-- Catalogue id: ringette-simultaneous-1901. The count is Ringette's (this pack's module
-- `ringette.lua`); this file has the one shot a round that sets every ring going.

local ringette = require("ringette")

local PLAYERS = [[
Four metal spinning rings, two of each colour, on the carrom side with nothing else on the board.
Two players spin two rings each (one colour each); four players play as two teams, partners
sitting opposite and sharing a colour, each spinning one ring. Instead of taking turns,
everybody spins at the same moment: at the call the four rings are set going together, and they
may meet and knock each other about on the way. That is a round.]]

local SPINNING = ringette.SPINNING:gsub(
  "Rings stay where they fall; later rings may knock them about%.",
  "Rings stay where they fall; rings still running may knock them about.")

local CALL_DECISIONS = [[
- With two players each spins both his rings at the call, one from each hand: all four rings go
  at once whatever the number of players.
- Each ring is stood on its spinner's own shooting line and aimed by him; then one player gives
  the call and all four go. A coin toss (drawn from the match seed) decides who calls the first
  round; the call passes to the left each round.
- A ring left out of the call (not spun with the others) counts nothing that round.
- A ring that never leaves the place it was stood on (the spin did not get it going) is a dud: it
  is picked up and counts nothing that round.]]

local game = {
  info = ringette.info(
    "ringette-simultaneous-1901",
    "Ringette (simultaneous spinning)",
    "Ringette with every ring spun at the same call: 20 on the spot, then 10, 5, 3.",
    ringette.rules({
      players = PLAYERS,
      spinning = SPINNING,
      decisions = { CALL_DECISIONS, ringette.COUNTING_DECISIONS },
    })
  ),
}

function game.setup(config)
  return ringette.setup(game.info.id, config)
end

-- The rings still in hand, the caller's first and then seat by seat to his left.
local function rings_in_hand(table)
  local seats = #table.seats
  local list = {}
  for k = 0, seats - 1 do
    local seat = (table.turn - 1 + k) % seats + 1
    for _, piece in ipairs(table.pieces) do
      if piece.owner == seat and piece.status == "hand" then list[#list + 1] = piece end
    end
  end
  return list
end

function game.prompt(table)
  local seat = table.turn
  local seats = #table.seats
  local rings = rings_in_hand(table)
  if #rings == 0 then error("no ring is in hand") end
  local with = {}
  for k = 2, #rings do
    local owner = rings[k].owner
    with[#with + 1] = { piece = rings[k].id, from = ringette.line_region(owner, seats), seat = owner }
  end
  return {
    seat = seat,
    kind = { type = "shoot", piece = rings[1].id, from = ringette.line_region(seat, seats), with = with },
    message = table.seats[seat].name .. " calls this round: everyone stands their rings on their own shooting line and aims, then all spin at once (spin is backspin).",
  }
end

function game.judge(table, action, report)
  local ruling = ringette.ruling(table)

  -- Where each ring was stood: the shot's own ring and those launched with it.
  local stood = {}
  if action.type == "shot" then
    stood[report.shot] = action.placement
    for _, launch in ipairs(action.with or {}) do stood[launch.piece] = launch.placement end
  end
  for _, piece in ipairs(table.pieces) do
    local owner = piece.owner and table.seats[piece.owner].name or "?"
    local at = stood[piece.id]
    if ruling.status[piece.id] == "hand" then
      ruling:aside(piece.id)
      ruling:say(owner .. "'s " .. piece.colour .. " ring was not spun with the others: it counts nothing this round.")
    elseif at and ruling:is_dud(piece.id, at, report) then
      ruling:aside(piece.id)
      ruling:say(owner .. "'s " .. piece.colour .. " ring never left the place it was stood on: a dud, picked up; it counts nothing this round.")
    end
  end

  ruling:pockets_and_flights(report)
  -- Every ring is down after one call: the round is counted at once.
  if not ruling:check_win() then ruling:count_round("gives the call") end
  return ruling:finish()
end

return game
