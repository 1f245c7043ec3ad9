//! Aiming a shot: where the piece is placed and how it is flicked, as pure state over board
//! coordinates, so the gestures can be tested without a window.
//!
//! The scheme, slingshot style:
//! - press on the piece, or anywhere else on the board, and pull in any direction to aim: the
//!   shot goes opposite to the pull, its speed proportional to the pull's length
//!   ([`FULL_PULL`] of board for full power);
//! - press on the piece's legal region (the shooting line, the starting-line arc) away from the
//!   piece, a grip point, and move *along* it to slide the piece by as much; it snaps to the
//!   region with [`Region::nearest`]; the A/D keys slide it by [`slide_step`];
//! - release to shoot; a pull shorter than [`MIN_PULL`], a right click or Escape cancels.
//!
//! A press on the piece always aims: a player pulling back from the shooter pulls roughly along
//! their own line as often as across it, and a slide there shot nothing. Only a press on a grip
//! point is decided by its first few points of movement, since sliding along a line and pulling
//! back from it are naturally at right angles.

use parlor_sdk::{Call, Calling, PieceId, Point, Region, Shot};

/// Length of pull (in board metres) that gives the fastest legal shot.
pub(crate) const FULL_PULL: f64 = 0.15;
/// Pulls shorter than this cancel instead of shooting, so a stray click never fires.
pub(crate) const MIN_PULL: f64 = 0.006;
/// A press on the piece whose movement is within this angle of the region's direction slides
/// the piece; anything steeper aims.
const SLIDE_CONE_DEGREES: f64 = 40.0;
/// A press this close to another of a choice of places (metres) stands the piece there.
const PLACE_PICK: f64 = 0.025;
/// How far one press of A or D slides the piece (metres): about ten pixels on a board filling
/// the window, so each press shows.
const SLIDE_STEP: f64 = 0.01;
/// The same with Shift held, for the last millimetres.
const FINE_SLIDE_STEP: f64 = 0.002;

/// With Shift held while pulling, the aim turns by this share of the pull's own turn: about a
/// tenth of a degree for a pixel of sideways pull at the usual length, where a pixel turns a
/// plain pull half a degree or more.
pub(crate) const FINE_TURN_SHARE: f64 = 0.2;

/// How far one press of the slide keys moves the piece, finer with Shift.
pub(crate) fn slide_step(fine: bool) -> f64 {
    if fine { FINE_SLIDE_STEP } else { SLIDE_STEP }
}

/// What the player last aimed with, so the hints name the input in use.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) enum Input {
    /// The mouse or a finger on the board.
    #[default]
    Pointer,
    /// The arrow keys and A/D.
    Keys,
}

/// Direction and speed of a shot being aimed.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Aim {
    /// Radians counter-clockwise from +x.
    pub(crate) direction: f64,
    /// Metres per second.
    pub(crate) speed: f64,
}

/// What the pointer is doing on the board.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Gesture {
    /// Nothing pressed.
    Idle,
    /// Pressed on a grip point of the region; not yet moved far enough to tell a slide from a
    /// pull.
    Undecided {
        /// Where the press began.
        anchor: Point,
    },
    /// Sliding the piece along its region.
    Sliding {
        /// Piece centre minus the grab point, so the piece does not jump under the pointer.
        offset: (f64, f64),
    },
    /// Pulling back to aim.
    Pulling {
        /// Where the pull began.
        anchor: Point,
        /// Where the pointer is now.
        to: Point,
    },
}

/// The shot being prepared for one prompt.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Aiming {
    /// The piece to shoot.
    pub(crate) piece: PieceId,
    /// Where it may be placed.
    pub(crate) region: Region,
    /// Where the piece lies now (the region's reference for `WhereItLies`).
    pub(crate) current: Point,
    /// Where it is placed.
    pub(crate) placement: Point,
    /// The aim so far, if any.
    pub(crate) aim: Option<Aim>,
    /// What the pointer is doing.
    pub(crate) gesture: Gesture,
    max_speed: f64,
    /// Spin to send the piece with, rad/s: a top's spin, a hoop's backspin. Zero for pieces
    /// that only slide, which are flicked without spin.
    pub(crate) spin: f64,
    /// What the game asks to be called before the shot, if anything.
    pub(crate) calling: Option<Calling>,
    /// What has been called so far.
    pub(crate) call: Call,
    /// What the player last aimed or slid with.
    pub(crate) input: Input,
    /// How far the aim is turned from the pull's own direction (radians), by fine turning
    /// earlier in this pull; 0 at the start of every pull.
    pull_turn: f64,
    /// While Shift is held in a pull: the aim's direction and the pull's own direction when it
    /// was pressed, which the fine turn starts from.
    fine_from: Option<(f64, f64)>,
    /// The pull's own direction at the last move of the pointer, where a fine turn starts.
    last_pulled: Option<f64>,
    /// The length of pull (board metres) for full power, as the player chose it.
    full_pull: f64,
}

