//! Rulings of Spider and Flies: every rule of the catalogue entry and every decision Parlor made
//! where the book is silent, checked through the position type and through the host contract.

use parlor_sdk::{Edit, Game, PieceStatus, PromptKind};

use super::board_game::{BoardGame, Ending, Options, Rules, perft};
use super::flies::Flies;
use super::flies_game::GREEN_OUTWARD;
use super::search::{self, Budget};
use super::test_support::{config, judge, offered, table_at, web_board};
use super::web;

fn position(state: &str) -> Flies {
    Flies::parse(state).unwrap()
}

fn plays(state: &str) -> Vec<String> {
    let mut list: Vec<String> = position(state)
        .plays()
        .into_iter()
        .map(|play| Flies::notation(&play))
        .collect();
    list.sort();
    list
}

fn sorted(list: &[&str]) -> Vec<String> {
    let mut list: Vec<String> = list.iter().map(|text| text.to_string()).collect();
    list.sort();
    list
}

fn play(state: &str, notation: &str) -> Flies {
    let from = position(state);
    let chosen = from
        .plays()
        .into_iter()
        .find(|play| Flies::notation(play) == notation)
        .unwrap_or_else(|| panic!("{notation} is not legal in {state}"));
    from.after(&chosen)
}

fn game() -> Box<dyn Game> {
    BoardGame::<Flies>::boxed()
}

#[test]
fn the_opening_has_thirteen_yellow_and_five_green_flies_and_the_spider_in_its_den() {
    let opening = Flies::opening(false);
    assert_eq!(
        opening.text(),
        "F:S=den:Y=c3,g3,a4,c4,e4,a5,b5,c5,d5,e5,f5,g5,h5:G=b4,d4,f4,g4,h4:score=0-0:quiet=0"
    );
    assert_eq!(Flies::parse(&opening.text()).unwrap(), opening);
    // Flies move first: only the flies with a free crossing inward or beside them can go.
    assert_eq!(perft(&opening, 1), 12);
}

#[test]
fn a_fly_steps_inward_or_sideways_but_never_outward() {
    assert_eq!(
        plays("F:S=e5:Y=a3:G=:score=0-0:quiet=0"),
        sorted(&["a3-a2", "a3-b3", "a3-h3"])
    );
    // Green flies too, unless the handicap option lets them step outward.
    assert_eq!(
        plays("F:S=e5:Y=:G=a3:score=0-0:quiet=0"),
        sorted(&["a3-a2", "a3-b3", "a3-h3"])
    );
    assert_eq!(
        plays("F:S=e5:Y=:G=a3:score=0-0:quiet=0:green-out"),
        sorted(&["a3-a2", "a3-a4", "a3-b3", "a3-h3"])
    );
    // The option never frees the yellow flies.
    assert_eq!(
        plays("F:S=e5:Y=a3:G=:score=0-0:quiet=0:green-out"),
        sorted(&["a3-a2", "a3-b3", "a3-h3"])
    );
}

#[test]
fn a_fly_never_jumps_and_cannot_step_onto_another_man() {
    // Every neighbour of a3 is taken: it cannot jump over any of them.
    let state = "F:S=a2:Y=a3,b3,h3:G=:score=0-0:quiet=0";
    assert!(!plays(state).iter().any(|play| play.starts_with("a3-")));
}

#[test]
fn the_handicap_option_reaches_the_position_string() {
    let options = Options::from([(GREEN_OUTWARD.to_string(), serde_json::Value::Bool(true))]);
    let table = game().setup(&config(web_board(), options)).unwrap();
    assert!(
        table.memo["position"]
            .as_str()
            .unwrap()
            .ends_with(":green-out")
    );
    let bad = Options::from([(GREEN_OUTWARD.to_string(), serde_json::json!("yes"))]);
    assert!(game().setup(&config(web_board(), bad)).is_err());
}

