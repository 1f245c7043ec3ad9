//! A match in progress: the table, the game that rules it, and the history that replays it.
//!
//! [`Match`] is the one place where actions meet rules. It checks each action against the
//! game's prompt, runs the physics (or takes a scripted report), asks the game to judge, checks
//! the verdict and only then changes the table. Any failure leaves the table exactly as it was.

use parlor_sdk::{
    Action, Board, Game, GameInfo, MatchConfig, PieceId, Point, Prompt, PromptKind, Report, Shot,
    Table, Verdict,
};

use crate::EngineError;
use crate::game_file::GameFile;
use crate::house_rules::HouseRuleSource;
use crate::input::number;
use crate::physics::{self, Frame, PhysicsVersion, Recording};

mod checks;
mod clock;
mod record;
mod staging;
mod trial;

#[cfg(test)]
pub(crate) use trial::check_speed as trial_check_speed;
pub use trial::{Ground, Trial};

use checks::{apply_verdict, check_dice, check_report, check_table, complete_report};
use clock::ClockMark;
pub use clock::LONGEST_PERIOD;
pub use record::{LOG_LIMIT, LogEntry, ScoreLine, ShotOrAction, Step};
use record::{logged_bytes, pending_by_team};

/// The most actions a script or a save may hold. A long match is a few hundred shots and a
/// backgammon series a few thousand moves and throws; a file of millions of actions is refused
/// when it is read rather than replayed for hours.
pub const MAX_STEPS: usize = 10_000;

/// How many places along a region [`Match::free_placement`] tries before giving up.
const PLACEMENT_TRIES: usize = 24;

/// What a shot came to.
#[derive(Clone, Debug)]
pub struct Turn {
    /// What the physics saw (or the script said).
    pub report: Report,
    /// The game's ruling.
    pub verdict: Verdict,
    /// Snapshots of the pieces in motion, for animation (empty for scripted reports).
    pub frames: Vec<Frame>,
    /// The table before the shot, with the shot piece placed.
    pub before: Table,
}

/// A shot played out without being judged or committed: what the window animates while the
/// player can still change it (launch the next top, tip the board).
#[derive(Clone, Debug)]
pub struct Preview {
    /// Snapshots of the pieces in motion.
    pub frames: Vec<Frame>,
    /// The table before the shot, with every piece launched at the start placed.
    pub before: Table,
    /// What the physics saw, not judged: for the window to show and sound the shot as it plays.
    pub report: Report,
}

/// A match: a game, its table and its history.
pub struct Match {
    game: Box<dyn Game>,
    house_rules: Vec<HouseRuleSource>,
    /// The game's Lua file, when it was played from one rather than an installed pack.
    game_file: Option<GameFile>,
    info: GameInfo,
    config: MatchConfig,
    table: Table,
    steps: Vec<Step>,
    log: Vec<LogEntry>,
    /// What `log` holds, counted as [`logged_bytes`] counts it, within [`LOG_LIMIT`].
    log_bytes: usize,
    score_history: Vec<ScoreLine>,
    aiming_guide: bool,
    /// The physics its shots are played with: the current version, or the one its save names.
    physics: PhysicsVersion,
    /// Where the clock of the timed period under way stands, derived from the steps played (a
    /// replay rebuilds it), so it is never saved.
    clock: Option<ClockMark>,
}

impl Match {
    /// Starts a match: the game lays out the table.
    pub fn new(
        game: Box<dyn Game>,
        config: MatchConfig,
        house_rules: Vec<HouseRuleSource>,
    ) -> Result<Match, EngineError> {
        let info = game.info();
        let table = game.setup(&config).map_err(|error| EngineError::Plugin {
            game: info.id.clone(),
            message: error.message,
            log: game.take_log(),
        })?;
        check_table(&info.id, &config.board, &table)?;
        Ok(Match {
            game,
            house_rules,
            game_file: None,
            info,
            config,
            table,
            steps: Vec::new(),
            log: Vec::new(),
            log_bytes: 0,
            score_history: Vec::new(),
            aiming_guide: false,
            physics: PhysicsVersion::CURRENT,
            clock: None,
        })
    }

