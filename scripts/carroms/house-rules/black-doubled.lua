-- House rule: the black is worth double, 10 points instead of 5 (the game's `values`).
return {
  info = {
    id = "carroms:black-doubled",
    name = "Black doubled",
    games = { "carroms-100games", "call-carroms", "spot-shots", "bank-it" },
    summary = "The black ring scores 10 instead of 5.",
  },
  values = { black = 10 },
}