#[test]
fn no_fly_may_enter_the_den_while_the_spider_is_in_it() {
    assert_eq!(
        plays("F:S=den:Y=a1:G=:score=0-0:quiet=0"),
        sorted(&["a1-b1", "a1-h1"])
    );
    assert!(plays("F:S=e5:Y=a1:G=:score=0-0:quiet=0").contains(&"a1-den".to_string()));
}

#[test]
fn a_fly_reaching_the_den_scores_its_value_and_leaves_the_board() {
    let after = play("F:S=e5:Y=:G=a1,c3:score=2-4:quiet=7", "a1-den");
    assert_eq!(after.text(), "S:S=e5:Y=:G=c3:score=5-4:quiet=0");
    let after = play("F:S=e5:Y=a1:G=:score=0-0:quiet=7", "a1-den");
    assert_eq!(after.flies_score, 1);
}

#[test]
fn the_spider_slides_along_a_spoke_but_stops_on_the_double_circle() {
    // From the den the spider reaches any crossing up to the double circle, never the field.
    let from_den = plays("S:S=den:Y=:G=:score=0-0:quiet=0");
    assert_eq!(from_den.len(), 32);
    assert!(from_den.contains(&"den-a4".to_string()));
    assert!(!from_den.contains(&"den-a5".to_string()));
    // From the field it may only come in as far as the double circle.
    assert_eq!(
        plays("S:S=a5:Y=:G=:score=0-0:quiet=0"),
        sorted(&["a5-a4", "a5-b5", "a5-h5"])
    );
    // From the double circle: out to the field, in through the den to the opposite point of
    // the double circle, and up to a quarter of the way round.
    assert_eq!(
        plays("S:S=a4:Y=:G=:score=0-0:quiet=0"),
        sorted(&[
            "a4-a5", "a4-a3", "a4-a2", "a4-a1", "a4-den", "a4-e1", "a4-e2", "a4-e3", "a4-e4",
            "a4-b4", "a4-c4", "a4-h4", "a4-g4"
        ])
    );
    // On any other circle it steps one crossing, like a fly.
    assert_eq!(
        plays("S:S=a2:Y=:G=:score=0-0:quiet=0"),
        sorted(&[
            "a2-a1", "a2-den", "a2-e1", "a2-e2", "a2-e3", "a2-e4", "a2-a3", "a2-a4", "a2-b2",
            "a2-h2"
        ])
    );
}

#[test]
fn the_spider_is_blocked_by_flies_in_its_way() {
    // A fly on a2 with a3 taken behind it: no capture, and no slide past it.
    let list = plays("S:S=den:Y=a2,a3:G=:score=0-0:quiet=0");
    assert!(list.contains(&"den-a1".to_string()));
    assert!(
        !list
            .iter()
            .any(|play| play.starts_with("den-a") && play != "den-a1")
    );
    // Round the double circle, a fly on b4 (with c4 taken) stops the quarter-turn that way.
    let list = plays("S:S=a4:Y=b4,c4:G=:score=0-0:quiet=0");
    assert!(!list.contains(&"a4-b4".to_string()) && !list.contains(&"a4-c4".to_string()));
}

#[test]
fn the_spider_must_capture_when_it_can() {
    assert_eq!(
        plays("S:S=den:Y=a1:G=:score=0-0:quiet=0"),
        sorted(&["denxa2"])
    );
    // A fly far along a spoke is within reach, and the spider lands just beyond it.
    assert_eq!(
        plays("S:S=den:Y=a3:G=:score=0-0:quiet=0"),
        sorted(&["denxa4"])
    );
    // No capture when the crossing beyond the fly is taken.
    assert!(
        !plays("S:S=den:Y=a1,a2:G=:score=0-0:quiet=0")
            .iter()
            .any(|play| play.contains('x'))
    );
}