/// Something on the board a click can call.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum CallTarget {
    /// A piece, its centre and radius.
    Piece(PieceId, Point, f64),
    /// A pocket, its centre and radius.
    Pocket(u8, Point, f64),
}

impl Aiming {
    /// A fresh shot of `piece` from `region`, placed at the region's default point.
    pub(crate) fn new(piece: PieceId, region: Region, current: Point, max_speed: f64) -> Aiming {
        let placement = region.default_point(current);
        Aiming {
            piece,
            region,
            current,
            placement,
            aim: None,
            gesture: Gesture::Idle,
            max_speed: max_speed.max(1e-3),
            spin: 0.0,
            calling: None,
            call: Call::default(),
            input: Input::Pointer,
            pull_turn: 0.0,
            fine_from: None,
            last_pulled: None,
            full_pull: FULL_PULL,
        }
    }

    /// The same shot, with a pull of `metres` for full power (the player's setting).
    pub(crate) fn with_full_pull(mut self, metres: f64) -> Aiming {
        self.set_full_pull(metres);
        self
    }

    /// Takes a pull of `metres` for full power from now on (a length no longer than the
    /// shortest pull that shoots is refused).
    pub(crate) fn set_full_pull(&mut self, metres: f64) {
        if metres.is_finite() && metres > MIN_PULL {
            self.full_pull = metres;
        }
    }

    /// The same shot, with the call the game asks for.
    pub(crate) fn with_calling(mut self, calling: Option<Calling>) -> Aiming {
        self.calling = calling;
        self
    }

    /// A click at `at`: calls the piece or pocket under it, if the game asks for one. Returns
    /// whether the click made (or changed) a call.
    pub(crate) fn call_at(&mut self, at: Point, targets: &[CallTarget]) -> bool {
        let Some(calling) = &self.calling else {
            return false;
        };
        for target in targets {
            match *target {
                // An optional call is taken back by clicking what was called again.
                CallTarget::Piece(piece, centre, radius)
                    if calling.pieces.contains(&piece) && at.distance(centre) <= radius =>
                {
                    let again = calling.optional && self.call.piece == Some(piece);
                    self.call.piece = (!again).then_some(piece);
                    return true;
                }
                CallTarget::Pocket(pocket, centre, radius)
                    if calling.pocket && at.distance(centre) <= radius =>
                {
                    let again = calling.optional && self.call.pocket == Some(pocket);
                    self.call.pocket = (!again).then_some(pocket);
                    return true;
                }
                _ => {}
            }
        }
        false
    }