    /// Takes `table` as the table after the last step, in place of the one this engine reached:
    /// an online match's joiner whose table came out other than the host's takes the host's,
    /// which decides the match. `unplayed` are steps of the host's that this engine could not
    /// play after its table went astray: they are recorded as played, so the steps stay the
    /// host's. Checked as every table a game lays out is; refused, nothing changes.
    pub fn adopt(&mut self, unplayed: Vec<Step>, table: Table) -> Result<(), EngineError> {
        check_table(&self.info.id, &self.config.board, &table)?;
        self.steps.extend(unplayed);
        self.table = table;
        Ok(())
    }

    /// Records that the players aim with the window's aiming guide (a line to the first
    /// contact), an aid the rule books do not give; saves and replays keep it. The engine
    /// only keeps the record: the guide itself is drawing.
    pub fn set_aiming_guide(&mut self, on: bool) {
        self.aiming_guide = on;
    }

    /// Whether the match is played with the aiming guide.
    pub fn aiming_guide(&self) -> bool {
        self.aiming_guide
    }

    /// Plays the match's shots with the physics of `version`: a save names the version it was
    /// played with, and its replay and continuation keep it. Set it before the first shot.
    pub fn set_physics(&mut self, version: PhysicsVersion) {
        self.physics = version;
    }

    /// The physics the match's shots are played with.
    pub fn physics(&self) -> PhysicsVersion {
        self.physics
    }

    /// The game's description.
    pub fn info(&self) -> &GameInfo {
        &self.info
    }

    /// What the game printed for its developer since this was last asked (see
    /// [`Game::take_log`]).
    pub fn take_log(&self) -> Vec<String> {
        self.game.take_log()
    }

    /// Likely mistakes the game's code made since this was last asked (see
    /// [`Game::take_warnings`]).
    pub fn take_warnings(&self) -> Vec<String> {
        self.game.take_warnings()
    }

    /// Swaps in a new instance of the game (its script edited and reloaded) while keeping the
    /// table, the history and the log exactly as they are: live reload for modders.
    pub fn replace_game(&mut self, game: Box<dyn Game>) {
        self.info = game.info();
        self.game = game;
    }

    /// The game's Lua file and modules, when the match was played from a file rather than an
    /// installed pack: a save keeps them, so it replays without the file.
    pub fn game_file(&self) -> Option<&GameFile> {
        self.game_file.as_ref()
    }

    /// Records the file the game was loaded from (see [`Match::game_file`]).
    pub fn set_game_file(&mut self, file: GameFile) {
        self.game_file = Some(file);
    }

    /// The house rules layered over the game, in order, with their exact sources.
    pub fn house_rules(&self) -> &[HouseRuleSource] {
        &self.house_rules
    }

    /// The board side in use.
    pub fn board(&self) -> &Board {
        &self.config.board
    }

    /// How the match was set up.
    pub fn config(&self) -> &MatchConfig {
        &self.config
    }

    /// The table as it stands.
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// Every shot so far.
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// Every ruling so far.
    pub fn log(&self) -> &[LogEntry] {
        &self.log
    }

    /// The score after every shot so far, in order.
    pub fn score_history(&self) -> &[ScoreLine] {
        &self.score_history
    }

    /// The points the round under way holds for each team, in team order, not yet in the
    /// table's scores (the latest verdict's `pending`); empty when it holds none.
    pub fn pending(&self) -> &[i64] {
        self.score_history
            .last()
            .map_or(&[], |line| line.pending.as_slice())
    }

    /// Seconds on the clock of the timed period under way: when its latest shot was fired (the
    /// limit once time has been called), 0 before its first shot or in an untimed turn. A shot
    /// of the period may be fired at this time or later.
    pub fn clock_elapsed(&self) -> f64 {
        clock::elapsed(self.clock, self.table.round)
    }