#[test]
fn the_spider_cannot_reach_past_an_empty_double_circle_to_capture() {
    // From the field the fly on a3 lies beyond the empty double circle: out of reach.
    assert_eq!(
        plays("S:S=a5:Y=a3:G=:score=0-0:quiet=0"),
        sorted(&["a5-a4", "a5-b5", "a5-h5"])
    );
    // A fly on the double circle itself may be jumped, carrying the spider over it.
    assert_eq!(
        plays("S:S=a5:Y=a4:G=:score=0-0:quiet=0"),
        sorted(&["a5xa3"])
    );
}

#[test]
fn on_the_double_circle_the_first_jump_may_reach_a_quarter_round() {
    assert_eq!(
        plays("S:S=a4:Y=c4:G=:score=0-0:quiet=0"),
        sorted(&["a4xd4"])
    );
    assert_eq!(
        plays("S:S=a4:Y=b4:G=:score=0-0:quiet=0"),
        sorted(&["a4xc4"])
    );
    // On other circles only the fly right beside the spider can be taken.
    assert!(
        !plays("S:S=a2:Y=c2:G=:score=0-0:quiet=0")
            .iter()
            .any(|play| play.contains('x'))
    );
    assert_eq!(
        plays("S:S=a2:Y=b2:G=:score=0-0:quiet=0"),
        sorted(&["a2xc2"])
    );
}

#[test]
fn a_capture_goes_on_through_every_fly_next_to_the_landing_crossing() {
    // a5 over a4 to a3, over b3 to c3, over c2 to c1: three flies in one move.
    let state = "S:S=a5:Y=a4,b3,c2:G=:score=0-0:quiet=0";
    assert_eq!(plays(state), sorted(&["a5xa3xc3xc1"]));
    let after = play(state, "a5xa3xc3xc1");
    assert_eq!(after.text(), "F:S=c1:Y=:G=:score=0-3:quiet=0");
}

#[test]
fn later_jumps_of_a_capture_must_be_short() {
    // After landing on a4 the spider may not take c4, two crossings round: that long reach
    // is only for the first jump.
    // (c5 stops the spider taking c4 straight from the den along spoke c.)
    assert_eq!(
        plays("S:S=den:Y=a3,c4,c5:G=:score=0-0:quiet=0"),
        sorted(&["denxa4"])
    );
    // But b4, right beside the landing, must be taken.
    assert_eq!(
        plays("S:S=den:Y=a3,b4,b5:G=:score=0-0:quiet=0"),
        sorted(&["denxa4xc4"])
    );
}

#[test]
fn when_a_capture_forks_each_branch_is_a_move_of_its_own() {
    // Landing on a1 after taking a2, the spider can go on over b1 or over h1.
    assert_eq!(
        plays("S:S=a3:Y=a2,b1,h1:G=:score=0-0:quiet=0"),
        sorted(&["a3xa1xc1", "a3xa1xg1"])
    );
}

#[test]
fn captures_score_the_flies_values_for_the_spider() {
    let after = play("S:S=den:Y=:G=a1:score=0-2:quiet=5", "denxa2");
    assert_eq!(
        (after.flies_score, after.spider_score, after.quiet),
        (0, 5, 0)
    );
}

#[test]
fn the_first_side_to_fifteen_points_wins() {
    let won = play("F:S=e5:Y=a1,b5:G=:score=14-3:quiet=0", "a1-den");
    assert_eq!(won.ending(), Some(Ending::Won(1)));
    assert!(won.plays().is_empty());
    let won = play("S:S=den:Y=b5:G=a1:score=0-12:quiet=0", "denxa2");
    assert_eq!(won.ending(), Some(Ending::Won(2)));
    let going_on = play("S:S=den:Y=b5:G=a1:score=0-11:quiet=0", "denxa2");
    assert_eq!(going_on.ending(), None);
}

#[test]
fn a_side_that_cannot_move_loses() {
    // The spider in its den, every first crossing taken and every second one behind it too.
    let trapped = "S:S=den:Y=a1,b1,c1,d1,e1,f1,g1,h1,a2,b2,c2,d2,e2,f2,g2,h2:G=:score=0-0:quiet=0";
    assert_eq!(position(trapped).ending(), Some(Ending::Won(1)));
    // Flies that have no step left lose too: a full first ring with the spider in the den.
    let stuck = "F:S=den:Y=a1,b1,c1,d1,e1,f1,g1,h1:G=:score=0-0:quiet=0";
    assert_eq!(position(stuck).ending(), Some(Ending::Won(2)));
}

