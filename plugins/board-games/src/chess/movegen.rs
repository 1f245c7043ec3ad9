//! The legal moves of a position, and perft, the count of move paths that checks them
//! against the published figures.
//!
//! Moves are generated as the men move, then a move is kept only if it leaves the mover's
//! king unattacked. That test is skipped when it cannot fail: the mover is not in check, the
//! man moving is not the king, the move is not en passant, and the man does not stand on a
//! line with its king (so moving it can uncover nothing).

use super::position::{
    Colour, DIRECTIONS, KNIGHT_JUMPS, Kind, Man, Move, Position, Special, Square, castling,
    file_of, forward, offset, rank_of,
};

/// Every legal move, in a fixed order (by the square moved from, then as generated).
pub fn legal_moves(position: &Position) -> Vec<Move> {
    let mut moves = Vec::with_capacity(48);
    pseudo_legal_moves(position, &mut moves);
    let colour = position.to_move;
    let king = position.kings[colour.index()];
    let in_check = position.in_check();
    moves.retain(|chosen| {
        let mover_is_king = chosen.from == king;
        if !in_check
            && !mover_is_king
            && chosen.special != Special::EnPassant
            && !on_a_line(king, chosen.from)
        {
            return true;
        }
        let after = position.after(chosen);
        !after.attacked(after.kings[colour.index()], colour.opponent())
    });
    moves
}

/// Whether a side has any legal move at all (cheaper than listing them when it has).
pub fn has_legal_move(position: &Position) -> bool {
    !legal_moves(position).is_empty()
}

/// Whether two squares share a rank, file or diagonal.
fn on_a_line(a: Square, b: Square) -> bool {
    let files = file_of(a) - file_of(b);
    let ranks = rank_of(a) - rank_of(b);
    files == 0 || ranks == 0 || files.abs() == ranks.abs()
}

fn pseudo_legal_moves(position: &Position, moves: &mut Vec<Move>) {
    let colour = position.to_move;
    for from in 0..64u8 {
        let Some(man) = position.at(from) else {
            continue;
        };
        if man.colour != colour {
            continue;
        }
        match man.kind {
            Kind::Pawn => pawn_moves(position, from, moves),
            Kind::Knight => leaps(position, from, &KNIGHT_JUMPS, moves),
            Kind::King => {
                leaps(position, from, &DIRECTIONS, moves);
                castles(position, from, moves);
            }
            Kind::Bishop => slides(position, from, &DIRECTIONS[4..], moves),
            Kind::Rook => slides(position, from, &DIRECTIONS[..4], moves),
            Kind::Queen => slides(position, from, &DIRECTIONS, moves),
        }
    }
}

fn plain(from: Square, to: Square) -> Move {
    Move {
        from,
        to,
        promotion: None,
        special: Special::None,
    }
}

fn is_enemy(position: &Position, square: Square) -> bool {
    position
        .at(square)
        .is_some_and(|man| man.colour != position.to_move)
}

fn leaps(position: &Position, from: Square, jumps: &[(i8, i8)], moves: &mut Vec<Move>) {
    for &(files, ranks) in jumps {
        if let Some(to) = offset(from, files, ranks)
            && (position.at(to).is_none() || is_enemy(position, to))
        {
            moves.push(plain(from, to));
        }
    }
}

fn slides(position: &Position, from: Square, directions: &[(i8, i8)], moves: &mut Vec<Move>) {
    for &(files, ranks) in directions {
        let mut at = from;
        while let Some(to) = offset(at, files, ranks) {
            match position.at(to) {
                None => moves.push(plain(from, to)),
                Some(man) => {
                    if man.colour != position.to_move {
                        moves.push(plain(from, to));
                    }
                    break;
                }
            }
            at = to;
        }
    }
}

/// A pawn's step onto `to`: one move, or four when it reaches the last rank.
fn pawn_arrives(from: Square, to: Square, special: Special, moves: &mut Vec<Move>) {
    if matches!(rank_of(to), 0 | 7) {
        for kind in Kind::PROMOTIONS {
            moves.push(Move {
                from,
                to,
                promotion: Some(kind),
                special,
            });
        }
    } else {
        moves.push(Move {
            from,
            to,
            promotion: None,
            special,
        });
    }
}

