//! Reading a definition file: TOML with spans ([`crate::raw`]), then every check, each
//! problem at its line and column; then the checked definition, leaked once into the
//! `'static` data a [`RuleSet`](ryoiki_core::RuleSet) hands the core.

use crate::error::{DefinitionErrors, Hint, LoadError, Located, Problem};
use crate::game::{Cite, DataGame, IdentityMove, RuleItem, SampleZone, StartStep};
use crate::raw::{self, RawFile, S};
use ryoiki_core::{
    CardDef, Facing, Hooks, Names, Ordering, RuleId, Scope, Side, Visibility, ZoneKind, ZoneSpec,
};
use std::collections::HashSet;
use std::ops::Range;
use std::path::Path;
use toml::Spanned;

/// The most zones a game may have (zone kinds are numbered in 16 bits; no game needs
/// more than a few dozen).
const MAX_ZONES: usize = 1024;

/// The most copies of one card a sample entry may ask for.
const MAX_COUNT: i64 = 1000;

/// Reads, checks and loads the game definition at `path`.
///
/// The definition is leaked ([`Box::leak`]) so that the game's zones, names and rule ids
/// are the `&'static` data the core's [`RuleSet`](ryoiki_core::RuleSet) trait hands out:
/// load a definition once per process (a registry keeps the reference), not per game.
/// A file that is not valid leaks nothing.
///
/// # Errors
/// [`LoadError::Read`] if the file cannot be read; [`LoadError::Invalid`] with every
/// problem found, each at its line and column.
pub fn load(path: impl AsRef<Path>) -> Result<&'static DataGame, LoadError> {
    let path = path.as_ref();
    let shown = path.display().to_string();
    let src = std::fs::read_to_string(path).map_err(|source| LoadError::Read {
        path: shown.clone(),
        source,
    })?;
    Ok(load_str(&shown, &src)?)
}

/// Checks and loads a definition from its text; `path` is only used in messages. Leaks
/// as [`load`] does.
///
/// # Errors
/// [`DefinitionErrors`] with every problem found, each at its line and column.
pub fn load_str(path: &str, src: &str) -> Result<&'static DataGame, DefinitionErrors> {
    let checked = check_str(path, src)?;
    Ok(Box::leak(Box::new(checked.into_game())))
}

/// Checks a definition without loading it (nothing is leaked).
///
/// # Errors
/// As [`load_str`].
pub fn check(path: &str, src: &str) -> Result<(), DefinitionErrors> {
    check_str(path, src).map(|_| ())
}

fn check_str(path: &str, src: &str) -> Result<Checked, DefinitionErrors> {
    let mut cx = Cx::new(src);
    let checked = match toml::from_str::<RawFile>(src) {
        Ok(raw) => Some(cx.file(raw)),
        Err(e) => {
            let span = e.span().unwrap_or(0..0);
            cx.at(span, Problem::Toml(e.message().trim().to_string()));
            None
        }
    };
    match checked {
        Some(c) if cx.problems.is_empty() => Ok(c),
        _ => {
            let mut problems = cx.problems;
            problems.sort_by_key(|p| (p.line, p.column));
            Err(DefinitionErrors {
                path: path.to_string(),
                source_text: src.to_string(),
                problems,
            })
        }
    }
}

/// Where lines start, for byte offset to line and column.
struct Cx<'s> {
    src: &'s str,
    starts: Vec<usize>,
    problems: Vec<Located>,
}

/// A checked zone, before leaking.
struct ZoneDef {
    key: String,
    en: String,
    ja: String,
    scope: Scope,
    visibility: Visibility,
    ordering: Ordering,
    has_orientation: bool,
    facing: Facing,
    limit: Option<u32>,
    limit_rule: Option<String>,
    refuse: bool,
    rules: Vec<String>,
}

