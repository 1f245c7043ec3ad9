-- Closest Wins on the round (crokinole) side, written with the game kit (docs/lua-api.md).
local COLOURS, DISCS, TIE = { "red", "green" }, 4, 0.0001   -- a tie: within a tenth of a millimetre
local game = { values = { round = 1 } }                    -- points for a round won
game.info = {
  id = "closest-wins", name = "Closest Wins", family = "crokinole", board = "crokinole", players = { 2 },
  summary = "Four discs each from your line; the disc nearest the centre wins the round.",
  rules = [[
Two players take turns, each shooting one of their four discs from the starting line in their own quarter.
A disc that drops into the centre hole is set aside, as near the centre as a disc can be; one that leaves
the field, or stops on the starting line or outside it, goes to the ditch and counts for nothing. Once all
eight are played, the disc nearest the centre (centre to centre) wins the round: its side scores 1. Discs of
both sides equally near (within a tenth of a millimetre, as two in the hole are), or no disc left: nobody
scores. First to the target (3 unless agreed otherwise) wins; the other player opens the next round.]],
  options = { { key = "target", label = "Play to (rounds won)", default = 3 } },
}

function game.layout(ruling) return parlor.discs_in_hand(DISCS, COLOURS, #ruling.state.seats) end
function game.prompt(state) return parlor.line_prompt(state, "shoot a disc from your starting line") end

function game.setup(config)
  local seats, first = {}, parlor.draw(config.seed, 2)
  for seat = 1, 2 do seats[seat] = { name = config.seats[seat].name, team = seat, colour = COLOURS[seat] } end
  local memo = { target = parlor.option(config, "target", 3), opener = first }
  return { game = "closest-wins", board = "crokinole", seats = seats, pieces = parlor.discs_in_hand(DISCS, COLOURS, 2),
           scores = { 0, 0 }, turn = first, round = 1, memo = memo }
end

function game.new_round(ruling)   -- closes the round (a house rule's ruling.new_round() too); true: match over
  local memo, seats, winner = ruling.memo, ruling.state.seats, ruling.leader_at(ruling.memo.target)
  if winner then ruling.win(winner, seats[winner].name .. " reaches " .. memo.target .. " and wins.") return true end
  memo.opener = 3 - memo.opener
  ruling.end_round(memo.opener, game.layout(ruling))
  ruling.say("Next round: " .. seats[memo.opener].name .. " shoots first.")
  return false
end

function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  ruling.pass()
  ruling.out_of_play(report)
  if ruling.count(function(_, status) return status == "hand" end) > 0 then return ruling.finish() end
  local centre, status = board.spots.centre, ruling.status   -- a disc set aside from the hole lies at the centre
  local function away(disc) return parlor.distance(disc.position, centre) end
  local function in_play(disc) return status[disc.id] == "board" or status[disc.id] == "aside" end
  local order = parlor.by_distance(parlor.pieces(state, in_play), centre)
  local best, tied = order[1], false
  for _, disc in ipairs(order) do tied = tied or (disc.owner ~= best.owner and away(disc) - away(best) < TIE) end
  if not best or tied then
    local why = best and "discs of both sides are equally near" or "no disc is left"
    ruling.say("Round " .. state.round .. ": " .. why .. ", nobody scores.")
  else
    local where = status[best.id] == "aside" and "in the hole" or string.format("%.1f cm from the centre", away(best) * 100)
    ruling.score_seat(best.owner, game.values.round, "round won")
    ruling.say("Round " .. state.round .. ": " .. state.seats[best.owner].name .. "'s " .. best.colour .. " disc is nearest, "
      .. where .. ": the round is theirs.")
  end
  game.new_round(ruling)
  return ruling.finish()
end
return game