    /// What is still to be called before the shot may go, in words; none when nothing is.
    pub(crate) fn missing_call(&self) -> Option<&'static str> {
        let calling = self.calling.as_ref()?;
        if calling.optional && self.call.piece.is_none() && self.call.pocket.is_none() {
            return None;
        }
        let piece = !calling.pieces.is_empty() && self.call.piece.is_none();
        let pocket = calling.pocket && self.call.pocket.is_none();
        match (piece, pocket) {
            (true, true) => {
                Some("Call first: click the ring you are playing and the pocket it should enter.")
            }
            (true, false) => Some("Call first: click the ring you are playing."),
            (false, true) => Some("Call first: click the pocket the ring should enter."),
            (false, false) => None,
        }
    }

    /// The fastest legal shot, m/s.
    pub(crate) fn max_speed(&self) -> f64 {
        self.max_speed
    }

    /// Whether the piece may be moved along the place it stands in before shooting.
    pub(crate) fn can_slide(&self) -> bool {
        match *self.place() {
            Region::WhereItLies => false,
            // A bare spot, with no room about it.
            Region::Segment { a, b, tolerance } => a.distance(b) >= 1e-9 || tolerance > 0.0,
            _ => true,
        }
    }

    /// Whether the game offers a choice of places to shoot from.
    pub(crate) fn has_places(&self) -> bool {
        matches!(&self.region, Region::AnyOf { regions } if regions.len() > 1)
    }

    /// The one place the piece stands in now (the region itself unless it is a choice).
    pub(crate) fn place(&self) -> &Region {
        self.region.place_of(self.placement, self.current)
    }

    /// Stands the piece in the next of a choice of places, at that place's default point.
    pub(crate) fn next_place(&mut self) {
        let Region::AnyOf { regions } = &self.region else {
            return;
        };
        let now = self.place().clone();
        let index = regions.iter().position(|place| *place == now).unwrap_or(0);
        if let Some(next) = regions.get((index + 1) % regions.len().max(1)) {
            self.placement = next.default_point(self.current);
        }
    }

    /// A click or press at `at` on another of a choice of places stands the piece there;
    /// whether it did.
    pub(crate) fn pick_place(&mut self, at: Point) -> bool {
        let Region::AnyOf { regions } = &self.region else {
            return false;
        };
        let now = self.place().clone();
        let picked = regions
            .iter()
            .filter(|place| **place != now)
            .map(|place| place.nearest(at, self.current))
            .find(|near| near.distance(at) <= PLACE_PICK);
        if let Some(near) = picked {
            self.placement = near;
            self.gesture = Gesture::Idle;
        }
        picked.is_some()
    }

    /// The pointer went down at `at`; `on_piece` says whether that is on the piece itself, and
    /// `grip` how near (metres) to the piece's place a press away from the piece grips the place
    /// to slide the piece along it.
    pub(crate) fn press(&mut self, at: Point, on_piece: bool, grip: f64) {
        self.input = Input::Pointer;
        if !on_piece && self.pick_place(at) {
            return;
        }
        self.pull_turn = 0.0;
        self.fine_from = None;
        self.last_pulled = None;
        self.gesture = if !on_piece && self.grips_place(at, grip) {
            Gesture::Undecided { anchor: at }
        } else {
            self.aim = None;
            Gesture::Pulling { anchor: at, to: at }
        };
    }

    /// Whether a press at `at` is on a grip point: on the place the piece may slide along
    /// (within `grip` metres of it).
    pub(crate) fn grips_place(&self, at: Point, grip: f64) -> bool {
        self.can_slide() && at.distance(self.place().nearest(at, self.current)) <= grip
    }

    /// The pointer moved to `at` while pressed. `decide` is how far (metres) it must move from a
    /// press on a grip point before the gesture counts as a slide or a pull.
    pub(crate) fn drag(&mut self, at: Point, decide: f64) {
        self.drag_finely(at, decide, false);
    }

    /// As [`Aiming::drag`]; with `fine` (Shift held) a pull turns the aim by only
    /// [`FINE_TURN_SHARE`] of its own turn, for the last fraction of a degree. Letting Shift go
    /// keeps the aim where the fine turn left it: the pull goes on from there.
    pub(crate) fn drag_finely(&mut self, at: Point, decide: f64, fine: bool) {
        match self.gesture {
            Gesture::Idle => {}
            Gesture::Undecided { anchor } => {
                if at.distance(anchor) < decide {
                    return;
                }
                let moved = (at.x - anchor.x, at.y - anchor.y);
                if self.slides_along(moved) {
                    self.gesture = Gesture::Sliding {
                        offset: (self.placement.x - anchor.x, self.placement.y - anchor.y),
                    };
                } else {
                    self.gesture = Gesture::Pulling { anchor, to: anchor };
                    self.aim = None;
                }
                self.drag(at, decide);
            }
            Gesture::Sliding { offset } => {
                let wanted = Point::new(at.x + offset.0, at.y + offset.1);
                self.placement = self.region.nearest(wanted, self.current);
            }
            Gesture::Pulling { anchor, .. } => {
                self.gesture = Gesture::Pulling { anchor, to: at };
                let Some(mut aim) = pull_to_aim(anchor, at, self.max_speed, self.full_pull) else {
                    self.aim = None;
                    return;
                };
                let pulled = aim.direction;
                let before = self.last_pulled.replace(pulled).unwrap_or(pulled);
                if fine {
                    let current = self.aim.map_or(pulled, |aim| aim.direction);
                    let (from_aim, from_pull) = *self.fine_from.get_or_insert((current, before));
                    aim.direction = from_aim + FINE_TURN_SHARE * turn_between(from_pull, pulled);
                } else {
                    if self.fine_from.take().is_some()
                        && let Some(held) = self.aim
                    {
                        // Shift let go: the pull goes on from where the fine turn left the aim.
                        self.pull_turn = turn_between(pulled, held.direction);
                    }
                    aim.direction = pulled + self.pull_turn;
                }
                self.aim = Some(aim);
            }
        }
    }

    /// The pointer was released: the shot to take, if the gesture was a long enough pull.
    pub(crate) fn release(&mut self) -> Option<Shot> {
        let gesture = std::mem::replace(&mut self.gesture, Gesture::Idle);
        match gesture {
            // A shot the game wants called waits for the call; the aim is kept.
            Gesture::Pulling { .. } if self.missing_call().is_none() => self.shot(),
            _ => None,
        }
    }

    /// Whether nothing is under way: no gesture and no aim set.
    pub(crate) fn is_idle(&self) -> bool {
        matches!(self.gesture, Gesture::Idle) && self.aim.is_none()
    }

    /// Abandons the gesture in progress and any aim.
    pub(crate) fn cancel(&mut self) {
        self.gesture = Gesture::Idle;
        self.aim = None;
    }

    /// The shot as aimed now, if aimed.
    pub(crate) fn shot(&self) -> Option<Shot> {
        let aim = self.aim?;
        (aim.speed > 0.0).then_some(Shot {
            placement: self.placement,
            direction: aim.direction,
            speed: aim.speed.min(self.max_speed),
            spin: self.spin,
            call: self.calling.as_ref().map(|_| self.call),
            ..Default::default()
        })
    }

    /// Turns the aim by `radians` (counter-clockwise), starting a keyboard aim at the board's
    /// centre with moderate power if there is none.
    pub(crate) fn rotate(&mut self, radians: f64) {
        self.input = Input::Keys;
        let aim = self.keyboard_aim();
        aim.direction = (aim.direction + radians).rem_euclid(std::f64::consts::TAU);
    }

    /// Changes the speed by `fraction` of the maximum, within (0, max].
    pub(crate) fn adjust_power(&mut self, fraction: f64) {
        self.input = Input::Keys;
        let max = self.max_speed;
        let aim = self.keyboard_aim();
        aim.speed = (aim.speed + fraction * max).clamp(max * 0.01, max);
    }

    /// Moves the placement `metres` along the region (positive: counter-clockwise about the
    /// board's centre for an arc, from `a` to `b` for a segment).
    pub(crate) fn nudge(&mut self, metres: f64) {
        self.input = Input::Keys;
        let (tx, ty) = self.tangent();
        let wanted = Point::new(
            self.placement.x + tx * metres,
            self.placement.y + ty * metres,
        );
        self.placement = self.region.nearest(wanted, self.current);
    }

    fn keyboard_aim(&mut self) -> &mut Aim {
        let towards_centre = (-self.placement.y).atan2(-self.placement.x);
        let speed = self.max_speed * 0.4;
        self.aim.get_or_insert(Aim {
            direction: towards_centre,
            speed,
        })
    }

    /// Whether a movement from the press is a slide along the region rather than a pull.
    fn slides_along(&self, moved: (f64, f64)) -> bool {
        let (tx, ty) = self.tangent();
        let length = moved.0.hypot(moved.1);
        if length == 0.0 {
            return false;
        }
        let cosine = (moved.0 * tx + moved.1 * ty).abs() / length;
        cosine >= SLIDE_CONE_DEGREES.to_radians().cos()
    }

    /// Unit direction of the region at the placement: the way [`Aiming::nudge`] moves it.
    pub(crate) fn tangent(&self) -> (f64, f64) {
        match *self.place() {
            Region::Segment { a, b, .. } => {
                let (dx, dy) = (b.x - a.x, b.y - a.y);
                let length = dx.hypot(dy);
                if length == 0.0 {
                    (1.0, 0.0)
                } else {
                    (dx / length, dy / length)
                }
            }
            Region::Arc { .. } => {
                let length = self.placement.length();
                if length == 0.0 {
                    (1.0, 0.0)
                } else {
                    (-self.placement.y / length, self.placement.x / length)
                }
            }
            _ => (1.0, 0.0),
        }
    }
}