/// A checked definition, owned; [`Checked::into_game`] leaks it into a [`DataGame`].
struct Checked {
    key: String,
    description: String,
    en: String,
    ja: String,
    players: (u8, u8),
    rules: Vec<(String, String, String, String)>,
    zones: Vec<ZoneDef>,
    has_identity: bool,
    identity_default: bool,
    identity_rules: Vec<String>,
    identity_moves: Vec<(ZoneKind, ZoneKind, bool, Vec<String>)>,
    cite: [Vec<String>; 6],
    start_rules: Vec<String>,
    start: Vec<StartStep>,
    cards: Vec<CardDef>,
    sample: Vec<SampleZone>,
}

impl<'s> Cx<'s> {
    fn new(src: &'s str) -> Self {
        let mut starts = vec![0];
        starts.extend(src.match_indices('\n').map(|(i, _)| i + 1));
        Cx {
            src,
            starts,
            problems: Vec::new(),
        }
    }

    /// Records `problem` at the start of `span`.
    fn at(&mut self, span: Range<usize>, problem: Problem) {
        let mut offset = span.start.min(self.src.len());
        while !self.src.is_char_boundary(offset) {
            offset -= 1;
        }
        let line = self.starts.partition_point(|&s| s <= offset);
        let start = self.starts[line - 1];
        let column = self.src[start..offset].chars().count() + 1;
        self.problems.push(Located {
            line,
            column,
            problem,
        });
    }

