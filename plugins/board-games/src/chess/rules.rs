//! What chess says about itself: its name, summary and the rules in Parlor's own words, with
//! every decision Parlor made stated plainly (the book leaves the rules out as too long).

use parlor_sdk::{Capabilities, GameInfo, OptionSpec};

/// The match option that sets where the game starts: empty for the usual opening, a FEN, or
/// a PGN whose moves are played out to continue the game from where it stopped.
pub const START_OPTION: &str = "start";

/// The computer's strengths, weakest first.
pub const STRENGTHS: [&str; 3] = ["Beginner", "Club", "Expert"];

/// The rules text.
pub const RULES: &str = "\
The book names chess but leaves its rules out as too long to print; Parlor plays the real \
game, the rules of the international federation (FIDE), with the decisions below where a \
computer must settle what an arbiter would.

Board and men: the checkerboard of the carrom side, with a dark square at each player's \
left-hand corner. White sits at the first seat and moves first; Black at the second. Each \
side has a king, a queen, two rooks, two bishops, two knights and eight pawns, set up as \
usual (queens on their own colour: White's on d1, Black's on d8).

Moving: the king steps one square any way; the queen slides any distance along a rank, file \
or diagonal; the rook along a rank or file; the bishop along a diagonal; none may jump. The \
knight leaps to the far corner of a 2-by-3 rectangle, over anything. A pawn steps one square \
straight ahead onto an empty square, or two from its starting square when both are empty, and \
captures one square diagonally ahead. A man captures by moving onto an enemy man's square.

Check: a king that is attacked is in check. No move may leave or put your own king in check.

Castling: the king moves two squares towards a rook and that rook jumps to the square the king \
crossed, counted as one king move. It is allowed only when neither the king nor that rook has \
moved yet in the game, every square between them is empty, the king is not in check, and the \
king neither crosses nor lands on a square an enemy man attacks. (The rook may be attacked, \
and on the queen's side the square next to the rook may be.)

En passant: when a pawn steps two squares and lands beside an enemy pawn, that pawn may take \
it as if it had stepped only one, but only on the very next move.

Promotion: a pawn reaching the last rank becomes, as part of the same move, a queen, rook, \
bishop or knight of its player's choice; the choice is part of the move (e8=Q, e8=N).

Winning: checkmate (the side to move is in check and has no legal move) wins. A player may \
resign at any time; the other side wins.

Draws: the players may agree a draw at any time. The game is also drawn, at once and without \
anyone claiming it, when:
- the side to move is not in check but has no legal move (stalemate);
- neither side has the men left to checkmate by any series of moves: king against king, king \
and one bishop or one knight against king, or kings with bishops only, all standing on squares \
of one colour (such as king and bishop against king and bishop on the same colour);
- fifty moves by each side (100 single moves) have been played with no capture and no pawn \
move (the fifty-move rule);
- the same position occurs for the third time (threefold repetition): the same men on the \
same squares, the same side to move, and the same castling and en-passant rights. An \
en-passant right counts only if a pawn can really take en passant.
Decision: FIDE lets a player claim the fifty-move and threefold draws, and declares them only \
at seventy-five moves or a fifth occurrence. Parlor has no arbiter to claim to, so it draws \
the game the moment a claim would be good, as most chess programs do. Checkmate on the move \
that completes the fifty moves still wins.

Written moves: standard algebraic notation (e4, Nf3, exd5, O-O, O-O-O, e8=Q, with + for check \
and # for mate), or from-to squares (e2e4, g1f3, e7e8q; castling is the king's move, e1g1). A \
player may type either; 0-0 is read as O-O, and the check marks may be left off. Positions \
are written in FEN.

Game records: when a game ends, by the rules, a resignation or an agreed draw, its record in \
PGN (Portable Game Notation) is kept with the match (the memo's pgn field, in parlor play \
--json): its result, and how it ended as a comment after the last move. A game may start from \
any position: the start option takes a FEN, or a PGN whose moves are played out so that the \
game goes on from where it stopped (its repetitions and the fifty-move count included). A PGN \
of a game that is over, by its moves or by its result (a resignation or a draw leaves no mark \
on the board), cannot be continued, nor one that plays on after the rules ended it.

Computer player: Beginner looks one move ahead, Club three, Expert as far as it can in a fixed \
amount of work; each always answers the same position with the same move.";

/// The game's description for the host.
pub fn info() -> GameInfo {
    GameInfo {
        id: "chess".into(),
        name: "Chess".into(),
        family: "board".into(),
        board: "carrom".into(),
        // The modern book names chess (and leaves its rules out); the 1901 book does not.
        book: "100 games book".into(),
        other_names: Vec::new(),
        players: vec![2],
        summary: "The real game of chess, played on the board's checkerboard.".into(),
        rules: RULES.into(),
        options: vec![OptionSpec {
            key: START_OPTION.into(),
            label: "Start from (a FEN, or a PGN to continue; empty for the usual opening)".into(),
            default: serde_json::Value::String(String::new()),
        }],
        computer: STRENGTHS.iter().map(|name| (*name).into()).collect(),
        flat_field: false,
        capabilities: Capabilities::BOARD_GAME,
    }
}
