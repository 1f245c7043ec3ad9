-- House rule: pocketing the black while a ring of your own is still on the board loses the
-- inning. The game's verdict stands; the rule goes on from it and ends the round Carroms' way.
return {
  info = {
    id = "carroms:early-black",
    name = "Early black loses the inning",
    games = { "carroms-100games" },
    summary = "Pocket the black while a ring of your colour is still on the board and you lose the inning: "
      .. "the black scores as usual, the other side scores its value too, and the next inning is racked.",
  },
  judge = function(base, state, action, report)
    local verdict = base(state, action, report)
    if verdict.round_over or verdict.outcome then return verdict end
    local ruling = parlor.ruling_from(state, verdict, action)
    local own = ruling.count(function(piece, status)
      return piece.owner == ruling.seat and piece.kind == "ring" and status == "board"
    end)
    if parlor.happened(report, "pocketed", parlor.game.BLACK) and own > 0 then
      ruling.score(3 - ruling.team, parlor.values.black, "early black")
      ruling.say("The black went down first: " .. ruling.name .. " loses the inning.")
      ruling.new_round()
    end
    return ruling.finish()
  end,
}