/// The turn from direction `from` to direction `to`, radians, the short way round (-π to π).
fn turn_between(from: f64, to: f64) -> f64 {
    use std::f64::consts::{PI, TAU};
    (to - from + PI).rem_euclid(TAU) - PI
}

/// The aim a pull from `anchor` to `to` gives: opposite to the pull, speed proportional to its
/// length, capped at `max_speed`. Too short a pull gives no aim.
/// A pull of `full_pull` metres gives full power.
pub(crate) fn pull_to_aim(anchor: Point, to: Point, max_speed: f64, full_pull: f64) -> Option<Aim> {
    let (dx, dy) = (anchor.x - to.x, anchor.y - to.y);
    let length = dx.hypot(dy);
    if length.is_nan() || length < MIN_PULL {
        return None;
    }
    Some(Aim {
        direction: dy.atan2(dx),
        speed: (length / full_pull).min(1.0) * max_speed,
    })
}

/// How far along a ray from `from` in `direction` (radians) a moving piece first touches one of
/// `obstacles`, each given as its centre and the distance at which the two touch (the sum of the
/// radii). `None` if nothing is touched within `reach` metres. Obstacles already overlapping the
/// start are ignored: the engine refuses such placements anyway.
pub(crate) fn first_contact(
    from: Point,
    direction: f64,
    reach: f64,
    obstacles: impl IntoIterator<Item = (Point, f64)>,
) -> Option<(f64, Point)> {
    let (dx, dy) = (direction.cos(), direction.sin());
    let mut best: Option<(f64, Point)> = None;
    for (centre, touch) in obstacles {
        let (fx, fy) = (from.x - centre.x, from.y - centre.y);
        let along = fx * dx + fy * dy;
        let beyond = fx * fx + fy * fy - touch * touch;
        let discriminant = along * along - beyond;
        if beyond <= 0.0 || discriminant < 0.0 {
            continue;
        }
        let t = -along - discriminant.sqrt();
        if t > 0.0 && t <= reach && best.is_none_or(|(nearest, _)| t < nearest) {
            best = Some((t, centre));
        }
    }
    best
}

