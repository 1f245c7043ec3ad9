-- House rule: pocketing the black while a ring of your own is on the board loses the inning.
return {
  info = {
    id = "carroms:early-black",
    name = "Early black loses the inning",
    games = { "carroms-100games" },
    summary = "Pocket the black while a ring of your colour is on the board: the other side scores it, and the next inning is racked.",
  },
  judge = function(base, state, action, report)
    local verdict = base(state, action, report)
    if verdict.round_over or verdict.outcome then return verdict end
    local ruling = parlor.ruling_from(state, verdict, action)
    local own = ruling.count(function(piece, status)
      return piece.owner == ruling.seat and piece.kind == "ring" and status == "board"
    end)
    if own == 0 or not parlor.happened(report, "pocketed", parlor.game.BLACK) then return verdict end
    for _, change in ipairs(verdict.score) do -- the black's points go to the other side
      if change.reason == "black pocketed" then change.team = 3 - ruling.team end
    end
    ruling = parlor.ruling_from(state, verdict, action)
    ruling.say("The black went down first: " .. ruling.name .. " loses the inning and the black.")
    ruling.new_round()
    return ruling.finish()
  end,
}