    fn file(&mut self, raw: RawFile) -> Checked {
        let game_span = raw.game.span();
        let header = raw.game.into_inner();
        let key = self.key("game key", &header.key);
        let (en, ja) = self.names(&header.name, "game name");
        let players = self.players(&header.players);

        // Rules first: everything else cites them.
        let mut rules = Vec::new();
        let mut rule_ids = HashSet::new();
        for r in &raw.rules {
            let r = r.get_ref();
            let id = r.id.get_ref();
            if !id.starts_with(&format!("{key}-"))
                || id.len() <= key.len() + 1
                || id.chars().any(|c| c.is_whitespace() || c.is_control())
            {
                self.at(
                    r.id.span(),
                    Problem::RulePrefix {
                        id: id.clone(),
                        key: key.clone(),
                    },
                );
            }
            if !rule_ids.insert(id.clone()) {
                self.at(r.id.span(), Problem::DuplicateRule { id: id.clone() });
            }
            let (ten, tja) = self.names(&r.title, "rule title");
            rules.push((id.clone(), ten, tja, r.text.clone()));
        }
        let known_rules: Vec<String> = rules.iter().map(|r| r.0.clone()).collect();

        // Zones.
        if raw.zones.is_empty() {
            self.at(game_span.clone(), Problem::NoZones);
        }
        if raw.zones.len() > MAX_ZONES {
            self.at(game_span, Problem::TooManyZones { max: MAX_ZONES });
        }
        let mut zones: Vec<ZoneDef> = Vec::new();
        for z in &raw.zones {
            let zd = self.zone(z, &known_rules);
            if zones.iter().any(|o| o.key == zd.key) {
                self.at(
                    z.get_ref().key.span(),
                    Problem::DuplicateZone {
                        key: zd.key.clone(),
                    },
                );
            }
            zones.push(zd);
        }
        let zone_keys: Vec<String> = zones.iter().map(|z| z.key.clone()).collect();

        // Identity.
        let (mut identity_default, mut identity_rules, mut identity_moves) =
            (false, Vec::new(), Vec::new());
        if let Some(identity) = &raw.identity {
            let identity = identity.get_ref();
            identity_default = *identity.default.get_ref() == raw::RawObject::SameObject;
            identity_rules = self.rule_list(&identity.rules, &known_rules);
            for m in &identity.moves {
                let m = m.get_ref();
                let from = self.zone_ref(&m.from, &zone_keys);
                let to = self.zone_ref(&m.to, &zone_keys);
                let rules = self.rule_list(&m.rules, &known_rules);
                let same = *m.object.get_ref() == raw::RawObject::SameObject;
                if let (Some(from), Some(to)) = (from, to) {
                    let seen: &Vec<(ZoneKind, ZoneKind, bool, Vec<String>)> = &identity_moves;
                    if seen.iter().any(|(f, t, _, _)| *f == from && *t == to) {
                        self.at(
                            m.from.span(),
                            Problem::DuplicateMove {
                                from: m.from.get_ref().clone(),
                                to: m.to.get_ref().clone(),
                            },
                        );
                    }
                    identity_moves.push((from, to, same, rules));
                }
            }
        }

        // Citations of the core's general processes.
        let cite = match &raw.cite {
            Some(c) => [
                self.rule_list(&c.shuffle, &known_rules),
                self.rule_list(&c.order, &known_rules),
                self.rule_list(&c.one_at_a_time, &known_rules),
                self.rule_list(&c.position_clamped, &known_rules),
                self.rule_list(&c.arrival_state, &known_rules),
                self.rule_list(&c.turn, &known_rules),
            ],
            None => Default::default(),
        };

        // The start procedure.
        let mut start_rules = Vec::new();
        let mut start = Vec::new();
        if let Some(s) = &raw.start {
            start_rules = self.rule_list(&s.rules, &known_rules);
            for step in &s.step {
                if let Some(st) = self.step(step.get_ref(), &zones) {
                    start.push(st);
                }
            }
        }

        // Cards and the sample deck.
        let mut cards: Vec<CardDef> = Vec::new();
        for c in &raw.cards {
            let c = c.get_ref();
            let name = c.name.get_ref();
            if name.is_empty() || name.chars().any(char::is_control) {
                self.at(c.name.span(), Problem::BadText { what: "card name" });
            }
            if cards.iter().any(|d| d.name() == name) {
                self.at(c.name.span(), Problem::DuplicateCard { name: name.clone() });
            }
            for t in &c.types {
                let w = t.get_ref();
                if w.is_empty() || w.chars().any(|ch| ch.is_control() || ch.is_uppercase()) {
                    self.at(t.span(), Problem::BadType { word: w.clone() });
                }
            }
            cards.push(CardDef::single(Side {
                name: name.clone(),
                types: c.types.iter().map(|t| t.get_ref().clone()).collect(),
                abilities: c.abilities.clone(),
                numbers: c.numbers.clone(),
            }));
        }
        let card_names: Vec<String> = cards.iter().map(|c| c.name().to_string()).collect();
        let mut sample = Vec::new();
        for s in &raw.sample {
            let s = s.get_ref();
            let kind = self.zone_ref(&s.zone, &zone_keys);
            let mut entries = Vec::new();
            let mut total: u64 = 0;
            for e in &s.cards {
                let e = e.get_ref();
                let count = match &e.count {
                    Some(c) => self.count(c),
                    None => 1,
                };
                total += u64::from(count);
                match card_names.iter().position(|n| n == e.card.get_ref()) {
                    Some(i) => entries.push((i, count)),
                    None => self.at(
                        e.card.span(),
                        Problem::UnknownCard {
                            name: e.card.get_ref().clone(),
                            hint: Hint::closest(
                                e.card.get_ref(),
                                card_names.iter().map(String::as_str),
                            ),
                        },
                    ),
                }
            }
            if let Some(kind) = kind {
                let z = &zones[kind.0 as usize];
                if let Some(limit) = z.limit
                    && total > u64::from(limit)
                {
                    self.at(
                        s.zone.span(),
                        Problem::SampleOverLimit {
                            zone: z.key.clone(),
                            count: total,
                            limit,
                        },
                    );
                }
                sample.push(SampleZone {
                    zone: kind,
                    cards: entries,
                });
            }
        }

        Checked {
            key,
            description: header.description.clone(),
            en,
            ja,
            players,
            rules,
            zones,
            has_identity: raw.identity.is_some(),
            identity_default,
            identity_rules,
            identity_moves,
            cite,
            start_rules,
            start,
            cards,
            sample,
        }
    }