/// How far a lone piece sent at `speed` slides before friction stops it: v²/2a.
pub(crate) fn slide_distance(speed: f64, deceleration: f64) -> f64 {
    if deceleration > 0.0 {
        speed * speed / (2.0 * deceleration)
    } else {
        f64::INFINITY
    }
}

#[cfg(test)]
mod tests {
    use std::f64::consts::{FRAC_PI_2, PI};

    use super::*;

    /// How near the line a press grips it, as the window's few points come to.
    const GRIP: f64 = 0.01;

    fn line_aiming() -> Aiming {
        let line = Region::Segment {
            a: Point::new(-0.254, -0.254),
            b: Point::new(0.254, -0.254),
            tolerance: 0.0,
        };
        Aiming::new(26, line, Point::ORIGIN, 5.5)
    }

    #[test]
    fn a_called_shot_waits_for_its_call_and_carries_it() {
        let calling = Calling {
            pieces: vec![3, 5],
            pocket: true,
            optional: false,
        };
        let mut aiming = line_aiming().with_calling(Some(calling));
        let targets = [
            CallTarget::Piece(3, Point::new(0.0, 0.0), 0.014),
            CallTarget::Piece(4, Point::new(0.05, 0.0), 0.014),
            CallTarget::Pocket(2, Point::new(0.3, -0.3), 0.02),
        ];
        assert!(aiming.missing_call().is_some());
        aiming.press(Point::new(0.1, -0.1), false, GRIP);
        aiming.drag(Point::new(0.1, -0.2), 0.0);
        assert_eq!(aiming.release(), None, "no shot before the call");
        assert!(aiming.aim.is_some(), "the aim is kept");
        assert!(
            !aiming.call_at(Point::new(0.05, 0.0), &targets),
            "piece 4 is not callable"
        );
        assert!(aiming.call_at(Point::new(0.005, 0.0), &targets));
        assert!(
            aiming.missing_call().is_some(),
            "the pocket is still to call"
        );
        assert!(aiming.call_at(Point::new(0.31, -0.3), &targets));
        assert_eq!(aiming.missing_call(), None);
        let shot = aiming.shot().unwrap();
        assert_eq!(
            shot.call,
            Some(Call {
                piece: Some(3),
                pocket: Some(2)
            })
        );
        // Without a call asked for, clicks call nothing and shots carry no call.
        let mut plain = line_aiming();
        assert!(!plain.call_at(Point::new(0.0, 0.0), &targets));
        plain.press(Point::new(0.1, -0.1), false, GRIP);
        plain.drag(Point::new(0.1, -0.2), 0.0);
        assert_eq!(plain.release().unwrap().call, None);
    }

