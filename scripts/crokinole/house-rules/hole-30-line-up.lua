-- House rule: the 20-hole is worth 30, and a disc touching a dividing line counts the higher
-- circle (the game's `values`).
return {
  info = {
    id = "crokinole:hole-30-line-up",
    name = "Hole 30, lines count up",
    games = { "crokinole-modern-sheet" },
    summary = "A disc in the hole counts 30, and a disc on a dividing line counts the higher circle.",
  },
  values = { hole = 30, on_line = "higher" },
}
