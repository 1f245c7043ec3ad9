-- House rule for children and beginners: shoot from anywhere on the starting line, not only
-- from your own quadrant (or section). Everything else, the must-hit rule included, stays as the sheet says.
return {
  info = {
    id = "crokinole:shoot-from-anywhere",
    name = "Shoot from anywhere",
    games = { "crokinole-modern-sheet", "crokinole-1901", "crokinole-1901-alt-count" },
    summary = "A disc may be placed anywhere on the starting line, not only in your own quadrant.",
  },
  prompt = function(base, state)
    local prompt = base(state)
    local from = prompt.kind and prompt.kind.from
    if from and from.type == "arc" then
      from.from = -math.pi
      from.to = math.pi
      -- The sheet says "quadrant", the 1901 book "section".
      prompt.message = prompt.message:gsub("in your quadrant", "anywhere on it"):gsub("in your section", "anywhere on it")
    end
    return prompt
  end,
}
