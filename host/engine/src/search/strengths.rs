//! The computer's three strengths, named as the board games name theirs, and what each one
//! means for the shot search: how widely it looks and how steady its hand is.

use std::fmt;

/// How well the computer plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Strength {
    /// Tries a few shots and shoots with an unsteady hand.
    Beginner,
    /// Tries many shots, with a fair hand.
    Club,
    /// Tries many more, looks one shot ahead, prefers shots that still work when its hand
    /// wavers, and has a steady hand.
    Expert,
}

/// How a strength searches.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Plan {
    /// Candidate shots tried from the position.
    pub candidates: usize,
    /// How many of the best candidates are looked at again (ahead and under noise); 0: none.
    pub shortlist: usize,
    /// Candidate replies tried for the next player after each shortlisted shot; 0: no look
    /// ahead.
    pub replies: usize,
    /// Noisy copies each shortlisted shot is tried under; 0: taken as aimed.
    pub noisy_copies: usize,
    /// Standard deviation of the direction actually shot, in radians.
    pub aim_error: f64,
    /// Standard deviation of the speed actually shot, as a fraction of the speed aimed.
    pub speed_error: f64,
}

impl Strength {
    /// Every strength, weakest first, in the order `GameInfo::computer` lists them.
    pub const ALL: [Strength; 3] = [Strength::Beginner, Strength::Club, Strength::Expert];

    /// Its name as shown to players: `Beginner`, `Club`, `Expert`.
    pub fn name(self) -> &'static str {
        match self {
            Strength::Beginner => "Beginner",
            Strength::Club => "Club",
            Strength::Expert => "Expert",
        }
    }

    /// The strength named `name`, in any case (`expert`, `Expert`).
    pub fn named(name: &str) -> Option<Strength> {
        Strength::ALL
            .into_iter()
            .find(|strength| strength.name().eq_ignore_ascii_case(name))
    }

    /// The strength at `index` in [`Strength::ALL`] (the number `Match::suggest` takes), the
    /// strongest past the end.
    pub fn at(index: u8) -> Strength {
        Strength::ALL[usize::from(index).min(Strength::ALL.len() - 1)]
    }

    /// How long a computer turn at this strength may think, in the window and on the command
    /// line alike (`parlor play --think` sets another): far more than a search of the built-in
    /// games takes, so only a game or house rule whose judging is slow ever reaches it.
    pub fn thinking_time(self) -> std::time::Duration {
        match self {
            Strength::Beginner => std::time::Duration::from_millis(500),
            Strength::Club => std::time::Duration::from_secs(1),
            Strength::Expert => std::time::Duration::from_secs(2),
        }
    }

    /// Its place in [`Strength::ALL`].
    pub fn index(self) -> u8 {
        match self {
            Strength::Beginner => 0,
            Strength::Club => 1,
            Strength::Expert => 2,
        }
    }

    pub(super) fn plan(self) -> Plan {
        match self {
            Strength::Beginner => Plan {
                candidates: 16,
                shortlist: 0,
                replies: 0,
                noisy_copies: 0,
                aim_error: 0.04,
                speed_error: 0.12,
            },
            Strength::Club => Plan {
                candidates: 96,
                shortlist: 8,
                replies: 0,
                noisy_copies: 4,
                aim_error: 0.015,
                speed_error: 0.05,
            },
            Strength::Expert => Plan {
                candidates: 320,
                shortlist: 10,
                replies: 24,
                noisy_copies: 8,
                aim_error: 0.0025,
                speed_error: 0.015,
            },
        }
    }
}

/// The strengths the computer can play a seat of the game `info` at, by name, weakest first: a
/// board game's own computer player's (none if it has none), or the shot search's for a game of
/// shots (any of them can be searched).
pub fn offered(info: &parlor_sdk::GameInfo) -> Vec<String> {
    if !info.computer.is_empty() || info.capabilities.moves {
        return info.computer.clone();
    }
    Strength::ALL
        .iter()
        .map(|strength| strength.name().to_owned())
        .collect()
}

impl fmt::Display for Strength {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::Strength;

    #[test]
    fn names_and_indexes_go_both_ways() {
        for strength in Strength::ALL {
            assert_eq!(Strength::named(strength.name()), Some(strength));
            assert_eq!(
                Strength::named(&strength.name().to_lowercase()),
                Some(strength)
            );
            assert_eq!(Strength::at(strength.index()), strength);
        }
        assert_eq!(Strength::named("grandmaster"), None);
        assert_eq!(Strength::at(200), Strength::Expert);
    }

    #[test]
    fn stronger_looks_wider_and_shoots_steadier() {
        let plans: Vec<_> = Strength::ALL.iter().map(|s| s.plan()).collect();
        for pair in plans.windows(2) {
            assert!(pair[0].candidates < pair[1].candidates);
            assert!(pair[0].aim_error > pair[1].aim_error);
            assert!(pair[0].speed_error > pair[1].speed_error);
        }
        assert!(plans[2].replies > 0 && plans[2].noisy_copies > 0);
    }
}
