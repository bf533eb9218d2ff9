//! # Phantom Magic Vision, chapter 11: the processes (その他の処理)
//!
//! The PMV rule set on the ryoiki core. The general processes of chapter 11 — put and
//! move (the core's move pipeline), extract, reveal and look, shuffle, choose at random,
//! split into groups, attach — are the core's; this crate names PMV's zones, says which
//! rule each step cites, and adds what is PMV's own:
//!
//! - **Zones**: deck (デッキ), hand (手札), field (場, active/sleep), underworld (冥界,
//!   ordered, public) and removed area (除外エリア), one each per player.
//! - **Put** (11.2.2): replacements first (core), leave and arrive (the `moved` event
//!   cites 11.2.2.b/c), then 'when put' effects (11.2.2.d) only if the card reached the
//!   instructed kind of zone.
//! - **Leaving the field** (11.3.3 a–h): [`RuleSet::before_leave`] schedules, for the
//!   set cards of a card leaving the field, 'discard' (a), the four discard timings (b–e)
//!   each for all set cards before the next, then the nested set cards (f, g); the card
//!   then moves, and [`RuleSet::after_arrive`] sends every set card to the top of its
//!   owner's underworld in an order the owner chooses (h).
//! - **Field to field** (11.3.11.d): set cards travel with their host.
//! - **Set** (`do = "set"`, 11.3.9 and 11.3.10) with steps a–d / a–c, interleaved when a
//!   card comes from outside the field onto a field card.
//! - **Power and the death state** (11.3.9.c): judged once all effects applied.
//!
//! ## Card abilities
//!
//! Abilities are declarative strings in a card's `abilities`:
//!
//! | text | meaning |
//! |---|---|
//! | `auto-gamma: <timing>: <act>` | when this card is the subject of `<timing>`, do `<act>` |
//! | `auto-gamma: any <timing>[ <type>]: <act>` | when any card (of `<type>`) is the subject |
//! | `auto-gamma: any when-set onto-any: <act>` | when any card is set onto any card |
//! | `auto-alpha: power <±n> self` / `others` | a continuous power change |
//!
//! Timings: `when-discarding`, `when-being-discarded`, `when-discarded`,
//! `after-being-discarded` (11.3.3.b–e), `when-entering`, `when-entered` (11.3.9.b/d),
//! `when-setting`, `when-set` (11.3.10.a/c), `when-put` (11.2.2.d). Acts: `record <word>`
//! (a `game` event named `<word>`) or `move <zone>` (the card itself moves to its
//! owner's zone, at once, 11.1.1).
//!
//! An ability acts only while its card's text is live: on the field, not between steps
//! a and c of its own entering (11.3.9.c: its auto abilities become active at c), and,
//! for a set card, only if it is an equipment or talisman card (11.3.11.a/b). 'When put'
//! abilities act wherever the card arrives.
//!
//! ## Rule readings
//!
//! - 11.3.9.b–d: the entering card's own auto-γ abilities become active only at c, so
//!   its own 'when entering' (場に出る場合) abilities do not act at b; other cards' do.
//!   Its own 'when entered' (場に出た場合) abilities act at d.
//! - 11.3.3.b–e with 11.3.11.b: the set cards are still set cards during b–e, so only
//!   equipment and talisman set cards' own discard abilities act; other set cards' text
//!   is disabled. Cards elsewhere on the field watching discards act for every set card.
//! - 11.3.3.h: set cards at every depth go to the underworld together, each owner
//!   ordering their own.
//! - 11.3.15: a 'when set' ability that names no host (`any when-set`) acts only when a
//!   card is set onto the card that has it.
//! - 11.4.2 with 11.4.5: while a card is extracted, moves that reorder its zone are
//!   refused; a shuffle is allowed and leaves the extracted card out.

use ryoiki_core::{
    Arg, CardId, Cause, Decision, Destination, EffectBody, Event, EventKind, EventSink, Facing,
    Game, MoveTask, NamedAction, Names, ObjectId, Ordering, Orientation, Place, PlayerId,
    Prohibited, Restriction, RuleId, RuleSet, Scope, Side, State, Task, Visibility, ZoneId,
    ZoneKind, ZoneSpec, cite,
};
use serde_json::{Value, json};
use std::borrow::Cow;
use std::collections::BTreeMap;

/// The Phantom Magic Vision rule set.
#[derive(Clone, Copy, Debug, Default)]
pub struct PhantomMagicVision;

/// The rule set as a static, for [`ryoiki_core::Game::new`].
pub static PMV: PhantomMagicVision = PhantomMagicVision;

/// Zone kinds of the catalogue, by position.
pub mod zones {
    use ryoiki_core::ZoneKind;
    /// デッキ.
    pub const DECK: ZoneKind = ZoneKind(0);
    /// 手札.
    pub const HAND: ZoneKind = ZoneKind(1);
    /// 場.
    pub const FIELD: ZoneKind = ZoneKind(2);
    /// 冥界.
    pub const UNDERWORLD: ZoneKind = ZoneKind(3);
    /// 除外エリア.
    pub const REMOVED_AREA: ZoneKind = ZoneKind(4);
}
use zones::*;

const fn spec(
    key: &'static str,
    en: &'static str,
    ja: &'static str,
    visibility: Visibility,
    ordering: Ordering,
    has_orientation: bool,
    default_facing: Facing,
) -> ZoneSpec {
    ZoneSpec {
        key,
        names: Names { en, ja },
        scope: Scope::PerPlayer,
        visibility,
        ordering,
        has_orientation,
        default_facing,
        limit: None,
        limit_rule: None,
        rules: &[],
    }
}