    #[test]
    fn an_optional_call_may_be_left_out_or_taken_back() {
        let calling = Calling {
            pieces: Vec::new(),
            pocket: true,
            optional: true,
        };
        let mut aiming = line_aiming().with_calling(Some(calling));
        let pocket = [CallTarget::Pocket(3, Point::new(0.3, 0.3), 0.02)];
        assert_eq!(aiming.missing_call(), None, "no call is needed");
        assert!(aiming.call_at(Point::new(0.3, 0.3), &pocket));
        assert_eq!(aiming.call.pocket, Some(3));
        assert!(aiming.call_at(Point::new(0.3, 0.3), &pocket));
        assert_eq!(aiming.call.pocket, None, "clicked again: taken back");
        aiming.rotate(0.1);
        assert_eq!(aiming.shot().unwrap().call, Some(Call::default()));
    }

    /// A pull from the piece straight down, then `sideways` metres to the right at its end.
    fn pulled_sideways(aiming: &mut Aiming, sideways: f64, fine: bool) -> f64 {
        let at = aiming.placement;
        aiming.press(at, true, GRIP);
        aiming.drag(Point::new(at.x, at.y - 0.08), 0.001);
        aiming.drag_finely(Point::new(at.x + sideways, at.y - 0.08), 0.001, fine);
        aiming.aim.expect("aimed").direction
    }

    #[test]
    fn with_shift_a_pull_turns_the_aim_a_fifth_as_far_and_letting_go_keeps_it() {
        let straight = pulled_sideways(&mut line_aiming(), 0.0, false);
        assert!(
            (straight - FRAC_PI_2).abs() < 1e-12,
            "straight up: {straight}"
        );
        let plain = pulled_sideways(&mut line_aiming(), 0.004, false) - straight;
        let mut aiming = line_aiming();
        let fine = pulled_sideways(&mut aiming, 0.004, true) - straight;
        assert!(plain.abs() > 0.03, "a plain 4 mm turns the aim {plain} rad");
        assert!(
            (fine - FINE_TURN_SHARE * plain).abs() < 1e-9,
            "fine {fine} against plain {plain}"
        );
        // Shift let go where it is: no jump back to the pull's own direction.
        let at = aiming.placement;
        aiming.drag_finely(Point::new(at.x + 0.004, at.y - 0.08), 0.001, false);
        let after = aiming.aim.unwrap().direction - straight;
        assert!((after - fine).abs() < 1e-9, "jumped from {fine} to {after}");
        // And a plain pull goes on from there: back to the middle is the fine turn undone by
        // the plain one.
        aiming.drag_finely(Point::new(at.x, at.y - 0.08), 0.001, false);
        let centred = aiming.aim.unwrap().direction - straight;
        assert!((centred - (fine - plain)).abs() < 1e-9, "{centred}");
        // A new pull starts afresh.
        let again = pulled_sideways(&mut aiming, 0.0, false);
        assert!((again - straight).abs() < 1e-12);
    }

    #[test]
    fn a_shorter_pull_for_full_power_shoots_harder_for_the_same_pull() {
        let pulled = |full_pull: f64| {
            let mut aiming = line_aiming().with_full_pull(full_pull);
            let at = aiming.placement;
            aiming.press(at, true, GRIP);
            aiming.drag(Point::new(at.x, at.y - 0.05), 0.001);
            aiming.aim.expect("aimed").speed
        };
        assert!((pulled(FULL_PULL) - 5.5 * 0.05 / FULL_PULL).abs() < 1e-9);
        assert!((pulled(0.10) - 5.5 * 0.05 / 0.10).abs() < 1e-9);
        assert!(pulled(0.10) > pulled(FULL_PULL) && pulled(FULL_PULL) > pulled(0.22));
        // A length no longer than the shortest pull that shoots is refused.
        assert!((pulled(0.0) - pulled(FULL_PULL)).abs() < 1e-12);
    }

    #[test]
    fn starts_at_the_default_point_with_no_aim() {
        let aiming = line_aiming();
        assert_eq!(aiming.placement, Point::new(0.0, -0.254));
        assert!(aiming.shot().is_none());
    }

    #[test]
    fn the_spin_set_goes_out_with_the_shot() {
        let mut aiming = line_aiming();
        aiming.spin = 180.0;
        aiming.rotate(0.1);
        let shot = aiming.shot().expect("a keyboard aim shoots");
        assert_eq!(shot.spin, 180.0);
    }