    /// A key: lowercase ASCII letters, digits and `-`, starting with a letter.
    fn key(&mut self, what: &'static str, key: &S) -> String {
        let k = key.get_ref();
        let ok = k.starts_with(|c: char| c.is_ascii_lowercase())
            && k.chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
        if !ok {
            self.at(
                key.span(),
                Problem::BadKey {
                    what,
                    key: k.clone(),
                },
            );
        }
        k.clone()
    }

    /// `{ en, ja }`, both non-empty text without control characters.
    fn names(&mut self, names: &Spanned<raw::RawNames>, what: &'static str) -> (String, String) {
        let n = names.get_ref();
        for (text, which) in [(&n.en, "English"), (&n.ja, "Japanese")] {
            let t = text.get_ref();
            if t.trim().is_empty() || t.chars().any(char::is_control) {
                let what = match (what, which) {
                    ("game name", "English") => "the English game name",
                    ("game name", _) => "the Japanese game name",
                    ("zone name", "English") => "the English zone name",
                    ("zone name", _) => "the Japanese zone name",
                    (_, "English") => "the English rule title",
                    _ => "the Japanese rule title",
                };
                self.at(text.span(), Problem::BadText { what });
            }
        }
        (n.en.get_ref().clone(), n.ja.get_ref().clone())
    }

    fn players(&mut self, p: &Spanned<raw::RawPlayers>) -> (u8, u8) {
        let r = p.get_ref();
        let (min, max) = (*r.min.get_ref(), *r.max.get_ref());
        if !(1..=64).contains(&min) || !(1..=64).contains(&max) || min > max {
            self.at(p.span(), Problem::PlayerRange { min, max });
            return (1, 1);
        }
        (min as u8, max as u8)
    }

    /// Rule ids, each defined; the unknown ones are reported and left out.
    fn rule_list(&mut self, ids: &[S], known: &[String]) -> Vec<String> {
        let mut out = Vec::new();
        for id in ids {
            let i = id.get_ref();
            if known.iter().any(|k| k == i) {
                out.push(i.clone());
            } else {
                self.at(
                    id.span(),
                    Problem::UnknownRule {
                        id: i.clone(),
                        hint: Hint::closest(i, known.iter().map(String::as_str)),
                    },
                );
            }
        }
        out
    }

    fn zone_ref(&mut self, name: &S, keys: &[String]) -> Option<ZoneKind> {
        match keys.iter().position(|k| k == name.get_ref()) {
            Some(i) => Some(ZoneKind(i as u16)),
            None => {
                self.at(
                    name.span(),
                    Problem::UnknownZone {
                        name: name.get_ref().clone(),
                        hint: Hint::closest(name.get_ref(), keys.iter().map(String::as_str)),
                    },
                );
                None
            }
        }
    }

    fn count(&mut self, c: &Spanned<i64>) -> u32 {
        let n = *c.get_ref();
        if (1..=MAX_COUNT).contains(&n) {
            n as u32
        } else {
            self.at(
                c.span(),
                Problem::CountRange {
                    count: n,
                    max: MAX_COUNT,
                },
            );
            1
        }
    }

