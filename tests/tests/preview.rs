//! `Match::preview`: a shot played out for the window without being judged or committed, so a
//! chained launch or a tip of the board can be added from the moment the player chose.

use parlor_sdk::{Launch, Point, PromptKind, Region, Shot, Tilt};
use parlor_tests::*;

/// Time Top's first top spun from the middle of seat 1's line.
fn first_top(game: &parlor_engine::Match) -> (Shot, Region) {
    let PromptKind::Shoot { from, .. } = game.prompt().unwrap().kind else {
        panic!("expected a shot prompt");
    };
    let shot = Shot::new(
        from.default_point(Point::ORIGIN),
        std::f64::consts::FRAC_PI_2,
        0.3,
        250.0,
    );
    (shot, from)
}

#[test]
fn a_preview_commits_nothing_and_a_later_launch_leaves_the_earlier_frames_alone() {
    let mut game = match_opened_by("time-top", 2, 1);
    let (shot, from) = first_top(&game);
    let alone = game.preview(&shot, 1).unwrap();
    assert_eq!(game.table().shots, 0, "nothing committed");
    assert!(game.steps().is_empty());

    let mut chained = shot.clone();
    let at = 1.0;
    chained.with = vec![Launch {
        piece: 2,
        placement: from.nearest(Point::new(0.1, -0.254), Point::ORIGIN),
        direction: std::f64::consts::FRAC_PI_2,
        speed: 0.3,
        spin: 250.0,
        at,
    }];
    let with_launch = game.preview(&chained, 1).unwrap();
    let before = |frames: &[parlor_engine::physics::Frame]| {
        frames
            .iter()
            .filter(|frame| frame.time < at - 0.05)
            .cloned()
            .collect::<Vec<_>>()
    };
    let earlier = before(&alone.frames);
    assert!(!earlier.is_empty());
    assert_eq!(
        format!("{earlier:?}"),
        format!("{:?}", before(&with_launch.frames))
    );
    assert!(
        with_launch
            .frames
            .iter()
            .any(|frame| frame.pieces.iter().any(|(id, _)| *id == 2)),
        "the second top comes on"
    );

    // Shooting the final shot plays exactly its last preview.
    let turn = game.shoot(chained, 1).unwrap();
    assert_eq!(
        format!("{:?}", turn.frames),
        format!("{:?}", with_launch.frames)
    );
}

#[test]
fn a_preview_makes_the_same_checks_as_a_shot() {
    let game = match_opened_by("ringette-tip-board-1901", 2, 1);
    let PromptKind::Shoot { from, .. } = game.prompt().unwrap().kind else {
        panic!("expected a shot prompt");
    };
    let mut shot = Shot::new(from.default_point(Point::ORIGIN), 1.57, 1.0, 30.0);
    shot.tilt = vec![Tilt {
        at: 0.2,
        x: 9.0,
        y: 0.0,
    }];
    let error = game.preview(&shot, 1).unwrap_err();
    assert!(error.to_string().contains("at most 6"), "{error}");
}
