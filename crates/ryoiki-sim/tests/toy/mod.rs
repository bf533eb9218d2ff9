//! Race, a tiny game that ends, for the simulator's tests: each player has a pile of
//! cards; the player whose turn it is takes the top card of their pile onto their
//! table (`take`, which hands the turn on), waits (`wait`), or concedes (`concede`,
//! which takes them out of the game). The first to have three cards on their table
//! wins; a player who concedes loses. With the option `no_concede`, no one may concede.

#![allow(dead_code)]

use ryoiki_core::*;
use ryoiki_sim::{Outcome, Referee, Sim, Start};

pub struct Race;

pub static RACE: Race = Race;

static ZONES: [ZoneSpec; 2] = [
    ZoneSpec::deck("pile", Names::new("pile", "山")),
    ZoneSpec::public("table", Names::new("table", "場")),
];

const PILE: ZoneKind = ZoneKind(0);
const TABLE: ZoneKind = ZoneKind(1);

/// Cards on the table that win.
pub const GOAL: usize = 3;

#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct RaceState {
    pub active: PlayerId,
    pub turn: u32,
    pub left: Vec<bool>,
    pub concede: bool,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum Go {
    Take,
    Wait,
    Concede,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum Said {
    Took,
    Waited,
    Conceded,
}

impl Described for Said {
    fn code(&self) -> &str {
        match self {
            Said::Took => "took",
            Said::Waited => "waited",
            Said::Conceded => "conceded",
        }
    }
    fn render(&self, _words: &Words<'_>) -> String {
        self.code().to_string()
    }
}

fn table_count(state: &State, p: PlayerId) -> usize {
    state
        .zone(ZoneId {
            kind: TABLE,
            player: Some(p),
        })
        .map_or(0, |z| z.cards.len())
}

fn pile_count(state: &State, p: PlayerId) -> usize {
    state
        .zone(ZoneId {
            kind: PILE,
            player: Some(p),
        })
        .map_or(0, |z| z.cards.len())
}

impl RuleSet for Race {
    fn key(&self) -> &'static str {
        "race"
    }
    fn names(&self) -> Names {
        Names::new("Race", "競争")
    }
    fn zones(&self) -> &'static [ZoneSpec] {
        &ZONES
    }
    fn game_actions(&self) -> &'static [&'static str] {
        &["take", "wait", "concede"]
    }
    fn process(&self) -> Option<&dyn DynProcess> {
        Some(self)
    }
    fn to_act(&self, state: &State) -> Option<PlayerId> {
        Some(state.ext::<RaceState>().active)
    }
    fn game_over(&self, state: &State) -> bool {
        let rs = state.ext::<RaceState>();
        rs.left.iter().any(|&l| l)
            || (0..state.players().len()).any(|p| table_count(state, PlayerId(p as u8)) >= GOAL)
    }
}

impl Process for Race {
    type State = RaceState;
    type Action = Go;
    type Task = ();
    type Decision = Said;
    type Event = Said;

    fn start(&self, state: &State) -> RaceState {
        RaceState {
            active: PlayerId(0),
            turn: 1,
            left: vec![false; state.players().len()],
            concede: !state.options().extra.contains_key("no_concede"),
        }
    }

    fn check(
        &self,
        game: &dyn Host,
        ext: &RaceState,
        player: PlayerId,
        action: &Go,
    ) -> Result<(), ActionError> {
        let allowed = match action {
            Go::Concede => ext.concede && !ext.left[player.index()],
            Go::Take | Go::Wait => player == ext.active && pile_count(game.state(), player) > 0,
        };
        if allowed {
            Ok(())
        } else {
            Err(ActionError::NoDecision)
        }
    }

    fn apply(&self, cx: &mut Cx<'_, Self>, player: PlayerId, action: Go) {
        match action {
            Go::Take => {
                cx.apply(Action::MoveTop {
                    player,
                    from: ZoneId {
                        kind: PILE,
                        player: Some(player),
                    },
                    count: 1,
                    to: Destination {
                        kind: TABLE,
                        player: Some(player),
                    },
                    cause: Cause::Instruction,
                })
                .expect("the pile has a card");
                let n = cx.state().players().len() as u8;
                let ext = cx.ext_mut();
                ext.active = PlayerId((player.0 + 1) % n);
                ext.turn += 1;
                cx.emit(Said::Took, &[&["race-take"]]);
            }
            Go::Wait => cx.emit(Said::Waited, &[&["race-wait"]]),
            Go::Concede => {
                cx.ext_mut().left[player.index()] = true;
                cx.emit(Said::Conceded, &[&["race-concede"]]);
            }
        }
    }

    fn table_actions(&self, game: &dyn Host, ext: &RaceState, player: PlayerId) -> Vec<Go> {
        [Go::Take, Go::Wait, Go::Concede]
            .into_iter()
            .filter(|a| Process::check(self, game, ext, player, a).is_ok())
            .collect()
    }

    fn flow(&self, action: &Go) -> Flow {
        match action {
            Go::Take => Flow::HandsOn,
            Go::Wait => Flow::Stays,
            Go::Concede => Flow::Leaves,
        }
    }
}

/// Race's referee: the first with three cards on their table wins (`goal`); a player
/// who conceded loses (`conceded`).
pub struct RaceReferee;

pub static RACE_REFEREE: RaceReferee = RaceReferee;

impl Referee for RaceReferee {
    fn outcome(&self, game: &Game) -> Option<Outcome> {
        let st = game.state();
        if !game.rules().game_over(st) {
            return None;
        }
        let rs = st.ext::<RaceState>();
        let players = (0..st.players().len()).map(|p| PlayerId(p as u8));
        if rs.left.iter().any(|&l| l) {
            return Some(Outcome {
                winners: Some(players.filter(|p| !rs.left[p.index()]).collect()),
                cause: "conceded".into(),
            });
        }
        Some(Outcome {
            winners: Some(players.filter(|&p| table_count(st, p) >= GOAL).collect()),
            cause: "goal".into(),
        })
    }

    fn turn(&self, game: &Game) -> Option<u32> {
        Some(game.state().ext::<RaceState>().turn)
    }
}

/// A game of Race: `cards` cards in each of two players' piles, and the options given.
pub fn start(cards: usize, options: &[&str], seed: u64) -> Start {
    let mut setup = Setup {
        players: vec!["ann".into(), "ben".into()],
        seed,
        ..Setup::default()
    };
    for p in 0..2u8 {
        for i in 0..cards {
            setup.cards.push(CardSetup::new(
                CardDef::single(Side::new(format!("card {p}-{i}"), &["thing"])),
                PlayerId(p),
                SetupPlace::Zone(ZoneId {
                    kind: PILE,
                    player: Some(PlayerId(p)),
                }),
            ));
        }
    }
    for o in options {
        setup.options.extra.insert((*o).to_string(), "yes".into());
    }
    Start {
        setup,
        opening: Vec::new(),
    }
}

/// A simulation of Race with `cards` cards a pile and the options given.
pub fn sim(cards: usize, options: &'static [&'static str]) -> Sim {
    let mut sim = Sim::new(&RACE, Box::new(move |seed| start(cards, options, seed)));
    sim.referee = &RACE_REFEREE;
    sim
}