#[test]
fn eighty_quiet_moves_draw_the_game() {
    let drawn = play("F:S=e5:Y=a3:G=:score=0-0:quiet=79", "a3-b3");
    assert_eq!(drawn.ending(), Some(Ending::Drawn));
    // A fly stepping inward is progress: the count starts again.
    let going_on = play("F:S=e5:Y=a3:G=:score=0-0:quiet=79", "a3-a2");
    assert_eq!((going_on.quiet, going_on.ending()), (0, None));
}

#[test]
fn malformed_positions_are_refused_in_one_line() {
    for bad in [
        "",
        "X:S=den:Y=:G=:score=0-0",
        "F:Y=a1:G=:score=0-0",
        "F:S=den:Y=den:G=:score=0-0",
        "F:S=den:Y=a1,a1:G=:score=0-0",
        "F:S=a1:Y=a1:G=:score=0-0",
        "F:S=den:Y=z9:G=:score=0-0",
        "F:S=den:Y=a1:G=:score=zero",
        "F:S=den:Y=a1:G=",
        "F:S=den:Y=a1:score=0-0",
        "F:S=den:Y=a1:G=:score=0-0:colour=red",
        "F:S=den:Y=a1:G=:score=0-0:quiet=-1",
    ] {
        let error = Flies::parse(bad).unwrap_err();
        assert!(!error.message.contains('\n'), "{}", error.message);
        assert!(error.message.starts_with("bad Spider and Flies position"));
    }
}

#[test]
fn setup_puts_every_man_on_its_crossing() {
    let table = game().setup(&config(web_board(), Options::new())).unwrap();
    assert_eq!(table.pieces.len(), 19);
    assert_eq!(table.turn, 1);
    assert_eq!(table.scores, vec![0, 0]);
    let spider = table
        .pieces
        .iter()
        .find(|piece| piece.kind == "spider")
        .unwrap();
    assert_eq!((spider.position.x, spider.position.y), (0.0, 0.0));
    let green = table
        .pieces
        .iter()
        .filter(|piece| piece.colour == "green")
        .count();
    assert_eq!(green, 5);
    // The double circle's crossings lie midway between its two lines.
    let on_castle = table
        .pieces
        .iter()
        .filter(|piece| (piece.position.length() - 0.174).abs() < 1e-9)
        .count();
    assert_eq!(on_castle, 8);
    // The 1901 web cannot be set up on the checkerboard face.
    assert!(
        game()
            .setup(&config(
                super::test_support::checker_board(),
                Options::new()
            ))
            .is_err()
    );
}

#[test]
fn the_prompt_lists_every_move_with_its_hops_and_captures() {
    let table = table_at::<Flies>(web_board(), "S:S=a5:Y=a4,b3,c2:G=:score=0-0:quiet=0");
    let PromptKind::Move { moves } = game().prompt(&table).unwrap().kind else {
        panic!("the spider should be asked to move");
    };
    assert_eq!(moves.len(), 1);
    let steps = &moves[0].steps;
    assert_eq!(steps.len(), 3);
    assert!(steps.iter().all(|step| step.captures.len() == 1));
    let geometry = Flies::geometry(&config(web_board(), Options::new())).unwrap();
    let c1 = geometry.point(web::parse_name("c1").unwrap());
    assert!(steps[2].to.distance(c1) < 1e-12);
}

