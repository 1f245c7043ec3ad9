//! Scripted reports that knock off rings nothing held: an `unposted` naming a ring not over that
//! post (or over no post at all), an `unholed` naming a ring not in the hole, and a thousand rings
//! stacked on one post. Each is refused in one line, or played within the ceilings, and the table
//! stays as it was.

use parlor_sdk::{Event, Point, Report};
use parlor_tests::*;

use super::{assert_one_line, contained};

/// Plays one scripted report of `events` on a fresh Ring Post Crokinole opened by seat 1, and
/// returns the refusal, checking the table was left unchanged.
fn refusal(case: &'static str, events: Vec<Event>) -> String {
    contained(case, move || {
        let mut game = match_opened_by("ring-post-crokinole-1901", 2, 1);
        let before = game.table().clone();
        let report = Report {
            events,
            ..Report::default()
        };
        let error = match game.apply_report(None, report) {
            Ok(_) => panic!("{case}: the report was accepted"),
            Err(error) => error.to_string(),
        };
        assert_eq!(game.table(), &before, "{case}: the table changed");
        error
    })
}

#[test]
fn knocking_off_a_ring_nothing_held_there_is_refused_in_one_line() {
    // Ring 1 sits over post 1; ring 5 over post 2.
    let cases: [(&'static str, Event, &[&str]); 3] = [
        (
            "a ring knocked off a post it is not on",
            Event::Unposted {
                piece: 1,
                post: 2,
                time: 0.1,
            },
            &["piece 1 is not a ring held over post 2"],
        ),
        (
            "a ring knocked off a post that does not exist",
            Event::Unposted {
                piece: 5,
                post: 200,
                time: 0.1,
            },
            &["piece 5", "over post 200"],
        ),
        (
            "a ring knocked out of a hole it is not in",
            Event::Unholed {
                piece: 5,
                time: 0.1,
            },
            &["piece 5", "in the centre hole"],
        ),
    ];
    for (case, event, says) in cases {
        let message = refusal(case, vec![event]);
        assert_one_line(case, &message, says);
    }
}

#[test]
fn a_thousand_rings_stacked_on_one_post_play_within_the_ceilings() {
    contained("a thousand rings on one post", || {
        let game = match_opened_by("ring-post-crokinole-1901", 2, 1);
        let post = game.table().piece(1).unwrap().position;
        let mut table = game.table().clone();
        let template = table.piece(1).unwrap().clone();
        for id in 100..1100 {
            let mut ring = template.clone();
            ring.id = id;
            ring.position = post;
            table.pieces.push(ring);
        }
        let board = parlor_engine::boards::board("crokinole").unwrap();
        let seated = parlor_engine::physics::posts::seated_rings(&board, &table, &[]);
        assert_eq!(seated.iter().filter(|ring| ring.level > 0).count(), 1000);
        // A shot straight at the stack: only its top ring is in reach.
        let from = Point::new(post.x, -0.2);
        let shot = parlor_sdk::Shot::new(from, std::f64::consts::FRAC_PI_2, 3.0, 0.0);
        let shooter = table
            .pieces
            .iter()
            .position(|piece| piece.id == 21)
            .unwrap();
        table.pieces[shooter].position = from;
        table.pieces[shooter].status = parlor_sdk::PieceStatus::Board;
        let simulation = parlor_engine::physics::simulate(
            &board,
            &table,
            21,
            &shot,
            parlor_engine::physics::Recording::default(),
        )
        .unwrap();
        let off: Vec<u32> = simulation
            .report
            .events
            .iter()
            .filter_map(|event| match event {
                Event::Unposted { piece, .. } => Some(*piece),
                _ => None,
            })
            .collect();
        assert_eq!(
            off.first(),
            Some(&1099),
            "the top ring leaves first: {off:?}"
        );
    });
}
