//! Force Out and Fast Play Force Out (the 100-games book, crokinole side): sixteen rings in the
//! small circle, forced out by the shooters. Each rule and decision, through scripted reports.

use parlor_engine::{Match, Turn};
use parlor_sdk::{Event, PieceStatus, Point, PromptKind, Region};
use parlor_tests::*;

const GAME: &str = "force-out";
const FAST: &str = "fast-play-force-out";
/// Red rings are 1-8, green 9-16; the shooters 21 and 22 (21 alone in Fast Play).
fn red() -> std::ops::RangeInclusive<u32> {
    1..=8
}

fn region(game: &Match) -> Region {
    match game.prompt().unwrap().kind {
        PromptKind::Shoot { from, .. } => from,
        other => panic!("expected a shot prompt, got {other:?}"),
    }
}

/// A shot: the shooter rests at `shooter_at` (inside the circles unless said otherwise) and these
/// events happen.
fn shoot(game: &mut Match, events: Vec<Event>, shooter_at: Option<Point>) -> Turn {
    let piece = shot_piece(game);
    let rest = shooter_at.map(|at| vec![(piece, at)]).unwrap_or_default();
    play(game, report_with_rest(events, rest))
}

fn ditched(piece: u32) -> Event {
    Event::Ditched { piece, time: 0.8 }
}

fn in_play(game: &Match, owner: u8) -> usize {
    game.table()
        .pieces
        .iter()
        .filter(|p| p.kind == "ring" && p.owner == Some(owner) && p.status == PieceStatus::Board)
        .count()
}

#[test]
fn sixteen_rings_mixed_inside_the_small_circle_and_shooters_on_the_outer_line() {
    let game = match_opened_by(GAME, 2, 1);
    let rings: Vec<_> = game
        .table()
        .pieces
        .iter()
        .filter(|p| p.kind == "ring")
        .collect();
    assert_eq!(rings.len(), 16);
    for ring in &rings {
        assert!(
            ring.position.length() + 0.01429 < 0.08206,
            "{:?}",
            ring.position
        );
        assert!(
            ring.position.length() - 0.01429 > 0.01588,
            "clear of the hole"
        );
    }
    let Region::Arc {
        inner,
        outer,
        from,
        to,
    } = region(&game)
    else {
        panic!("the outer circle line");
    };
    assert!(inner < 0.24618 && outer > 0.24618);
    assert_eq!(
        (from, to),
        (-std::f64::consts::PI, 0.0),
        "seat 1's half, the bottom"
    );
}

#[test]
fn forcing_an_opposing_ring_out_earns_another_shot_and_a_miss_passes() {
    let mut game = match_opened_by(GAME, 2, 1);
    let turn = shoot(&mut game, vec![ditched(9)], Some(Point::new(0.0, -0.1)));
    assert!(
        said(&turn).contains("forces out 1 green ring"),
        "{}",
        said(&turn)
    );
    assert_eq!(status(game.table(), 9), PieceStatus::Ditch);
    assert_eq!(game.table().turn, 1, "another shot");
    assert!(matches!(region(&game), Region::Arc { .. }), "from the line");
    // A ring pushed onto the outer line (not wholly inside) is out too.
    let turn = play(
        &mut game,
        report_with_rest(
            vec![],
            vec![(10, Point::new(0.0, 0.24)), (21, Point::new(0.0, -0.1))],
        ),
    );
    assert_eq!(
        status(game.table(), 10),
        PieceStatus::Ditch,
        "{}",
        said(&turn)
    );
    // Only an own ring out: the turn passes.
    let turn = shoot(&mut game, vec![ditched(1)], Some(Point::new(0.0, -0.1)));
    assert!(said(&turn).contains("turn passes"), "{}", said(&turn));
    assert_eq!(game.table().turn, 2);
    assert_eq!((in_play(&game, 1), in_play(&game, 2)), (7, 6));
}

#[test]
fn a_ring_in_the_hole_scores_5_for_its_owner_and_a_lost_shooter_brings_one_back() {
    let mut game = match_opened_by(GAME, 2, 1);
    shoot(&mut game, vec![ditched(9)], Some(Point::new(0.0, -0.1)));
    let turn = shoot(
        &mut game,
        vec![Event::Holed {
            piece: 12,
            time: 0.6,
        }],
        Some(Point::new(0.0, -0.1)),
    );
    assert_eq!(game.table().scores, vec![0, 5], "{}", said(&turn));
    assert_eq!(game.table().turn, 2, "a hole ring alone earns nothing");
    // Green's shooter ends outside the outer circle: turn lost, one of red's out rings... red has
    // none out, so nothing comes back; then red's shooter goes off the board and green ring 9
    // comes back.
    let turn = shoot(&mut game, vec![], Some(Point::new(0.0, 0.255)));
    assert!(said(&turn).contains("turn is lost"), "{}", said(&turn));
    assert_eq!(game.table().turn, 1);
    let turn = shoot(&mut game, vec![ditched(21)], None);
    assert!(said(&turn).contains("comes back"), "{}", said(&turn));
    assert_eq!(status(game.table(), 9), PieceStatus::Board);
    assert_eq!(game.table().turn, 2);
}

#[test]
fn the_round_ends_when_a_side_has_no_rings_left_and_the_rest_score_5_each() {
    let mut game = match_opened_by(GAME, 2, 1);
    let green: Vec<Event> = (9..=16).map(ditched).collect();
    let turn = shoot(&mut game, green, Some(Point::new(0.0, -0.1)));
    let text = said(&turn);
    assert!(text.contains("8 rings left in the circles: 40"), "{text}");
    assert_eq!(game.table().scores, vec![40, 0]);
    assert_eq!(game.table().round, 2);
    assert_eq!(
        game.table().turn,
        2,
        "the other player starts the next round"
    );
    assert_eq!(in_play(&game, 2), 8, "set out again");
    assert!(red().all(|id| status(game.table(), id) == PieceStatus::Board));
    // A second round like it wins at 50.
    let red: Vec<Event> = red().map(ditched).collect();
    shoot(&mut game, red, Some(Point::new(0.0, 0.1)));
    assert_eq!(game.table().scores, vec![40, 40]);
    let green: Vec<Event> = (9..=16).map(ditched).collect();
    shoot(&mut game, green, Some(Point::new(0.0, -0.1)));
    assert_eq!(
        game.table().outcome.as_ref().and_then(|o| o.winner),
        Some(1)
    );
}

#[test]
fn fast_play_one_shooter_every_shot_after_the_first_from_where_it_lies() {
    let mut game = match_opened_by(FAST, 2, 1);
    assert!(game.table().piece(22).is_none(), "one shooter");
    shoot(&mut game, vec![ditched(9)], Some(Point::new(0.05, -0.1)));
    assert_eq!(game.table().turn, 1);
    assert_eq!(region(&game), Region::WhereItLies);
    shoot(&mut game, vec![], Some(Point::new(0.05, 0.1)));
    assert_eq!(game.table().turn, 2);
    assert_eq!(region(&game), Region::WhereItLies, "the other player too");
    shoot(&mut game, vec![ditched(21)], None);
    assert_eq!(game.table().turn, 1);
    assert!(
        matches!(region(&game), Region::Arc { .. }),
        "a lost shooter restarts on the line"
    );
}