fn pawn_moves(position: &Position, from: Square, moves: &mut Vec<Move>) {
    let colour = position.to_move;
    let ahead = forward(colour);
    let start_rank = if colour == Colour::White { 1 } else { 6 };
    if let Some(one) = offset(from, 0, ahead)
        && position.at(one).is_none()
    {
        pawn_arrives(from, one, Special::None, moves);
        if rank_of(from) == start_rank
            && let Some(two) = offset(from, 0, 2 * ahead)
            && position.at(two).is_none()
        {
            moves.push(Move {
                from,
                to: two,
                promotion: None,
                special: Special::DoublePush,
            });
        }
    }
    for side in [-1, 1] {
        let Some(to) = offset(from, side, ahead) else {
            continue;
        };
        if is_enemy(position, to) {
            pawn_arrives(from, to, Special::None, moves);
        } else if position.en_passant == Some(to) {
            moves.push(Move {
                from,
                to,
                promotion: None,
                special: Special::EnPassant,
            });
        }
    }
}

/// Castling, each way the rights, the empty squares between and the unattacked squares the
/// king stands on, crosses and lands on allow. (The landing square is checked again with
/// every other move's, which does no harm.)
fn castles(position: &Position, from: Square, moves: &mut Vec<Move>) {
    let colour = position.to_move;
    let (home, king_side, queen_side) = match colour {
        Colour::White => (4, castling::WHITE_KING_SIDE, castling::WHITE_QUEEN_SIDE),
        Colour::Black => (60, castling::BLACK_KING_SIDE, castling::BLACK_QUEEN_SIDE),
    };
    if from != home || position.castling & (king_side | queen_side) == 0 {
        return;
    }
    let enemy = colour.opponent();
    if position.attacked(home, enemy) {
        return;
    }
    let rook = Some(Man {
        colour,
        kind: Kind::Rook,
    });
    let empty = |squares: &[Square]| squares.iter().all(|&at| position.at(at).is_none());
    let safe = |squares: &[Square]| squares.iter().all(|&at| !position.attacked(at, enemy));
    if position.castling & king_side != 0
        && position.at(home + 3) == rook
        && empty(&[home + 1, home + 2])
        && safe(&[home + 1, home + 2])
    {
        moves.push(Move {
            from,
            to: home + 2,
            promotion: None,
            special: Special::Castle,
        });
    }
    if position.castling & queen_side != 0
        && position.at(home - 4) == rook
        && empty(&[home - 1, home - 2, home - 3])
        && safe(&[home - 1, home - 2])
    {
        moves.push(Move {
            from,
            to: home - 2,
            promotion: None,
            special: Special::Castle,
        });
    }
}

/// The number of move paths `depth` plies deep.
pub fn perft(position: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = legal_moves(position);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|chosen| perft(&position.after(chosen), depth - 1))
        .sum()
}

#[cfg(test)]
mod tests {
    use super::super::fen::{self, START};
    use super::*;

    fn count(text: &str, depth: u32) -> u64 {
        perft(&fen::read(text).unwrap(), depth)
    }

    #[test]
    fn perft_from_the_opening_matches_the_published_counts() {
        for (depth, expected) in [(1, 20), (2, 400), (3, 8_902), (4, 197_281)] {
            assert_eq!(count(START, depth), expected, "depth {depth}");
        }
    }

    #[test]
    fn perft_of_kiwipete_matches_the_published_counts() {
        let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        for (depth, expected) in [(1, 48), (2, 2_039), (3, 97_862)] {
            assert_eq!(count(kiwipete, depth), expected, "depth {depth}");
        }
    }

    #[test]
    fn perft_of_position_3_matches_the_published_counts() {
        let position = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
        for (depth, expected) in [(1, 14), (2, 191), (3, 2_812), (4, 43_238)] {
            assert_eq!(count(position, depth), expected, "depth {depth}");
        }
    }

    #[test]
    fn perft_of_position_4_and_its_mirror_match_the_published_counts() {
        let position = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";
        let mirrored = "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1";
        for text in [position, mirrored] {
            for (depth, expected) in [(1, 6), (2, 264), (3, 9_467)] {
                assert_eq!(count(text, depth), expected, "{text} depth {depth}");
            }
        }
    }

    #[test]
    fn perft_of_position_5_matches_the_published_counts() {
        let position = "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8";
        for (depth, expected) in [(1, 44), (2, 1_486), (3, 62_379)] {
            assert_eq!(count(position, depth), expected, "depth {depth}");
        }
    }
}