    /// Whether the match has ended.
    pub fn is_over(&self) -> bool {
        self.table.outcome.is_some()
    }

    /// What the player to move may do.
    pub fn prompt(&self) -> Result<Prompt, EngineError> {
        if self.is_over() {
            return Ok(Prompt {
                seat: self.table.turn,
                kind: PromptKind::Over,
                message: "The match is over.".to_owned(),
                in_check: None,
            });
        }
        self.game
            .prompt(&self.table)
            .map_err(|error| EngineError::plugin(&self.info.id, error.message))
    }

    /// Takes a shot and lets the physics play it out.
    pub fn shoot(&mut self, shot: Shot, frame_every: u32) -> Result<Turn, EngineError> {
        let (piece, staged) = self.stage(&shot)?;
        let simulation = physics::simulate_as(
            self.physics,
            &self.config.board,
            &staged,
            piece,
            &shot,
            Recording {
                frame_every,
                measure_overlap: false,
            },
        )?;
        self.conclude(
            Action::Shot(shot),
            staged,
            simulation.report,
            simulation.frames,
            false,
        )
    }

    /// Plays `shot` out as [`Match::shoot`] would, with the same checks, but neither judges
    /// nor commits it: the table stays as it is. Physics is deterministic, so a shot changed
    /// from some moment on (a piece launched, the board tipped) previews identically up to
    /// that moment, and [`Match::shoot`] of the final shot plays exactly the last preview.
    pub fn preview(&self, shot: &Shot, frame_every: u32) -> Result<Preview, EngineError> {
        if self.is_over() {
            return Err(EngineError::MatchOver);
        }
        let (piece, staged) = self.stage(shot)?;
        let simulation = physics::simulate_as(
            self.physics,
            &self.config.board,
            &staged,
            piece,
            shot,
            Recording {
                frame_every,
                measure_overlap: false,
            },
        )?;
        Ok(Preview {
            frames: simulation.frames,
            before: staged,
            report: simulation.report,
        })
    }

    /// Takes a shot whose outcome is given instead of simulated (tests, scripts, tools). With
    /// no shot, the piece is placed at its region's default point (or, if a piece lies there,
    /// the free place nearest it along the region) and flicked at speed 0.
    pub fn apply_report(
        &mut self,
        shot: Option<Shot>,
        report: Report,
    ) -> Result<Turn, EngineError> {
        let shot = match shot {
            Some(shot) => shot,
            None => {
                let (piece, region) = self.expected_shot()?;
                let current = self
                    .table
                    .piece(piece)
                    .map(|p| p.position)
                    .unwrap_or_default();
                Shot {
                    placement: self.free_placement(piece, &region, current),
                    direction: std::f64::consts::FRAC_PI_2,
                    speed: 0.0,
                    spin: 0.0,
                    // A timed shot left unsaid was fired as soon as it could be.
                    clock: self.timed()?.then(|| self.clock_elapsed()),
                    ..Default::default()
                }
            }
        };
        let max = self.config.board.physics.max_shot_speed;
        if !(0.0..=max).contains(&shot.speed) {
            return Err(EngineError::IllegalShot(format!(
                "speed must be between 0 and {max} m/s, not {}",
                number(shot.speed)
            )));
        }
        let (piece, staged) = self.stage_unchecked_speed(&shot)?;
        let mut report = report;
        match report.shot {
            None => report.shot = Some(piece),
            Some(named) if named != piece => {
                return Err(EngineError::BadReport(format!(
                    "the report says piece {named} was shot, but the game asked for piece {piece}"
                )));
            }
            Some(_) => {}
        }
        let unlaunched = self.offered_but_not_launched(&shot)?;
        check_report(&self.config.board, &staged, &report, &unlaunched)?;
        complete_report(&self.config.board, &staged, &mut report);
        self.conclude(Action::Shot(shot), staged, report, Vec::new(), true)
    }

