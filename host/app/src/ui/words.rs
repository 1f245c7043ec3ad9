//! The words the screens and the command line use for a turn's action: a flicking game counts
//! shots, a game that declares moves (a board game) counts moves (a throw of the dice counts as
//! one too). The game's declared [`parlor_sdk::Capabilities`] decide, never its family name.
//! Beside them, the few phrases the menu and the setup screen share (the board side, the player
//! counts).

use parlor_sdk::GameInfo;

/// What one action of a game is called.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Word {
    /// "shot" or "move".
    pub(crate) one: &'static str,
    /// "shots" or "moves".
    pub(crate) many: &'static str,
    /// "Shot" or "Move", to start a sentence.
    pub(crate) title: &'static str,
}

const SHOT: Word = Word {
    one: "shot",
    many: "shots",
    title: "Shot",
};
const MOVE: Word = Word {
    one: "move",
    many: "moves",
    title: "Move",
};

/// The word for `info`'s actions.
pub(crate) fn action(info: &GameInfo) -> Word {
    if info.capabilities.moves { MOVE } else { SHOT }
}

impl Word {
    /// "1 shot", "3 moves".
    pub(crate) fn count(&self, count: u32) -> String {
        format!("{count} {}", if count == 1 { self.one } else { self.many })
    }
}

/// Which side of the board a game uses, in players' words.
pub(crate) fn board_side(board: &str) -> &'static str {
    match board {
        "carrom" => "square side (pockets)",
        "crokinole" => "round side (crokinole)",
        "carrom-1901" => "square side (1901 web)",
        _ => "board",
    }
}

/// "2 players", "2 or 4 players".
pub(crate) fn player_counts(players: &[u8]) -> String {
    let counts: Vec<String> = players.iter().map(u8::to_string).collect();
    match counts.as_slice() {
        [] => "any number of players".to_owned(),
        [one] => format!("{one} players"),
        [rest @ .., last] => format!("{} or {last} players", rest.join(", ")),
    }
}

/// Whether `info` is a board game: one that declares moves chosen from a list rather than flicks.
pub(crate) fn is_board_game(info: &GameInfo) -> bool {
    info.capabilities.moves
}

/// The strengths the computer can play a seat of the game at: a board game's own computer
/// player's, or the engine's shot search's for a physics game (any of them can be searched).
pub(crate) fn computer_strengths(info: &GameInfo) -> Vec<String> {
    parlor_engine::search::offered_strengths(info)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn describes_player_counts_in_words() {
        assert_eq!(player_counts(&[2]), "2 players");
        assert_eq!(player_counts(&[2, 4]), "2 or 4 players");
        assert_eq!(player_counts(&[2, 3, 4]), "2, 3 or 4 players");
    }
}