static ZONES: [ZoneSpec; 5] = [
    spec(
        "deck",
        "deck",
        "デッキ",
        Visibility::Hidden {
            owner_sees: false,
            positions_public: false,
        },
        Ordering::Ordered,
        false,
        Facing::FaceDown,
    ),
    spec(
        "hand",
        "hand",
        "手札",
        Visibility::Hidden {
            owner_sees: true,
            positions_public: false,
        },
        Ordering::Unordered,
        false,
        Facing::FaceDown,
    ),
    spec(
        "field",
        "field",
        "場",
        Visibility::Public,
        Ordering::Unordered,
        true,
        Facing::FaceUp,
    ),
    spec(
        "underworld",
        "underworld",
        "冥界",
        Visibility::Public,
        Ordering::Ordered,
        false,
        Facing::FaceUp,
    ),
    spec(
        "removed-area",
        "removed area",
        "除外エリア",
        Visibility::Public,
        Ordering::Unordered,
        false,
        Facing::FaceUp,
    ),
];

/// The cause word a move must carry to take a card out of the removed area (11.3.5).
pub const FROM_REMOVED_AREA: &str = "from-removed-area";
const SET_CARD_DISCARD: &str = "set-card-discard";

/// The discard timings of 11.3.3.b–e, in order.
const DISCARD_TIMINGS: [&str; 4] = [
    "when-discarding",
    "when-being-discarded",
    "when-discarded",
    "after-being-discarded",
];

// ---------------------------------------------------------------- abilities

/// What an ability does.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Act {
    Record(String),
    Move(String),
}

/// One parsed ability.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Ability {
    /// Auto-γ: a timing, whether it watches any card, a type filter, an act.
    Gamma {
        any: bool,
        timing: String,
        filter: Option<String>,
        act: Act,
    },
    /// Auto-α power change.
    Power { delta: i64, others: bool },
}

fn parse(text: &str) -> Option<Ability> {
    let parts: Vec<&str> = text.split(':').map(str::trim).collect();
    match parts.as_slice() {
        ["auto-alpha", body] => {
            let w: Vec<&str> = body.split_whitespace().collect();
            match w.as_slice() {
                ["power", n, target] => Some(Ability::Power {
                    delta: n.trim_start_matches('+').parse().ok()?,
                    others: *target == "others",
                }),
                _ => None,
            }
        }
        ["auto-gamma", timing, act] => {
            let mut w: Vec<&str> = timing.split_whitespace().collect();
            let any = w.first() == Some(&"any");
            if any {
                w.remove(0);
            }
            let timing = w.first()?.to_string();
            let filter = w.get(1).map(|s| s.to_string());
            let a: Vec<&str> = act.splitn(2, ' ').collect();
            let act = match a.as_slice() {
                ["record", word] => Act::Record(word.to_string()),
                ["move", zone] => Act::Move(zone.to_string()),
                _ => return None,
            };
            Some(Ability::Gamma {
                any,
                timing,
                filter,
                act,
            })
        }
        _ => None,
    }
}

fn abilities(state: &State, card: CardId) -> Vec<Ability> {
    state
        .printed_side(card)
        .abilities
        .iter()
        .filter_map(|t| parse(t))
        .collect()
}

fn is_gear(state: &State, card: CardId) -> bool {
    let s = state.printed_side(card);
    s.has_type("equipment") || s.has_type("talisman")
}

fn name(state: &State, card: CardId) -> String {
    state.def(card).name().to_string()
}

fn in_field(state: &State, card: CardId) -> bool {
    state.zone_of(card).is_some_and(|z| z.kind == FIELD)
}

fn host_alive(state: &State, card: CardId) -> Option<ObjectId> {
    let h = state.card(card).attached_to?;
    (state.card(h.card).generation == h.generation).then_some(h)
}

/// Whether a card's text is live: not a set card, or a set equipment/talisman card
/// (11.3.11.a/b).
fn text_live(state: &State, card: CardId) -> bool {
    host_alive(state, card).is_none() || is_gear(state, card)
}

fn ext_list(state: &State, key: &str) -> Vec<String> {
    state
        .ext_json
        .get(key)
        .and_then(Value::as_array)
        .map(|a| {
            a.iter()
                .filter_map(|v| v.as_str().map(String::from))
                .collect()
        })
        .unwrap_or_default()
}

fn ext_set(state: &mut State, key: &str, value: Value) {
    if !state.ext_json.is_object() {
        state.ext_json = json!({});
    }
    state.ext_json[key] = value;
}

fn ext_list_edit(state: &mut State, key: &str, item: &str, add: bool) {
    let mut l = ext_list(state, key);
    l.retain(|x| x != item);
    if add {
        l.push(item.to_string());
    }
    ext_set(state, key, json!(l));
}

/// Whether a card's auto abilities are active: on the field, text live, and not in the
/// middle of its own entering before step c (11.3.9.c).
fn auto_active(state: &State, card: CardId) -> bool {
    in_field(state, card)
        && text_live(state, card)
        && !ext_list(state, "entering").contains(&name(state, card))
}

/// Whether a card counts as a character: a character card on the field, or one entering
/// alone from step 11.3.9.a on.
fn is_character(state: &State, card: CardId) -> bool {
    state.printed_side(card).has_type("character")
        && (in_field(state, card) || ext_list(state, "characters").contains(&name(state, card)))
}

fn field_cards(state: &State) -> Vec<CardId> {
    state
        .zones
        .iter()
        .filter(|z| z.id.kind == FIELD)
        .flat_map(|z| z.cards.iter().copied())
        .collect()
}

// ---------------------------------------------------------------- helpers

fn card_arg(args: &BTreeMap<String, Arg>, key: &str) -> Option<CardId> {
    match args.get(key)? {
        Arg::Card(c) => Some(*c),
        Arg::Object(o) => Some(o.card),
        _ => None,
    }
}

