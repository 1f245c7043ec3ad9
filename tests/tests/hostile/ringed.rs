//! Scripted reports of tops leaving rings they were not in: a `left_ring` naming a ring that does
//! not exist, a top and a ring it does not stand in, a ring as the top, a top left in hand, and
//! one top leaving its ring twice; and a table of more tops standing in rings than the physics
//! holds at once. Each report is refused in one line and the table stays as it was; the crowded
//! table plays within the ceilings.

use parlor_sdk::{Event, Point, Report, Shot};
use parlor_tests::*;

use super::{assert_one_line, contained};

/// Both tops of a fresh Ring Spin (opened by seat 1) spun in their rings, with a scripted
/// report of `events`; returns the refusal, checking the table was left unchanged.
fn refusal(case: &'static str, events: Vec<Event>) -> String {
    contained(case, move || {
        let mut game = match_opened_by("ring-spin", 2, 1);
        let before = game.table().clone();
        let mut shot = Shot::new(Point::new(0.0, -0.1778), 0.0, 0.5, 250.0);
        shot.with.push(parlor_sdk::Launch {
            piece: 2,
            placement: Point::new(0.0, 0.1778),
            direction: 0.0,
            speed: 0.5,
            spin: 250.0,
            at: 0.0,
        });
        let report = Report {
            events,
            ..Report::default()
        };
        let error = match game.apply_report(Some(shot), report) {
            Ok(_) => panic!("{case}: the report was accepted"),
            Err(error) => error.to_string(),
        };
        assert_eq!(game.table(), &before, "{case}: the table changed");
        error
    })
}

fn left(piece: u32, ring: u32) -> Event {
    Event::LeftRing {
        piece,
        ring,
        time: 0.1,
    }
}

#[test]
fn a_top_leaving_a_ring_it_was_not_in_is_refused_in_one_line() {
    // Top 1 stands in ring 3, top 2 in ring 4.
    let cases: [(&'static str, Vec<Event>, &[&str]); 5] = [
        (
            "a ring that does not exist",
            vec![left(1, 99)],
            &["unknown piece 99"],
        ),
        (
            "the other player's ring",
            vec![left(1, 4)],
            &["piece 1 is not a top standing in ring 4"],
        ),
        (
            "a ring named as the top",
            vec![left(3, 4)],
            &["piece 3 is not a top standing in ring 4"],
        ),
        (
            "a top leaving its ring twice",
            vec![left(1, 3), left(2, 4), left(1, 3)],
            &["top 1 leaves its ring twice"],
        ),
        (
            "a ring leaving itself",
            vec![left(3, 3)],
            &["piece 3 is not a top standing in ring 3"],
        ),
    ];
    for (case, events, says) in cases {
        let message = refusal(case, events);
        assert_one_line(case, &message, says);
    }
}

#[test]
fn a_top_not_spun_in_its_ring_cannot_leave_it() {
    let message = contained("a top left in hand leaves a ring", || {
        let mut game = match_opened_by("ring-spin", 2, 1);
        let before = game.table().clone();
        // Only top 1 is spun: top 2 stays in hand, in no ring.
        let shot = Shot::new(Point::new(0.0, -0.1778), 0.0, 0.5, 250.0);
        let report = Report {
            events: vec![left(2, 4)],
            ..Report::default()
        };
        let error = game
            .apply_report(Some(shot), report)
            .expect_err("the report was accepted")
            .to_string();
        assert_eq!(game.table(), &before, "the table changed");
        error
    });
    assert_one_line("a top left in hand leaves a ring", &message, &["piece 2"]);
}

#[test]
fn more_tops_in_rings_than_the_physics_holds_at_once_play_within_the_ceilings() {
    contained("forty tops in forty rings", || {
        let board = parlor_engine::boards::board("carrom").unwrap();
        let mut pieces = Vec::new();
        for n in 0..40u32 {
            let at = Point::new(
                -0.25 + f64::from(n % 8) * 0.07,
                -0.2 + f64::from(n / 8) * 0.09,
            );
            pieces.push(piece_at(n + 1, "top", at));
            pieces.push(piece_at(n + 101, "ring", at));
        }
        let mut table = match_opened_by("ring-spin", 2, 1).table().clone();
        table.pieces = pieces;
        let ringed = parlor_engine::physics::ringed::ringed_tops(&board, &table);
        assert_eq!(ringed.len(), 40);
        let from = table.pieces[0].position;
        let shot = Shot::new(from, 0.0, 0.6, 250.0);
        let simulation = parlor_engine::physics::simulate(
            &board,
            &table,
            1,
            &shot,
            parlor_engine::physics::Recording::default(),
        )
        .unwrap();
        let left: Vec<u32> = simulation
            .report
            .events
            .iter()
            .filter_map(|event| match event {
                Event::LeftRing { piece, .. } => Some(*piece),
                _ => None,
            })
            .collect();
        assert_eq!(left, vec![1], "the top spun hard hops out of its ring");
    });
}

/// A white piece of `kind` on the board at `at`.
fn piece_at(id: u32, kind: &str, at: Point) -> parlor_sdk::Piece {
    parlor_sdk::Piece {
        id,
        kind: kind.to_owned(),
        colour: "white".to_owned(),
        owner: None,
        number: None,
        position: at,
        status: parlor_sdk::PieceStatus::Board,
        pocket: None,
    }
}
