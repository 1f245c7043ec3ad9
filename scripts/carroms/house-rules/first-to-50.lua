-- House rule: a longer match of Carroms, played to 50 points instead of 30.
return {
  info = {
    id = "carroms:first-to-50",
    name = "First to 50",
    games = { "carroms-100games", "call-carroms", "spot-shots", "bank-it" },
    summary = "The match is played to 50 points instead of 30.",
  },
  options = { target = 50 },
}