    /// Plays a move, a throw of the dice, a resignation or an agreed draw. The host throws the
    /// dice from the match seed, so a replay throws the same faces.
    pub fn act(&mut self, action: Action) -> Result<Turn, EngineError> {
        self.act_with(action, None)
    }

    /// [`Match::act`] with the outcome given: a scripted report holding the dice thrown.
    pub fn act_with(
        &mut self,
        action: Action,
        report: Option<Report>,
    ) -> Result<Turn, EngineError> {
        if self.is_over() {
            return Err(EngineError::MatchOver);
        }
        match &action {
            Action::Shot(_) => Err(EngineError::Misuse(
                "a shot is played with shoot, not act".to_owned(),
            )),
            Action::Resign | Action::Draw => self.concede(action),
            Action::TimeUp => {
                let PromptKind::Shoot {
                    clock: Some(clock), ..
                } = self.expected_prompt()?.kind
                else {
                    return Err(EngineError::WrongTime(
                        "no clock is running: time can be called only on a timed period".to_owned(),
                    ));
                };
                if report.is_some() {
                    return Err(EngineError::BadReport(
                        "time called has no report: the game rules on the table as it lies"
                            .to_owned(),
                    ));
                }
                let staged = self.table.clone();
                let mut report = Report::default();
                complete_report(&self.config.board, &staged, &mut report);
                let round = self.table.round;
                let turn = self.conclude(action, staged, report, Vec::new(), false)?;
                // Should the game keep the period going, nothing more may be fired in it.
                self.clock = Some(ClockMark {
                    round,
                    seconds: clock.limit,
                });
                Ok(turn)
            }
            Action::Move(chosen) => {
                let PromptKind::Move { moves } = self.expected_prompt()?.kind else {
                    return Err(EngineError::WrongTime(
                        "the game is not asking for a move".to_owned(),
                    ));
                };
                // A move spelled another way the game reads is played as its choice's notation.
                let named = |notation: &str| moves.iter().find(|legal| legal.notation == notation);
                let Some(choice) = named(&chosen.notation)
                    .or_else(|| named(&self.game.choice_named(&self.table, &chosen.notation)?))
                else {
                    let mut legal: Vec<&str> =
                        moves.iter().map(|legal| legal.notation.as_str()).collect();
                    let more = legal.len().saturating_sub(12);
                    legal.truncate(12);
                    let tail = if more > 0 {
                        format!(" and {more} more")
                    } else {
                        String::new()
                    };
                    return Err(EngineError::IllegalMove(format!(
                        "'{}' is not a legal move here (legal: {}{tail})",
                        crate::input::excerpt(&chosen.notation),
                        legal.join(", ")
                    )));
                };
                if report.is_some() {
                    return Err(EngineError::BadReport(
                        "a move has no report: the game rules on the move alone".to_owned(),
                    ));
                }
                let staged = self.table.clone();
                let frames = move_frames(&staged, choice);
                let action = Action::Move(parlor_sdk::Move {
                    notation: choice.notation.clone(),
                });
                self.conclude(action, staged, Report::default(), frames, false)
            }
            Action::Roll => {
                let PromptKind::Roll { dice } = self.expected_prompt()?.kind else {
                    return Err(EngineError::WrongTime(
                        "the game is not asking for a throw of the dice".to_owned(),
                    ));
                };
                let report = match report {
                    Some(report) => {
                        check_dice(&report, dice)?;
                        report
                    }
                    None => Report {
                        events: vec![parlor_sdk::Event::Rolled {
                            values: throw_dice(self.config.seed, self.table.shots, dice),
                            time: 0.0,
                        }],
                        ..Report::default()
                    },
                };
                let staged = self.table.clone();
                // The faces are kept even when the host threw them: a save then shows the dice
                // of the throw being played without re-deriving them.
                self.conclude(action, staged, report, Vec::new(), true)
            }
            other => Err(EngineError::Misuse(format!(
                "this host does not know the action {other:?}"
            ))),
        }
    }

