//! A chess game's moves as chess players write them, and the men each side has taken: the
//! moves numbered in pairs, `12. Nf3 Nc6`, from
//! the move record the chess plugin keeps in the table's memo (`moves`, in standard algebraic
//! notation, and `start`, the position it began from, whose side to move and move number say
//! how the numbering starts: `1... e5` after a position with Black to move).

use parlor_sdk::Table;

/// Whether `table` keeps a chess move record (its memo's `moves`, a list of texts): a game not
/// played for points, shown by its moves. Asked every frame, so it builds nothing.
pub(crate) fn has_move_record(table: &Table) -> bool {
    table
        .memo
        .get("moves")
        .and_then(|moves| moves.as_array())
        .is_some_and(|moves| moves.iter().all(serde_json::Value::is_string))
}

/// The moves of `table`, numbered in pairs, one pair a line; none for a table without a chess
/// move record (see [`has_move_record`]).
pub(crate) fn numbered_pairs(table: &Table) -> Option<Vec<String>> {
    let moves: Vec<&str> = table
        .memo
        .get("moves")?
        .as_array()?
        .iter()
        .map(|san| san.as_str())
        .collect::<Option<_>>()?;
    // The start position's side to move and move number (FEN fields 2 and 6).
    let start = table.memo.get("start").and_then(|start| start.as_str());
    let fields: Vec<&str> = start.map_or_else(Vec::new, |fen| fen.split_whitespace().collect());
    let black_first = fields.get(1) == Some(&"b");
    let mut number: u32 = fields
        .get(5)
        .and_then(|number| number.parse().ok())
        .filter(|number| *number > 0)
        .unwrap_or(1);
    let mut lines = Vec::new();
    let mut rest = moves.as_slice();
    if black_first && let Some((first, after)) = rest.split_first() {
        lines.push(format!("{number}... {first}"));
        number += 1;
        rest = after;
    }
    for pair in rest.chunks(2) {
        lines.push(format!("{number}. {}", pair.join(" ")));
        number += 1;
    }
    Some(lines)
}

/// The men each side has taken, as a line per side that has taken any: "White has taken 2
/// pawns and a knight". A taken man is set aside in its own colour; the side that took it is
/// the other one. None for a table without a chess move record.
pub(crate) fn taken_lines(table: &Table) -> Option<Vec<String>> {
    numbered_pairs(table)?;
    let mut lines = Vec::new();
    for (taker, taken_colour) in [("White", "black"), ("Black", "white")] {
        // In the order chess players value them, highest first.
        let mut counts: Vec<(&str, usize)> = ["queen", "rook", "bishop", "knight", "pawn"]
            .iter()
            .map(|&kind| {
                let count = table
                    .pieces
                    .iter()
                    .filter(|piece| {
                        piece.status == parlor_sdk::PieceStatus::Aside
                            && piece.colour == taken_colour
                            && piece.kind == kind
                    })
                    .count();
                (kind, count)
            })
            .collect();
        counts.retain(|(_, count)| *count > 0);
        if counts.is_empty() {
            continue;
        }
        let words: Vec<String> = counts
            .iter()
            .map(|(kind, count)| match count {
                1 => format!("a {kind}"),
                many => format!("{many} {kind}s"),
            })
            .collect();
        let list = match words.as_slice() {
            [one] => one.clone(),
            [first @ .., last] => format!("{} and {last}", first.join(", ")),
            [] => continue,
        };
        lines.push(format!("{taker} has taken {list}"));
    }
    Some(lines)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(memo: serde_json::Value) -> Table {
        Table {
            memo,
            ..crate::ui::fixtures::bare_table()
        }
    }

    #[test]
    fn moves_are_numbered_in_pairs_from_the_start_position() {
        let game = table(serde_json::json!({
            "moves": ["e4", "e5", "Nf3", "Nc6", "Bb5"],
            "start": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        }));
        assert_eq!(
            numbered_pairs(&game).unwrap(),
            ["1. e4 e5", "2. Nf3 Nc6", "3. Bb5"]
        );
        // From a position with Black to move at move 12.
        let black = table(serde_json::json!({
            "moves": ["Nc6", "Bb5", "a6"],
            "start": "r1bqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 12",
        }));
        assert_eq!(numbered_pairs(&black).unwrap(), ["12... Nc6", "13. Bb5 a6"]);
        assert_eq!(
            numbered_pairs(&table(serde_json::json!({"moves": []}))),
            Some(vec![])
        );
        // Not a chess record: nothing to number.
        assert_eq!(
            numbered_pairs(&table(serde_json::json!({"moves": [1, 2]}))),
            None
        );
        assert_eq!(numbered_pairs(&table(serde_json::Value::Null)), None);
    }

    #[test]
    fn a_move_record_is_told_apart_without_numbering_it() {
        for memo in [
            serde_json::json!({ "moves": [] }),
            serde_json::json!({ "moves": ["e4", "e5"] }),
            serde_json::json!({ "moves": ["e4", 5] }),
            serde_json::json!({ "moves": "e4" }),
            serde_json::Value::Null,
        ] {
            let game = table(memo.clone());
            assert_eq!(
                has_move_record(&game),
                numbered_pairs(&game).is_some(),
                "{memo}"
            );
        }
    }

    #[test]
    fn the_men_taken_are_listed_under_the_side_that_took_them() {
        use parlor_sdk::PieceStatus;
        let man = |id, colour: &str, kind: &str, status| {
            crate::ui::fixtures::piece(id, kind, colour, status)
        };
        let mut game = table(serde_json::json!({ "moves": ["e4", "d5", "exd5"] }));
        game.pieces = vec![
            man(1, "black", "pawn", PieceStatus::Aside),
            man(2, "black", "pawn", PieceStatus::Aside),
            man(3, "black", "knight", PieceStatus::Aside),
            man(4, "white", "queen", PieceStatus::Aside),
            man(5, "white", "pawn", PieceStatus::Board),
        ];
        assert_eq!(
            taken_lines(&game).unwrap(),
            [
                "White has taken a knight and 2 pawns",
                "Black has taken a queen"
            ]
        );
        game.pieces
            .retain(|piece| piece.status == PieceStatus::Board);
        assert_eq!(taken_lines(&game).unwrap(), Vec::<String>::new());
        assert_eq!(taken_lines(&table(serde_json::Value::Null)), None);
    }
}
