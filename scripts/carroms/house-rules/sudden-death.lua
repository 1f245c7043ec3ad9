-- House rule: pocket your own shooter twice in a match and you lose it on the spot. The count
-- is kept in the memo under this rule's own key, as house rules may (docs/lua-api.md).
local KEY = "sudden_death_shooters"

return {
  info = {
    id = "carroms:sudden-death",
    name = "Sudden death",
    games = { "carroms-100games", "call-carroms", "spot-shots", "bank-it" },
    summary = "Pocket your shooter a second time in the match and you lose at once.",
  },
  judge = function(base, state, action, report)
    local verdict = base(state, action, report)
    if verdict.outcome or not parlor.happened(report, "pocketed", report.shot) then return verdict end
    local seat = state.turn
    local counts = parlor.copy(state.memo[KEY] or { 0, 0 })
    counts[seat] = counts[seat] + 1
    verdict.memo[KEY] = counts
    if counts[seat] < 2 then return verdict end
    local winner = parlor.other_team(state, parlor.team_of(state, seat))
    verdict.outcome = { winner = winner }
    verdict.messages[#verdict.messages + 1] = state.seats[seat].name .. " has pocketed their shooter twice: sudden death, "
      .. parlor.team_name(state, winner) .. " wins."
    return verdict
  end,
}