    /// The computer player's choice for the seat to play, at `strength`.
    pub fn suggest(&self, strength: u8) -> Result<Action, EngineError> {
        if self.is_over() {
            return Err(EngineError::MatchOver);
        }
        self.game
            .suggest(&self.table, strength)
            .map_err(|error| EngineError::plugin(&self.info.id, error.message))
    }

    /// Ends the match on a resignation or an agreed draw. The host rules it (the game cannot
    /// refuse or change the result); a game that offers it is then asked for its record of it.
    fn concede(&mut self, action: Action) -> Result<Turn, EngineError> {
        let seat = self.table.turn;
        let name = self
            .table
            .seat(seat)
            .map_or_else(|| format!("Seat {seat}"), |s| s.name.clone());
        let verdict = if action == Action::Draw {
            Verdict {
                next: seat,
                outcome: Some(parlor_sdk::Outcome { winner: None }),
                messages: vec!["Both sides agree to a draw.".to_owned()],
                ..Verdict::default()
            }
        } else {
            let team = self.table.seat(seat).map_or(1, |s| s.team);
            let teams = self.table.scores.len();
            if teams != 2 {
                return Err(EngineError::Unsupported(format!(
                    "resigning needs two sides to hand the match to, and this match has {teams}"
                )));
            }
            let winner = if team == 1 { 2 } else { 1 };
            Verdict {
                next: seat,
                outcome: Some(parlor_sdk::Outcome {
                    winner: Some(winner),
                }),
                messages: vec![format!("{name} resigns.")],
                ..Verdict::default()
            }
        };
        let verdict = Verdict {
            memo: self.conceded_memo(&action, verdict.outcome.as_ref()),
            ..verdict
        };
        let before = self.table.clone();
        let mut after = self.table.clone();
        apply_verdict(&self.info.id, &self.config.board, &mut after, &verdict)?;
        self.commit(action, after, None, &verdict, seat);
        Ok(Turn {
            report: Report::default(),
            verdict,
            frames: Vec::new(),
            before,
        })
    }

    /// The memo a game keeps for a resignation or an agreed draw it offers (chess writes the
    /// game's record): it judges the concession, and its memo is kept only when its verdict
    /// ends the match exactly as `ruled`. Whatever else it answers, or if it fails, the
    /// concession stands without it, since giving a match up must always be possible.
    fn conceded_memo(
        &self,
        action: &Action,
        ruled: Option<&parlor_sdk::Outcome>,
    ) -> Option<serde_json::Value> {
        let offered = self.info.capabilities;
        let offers = match action {
            Action::Resign => offered.resign,
            Action::Draw => offered.draw,
            _ => false,
        };
        if !offers {
            return None;
        }
        let answer = self
            .game
            .judge(&self.table, action, &Report::default())
            .ok()?;
        if answer.outcome.as_ref() == ruled {
            answer.memo
        } else {
            None
        }
    }

    /// The region's default point if `piece` fits there, else the nearest place along the region
    /// where it does (the default point again if none does, to be refused with its reason).
    pub fn free_placement(
        &self,
        piece: PieceId,
        region: &parlor_sdk::Region,
        current: Point,
    ) -> Point {
        let default = region.default_point(current);
        region
            .spread_points(current, PLACEMENT_TRIES)
            .into_iter()
            .find(|&at| self.check_room(piece, at).is_ok())
            .unwrap_or(default)
    }

    /// Whether piece `piece` fits at `at` without overlapping a piece on the board (touching is
    /// fine). The window uses this to warn before the player lets go.
    pub fn check_room(&self, piece: PieceId, at: Point) -> Result<(), EngineError> {
        staging::room_on(&self.config.board, &self.table, piece, at)
    }