#[test]
fn the_judge_moves_the_spider_sets_flies_aside_and_scores() {
    let table = table_at::<Flies>(web_board(), "S:S=den:Y=b5:G=a1:score=0-0:quiet=0");
    let verdict = judge(game().as_ref(), &table, "denxa2");
    assert_eq!(verdict.next, 1);
    assert!(
        verdict
            .edits
            .iter()
            .any(|edit| matches!(edit, Edit::Place { piece: 1, .. }))
    );
    let green = table
        .pieces
        .iter()
        .find(|piece| piece.colour == "green")
        .unwrap()
        .id;
    assert!(verdict.edits.contains(&Edit::Status {
        piece: green,
        status: PieceStatus::Aside
    }));
    assert_eq!(verdict.score.len(), 1);
    assert_eq!((verdict.score[0].team, verdict.score[0].points), (2, 3));
    assert_eq!(verdict.score[0].reason, "flies captured");
    assert_eq!(
        verdict.messages,
        ["The spider jumps denxa2 and takes 1 fly, scoring 3."]
    );
    assert_eq!(
        verdict.memo.unwrap()["position"],
        "F:S=a2:Y=b5:G=:score=0-3:quiet=0"
    );
}

#[test]
fn the_judge_takes_a_fly_into_the_den_off_the_board_and_declares_the_winner() {
    let table = table_at::<Flies>(web_board(), "F:S=e5:Y=a1,b5:G=:score=14-0:quiet=0");
    let verdict = judge(game().as_ref(), &table, "a1-den");
    let fly = table
        .pieces
        .iter()
        .find(|piece| piece.position.distance(parlor_sdk::Point::new(0.068, 0.0)) < 1e-9)
        .unwrap()
        .id;
    assert_eq!(
        verdict.edits,
        vec![
            Edit::Place {
                piece: fly,
                at: parlor_sdk::Point::ORIGIN
            },
            Edit::Status {
                piece: fly,
                status: PieceStatus::Aside
            }
        ]
    );
    assert_eq!((verdict.score[0].team, verdict.score[0].points), (1, 1));
    assert_eq!(verdict.outcome.unwrap().winner, Some(1));
    assert_eq!(verdict.messages.len(), 2);
}

#[test]
fn the_judge_refuses_an_illegal_move_with_a_message() {
    let table = table_at::<Flies>(web_board(), "S:S=den:Y=a1:G=:score=0-0:quiet=0");
    // The spider must capture, so an ordinary slide is refused.
    let verdict = judge(game().as_ref(), &table, "den-c3");
    assert_eq!(verdict.next, 2);
    assert!(verdict.edits.is_empty() && verdict.memo.is_none());
    assert_eq!(verdict.messages, ["den-c3 is not a legal move here."]);
    assert_eq!(offered(game().as_ref(), &table), ["denxa2"]);
}

#[test]
fn the_computer_takes_the_winning_fly_into_the_den() {
    let state = "F:S=e5:Y=a1,c3:G=f4:score=14-0:quiet=0";
    let table = table_at::<Flies>(web_board(), state);
    for strength in 0..3 {
        let action = game().suggest(&table, strength).unwrap();
        assert_eq!(
            action,
            parlor_sdk::Action::Move(parlor_sdk::Move {
                notation: "a1-den".into()
            })
        );
    }
}

#[test]
fn the_computer_spider_prefers_the_bigger_capture() {
    // Taking the green fly (3 points) beats taking the yellow one (1 point).
    let state = "S:S=a4:Y=a3:G=b4:score=0-0:quiet=0";
    let best = search::best_move(
        &position(state),
        Budget {
            depth: 1,
            nodes: 1000,
        },
    )
    .unwrap();
    assert_eq!(Flies::notation(&best), "a4xc4");
}

#[test]
fn moves_and_perft_agree() {
    let state = Flies::opening(false).text();
    let lines = game().moves(&state, &[]).unwrap();
    assert_eq!(lines.len(), 12);
    let depth_two: u64 = lines
        .iter()
        .map(|line| game().perft(Some(&line.state), 1).unwrap())
        .sum();
    assert_eq!(game().perft(None, 2).unwrap(), depth_two);
    assert!(game().moves("nonsense", &[]).is_err());
}
