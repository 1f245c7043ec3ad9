-- House rule for beginners: losing the shooter still ends the turn and sends that shot's rings
-- back, but no ring already pocketed is forfeited.
return {
  info = {
    id = "carroms:beginner-no-forfeit",
    name = "Beginner: no forfeit",
    games = { "carroms-100games", "call-carroms", "spot-shots", "bank-it" },
    summary = "A pocketed or jumped shooter costs the turn, but no ring already pocketed is forfeited.",
  },
  judge = function(base, state, action, report)
    local verdict = base(state, action, report)
    -- Rings that were down before this shot: only these can have been forfeited.
    local dropped_now = {}
    for _, event in ipairs(report.events or {}) do
      if event.type == "pocketed" then dropped_now[event.piece] = true end
    end
    local down_before = {}
    for _, piece in ipairs(state.pieces) do
      if piece.status == "pocketed" and not dropped_now[piece.id] then down_before[piece.id] = true end
    end
    local forfeited = false
    local edits = {}
    for _, edit in ipairs(verdict.edits or {}) do
      if edit.op == "respot" and down_before[edit.piece] then
        forfeited = true
      else
        edits[#edits + 1] = edit
      end
    end
    if not forfeited then return verdict end
    verdict.edits = edits
    local score = {}
    for _, change in ipairs(verdict.score or {}) do
      if change.reason ~= "forfeited ring" then score[#score + 1] = change end
    end
    verdict.score = score
    local messages = {}
    for _, message in ipairs(verdict.messages or {}) do
      if not message:find("forfeit") then messages[#messages + 1] = message end
    end
    messages[#messages + 1] = "Beginner rule: no ring is forfeited."
    verdict.messages = messages
    -- A forfeited black would have cleared the memo's holder; keep it with its holder.
    if verdict.memo and state.memo then verdict.memo.black_by = state.memo.black_by end
    return verdict
  end,
}
