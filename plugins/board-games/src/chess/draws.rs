//! The draws the rules declare by themselves: insufficient material, the fifty-move rule and
//! threefold repetition (stalemate is found with checkmate, from the legal moves).

use super::fen::{castling_field, placement};
use super::movegen::legal_moves;
use super::position::{Colour, Kind, Position, Special, file_of, rank_of, square_name};

/// Plies without a capture or a pawn move that draw the game: fifty moves by each side.
pub const FIFTY_MOVE_PLIES: u32 = 100;

/// Whether neither side can ever mate, whatever is played: king against king, king and one
/// minor piece against king, or only bishops left besides the kings, all on squares of one
/// colour (which covers king and bishop against king and bishop on the same colour).
pub fn insufficient_material(position: &Position) -> bool {
    let mut knights = 0;
    let mut bishop_square_colours = [false, false];
    let mut bishops = 0;
    for (square, man) in position.squares.iter().enumerate() {
        let Some(man) = man else { continue };
        match man.kind {
            Kind::King => {}
            Kind::Knight => knights += 1,
            Kind::Bishop => {
                bishops += 1;
                let square = square as u8;
                let light = (file_of(square) + rank_of(square)) % 2 == 1;
                bishop_square_colours[usize::from(light)] = true;
            }
            Kind::Pawn | Kind::Rook | Kind::Queen => return false,
        }
    }
    let minors = knights + bishops;
    minors <= 1 || (knights == 0 && !(bishop_square_colours[0] && bishop_square_colours[1]))
}

/// What makes two positions "the same" for repetition: the men on their squares, the side to
/// move, the castling rights, and an en-passant right only when a pawn can really take en
/// passant (a double step that no pawn can answer leaves no right behind).
pub fn repetition_key(position: &Position) -> String {
    let en_passant = legal_moves(position)
        .iter()
        .find(|chosen| chosen.special == Special::EnPassant)
        .map_or_else(|| "-".into(), |chosen| square_name(chosen.to));
    format!(
        "{} {} {} {en_passant}",
        placement(position),
        if position.to_move == Colour::White {
            "w"
        } else {
            "b"
        },
        castling_field(position.castling)
    )
}

/// Whether `key` has now occurred three times in `history` (which includes the present).
pub fn threefold(history: &[String], key: &str) -> bool {
    history.iter().filter(|earlier| *earlier == key).count() >= 3
}

#[cfg(test)]
mod tests {
    use super::super::fen;
    use super::*;

    fn dead(text: &str) -> bool {
        insufficient_material(&fen::read(text).unwrap())
    }

    #[test]
    fn bare_kings_and_a_lone_minor_piece_cannot_mate() {
        assert!(dead("8/8/8/4k3/8/8/8/4K3 w - - 0 1"));
        assert!(dead("8/8/8/4k3/8/8/8/2B1K3 w - - 0 1"));
        assert!(dead("8/8/8/4k3/8/8/8/1N2K3 b - - 0 1"));
        // Bishops on c1 and f8 both stand on dark squares.
        assert!(dead("5b2/8/8/4k3/8/8/8/2B1K3 w - - 0 1"));
    }

    #[test]
    fn material_that_could_still_mate_plays_on() {
        // Bishops on opposite colours (c1 dark, c8 light), two knights, bishop and knight.
        assert!(!dead("2b5/8/8/4k3/8/8/8/2B1K3 w - - 0 1"));
        assert!(!dead("8/8/8/4k3/8/8/8/1NN1K3 w - - 0 1"));
        assert!(!dead("8/8/8/4k3/8/8/8/1NB1K3 w - - 0 1"));
        assert!(!dead("8/8/8/4k3/8/8/P7/4K3 w - - 0 1"));
        assert!(!dead("8/8/8/4k3/8/8/8/R3K3 w - - 0 1"));
    }

    #[test]
    fn an_en_passant_right_counts_only_when_a_pawn_can_take() {
        // After e2e4 with no black pawn beside it, the position is the same as without e3.
        let unanswerable = fen::read("4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1").unwrap();
        assert!(repetition_key(&unanswerable).ends_with(" b - -"));
        let answerable = fen::read("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1").unwrap();
        assert!(repetition_key(&answerable).ends_with(" b - e3"));
    }
}