    #[test]
    fn dragging_a_grip_point_along_the_line_slides_the_piece_and_snaps_to_the_line() {
        let mut aiming = line_aiming();
        assert!(aiming.grips_place(Point::new(0.06, -0.25), GRIP));
        assert!(
            !aiming.grips_place(Point::new(0.06, -0.2), GRIP),
            "off the line"
        );
        aiming.press(Point::new(0.06, -0.254), false, GRIP);
        aiming.drag(Point::new(0.11, -0.250), 0.005);
        assert!(matches!(aiming.gesture, Gesture::Sliding { .. }));
        aiming.drag(Point::new(0.16, -0.24), 0.005);
        assert!(
            (aiming.placement.x - 0.1).abs() < 1e-9,
            "moved as far as the grip"
        );
        assert_eq!(aiming.placement.y, -0.254, "snapped onto the line");
        aiming.drag(Point::new(0.9, -0.254), 0.005);
        assert_eq!(aiming.placement.x, 0.254, "clamped to the line's end");
        assert_eq!(aiming.release(), None, "a slide never shoots");
    }

    /// Issue 18: pulling back from the shooter roughly along one's own line slid the shooter
    /// and shot nothing. A pull that starts on the piece aims, whichever way it goes.
    #[test]
    fn issue_18_a_pull_from_the_piece_along_the_line_aims() {
        for along in [0.05, -0.05] {
            let mut aiming = line_aiming();
            aiming.press(Point::new(0.002, -0.254), true, GRIP);
            assert!(matches!(aiming.gesture, Gesture::Pulling { .. }));
            aiming.drag(Point::new(along, -0.262), 0.005);
            aiming.drag(Point::new(2.0 * along, -0.27), 0.005);
            assert!(matches!(aiming.gesture, Gesture::Pulling { .. }));
            let shot = aiming.release().expect("the pull shoots");
            assert_eq!(shot.placement, Point::new(0.0, -0.254), "the piece stayed");
            assert!(
                shot.direction.cos() * along < 0.0,
                "the shot goes away from the pull"
            );
        }
    }

    #[test]
    fn a_slide_key_press_moves_the_piece_visibly_and_shift_moves_it_finer() {
        // A piece radius or so: about ten pixels on a board filling the window.
        assert!(slide_step(false) >= 0.008, "{}", slide_step(false));
        assert!(slide_step(true) < slide_step(false) / 3.0);
        assert!(slide_step(true) > 0.0);
        let mut aiming = line_aiming();
        aiming.nudge(slide_step(false));
        assert!((aiming.placement.x - slide_step(false)).abs() < 1e-9);
        aiming.nudge(-slide_step(true));
        assert!((aiming.placement.x - slide_step(false) + slide_step(true)).abs() < 1e-9);
    }

    #[test]
    fn the_input_in_use_follows_the_last_gesture_or_key() {
        let mut aiming = line_aiming();
        assert_eq!(aiming.input, Input::Pointer);
        aiming.rotate(0.1);
        assert_eq!(aiming.input, Input::Keys);
        aiming.press(Point::new(0.1, 0.1), false, GRIP);
        assert_eq!(aiming.input, Input::Pointer);
        aiming.cancel();
        aiming.adjust_power(0.1);
        assert_eq!(aiming.input, Input::Keys);
        aiming.press(Point::new(0.1, 0.1), false, GRIP);
        aiming.nudge(0.01);
        assert_eq!(aiming.input, Input::Keys);
    }

    #[test]
    fn a_choice_of_places_a_click_or_s_moves_the_piece_and_a_pull_elsewhere_still_aims() {
        let line = Region::Segment {
            a: Point::new(-0.254, -0.254),
            b: Point::new(0.254, -0.254),
            tolerance: 0.0,
        };
        let lies = Point::new(0.1, 0.12);
        let mut aiming = Aiming::new(
            1,
            Region::AnyOf {
                regions: vec![line, Region::WhereItLies],
            },
            lies,
            5.5,
        );
        assert!(aiming.has_places() && aiming.can_slide());
        assert_eq!(aiming.placement, Point::new(0.0, -0.254), "the first place");
        // A click by where the piece lies stands it there; it cannot slide from there.
        aiming.press(Point::new(0.11, 0.12), false, GRIP);
        assert_eq!(aiming.placement, lies);
        assert_eq!(aiming.gesture, Gesture::Idle);
        assert!(!aiming.can_slide());
        // S goes back to the line, at its default point.
        aiming.next_place();
        assert_eq!(aiming.placement, Point::new(0.0, -0.254));
        // A press away from every other place is a pull as usual.
        aiming.press(Point::new(-0.1, 0.2), false, GRIP);
        assert!(matches!(aiming.gesture, Gesture::Pulling { .. }));
        aiming.drag(Point::new(-0.1, 0.1), 0.005);
        let shot = aiming.release().unwrap();
        assert_eq!(shot.placement, Point::new(0.0, -0.254));
    }

