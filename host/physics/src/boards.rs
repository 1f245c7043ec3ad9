//! The board sides Parlor knows, loaded from `assets/boards/*.toml` (embedded in the binary so
//! that Parlor runs with no set-up).

use parlor_sdk::Board;

use crate::PhysicsError;

/// Every board file, by id.
const BOARD_FILES: &[(&str, &str)] = &[
    ("carrom", include_str!("../../../assets/boards/carrom.toml")),
    (
        "carrom-1901",
        include_str!("../../../assets/boards/carrom-1901.toml"),
    ),
    (
        "crokinole",
        include_str!("../../../assets/boards/crokinole.toml"),
    ),
];

/// Ids of every board side.
pub fn board_ids() -> impl Iterator<Item = &'static str> {
    BOARD_FILES.iter().map(|(id, _)| *id)
}

/// The board side with this id.
pub fn board(id: &str) -> Result<Board, PhysicsError> {
    let (_, text) = BOARD_FILES
        .iter()
        .find(|(board_id, _)| *board_id == id)
        .ok_or_else(|| PhysicsError::Board {
            board: id.to_owned(),
            message: "no such board (expected carrom, carrom-1901 or crokinole)".to_owned(),
        })?;
    parse_board(id, text)
}

/// The board a game is played on: its side, with the field made flat out to the rim when the
/// game says so (`GameInfo::flat_field`), so that nothing drops into the ditch.
pub fn board_for(info: &parlor_sdk::GameInfo) -> Result<Board, PhysicsError> {
    let mut board = board(&info.board)?;
    if info.flat_field {
        board.field_radius = None;
    }
    Ok(board)
}

/// Reads a board file's text.
pub fn parse_board(id: &str, text: &str) -> Result<Board, PhysicsError> {
    let board: Board = toml::from_str(text).map_err(|error| PhysicsError::Board {
        board: id.to_owned(),
        message: error.to_string().replace('\n', " "),
    })?;
    if board.physics.step_hz < 60
        || board.physics.deceleration.is_nan()
        || board.physics.deceleration <= 0.0
    {
        return Err(PhysicsError::Board {
            board: id.to_owned(),
            message: "physics needs step_hz >= 60 and a positive deceleration".to_owned(),
        });
    }
    Ok(board)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_board_file_loads_with_its_markings() {
        for id in board_ids() {
            let board = board(id).unwrap_or_else(|error| panic!("{error}"));
            assert_eq!(board.id, id);
            assert_eq!(board.pockets.len(), 4, "{id}: four numbered pockets");
            assert_eq!(board.rails.len(), 4, "{id}: four cushions");
        }
        let carrom = board("carrom").unwrap_or_else(|error| panic!("{error}"));
        assert_eq!(carrom.triangles.len(), 24);
        assert!(carrom.squares.is_some());
        assert!((1..=4).all(|n| carrom.line(&format!("shooting-{n}")).is_some()));
        let crokinole = board("crokinole").unwrap_or_else(|error| panic!("{error}"));
        assert_eq!(crokinole.posts.len(), 8);
        assert!(crokinole.hole.is_some());
        assert_eq!(crokinole.zones.len(), 3);
        let web = board("carrom-1901").unwrap_or_else(|error| panic!("{error}"));
        assert!(web.circle("den").is_some() && web.circle("castle-outer").is_some());
    }
}