    /// Whether the game asks for a shot against a running clock.
    fn timed(&self) -> Result<bool, EngineError> {
        Ok(matches!(
            self.expected_prompt()?.kind,
            PromptKind::Shoot { clock: Some(_), .. }
        ))
    }

    fn expected_shot(&self) -> Result<(PieceId, parlor_sdk::Region), EngineError> {
        match self.expected_prompt()?.kind {
            PromptKind::Shoot { piece, from, .. } => Ok((piece, from)),
            _ => Err(EngineError::WrongTime(
                "the game is not asking for a shot".to_owned(),
            )),
        }
    }

    /// The pieces the prompt lets this shot launch beside its own (a simultaneous game's other
    /// rings) that `shot` leaves in hand: a scripted report that names one lacks the `with`
    /// launch that would have put it on the board.
    fn offered_but_not_launched(&self, shot: &Shot) -> Result<Vec<PieceId>, EngineError> {
        let PromptKind::Shoot { with, .. } = self.expected_prompt()?.kind else {
            return Ok(Vec::new());
        };
        Ok(with
            .iter()
            .map(|launcher| launcher.piece)
            .filter(|piece| !shot.with.iter().any(|launch| launch.piece == *piece))
            .collect())
    }

    /// The game's prompt, checked against the table.
    fn expected_prompt(&self) -> Result<Prompt, EngineError> {
        if self.is_over() {
            return Err(EngineError::MatchOver);
        }
        let prompt = self.prompt()?;
        // The table says the match goes on, so a prompt that disagrees is the game's fault.
        if prompt.seat != self.table.turn {
            return Err(EngineError::plugin(
                &self.info.id,
                format!(
                    "prompt asks seat {} to play, but the table says it is seat {}'s turn",
                    prompt.seat, self.table.turn
                ),
            ));
        }
        match prompt.kind {
            PromptKind::Over => Err(EngineError::plugin(
                &self.info.id,
                "prompt says the match is over, but the table has no outcome",
            )),
            PromptKind::Shoot {
                clock: Some(ref clock),
                ..
            } => {
                clock::check_limit(clock)
                    .map_err(|message| EngineError::plugin(&self.info.id, message))?;
                Ok(prompt)
            }
            _ => Ok(prompt),
        }
    }

    /// Checks a shot against the prompt and places the piece on a copy of the table.
    fn stage(&self, shot: &Shot) -> Result<(PieceId, Table), EngineError> {
        trial::check_speed(&self.config.board, shot)?;
        self.stage_unchecked_speed(shot)
    }

    fn stage_unchecked_speed(&self, shot: &Shot) -> Result<(PieceId, Table), EngineError> {
        let mut prompt = self.expected_prompt()?;
        // Under a running clock the seat that fires may be another than the prompt's: its own
        // ring is staged, from its own region.
        let prompt_seat = prompt.seat;
        if let PromptKind::Shoot {
            piece, from, clock, ..
        } = &mut prompt.kind
        {
            let (_, shooter, region) = clock::shooter(
                shot,
                prompt_seat,
                *piece,
                from.clone(),
                clock.as_ref(),
                self.clock_elapsed(),
            )?;
            *piece = shooter;
            *from = region;
        }
        let ground = self.ground();
        ground.stage(&self.table, &prompt, shot)
    }