    #[test]
    fn pulling_back_from_the_piece_or_a_grip_point_aims_the_opposite_way() {
        // From the piece, and from a grip point on the line beside it: the piece stays put.
        let piece = Point::new(0.0, -0.254);
        for (from, on_piece) in [(piece, true), (Point::new(0.06, -0.254), false)] {
            let mut aiming = line_aiming();
            aiming.press(from, on_piece, GRIP);
            // Straight down, away from the board: a shot straight up it.
            aiming.drag(Point::new(from.x, -0.304), 0.005);
            assert!(matches!(aiming.gesture, Gesture::Pulling { .. }));
            let shot = aiming.release().unwrap();
            assert!((shot.direction - FRAC_PI_2).abs() < 1e-9);
            assert!((shot.speed - 5.5 * 0.05 / FULL_PULL).abs() < 1e-9);
            assert_eq!(shot.placement, piece);
        }
    }

    #[test]
    fn pulls_are_capped_and_short_pulls_cancel() {
        let far = pull_to_aim(Point::ORIGIN, Point::new(1.0, 0.0), 3.0, FULL_PULL).unwrap();
        assert_eq!(far.speed, 3.0);
        assert!(
            (far.direction.abs() - PI).abs() < 1e-9,
            "pulled right, shot goes left"
        );
        assert!(pull_to_aim(Point::ORIGIN, Point::new(0.001, 0.0), 3.0, FULL_PULL).is_none());

        let mut aiming = line_aiming();
        aiming.press(Point::new(0.1, 0.1), false, GRIP);
        aiming.drag(Point::new(0.1, 0.098), 0.005);
        assert_eq!(aiming.release(), None);
    }

    #[test]
    fn keyboard_aims_at_the_centre_and_stays_within_the_speed_limit() {
        let mut aiming = line_aiming();
        aiming.adjust_power(0.0);
        let shot = aiming.shot().unwrap();
        assert!((shot.direction - FRAC_PI_2).abs() < 1e-9);
        aiming.adjust_power(5.0);
        assert_eq!(aiming.shot().unwrap().speed, 5.5);
        aiming.adjust_power(-5.0);
        assert!(aiming.shot().unwrap().speed > 0.0);
        aiming.nudge(0.01);
        assert!((aiming.placement.x - 0.01).abs() < 1e-9);
    }

    #[test]
    fn the_first_piece_in_the_way_is_found() {
        let obstacles = [
            (Point::new(0.0, 0.2), 0.03),
            (Point::new(0.0, 0.1), 0.03),
            (Point::new(0.5, 0.0), 0.03),
        ];
        let (t, centre) = first_contact(Point::ORIGIN, FRAC_PI_2, 1.0, obstacles).unwrap();
        assert!((t - 0.07).abs() < 1e-9);
        assert_eq!(centre, Point::new(0.0, 0.1));
        assert!(first_contact(Point::ORIGIN, FRAC_PI_2, 0.05, obstacles).is_none());
        assert!(first_contact(Point::ORIGIN, -FRAC_PI_2, 1.0, obstacles).is_none());
    }

    #[test]
    fn arc_slides_follow_the_circle() {
        let arc = Region::Arc {
            inner: 0.232,
            outer: 0.26,
            from: -3.0 * std::f64::consts::FRAC_PI_4,
            to: -std::f64::consts::FRAC_PI_4,
        };
        let mut aiming = Aiming::new(1, arc.clone(), Point::ORIGIN, 3.0);
        let start = aiming.placement;
        // A grip point on the band, a little clockwise of the piece.
        let grip = Point::new(start.x - 0.04, start.y);
        assert!(aiming.grips_place(grip, GRIP));
        aiming.press(grip, false, GRIP);
        aiming.drag(Point::new(grip.x + 0.03, grip.y), 0.005);
        assert!(matches!(aiming.gesture, Gesture::Sliding { .. }));
        assert!(arc.contains(aiming.placement, Point::ORIGIN));
        assert!(aiming.placement.x > 0.02);
    }
}