    fn zone(&mut self, z: &Spanned<raw::RawZone>, known_rules: &[String]) -> ZoneDef {
        let z = z.get_ref();
        let key = self.key("zone key", &z.key);
        let (en, ja) = self.names(&z.name, "zone name");
        let scope = match z.scope.get_ref() {
            raw::RawScope::PerPlayer => Scope::PerPlayer,
            raw::RawScope::Shared => Scope::Shared,
        };
        let positions_public = z.positions_public.as_ref().is_some_and(|p| *p.get_ref());
        let visibility = match z.visibility.get_ref() {
            raw::RawVisibility::Public => {
                if let Some(p) = &z.positions_public {
                    self.at(p.span(), Problem::PositionsOfPublic { zone: key.clone() });
                }
                Visibility::Public
            }
            raw::RawVisibility::Hidden => Visibility::Hidden {
                owner_sees: false,
                positions_public,
            },
            raw::RawVisibility::Owner => {
                if scope == Scope::Shared {
                    self.at(
                        z.visibility.span(),
                        Problem::OwnerOfShared { zone: key.clone() },
                    );
                }
                Visibility::Hidden {
                    owner_sees: true,
                    positions_public,
                }
            }
        };
        let limit = z.limit.as_ref().and_then(|l| {
            let n = *l.get_ref();
            match u32::try_from(n) {
                Ok(n) => Some(n),
                Err(_) => {
                    self.at(l.span(), Problem::LimitRange { limit: n });
                    None
                }
            }
        });
        let limit_rule = z.limit_rule.as_ref().and_then(|r| {
            self.rule_list(std::slice::from_ref(r), known_rules)
                .into_iter()
                .next()
        });
        match (&z.limit, &z.limit_rule) {
            (Some(l), None) => self.at(l.span(), Problem::LimitWithoutRule { zone: key.clone() }),
            (None, Some(r)) => self.at(
                r.span(),
                Problem::NoLimit {
                    key: "limit_rule",
                    zone: key.clone(),
                },
            ),
            _ => {}
        }
        if let (None, Some(o)) = (&z.limit, &z.on_limit) {
            self.at(
                o.span(),
                Problem::NoLimit {
                    key: "on_limit",
                    zone: key.clone(),
                },
            );
        }
        let refuse = z
            .on_limit
            .as_ref()
            .is_some_and(|o| *o.get_ref() == raw::RawOnLimit::Refuse);
        let rules = self.rule_list(&z.rules, known_rules);
        ZoneDef {
            key,
            en,
            ja,
            scope,
            visibility,
            ordering: if z.ordered {
                Ordering::Ordered
            } else {
                Ordering::Unordered
            },
            has_orientation: z.orientation,
            facing: match z.facing.as_ref().map(|f| *f.get_ref()) {
                Some(raw::RawFacing::Down) => Facing::FaceDown,
                _ => Facing::FaceUp,
            },
            limit,
            limit_rule,
            refuse,
            rules,
        }
    }

    fn step(&mut self, s: &raw::RawStep, zones: &[ZoneDef]) -> Option<StartStep> {
        let keys: Vec<String> = zones.iter().map(|z| z.key.clone()).collect();
        let here = s.what.span();
        match s.what.get_ref() {
            raw::RawDo::Shuffle => {
                for (present, key) in [
                    (s.count.as_ref().map(Spanned::span), "count"),
                    (s.from.as_ref().map(Spanned::span), "from"),
                    (s.to.as_ref().map(Spanned::span), "to"),
                ] {
                    if let Some(span) = present {
                        self.at(
                            span,
                            Problem::StepExtra {
                                step: "shuffle",
                                key,
                            },
                        );
                    }
                }
                let Some(zone) = &s.zone else {
                    self.at(
                        here,
                        Problem::StepMissing {
                            step: "shuffle",
                            key: "zone",
                        },
                    );
                    return None;
                };
                let zone = self.zone_ref(zone, &keys)?;
                Some(StartStep::Shuffle { zone })
            }
            raw::RawDo::Deal => {
                if let Some(z) = &s.zone {
                    self.at(
                        z.span(),
                        Problem::StepExtra {
                            step: "deal",
                            key: "zone",
                        },
                    );
                }
                let mut missing = false;
                for (present, key) in [
                    (s.count.is_some(), "count"),
                    (s.from.is_some(), "from"),
                    (s.to.is_some(), "to"),
                ] {
                    if !present {
                        self.at(here.clone(), Problem::StepMissing { step: "deal", key });
                        missing = true;
                    }
                }
                let (Some(count), Some(from), Some(to)) = (&s.count, &s.from, &s.to) else {
                    return None;
                };
                let count = self.count(count);
                let from_kind = self.zone_ref(from, &keys);
                let to_kind = self.zone_ref(to, &keys);
                let (from_kind, to_kind) = (from_kind?, to_kind?);
                if zones[from_kind.0 as usize].ordering == Ordering::Unordered {
                    self.at(
                        from.span(),
                        Problem::DealFromUnordered {
                            zone: from.get_ref().clone(),
                        },
                    );
                }
                (!missing).then_some(StartStep::Deal {
                    count,
                    from: from_kind,
                    to: to_kind,
                })
            }
        }
    }
}