    /// Judges a report, checks the verdict and commits it.
    fn conclude(
        &mut self,
        action: Action,
        staged: Table,
        report: Report,
        frames: Vec<Frame>,
        scripted: bool,
    ) -> Result<Turn, EngineError> {
        let before = staged.clone();
        let mut after = staged;
        physics::apply_report(&self.config.board, &mut after, &report);
        let verdict = self
            .game
            .judge(&after, &action, &report)
            .map_err(|error| EngineError::plugin(&self.info.id, error.message))?;
        let seat = match &action {
            Action::Shot(Shot {
                seat: Some(seat), ..
            }) => *seat,
            _ => self.table.turn,
        };
        apply_verdict(&self.info.id, &self.config.board, &mut after, &verdict)?;
        check_table(&self.info.id, &self.config.board, &after)?;
        let logged = logged_bytes(&verdict.messages);
        if self.log_bytes.saturating_add(logged) > LOG_LIMIT {
            return Err(EngineError::plugin(
                &self.info.id,
                format!(
                    "the sentences of its rulings came to more than {} MiB over the match, the \
                     most a match keeps (this ruling's {} come to {} KiB)",
                    LOG_LIMIT / (1024 * 1024),
                    verdict.messages.len(),
                    logged / 1024
                ),
            ));
        }

        self.commit(
            action,
            after,
            scripted.then(|| report.clone()),
            &verdict,
            seat,
        );
        Ok(Turn {
            report,
            verdict,
            frames,
            before,
        })
    }

    /// Makes `after` the table and records the step, its rulings and the score line.
    fn commit(
        &mut self,
        action: Action,
        after: Table,
        report: Option<Report>,
        verdict: &Verdict,
        seat: u8,
    ) {
        // The round is read before the table moves on, since `round_over` bumps it.
        let round = self.table.round;
        if let Action::Shot(Shot {
            clock: Some(seconds),
            ..
        }) = &action
        {
            self.clock = Some(ClockMark {
                round,
                seconds: *seconds,
            });
        }
        self.table = after;
        self.steps.push(Step { action, report });
        self.log_bytes = self
            .log_bytes
            .saturating_add(logged_bytes(&verdict.messages));
        let number = self.table.shots;
        self.log
            .extend(verdict.messages.iter().map(|text| LogEntry {
                shot: number,
                seat,
                text: text.clone(),
            }));
        let round_over = verdict.round_over || verdict.outcome.is_some();
        self.score_history.push(ScoreLine {
            shot: number,
            round,
            scores: self.table.scores.clone(),
            round_over,
            pending: pending_by_team(verdict, self.table.scores.len()),
        });
    }
}

/// Seconds each hop of a board move takes on screen.
pub const HOP_SECONDS: f64 = 0.3;

/// Frames showing a board move hop by hop: the moving piece glides to each landing in turn, and
/// what a hop takes leaves the surface as the hop ends. The final layout is the table after the
/// verdict, which the window shows once the frames run out.
pub fn move_frames(before: &Table, choice: &parlor_sdk::MoveChoice) -> Vec<Frame> {
    let mut pieces: Vec<(PieceId, Point)> = before
        .on_board()
        .map(|piece| (piece.id, piece.position))
        .collect();
    let mut frames = vec![Frame {
        time: 0.0,
        pieces: pieces.clone(),
    }];
    for (index, hop) in choice.steps.iter().enumerate() {
        match pieces.iter_mut().find(|(id, _)| *id == hop.piece) {
            Some(entry) => entry.1 = hop.to,
            // A piece entering from off the surface (the bar, the hand) appears where it lands.
            None => pieces.push((hop.piece, hop.to)),
        }
        pieces.retain(|(id, _)| !hop.captures.contains(id));
        frames.push(Frame {
            time: HOP_SECONDS * (index + 1) as f64,
            pieces: pieces.clone(),
        });
    }
    frames
}

/// The faces of `count` dice thrown for the action after `shots` actions in a match seeded
/// `seed`: a fixed function of both, so a replay throws the same faces.
pub fn throw_dice(seed: u32, shots: u32, count: u8) -> Vec<u8> {
    let mut state = (u64::from(seed) << 32 | u64::from(shots)) ^ 0x5DEE_CE66_D1CE_B0A7;
    (0..count)
        .map(|_| {
            // splitmix64: well mixed even for neighbouring inputs.
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^= z >> 31;
            // 2^64 is not a multiple of 6, but the bias is below 1e-18.
            (z % 6) as u8 + 1
        })
        .collect()
}
