//! What each game says about itself: names, the one-line summary and the rules in our own
//! words, with every decision the rule book leaves open stated plainly.

use parlor_sdk::{Capabilities, GameInfo};

use super::variant::Variant;

/// The computer's strengths, weakest first.
pub const STRENGTHS: [&str; 3] = ["Beginner", "Club", "Expert"];

/// Plies (single moves) without a capture or a man moving after which the game is drawn.
pub const NO_PROGRESS_PLIES: u32 = 80;

const COMMON: &str = "\
Board and sides: the 32 dark squares of the checkerboard, numbered 1 to 32 as in checkers \
books, square 1 being in the first seat's back row. Red plays the side the books call Black: \
it sits at the first seat and moves first. Green plays White.

Moving: a man steps one square diagonally forward onto an empty square; a king steps one \
square diagonally in any direction.

Jumping: a piece jumps an enemy piece on a neighbouring diagonal square by landing on the \
empty square just beyond it, and the jumped piece is removed. Men jump forward only; kings \
jump in any diagonal direction. If a jump lands where another jump is possible, the same \
piece must go on jumping until it can't. Jumping is compulsory: when any jump is possible \
you must jump, but you may pick any jump sequence you like, not only the longest. Jumped \
pieces come off when the move is over, so no piece can be jumped twice in one move.

Written moves: 11-15 for a step; 22x15x8 for a jump, naming every square landed on.

Draws: the players may agree a draw. The game is also drawn when 40 moves by each side \
(80 single moves) pass with no capture and no man moving. There is no separate repetition \
rule: the 40-move rule ends any endless shuffling.";

const CHECKERS: &str = "\
Set-up: twelve men each, Red's on squares 1-12 and Green's on squares 21-32.

Crowning: a man that reaches the far row becomes a king. If it gets there by jumping, its \
move ends there, even if the new king could jump again.

Winning: you win when your opponent has no pieces left or no legal move on his turn.";

const REVERSE: &str = "\
The goal is the reverse of checkers: get rid of your men or get yourself stuck.

Set-up: twelve men each, Red's on squares 1-12 and Green's on squares 21-32.

Crowning: a man that reaches the far row becomes a king, and a crowning jump ends the move, \
just as in checkers. Kings are harder to lose, so good players avoid making them.

Winning: you win when you have no pieces left, or when it is your turn and you have no legal \
move. Jumping stays compulsory, which is how you force your opponent to take your men.";

const CORNER: &str = "\
Set-up: each side has nine men packed into its dark corner: one man in the corner square, \
three on the next diagonal row towards the centre and five on the row after that. Red holds \
squares 2, 3, 4, 7, 8, 11, 12, 16 and 20 around the corner at its left (square 4); Green \
holds squares 13, 17, 21, 22, 25, 26, 29, 30 and 31 around the corner at its left (square 29).

Moving and jumping: as in checkers. Forward means towards the opponent's side of the board, \
as in checkers: Red's men move up the board, Green's down it.

Crowning: a man is crowned only when it lands on the opponent's corner square (square 29 for \
Red, square 4 for Green); reaching any other square of the far row does nothing, and a man \
stuck there can no longer move. A crowning jump ends the move. The three men that start on \
each side's back row (Red's 2, 3 and 4; Green's 29, 30 and 31) can never be crowned, \
wherever they go. In written positions such a man is marked X, e.g. X3.

Winning: you win when your opponent has no pieces left or no legal move on his turn.";

/// The game's description for the host.
pub fn info(variant: Variant) -> GameInfo {
    let (name, summary, own) = match variant {
        Variant::Checkers => (
            "Checkers",
            "American checkers (English draughts) with rings as men.",
            CHECKERS,
        ),
        Variant::Reverse => (
            "Reverse Checkers",
            "Giveaway checkers: lose all your men, or get stuck, to win.",
            REVERSE,
        ),
        Variant::Corner => (
            "Corner Checkers",
            "Nine men each from opposite corners; kings are made only in the far corner.",
            CORNER,
        ),
    };
    GameInfo {
        id: variant.id().into(),
        name: name.into(),
        family: "board".into(),
        board: "carrom".into(),
        book: "100 games book".into(),
        other_names: Vec::new(),
        players: vec![2],
        summary: summary.into(),
        rules: format!("{COMMON}\n\n{own}"),
        options: Vec::new(),
        computer: STRENGTHS.iter().map(|name| (*name).into()).collect(),
        flat_field: false,
        capabilities: Capabilities::BOARD_GAME,
    }
}