fn cards_arg(args: &BTreeMap<String, Arg>, key: &str) -> Vec<CardId> {
    match args.get(key) {
        Some(Arg::List(items)) => items
            .iter()
            .filter_map(|a| match a {
                Arg::Card(c) => Some(*c),
                Arg::Object(o) => Some(o.card),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

fn objects_arg(args: &BTreeMap<String, Arg>, key: &str) -> Vec<ObjectId> {
    match args.get(key) {
        Some(Arg::List(items)) => items
            .iter()
            .filter_map(|a| match a {
                Arg::Object(o) => Some(*o),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

fn text_arg<'a>(args: &'a BTreeMap<String, Arg>, key: &str) -> &'a str {
    match args.get(key) {
        Some(Arg::Text(t)) => t,
        _ => "",
    }
}

fn task(name: &str, args: Vec<(&str, Arg)>) -> Task {
    Task::Named {
        name: name.to_string(),
        args: args.into_iter().map(|(k, v)| (k.to_string(), v)).collect(),
    }
}

fn list(cards: &[CardId]) -> Arg {
    Arg::List(cards.iter().map(|c| Arg::Card(*c)).collect())
}

fn event(
    sink: &mut dyn EventSink,
    name: &str,
    text: String,
    objects: Vec<ObjectId>,
    rules: &'static [RuleId],
) {
    sink.emit(Event {
        kind: EventKind::Named {
            name: name.to_string(),
            text,
            objects,
        },
        rules: cite(&[rules]),
    });
}

impl PhantomMagicVision {
    /// Resolves the auto-γ abilities of one timing for `subjects` (11.1.1: at once):
    /// each subject's own abilities if `own` and active, then every other active field
    /// card's `any` abilities. Acts that move a card are scheduled to run next.
    #[allow(clippy::too_many_arguments)]
    fn resolve_timing(
        &self,
        game: &mut Game,
        timing: &str,
        subjects: &[CardId],
        own_active: &dyn Fn(&State, CardId) -> bool,
        host: Option<CardId>,
        rules: &'static [RuleId],
        sink: &mut dyn EventSink,
    ) {
        let mut moves = Vec::new();
        for &s in subjects {
            let st = game.state();
            let mut acting: Vec<(CardId, Act)> = Vec::new();
            if own_active(st, s) {
                for a in abilities(st, s) {
                    if let Ability::Gamma {
                        any: false,
                        timing: t,
                        act,
                        ..
                    } = a
                        && t == timing
                    {
                        acting.push((s, act));
                    }
                }
            }
            for w in field_cards(st) {
                if w == s || !auto_active(st, w) {
                    continue;
                }
                for a in abilities(st, w) {
                    if let Ability::Gamma {
                        any: true,
                        timing: t,
                        filter,
                        act,
                    } = a
                        && t == timing
                    {
                        let ok = match filter.as_deref() {
                            None if timing == "when-set" => host == Some(w),
                            None | Some("onto-any") => true,
                            Some("character") => is_character(st, s),
                            Some(ty) => st.printed_side(s).has_type(ty),
                        };
                        if ok {
                            acting.push((w, act));
                        }
                    }
                }
            }
            for (source, act) in acting {
                let st = game.state();
                let so = st.object(source);
                let subj = st.object(s);
                match act {
                    Act::Record(word) => event(
                        sink,
                        &word,
                        format!("{} ({timing}, {}): {word}", name(st, source), name(st, s)),
                        vec![so, subj],
                        rules,
                    ),
                    Act::Move(zone) => {
                        if let Some(k) = ZONES.iter().position(|z| z.key == zone) {
                            event(
                                sink,
                                "ability-move",
                                format!("{} ({timing}) moves itself to {zone}", name(st, source)),
                                vec![so],
                                rules,
                            );
                            let owner = st.card(source).owner;
                            moves.push(Task::Move(MoveTask::new(
                                so,
                                owner,
                                Destination {
                                    kind: ZoneKind(k as u16),
                                    player: Some(owner),
                                },
                                Cause::Instruction,
                            )));
                        }
                    }
                }
            }
        }
        game.state_mut().agenda.extend(moves.into_iter().rev());
    }

    /// The current power of a card on the field: printed power plus every active
    /// continuous change, with each step of the sum (others' changes first, then its own).
    fn power_steps(&self, state: &State, card: CardId) -> Option<(i64, Vec<(CardId, i64)>)> {
        let base = *state.printed_side(card).numbers.get("power")?;
        let mut steps = Vec::new();
        for w in field_cards(state) {
            if w == card || !auto_active(state, w) {
                continue;
            }
            for a in abilities(state, w) {
                if let Ability::Power {
                    delta,
                    others: true,
                } = a
                {
                    steps.push((w, delta));
                }
            }
        }
        if auto_active(state, card) {
            for a in abilities(state, card) {
                if let Ability::Power {
                    delta,
                    others: false,
                } = a
                {
                    steps.push((card, delta));
                }
            }
        }
        Some((base, steps))
    }

    fn set_steps(
        &self,
        game: &Game,
        a: &NamedAction,
    ) -> Result<Vec<Task>, ryoiki_core::ActionError> {
        let bad = |what: &str| ryoiki_core::ActionError::BadArgument {
            action: a.name.clone(),
            what: what.to_string(),
        };
        let card = a.object("card").ok_or_else(|| bad("a card as `card`"))?;
        let cs = game.resolve(card)?;
        let st = game.state();
        let from_field = in_field(st, card.card);
        if !matches!(cs.place, Place::Zone(_) | Place::Aside { .. }) {
            return Err(bad("a card in a zone or extracted from one"));
        }
        match a.object("host") {
            Some(host) => {
                game.resolve(host)?;
                if !in_field(st, host.card) {
                    return Err(bad("a host on the field"));
                }
                if host.card == card.card || game.attachments_deep(card).contains(&host.card) {
                    return Err(bad("a host that is not the card nor set on it"));
                }
                let entering = !from_field;
                let mut t = vec![task(
                    "set-a",
                    vec![
                        ("card", Arg::Card(card.card)),
                        ("host", Arg::Object(host)),
                        ("entering", Arg::Int(entering as i64)),
                    ],
                )];
                if entering {
                    let hz = st.zone_of(host.card).expect("on the field");
                    t.push(Task::Move(MoveTask::new(
                        card,
                        a.player,
                        Destination {
                            kind: hz.kind,
                            player: hz.player,
                        },
                        Cause::Special("set".into()),
                    )));
                }
                t.push(Task::Attach {
                    card: card.card,
                    host,
                });
                for step in ["set-b", "set-c"] {
                    t.push(task(
                        step,
                        vec![
                            ("card", Arg::Card(card.card)),
                            ("host", Arg::Object(host)),
                            ("entering", Arg::Int(entering as i64)),
                        ],
                    ));
                }
                Ok(t)
            }
            None => {
                if from_field {
                    if host_alive(st, card.card).is_none() {
                        return Err(bad("a card not already alone on the field"));
                    }
                    return Ok(vec![task("unset", vec![("card", Arg::Card(card.card))])]);
                }
                let c = Arg::Card(card.card);
                Ok(vec![
                    task("enter-a", vec![("card", c.clone())]),
                    task("enter-b", vec![("card", c.clone())]),
                    Task::Move(MoveTask::new(
                        card,
                        a.player,
                        Destination {
                            kind: FIELD,
                            player: None,
                        },
                        Cause::Special("set".into()),
                    )),
                    task("enter-c", vec![("card", c.clone())]),
                    task("enter-d", vec![("card", c)]),
                ])
            }
        }
    }

    fn cannot_be_set(&self, state: &State, card: CardId) -> bool {
        state.effects.iter().any(|e| match &e.body {
            EffectBody::Prohibition { card: f, what } => {
                *what == Prohibited::Attach
                    && f.matches(card, state.card(card).owner, |t| {
                        state.printed_side(card).has_type(t)
                    })
            }
            _ => false,
        })
    }

    /// Step c of entering (11.3.9.c): the card's auto abilities become active; power
    /// changes are applied one by one and the death state is judged only at the end.
    fn enter_c(
        &self,
        game: &mut Game,
        card: CardId,
        rules: &'static [RuleId],
        sink: &mut dyn EventSink,
    ) {
        let n = name(game.state(), card);
        ext_list_edit(game.state_mut(), "entering", &n, false);
        let obj = game.state().object(card);
        event(
            sink,
            "abilities-active",
            format!("{n}: its auto-α and auto-γ abilities are active from now"),
            vec![obj],
            rules,
        );
        let Some((base, steps)) = self.power_steps(game.state(), card) else {
            return;
        };
        let mut power = base;
        for (src, d) in steps {
            power += d;
            let st = game.state();
            event(
                sink,
                "power-applied",
                format!(
                    "{}: {d:+} from {} → {power} (the death state is not judged yet)",
                    n,
                    name(st, src)
                ),
                vec![obj, st.object(src)],
                &["pmv-11.3.9.c"],
            );
        }
        let dead = power <= 0;
        let st = game.state_mut();
        if !st.ext_json.is_object() {
            st.ext_json = json!({});
        }
        if !st.ext_json["power"].is_object() {
            st.ext_json["power"] = json!({});
        }
        st.ext_json["power"][&n] = json!(power);
        event(
            sink,
            "death-state-checked",
            format!("{n}: power {power} once every effect applied"),
            vec![obj],
            &["pmv-11.3.9.c"],
        );
        if dead {
            ext_list_edit(game.state_mut(), "death-state", &n, true);
            event(
                sink,
                "death-state",
                format!("{n} is in the death state (power {power})"),
                vec![obj],
                &["pmv-11.3.9.c"],
            );
        }
    }
}

impl RuleSet for PhantomMagicVision {
    fn key(&self) -> &'static str {
        "pmv"
    }

    fn names(&self) -> Names {
        Names {
            en: "Phantom Magic Vision",
            ja: "Phantom Magic Vision",
        }
    }

    fn zones(&self) -> &'static [ZoneSpec] {
        &ZONES
    }

    fn default_player(
        &self,
        state: &State,
        card: CardId,
        kind: ZoneKind,
        processing: PlayerId,
    ) -> (PlayerId, &'static [RuleId]) {
        if kind == FIELD && !in_field(state, card) {
            (processing, &["pmv-11.3.8.a"])
        } else {
            (state.card(card).owner, &[])
        }
    }

    fn controller_on_arrival(&self, state: &State, card: CardId, to: ZoneId) -> Option<PlayerId> {
        let _ = (state, card);
        // A card on a player's field is under that player's control.
        (to.kind == FIELD).then_some(to.player).flatten()
    }

    fn replacement_rules(&self) -> &'static [RuleId] {
        &["pmv-11.2.2.a"]
    }

    fn restriction(&self, state: &State, card: CardId, to: ZoneId, cause: &Cause) -> Restriction {
        let from = match state.card(card).place {
            Place::Zone(z) => Some(state.zones[z as usize].id.kind),
            _ => None,
        };
        if from == Some(REMOVED_AREA)
            && to.kind != REMOVED_AREA
            && *cause != Cause::Special(FROM_REMOVED_AREA.into())
        {
            return Restriction::Stay(&["pmv-11.3.5"]);
        }
        Restriction::Allow
    }

    fn keeps_identity(&self, from: ZoneKind, to: ZoneKind) -> (bool, &'static [RuleId]) {
        match (from == FIELD, to == FIELD) {
            (true, true) => (true, &["pmv-11.3.2", "pmv-11.2.2.b", "pmv-11.2.2.c"]),
            (true, false) => (false, &["pmv-11.2.2.b", "pmv-11.2.2.c"]),
            _ => (false, &["pmv-11.3.2", "pmv-11.2.2.b", "pmv-11.2.2.c"]),
        }
    }

    fn counts_as_put_into(
        &self,
        from: Option<ZoneKind>,
        to: ZoneKind,
    ) -> (bool, &'static [RuleId]) {
        let _ = (from, to);
        (true, &["pmv-11.2.2.d"])
    }

    fn arrival_knowledge(
        &self,
        state: &State,
        mv: &MoveTask,
        dest: ZoneId,
        saw: ryoiki_core::PlayerSet,
    ) -> ryoiki_core::PlayerSet {
        let _ = state;
        // 11.2.2.a: sent elsewhere by an 'instead' effect, the card loses everything
        // given to it, what players were shown of it included.
        if !mv.applied.is_empty() && dest.kind != mv.requested.kind {
            ryoiki_core::PlayerSet::NONE
        } else {
            saw
        }
    }

    fn turn_rules(&self, to: Orientation, applied: bool) -> &'static [RuleId] {
        match (to, applied) {
            (Orientation::Upright, true) => &["pmv-11.5.1"],
            (Orientation::Sideways, true) => &["pmv-11.5.2"],
            (_, false) => &["pmv-11.5.3"],
        }
    }

    fn attachments_share_orientation(&self) -> bool {
        true
    }

    fn process_rules(&self, process: &str) -> &'static [RuleId] {
        match process {
            "attach" => &["pmv-11.3.7"],
            "attach-prohibited" => &["pmv-11.3.13"],
            "share-orientation" => &["pmv-11.3.11.c"],
            "extract" => &["pmv-11.4.1"],
            "put-back" => &["pmv-11.4.3"],
            "extract-frozen" => &["pmv-11.4.2"],
            "shuffle" => &["pmv-11.8.1"],
            "random-unknown" => &["pmv-11.9.1", "pmv-11.9.2"],
            "random" => &["pmv-11.9.1"],
            "split" => &["pmv-11.10.1", "pmv-11.10.2"],
            "split-impossible" => &["pmv-11.10.3"],
            "split-shown" => &["pmv-11.10.4"],
            "groups-ended" => &["pmv-11.10.5"],
            "stale-move" => &["pmv-11.1.2"],
            _ => &[],
        }
    }

    fn failed_extraction_destination(
        &self,
        state: &State,
        card: CardId,
    ) -> Option<(Destination, &'static [RuleId])> {
        Some((
            Destination {
                kind: REMOVED_AREA,
                player: Some(state.card(card).owner),
            },
            &["pmv-11.4.4"],
        ))
    }

    fn characteristics<'s>(&self, state: &'s State, card: CardId) -> Cow<'s, Side> {
        let printed = state.printed_side(card);
        // 11.3.11.b: a set card that is neither equipment nor talisman has no text.
        if in_field(state, card) && !text_live(state, card) {
            let mut s = printed.clone();
            s.abilities.clear();
            return Cow::Owned(s);
        }
        let gear: Vec<CardId> = state
            .attachments(state.object(card))
            .into_iter()
            .filter(|&c| is_gear(state, c))
            .collect();
        let power = in_field(state, card)
            .then(|| self.power_steps(state, card))
            .flatten();
        if gear.is_empty() && power.is_none() {
            return Cow::Borrowed(printed);
        }
        let mut s = printed.clone();
        // 11.3.10.b, 11.3.12: an equipment or talisman card's text counts as its host's.
        for g in gear {
            s.abilities
                .extend(state.printed_side(g).abilities.iter().cloned());
        }
        if let Some((base, steps)) = power {
            s.numbers.insert(
                "power".into(),
                base + steps.iter().map(|(_, d)| d).sum::<i64>(),
            );
        }
        Cow::Owned(s)
    }

    fn before_leave(&self, game: &Game, mv: &MoveTask, dest: ZoneId) -> Vec<Task> {
        let st = game.state();
        if !in_field(st, mv.object.card)
            || dest.kind == FIELD
            || mv.cause == Cause::Special(SET_CARD_DISCARD.into())
        {
            return Vec::new();
        }
        let mut level = st.attachments(mv.object);
        let mut tasks = Vec::new();
        let deep = game.attachments_deep(mv.object);
        if !deep.is_empty() {
            // Remember which set cards go to the underworld at h, even if an effect moves
            // one of them elsewhere meanwhile (11.1.2).
            tasks.push(task(
                "note-set-cards",
                vec![
                    ("host", Arg::Card(mv.object.card)),
                    (
                        "cards",
                        Arg::List(deep.iter().map(|&c| Arg::Object(st.object(c))).collect()),
                    ),
                ],
            ));
        }
        let mut depth = 0i64;
        while !level.is_empty() {
            tasks.push(task(
                "discard",
                vec![("cards", list(&level)), ("depth", Arg::Int(depth))],
            ));
            for timing in DISCARD_TIMINGS {
                tasks.push(task(
                    "discard-timing",
                    vec![
                        ("cards", list(&level)),
                        ("timing", Arg::Text(timing.into())),
                        ("depth", Arg::Int(depth)),
                    ],
                ));
            }
            level = level
                .iter()
                .flat_map(|&c| st.attachments(st.object(c)))
                .collect();
            depth += 1;
        }
        tasks
    }

    fn after_arrive(
        &self,
        game: &Game,
        mv: &MoveTask,
        new: ObjectId,
        from: Option<ZoneId>,
    ) -> Vec<Task> {
        let st = game.state();
        let to = st.zone_of(new.card).expect("arrived");
        let mut tasks = Vec::new();
        let from_field = from.is_some_and(|z| z.kind == FIELD);
        if from_field && to.kind != FIELD && mv.cause != Cause::Special(SET_CARD_DISCARD.into()) {
            let key = new.card.0.to_string();
            if let Some(set) = st.ext_json.get("leaving").and_then(|l| l.get(&key)) {
                let objs: Vec<Arg> = set
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(|v| {
                        Some(Arg::Object(ObjectId {
                            card: CardId(v.get(0)?.as_u64()? as u32),
                            generation: v.get(1)?.as_u64()? as u32,
                        }))
                    })
                    .collect();
                tasks.push(task(
                    "set-cards-to-underworld",
                    vec![("host", Arg::Card(new.card)), ("cards", Arg::List(objs))],
                ));
            }
        }
        if from_field && to.kind == FIELD {
            let set: Vec<CardId> = game
                .attachments_deep(new)
                .into_iter()
                .filter(|&c| st.zone_of(c) != Some(to))
                .collect();
            if !set.is_empty() {
                tasks.push(task(
                    "carry",
                    vec![("cards", list(&set)), ("to", Arg::Zone(to))],
                ));
            }
        }
        // 11.2.2.d: 'when put' effects, only if the put reached the instructed zone
        // (11.2.2.a: a put sent elsewhere by a replacement has ended).
        if to.kind == mv.requested.kind
            && from != Some(to)
            && abilities(st, new.card).iter().any(
                |a| matches!(a, Ability::Gamma { any: false, timing, .. } if timing == "when-put"),
            )
        {
            tasks.push(task("when-put", vec![("card", Arg::Card(new.card))]));
        }
        if !tasks.is_empty() {
            // Last, once the work the arrival set off is done: 11.1.2's second half. The
            // card's own move has happened, so the process counts as done even if that
            // work moved the card on.
            tasks.push(task(
                "move-done",
                vec![("object", Arg::Object(new)), ("zone", Arg::Zone(to))],
            ));
        }
        tasks
    }

    fn run_game_task(
        &self,
        game: &mut Game,
        name_: &str,
        args: &BTreeMap<String, Arg>,
        sink: &mut dyn EventSink,
    ) -> Option<Decision> {
        match name_ {
            "move-done" => {
                let (Some(Arg::Object(new)), Some(Arg::Zone(to))) =
                    (args.get("object"), args.get("zone"))
                else {
                    return None;
                };
                let st = game.state();
                if st.object(new.card) != *new {
                    let text = format!(
                        "{} had already been moved to {}, so that move counts as done, although another effect has since moved it on",
                        name(st, new.card),
                        game.zone_name(*to, ryoiki_core::Lang::En)
                    );
                    event(sink, "move-counted-done", text, vec![*new], &["pmv-11.1.2"]);
                }
            }
            "discard" => {
                let cards = cards_arg(args, "cards");
                let depth = matches!(args.get("depth"), Some(Arg::Int(d)) if *d > 0);
                let st = game.state();
                let objs: Vec<ObjectId> = cards.iter().map(|&c| st.object(c)).collect();
                let names: Vec<String> = cards.iter().map(|&c| name(st, c)).collect();
                let rules: &'static [RuleId] = if depth {
                    &["pmv-11.3.3.f", "pmv-11.3.3.g"]
                } else {
                    &["pmv-11.3.3.a"]
                };
                event(
                    sink,
                    "discard",
                    format!("'discard' is applied to {}", names.join(", ")),
                    objs,
                    rules,
                );
            }
            "discard-timing" => {
                let cards: Vec<CardId> = cards_arg(args, "cards")
                    .into_iter()
                    .filter(|&c| in_field(game.state(), c))
                    .collect();
                let timing = text_arg(args, "timing").to_string();
                let depth = matches!(args.get("depth"), Some(Arg::Int(d)) if *d > 0);
                let rules: &'static [RuleId] = match (timing.as_str(), depth) {
                    ("when-discarding", false) => &["pmv-11.3.3.b"],
                    ("when-being-discarded", false) => &["pmv-11.3.3.c"],
                    ("when-discarded", false) => &["pmv-11.3.3.d"],
                    ("after-being-discarded", false) => &["pmv-11.3.3.e"],
                    ("when-discarding", true) => &["pmv-11.3.3.b", "pmv-11.3.3.g"],
                    ("when-being-discarded", true) => &["pmv-11.3.3.c", "pmv-11.3.3.g"],
                    ("when-discarded", true) => &["pmv-11.3.3.d", "pmv-11.3.3.g"],
                    _ => &["pmv-11.3.3.e", "pmv-11.3.3.g"],
                };
                let st = game.state();
                let names: Vec<String> = cards.iter().map(|&c| name(st, c)).collect();
                event(
                    sink,
                    &timing,
                    if names.is_empty() {
                        format!("'{timing}' effects: no set card is left to resolve them for")
                    } else {
                        format!("'{timing}' effects resolve for {}", names.join(", "))
                    },
                    cards.iter().map(|&c| st.object(c)).collect(),
                    rules,
                );
                // The set cards are still set: only equipment and talisman set cards'
                // own text is live (11.3.11.a/b).
                self.resolve_timing(
                    game,
                    &timing,
                    &cards,
                    &|st, c| in_field(st, c) && text_live(st, c),
                    None,
                    rules,
                    sink,
                );
            }
            "note-set-cards" => {
                let host = card_arg(args, "host")?;
                let objs: Vec<Value> = objects_arg(args, "cards")
                    .iter()
                    .map(|o| json!([o.card.0, o.generation]))
                    .collect();
                let st = game.state_mut();
                if !st.ext_json.is_object() {
                    st.ext_json = json!({});
                }
                if !st.ext_json["leaving"].is_object() {
                    st.ext_json["leaving"] = json!({});
                }
                st.ext_json["leaving"][host.0.to_string()] = json!(objs);
            }
            "set-cards-to-underworld" => {
                let objs = objects_arg(args, "cards");
                if let Some(host) = card_arg(args, "host") {
                    let st = game.state();
                    let o = st.object(host);
                    let zone = st.zone_of(host).map(|z| ZONES[z.kind.0 as usize].names.en);
                    event(
                        sink,
                        "host-arrived",
                        format!(
                            "{} arrives in the {} and takes that zone's state",
                            name(st, host),
                            zone.unwrap_or("?")
                        ),
                        vec![o],
                        &["pmv-11.3.3.h"],
                    );
                }
                if let Some(host) = card_arg(args, "host")
                    && let Some(l) = game.state_mut().ext_json.get_mut("leaving")
                    && let Some(m) = l.as_object_mut()
                {
                    m.remove(&host.0.to_string());
                }
                let mut by_owner: BTreeMap<PlayerId, Vec<ObjectId>> = BTreeMap::new();
                for o in objs {
                    let st = game.state();
                    if st.card(o.card).generation != o.generation {
                        event(
                            sink,
                            "move-ended",
                            format!(
                                "{} was already moved elsewhere; it does not go to the underworld",
                                name(st, o.card)
                            ),
                            vec![o],
                            &["pmv-11.1.2"],
                        );
                        continue;
                    }
                    by_owner.entry(st.card(o.card).owner).or_default().push(o);
                }
                let all: Vec<ObjectId> = by_owner.values().flatten().copied().collect();
                if all.is_empty() {
                    return None;
                }
                event(
                    sink,
                    "set-cards-to-underworld",
                    "the set cards go onto the top of the underworld, in an order their owner chooses"
                        .into(),
                    all,
                    &["pmv-11.3.3.h"],
                );
                let mut tasks = Vec::new();
                for (owner, objs) in by_owner {
                    let template = MoveTask::new(
                        objs[0],
                        owner,
                        Destination {
                            kind: UNDERWORLD,
                            player: Some(owner),
                        },
                        Cause::Special(SET_CARD_DISCARD.into()),
                    );
                    tasks.push(Task::Order {
                        remaining: objs,
                        chosen: Vec::new(),
                        template,
                        decider: owner,
                    });
                }
                game.state_mut().agenda.extend(tasks.into_iter().rev());
            }
            "carry" => {
                let cards = cards_arg(args, "cards");
                let Some(Arg::Zone(to)) = args.get("to") else {
                    return None;
                };
                let to = *to;
                let st = game.state();
                event(
                    sink,
                    "carried",
                    "the set cards travel with their host and stay set on it".into(),
                    cards.iter().map(|&c| st.object(c)).collect(),
                    &["pmv-11.3.11.d"],
                );
                let mut tasks = Vec::new();
                for c in cards {
                    let o = game.state().object(c);
                    tasks.push(Task::Move(MoveTask::new(
                        o,
                        to.player.unwrap_or(PlayerId(0)),
                        Destination {
                            kind: to.kind,
                            player: to.player,
                        },
                        Cause::Special("carried".into()),
                    )));
                }
                game.state_mut().agenda.extend(tasks.into_iter().rev());
            }
            "when-put" => {
                let card = card_arg(args, "card")?;
                self.resolve_timing(
                    game,
                    "when-put",
                    &[card],
                    &|_, _| true,
                    None,
                    &["pmv-11.2.2.d"],
                    sink,
                );
            }
            "enter-a" => {
                let card = card_arg(args, "card")?;
                let n = name(game.state(), card);
                ext_list_edit(game.state_mut(), "entering", &n, true);
                if game.state().printed_side(card).has_type("character") {
                    ext_list_edit(game.state_mut(), "characters", &n, true);
                    let o = game.state().object(card);
                    event(
                        sink,
                        "becomes-character",
                        format!("{n} is treated as a character from now"),
                        vec![o],
                        &["pmv-11.3.9.a"],
                    );
                }
            }
            "enter-b" => {
                let card = card_arg(args, "card")?;
                let o = game.state().object(card);
                event(
                    sink,
                    "when-entering",
                    format!(
                        "'when entering' effects resolve for {}",
                        name(game.state(), card)
                    ),
                    vec![o],
                    &["pmv-11.3.9.b"],
                );
                self.resolve_timing(
                    game,
                    "when-entering",
                    &[card],
                    &|st, c| auto_active(st, c),
                    None,
                    &["pmv-11.3.9.b"],
                    sink,
                );
            }
            "enter-c" => {
                let card = card_arg(args, "card")?;
                let n = name(game.state(), card);
                ext_list_edit(game.state_mut(), "characters", &n, false);
                if !in_field(game.state(), card) {
                    ext_list_edit(game.state_mut(), "entering", &n, false);
                    return None;
                }
                self.enter_c(game, card, &["pmv-11.3.9.c"], sink);
            }
            "enter-d" => {
                let card = card_arg(args, "card")?;
                if !in_field(game.state(), card) {
                    return None;
                }
                let o = game.state().object(card);
                event(
                    sink,
                    "when-entered",
                    format!(
                        "'when entered' effects resolve for {}",
                        name(game.state(), card)
                    ),
                    vec![o],
                    &["pmv-11.3.9.d"],
                );
                self.resolve_timing(
                    game,
                    "when-entered",
                    &[card],
                    &|st, c| auto_active(st, c),
                    None,
                    &["pmv-11.3.9.d"],
                    sink,
                );
            }
            "set-a" => {
                let card = card_arg(args, "card")?;
                let entering = matches!(args.get("entering"), Some(Arg::Int(1)));
                let host = match args.get("host") {
                    Some(Arg::Object(h)) => h.card,
                    _ => return None,
                };
                let n = name(game.state(), card);
                if entering {
                    ext_list_edit(game.state_mut(), "entering", &n, true);
                }
                let o = game.state().object(card);
                event(
                    sink,
                    "when-setting",
                    format!("'when setting' effects resolve for {n}"),
                    vec![o],
                    &["pmv-11.3.10.a"],
                );
                self.resolve_timing(
                    game,
                    "when-setting",
                    &[card],
                    &|st, c| auto_active(st, c),
                    Some(host),
                    &["pmv-11.3.10.a"],
                    sink,
                );
                if entering {
                    self.resolve_timing(
                        game,
                        "when-entering",
                        &[card],
                        &|st, c| auto_active(st, c),
                        None,
                        &["pmv-11.3.10", "pmv-11.3.9.b"],
                        sink,
                    );
                }
            }
            "set-b" => {
                let card = card_arg(args, "card")?;
                let entering = matches!(args.get("entering"), Some(Arg::Int(1)));
                let Some(Arg::Object(host)) = args.get("host") else {
                    return None;
                };
                let n = name(game.state(), card);
                let st = game.state();
                let o = st.object(card);
                if st.card(card).attached_to != Some(*host) {
                    ext_list_edit(game.state_mut(), "entering", &n, false);
                    ext_set(game.state_mut(), "failed", json!(n));
                    event(
                        sink,
                        "set-failed",
                        format!("{n} was not set; the effect that instructed it failed"),
                        vec![o],
                        &["pmv-11.3.13"],
                    );
                    return None;
                }
                let rules: &'static [RuleId] = if entering {
                    &["pmv-11.3.10.b", "pmv-11.3.10", "pmv-11.3.6"]
                } else {
                    &["pmv-11.3.10.b", "pmv-11.3.8.b", "pmv-11.3.6"]
                };
                event(
                    sink,
                    "set",
                    format!(
                        "{n} is set onto {}{}",
                        name(st, host.card),
                        if entering {
                            " and enters the field"
                        } else {
                            " (already on the field: it does not enter anew)"
                        }
                    ),
                    vec![o, *host],
                    rules,
                );
                if entering {
                    ext_list_edit(game.state_mut(), "entering", &n, false);
                    if is_gear(game.state(), card) {
                        event(
                            sink,
                            "abilities-active",
                            format!(
                                "{n}: its text now counts as its host's; its auto abilities are active"
                            ),
                            vec![o],
                            &["pmv-11.3.10.b", "pmv-11.3.9.c"],
                        );
                    }
                }
            }
            "set-c" => {
                let card = card_arg(args, "card")?;
                let entering = matches!(args.get("entering"), Some(Arg::Int(1)));
                let Some(Arg::Object(host)) = args.get("host") else {
                    return None;
                };
                if game.state().card(card).attached_to != Some(*host) {
                    return None;
                }
                let o = game.state().object(card);
                event(
                    sink,
                    "when-set",
                    format!(
                        "'when set' effects resolve for {}",
                        name(game.state(), card)
                    ),
                    vec![o],
                    &["pmv-11.3.10.c"],
                );
                self.resolve_timing(
                    game,
                    "when-set",
                    &[card],
                    &|st, c| auto_active(st, c),
                    Some(host.card),
                    &["pmv-11.3.10.c", "pmv-11.3.15"],
                    sink,
                );
                if entering {
                    self.resolve_timing(
                        game,
                        "when-entered",
                        &[card],
                        &|st, c| auto_active(st, c),
                        None,
                        &["pmv-11.3.10", "pmv-11.3.9.d"],
                        sink,
                    );
                }
            }
            "unset" => {
                let card = card_arg(args, "card")?;
                let o = game.state().object(card);
                game.state_mut().cards[card.index()].attached_to = None;
                event(
                    sink,
                    "set",
                    format!(
                        "{} is set onto the field; it was on the field and does not enter anew",
                        name(game.state(), card)
                    ),
                    vec![o],
                    &["pmv-11.3.8.b"],
                );
            }
            _ => {}
        }
        None
    }

    fn game_actions(&self) -> &'static [&'static str] {
        &["set"]
    }

    /// At a table: put a card of your hand onto the field (set), or set it onto one of
    /// your field cards; set one of your field cards onto another (a field card set onto
    /// a field card does not enter anew, 11.3.8.b).
    fn table_actions(&self, game: &Game, player: ryoiki_core::PlayerId) -> Vec<NamedAction> {
        let st = game.state();
        let mine = |kind: ZoneKind| -> Vec<ryoiki_core::ObjectId> {
            st.zone(ZoneId {
                kind,
                player: Some(player),
            })
            .map(|z| z.cards.iter().map(|&c| st.object(c)).collect())
            .unwrap_or_default()
        };
        let hand = mine(zones::HAND);
        let field = mine(zones::FIELD);
        let set = |card: ryoiki_core::ObjectId, host: Option<ryoiki_core::ObjectId>| NamedAction {
            player,
            name: "set".into(),
            args: std::iter::once(("card".to_string(), Arg::Object(card)))
                .chain(host.map(|h| ("host".to_string(), Arg::Object(h))))
                .collect(),
        };
        let mut out = Vec::new();
        for &c in &hand {
            out.push(set(c, None));
            for &h in &field {
                out.push(set(c, Some(h)));
            }
        }
        for &c in &field {
            for &h in &field {
                if c != h {
                    out.push(set(c, Some(h)));
                }
            }
        }
        out
    }

    fn check_game_action(
        &self,
        game: &Game,
        action: &NamedAction,
    ) -> Result<(), ryoiki_core::ActionError> {
        match action.name.as_str() {
            "set" => self.set_steps(game, action).map(|_| ()),
            other => Err(ryoiki_core::ActionError::UnknownAction {
                game: "pmv",
                name: other.to_string(),
            }),
        }
    }

    fn apply_game_action(
        &self,
        game: &mut Game,
        action: NamedAction,
        sink: &mut dyn EventSink,
    ) -> ryoiki_core::Progress {
        let card = action.object("card").expect("checked");
        if self.cannot_be_set(game.state(), card.card) {
            // 11.3.13: the set does not happen at all, and the effect fails.
            sink.emit(Event {
                kind: EventKind::NotApplied {
                    object: card,
                    what: "set",
                },
                rules: cite(&[&["pmv-11.3.13"]]),
            });
            let n = name(game.state(), card.card);
            ext_set(game.state_mut(), "failed", json!(n));
            event(
                sink,
                "set-failed",
                format!("{n} cannot be set; the effect that instructed it failed"),
                vec![card],
                &["pmv-11.3.13"],
            );
            return ryoiki_core::Progress::Done;
        }
        if let Ok(steps) = self.set_steps(game, &action) {
            game.state_mut().agenda.extend(steps.into_iter().rev());
        }
        ryoiki_core::Progress::Done
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn abilities_parse_as_documented() {
        assert_eq!(
            parse("auto-gamma: any when-entering character: record saw"),
            Some(Ability::Gamma {
                any: true,
                timing: "when-entering".into(),
                filter: Some("character".into()),
                act: Act::Record("saw".into()),
            })
        );
        assert_eq!(
            parse("auto-gamma: when-being-discarded: move hand"),
            Some(Ability::Gamma {
                any: false,
                timing: "when-being-discarded".into(),
                filter: None,
                act: Act::Move("hand".into()),
            })
        );
        assert_eq!(
            parse("auto-alpha: power -2000 others"),
            Some(Ability::Power {
                delta: -2000,
                others: true
            })
        );
        assert_eq!(
            parse("auto-alpha: power +500 self"),
            Some(Ability::Power {
                delta: 500,
                others: false
            })
        );
        assert_eq!(parse("flying"), None);
        assert_eq!(parse("auto-gamma: when-set: explode"), None);
    }

    #[test]
    fn zone_names_in_english_and_japanese() {
        let want = [
            ("deck", "deck", "デッキ"),
            ("hand", "hand", "手札"),
            ("field", "field", "場"),
            ("underworld", "underworld", "冥界"),
            ("removed-area", "removed area", "除外エリア"),
        ];
        for (z, (key, en, ja)) in ZONES.iter().zip(want) {
            assert_eq!((z.key, z.names.en, z.names.ja), (key, en, ja));
        }
    }
}