/// Leaks a string for the rest of the process.
fn leak(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

/// Leaks a list of rule ids for the rest of the process.
fn leak_rules(ids: Vec<String>) -> &'static [RuleId] {
    Box::leak(
        ids.into_iter()
            .map(leak)
            .collect::<Vec<_>>()
            .into_boxed_slice(),
    )
}

impl Checked {
    /// The definition as the core needs it: strings and lists leaked once.
    fn into_game(self) -> DataGame {
        let refuse: Vec<bool> = self.zones.iter().map(|z| z.refuse).collect();
        let mut limit_rules = Vec::new();
        let zones: Vec<ZoneSpec> = self
            .zones
            .into_iter()
            .map(|z| {
                let limit_rule = z.limit_rule.map(leak);
                limit_rules.push(match limit_rule {
                    Some(r) => &*Box::leak(Box::new([r])),
                    None => &[][..],
                });
                ZoneSpec {
                    key: leak(z.key),
                    names: Names {
                        en: leak(z.en),
                        ja: leak(z.ja),
                    },
                    scope: z.scope,
                    visibility: z.visibility,
                    ordering: z.ordering,
                    has_orientation: z.has_orientation,
                    default_facing: z.facing,
                    limit: z.limit,
                    limit_rule,
                    rules: leak_rules(z.rules),
                }
            })
            .collect();
        let zones: &'static [ZoneSpec] = Box::leak(zones.into_boxed_slice());
        let identity_moves: Vec<IdentityMove> = self
            .identity_moves
            .into_iter()
            .map(|(from, to, same, rules)| IdentityMove {
                from,
                to,
                same,
                rules: leak_rules(rules),
            })
            .collect();
        let mut hooks = Hooks::NONE;
        if refuse.iter().any(|&r| r) {
            hooks = hooks.with(Hooks::RESTRICTION);
        }
        if self.has_identity {
            hooks = hooks.with(Hooks::KEEPS_IDENTITY);
        }
        let [
            shuffle,
            order,
            one_at_a_time,
            position_clamped,
            arrival_state,
            turn,
        ] = self.cite;
        DataGame {
            key: leak(self.key),
            description: self.description,
            names: Names {
                en: leak(self.en),
                ja: leak(self.ja),
            },
            players: self.players,
            rule_items: self
                .rules
                .into_iter()
                .map(|(id, en, ja, text)| RuleItem {
                    id: leak(id),
                    title: Names {
                        en: leak(en),
                        ja: leak(ja),
                    },
                    text,
                })
                .collect(),
            zones,
            refuse,
            limit_rules,
            identity_default: self.identity_default,
            identity_rules: leak_rules(self.identity_rules),
            identity_moves,
            cite: Cite {
                shuffle: leak_rules(shuffle),
                order: leak_rules(order),
                one_at_a_time: leak_rules(one_at_a_time),
                position_clamped: leak_rules(position_clamped),
                arrival_state: leak_rules(arrival_state),
                turn: leak_rules(turn),
            },
            start_rules: leak_rules(self.start_rules),
            start: self.start,
            cards: self.cards,
            sample: self.sample,
            hooks,
        }
    }
}
