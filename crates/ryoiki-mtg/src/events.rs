//! What Magic's own processes report ([`MtgEvent`]) and ask ([`MtgDecision`]), rendered
//! in English and in Japanese with the terms of the Japanese comprehensive rules (2009:
//! 場 for in play, ゲームから取り除かれている for removed from the game).
//!
//! Each event's [`Described::code`] is the name scenario files match (`kind = "game"`,
//! `label = "…"`); each decision's code is what a scenario's `pending` check names.

use crate::actions::Face;
use crate::ext::{ItemKind, Phase};
use ryoiki_core::{Described, ObjectId, PlayerId, Words, ZoneId};
use serde::{Deserialize, Serialize};

/// Why an effect did not apply to a destroyed permanent (217.1d).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum NotAppliedWhy {
    /// Another destroy effect was chosen as the event that moves it.
    OtherEvent,
    /// The object has already become a new object in another zone (217.1c).
    NewObject,
}

/// What was carried over from a spell to the permanent it became (217.1c).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Carried {
    /// Characteristic changes made to the spell (exception 1).
    Changes,
    /// Prevention of damage from the spell (exception 4).
    Prevention,
}

/// What Magic's process did.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "what", rename_all = "kebab-case")]
pub enum MtgEvent {
    /// A spell or ability goes on the stack.
    Stack {
        /// Spell or which kind of ability.
        kind: ItemKind,
        /// Its readable name.
        name: String,
        /// What it does.
        effect: String,
        /// Its controller.
        controller: PlayerId,
        /// Its source, if any.
        source: Option<ObjectId>,
    },
    /// The planar die's cost is paid (901.9).
    RollCostPaid {
        /// Who rolls.
        player: PlayerId,
        /// The mana paid.
        cost: u32,
        /// Which roll of the turn this is.
        nth: u32,
    },
    /// A player passes priority.
    PriorityPassed {
        /// Who.
        player: PlayerId,
    },
    /// Mana goes to a pool.
    ManaAdded {
        /// Whose pool.
        player: PlayerId,
        /// How much.
        amount: u32,
        /// The pool afterwards.
        pool: u32,
    },
    /// A six-sided die is rolled (901.9d).
    DieRolled {
        /// Who rolls.
        player: PlayerId,
        /// The number.
        value: u32,
    },
    /// An effect changes a spell's or permanent's characteristics (217.1c exception 1).
    CharacteristicsChanged {
        /// The object.
        object: ObjectId,
        /// Types added.
        types: Vec<String>,
        /// Abilities added.
        abilities: Vec<String>,
    },
    /// Damage from a source will be prevented (217.1c exception 4).
    PreventionAdded {
        /// The source.
        source: ObjectId,
        /// How much.
        amount: i64,
    },
    /// A source deals damage to a player.
    DamageDealt {
        /// The source.
        source: ObjectId,
        /// The player.
        player: PlayerId,
        /// The damage dealt.
        dealt: i64,
        /// The damage prevented.
        prevented: i64,
    },
    /// Several destroy effects conflict (217.1d).
    ConflictingEffects {
        /// The permanent.
        object: ObjectId,
        /// How many effects.
        count: usize,
        /// Who chooses.
        decider: PlayerId,
    },
    /// An Aura enchants a permanent (217.1c exception 3 follows it).
    Attached {
        /// The Aura.
        aura: ObjectId,
        /// The enchanted permanent.
        host: ObjectId,
    },
    /// An object outside the game is removed from the game: a new object (217.1f).
    NewObject {
        /// The old object.
        old: ObjectId,
        /// The new one.
        new: ObjectId,
    },
    /// An owner arranges their objects in a zone (217.1b).
    Arranged {
        /// The owner.
        player: PlayerId,
        /// The zone.
        zone: ZoneId,
    },
    /// A replacement is chosen (217.1d).
    ReplacementChosen {
        /// The object moving.
        object: ObjectId,
        /// The option's label.
        label: String,
    },
    /// The event that moves a destroyed permanent (217.1d).
    ZoneChangeEvent {
        /// The permanent.
        object: ObjectId,
        /// The destroy effect.
        by: String,
    },
    /// The owner checks for abilities affecting a move to a public zone (217.1d).
    OwnerChecks {
        /// The object.
        object: ObjectId,
        /// The owner.
        owner: PlayerId,
        /// The effects found.
        affecting: Vec<String>,
    },
    /// An effect does not apply (217.1d).
    NotApplied {
        /// The object.
        object: ObjectId,
        /// The effect.
        effect: String,
        /// The event that moved it instead.
        by: String,
        /// Why.
        why: NotAppliedWhy,
    },
    /// A card's own replacement conflicts with others (217.1d).
    ReplacementConflict {
        /// The object.
        object: ObjectId,
        /// Who chooses.
        decider: PlayerId,
    },
    /// A state-based check puts an Aura enchanting nothing into a graveyard.
    StateBased {
        /// The Aura.
        aura: ObjectId,
    },
    /// The game moves to a phase; mana pools empty.
    Phase {
        /// The phase.
        phase: Phase,
    },
    /// A turn begins.
    Turn {
        /// Its number.
        turn: u32,
        /// The active player.
        player: PlayerId,
    },
    /// A player becomes the planar controller (901.6, 901.12b).
    PlanarController {
        /// Who.
        player: PlayerId,
    },
    /// The planar controllers of Grand Melee (901.14a).
    PlanarControllers {
        /// Who.
        players: Vec<PlayerId>,
    },
    /// A planar controller leaves and nobody takes over (901.14b).
    PlanarControllerStops {
        /// Who.
        player: PlayerId,
    },
    /// A spell or ability resolves.
    Resolves {
        /// Spell or which kind of ability.
        kind: ItemKind,
        /// Its name.
        name: String,
        /// Its source.
        source: Option<ObjectId>,
    },
    /// Changes made to a spell keep applying to the permanent (217.1c).
    CarriedOver {
        /// The permanent.
        object: ObjectId,
        /// What.
        carried: Carried,
    },
    /// A phenomenon's triggered ability has left the stack (901.11a).
    PhenomenonDone {
        /// The phenomenon's name.
        name: String,
        /// Who planeswalks.
        player: PlayerId,
    },
    /// An effect lasting until a player planeswalks (901.11).
    LastingEffect {
        /// The player.
        player: PlayerId,
        /// The word their creatures gain.
        word: String,
    },
    /// An object an ability saw cannot be found (217.1c).
    NotFound {
        /// The object.
        object: ObjectId,
    },
    /// Players gain life.
    LifeGained {
        /// Who.
        players: Vec<PlayerId>,
        /// How much each.
        amount: i64,
    },
    /// A numeric die trigger ignores a planar die roll (901.9d).
    IgnoredRoll {
        /// The source of the ability.
        source: ObjectId,
    },
    /// The planar die is rolled (901.9, 901.3a).
    PlanarDieRolled {
        /// Who rolls.
        player: PlayerId,
        /// The face.
        face: Face,
        /// Whether as the special action (else because an effect says so).
        special: bool,
    },
    /// Chaos ensues (901.9b).
    Chaos,
    /// A blank face: nothing happens (901.9a).
    Blank,
    /// A player receives priority.
    Priority {
        /// Who.
        player: PlayerId,
    },
    /// A phenomenon turned over at the start goes to the bottom (901.5).
    StartPhenomenon {
        /// It.
        card: ObjectId,
    },
    /// A player's starting plane (901.5).
    StartingPlane {
        /// The plane.
        plane: ObjectId,
        /// Whose.
        player: PlayerId,
    },
    /// A player planeswalks (901.11).
    Planeswalked {
        /// Who.
        player: PlayerId,
        /// The names planeswalked from.
        from: Vec<String>,
        /// The names planeswalked to.
        to: Vec<String>,
    },
    /// Effects lasting until a player planeswalks end (901.11).
    LastingEffectEnded {
        /// The player.
        player: PlayerId,
    },
    /// A face-up planar card goes to the bottom without planeswalking (901.14b).
    Bottomed {
        /// The card.
        card: ObjectId,
    },
    /// Players leave the game with every object they own (901.10).
    LeftGame {
        /// Who.
        players: Vec<PlayerId>,
        /// The objects that left.
        objects: Vec<ObjectId>,
    },
    /// With a single planar deck the planar cards stay (901.15b).
    PlanarCardsStay {
        /// Their owner, the planar controller.
        player: PlayerId,
    },
    /// A planeswalking ability whose plane left ceases to exist (901.10a).
    AbilityCeased,
    /// A phenomenon's ability stays under the new planar controller (901.10b).
    AbilityStays {
        /// The ability's name.
        name: String,
        /// Its new controller.
        player: PlayerId,
    },
    /// A face-up plane left the game: its controller planeswalks (901.10).
    LeavePlaneswalk {
        /// Who planeswalks.
        player: PlayerId,
    },
    /// A core action Magic's process applied was refused (the object had moved meanwhile,
    /// say): that part of the process does not happen.
    CoreRefused {
        /// Why, in the core's words.
        reason: String,
    },
    /// A spell moved off the stack by anything but resolving is no longer a spell (217.1c).
    SpellLeftStack {
        /// The spell's object.
        object: ObjectId,
    },
}

fn names(words: &Words<'_>, players: &[PlayerId], and: &str) -> String {
    players
        .iter()
        .map(|&p| words.player(p))
        .collect::<Vec<_>>()
        .join(and)
}

/// A stack entry's name: its source card's name, or (the planeswalking ability, which
/// has no source) its kind's name in the wanted language.
fn item_name(w: &Words<'_>, kind: ItemKind, name: &str, source: Option<ObjectId>) -> String {
    match source {
        Some(_) => name.to_string(),
        None => {
            let (en, ja) = kind.names();
            w.pick(en.into(), ja.into())
        }
    }
}

impl MtgEvent {
    fn render_stack(&self, w: &Words<'_>) -> Option<String> {
        Some(match self {
            MtgEvent::Stack {
                kind,
                name,
                effect,
                controller,
                source,
            } => {
                let name = item_name(w, *kind, name, *source);
                let c = w.player(*controller);
                w.pick(
                    format!("{name} ({effect}) goes on the stack under {c}'s control"),
                    format!("{name}({effect})が{c}のコントロール下でスタックに置かれる"),
                )
            }
            MtgEvent::PriorityPassed { player } => {
                let p = w.player(*player);
                w.pick(
                    format!("{p} passes priority"),
                    format!("{p}が優先権をパスする"),
                )
            }
            MtgEvent::Priority { player } => {
                let p = w.player(*player);
                w.pick(
                    format!("{p} receives priority"),
                    format!("{p}が優先権を得る"),
                )
            }
            MtgEvent::Phase { phase } => {
                let (en, ja) = phase.names();
                w.pick(
                    format!("the game moves to the {en}; mana pools empty"),
                    format!("ゲームは{ja}に進む。マナ・プールは空になる"),
                )
            }
            MtgEvent::Turn { turn, player } => {
                let p = w.player(*player);
                w.pick(
                    format!("turn {turn} begins: {p} is the active player"),
                    format!("第{turn}ターンが始まる。{p}がアクティブ・プレイヤーである"),
                )
            }
            MtgEvent::Resolves { name, .. } => {
                w.pick(format!("{name} resolves"), format!("{name}が解決される"))
            }
            MtgEvent::ManaAdded {
                player,
                amount,
                pool,
            } => {
                let p = w.player(*player);
                w.pick(
                    format!("{p} adds {amount} mana (pool: {pool})"),
                    format!("{p}がマナを{amount}点加える(マナ・プール:{pool})"),
                )
            }
            MtgEvent::LifeGained { players, amount } => {
                let en = names(w, players, " and ");
                let ja = names(w, players, "と");
                let s = if players.len() == 1 { "s" } else { "" };
                w.pick(
                    format!("{en} gain{s} {amount} life"),
                    format!("{ja}は{amount}点のライフを得る"),
                )
            }
            MtgEvent::CoreRefused { reason } => w.pick(
                format!("the engine refused a step of Magic's process: {reason}"),
                format!("エンジンがマジックの処理の一部を拒否した:{reason}"),
            ),
            MtgEvent::SpellLeftStack { object } => {
                let o = w.object(*object);
                w.pick(
                    format!("{o} has left the stack: it is no longer a spell and will not resolve"),
                    format!("{o}はスタックを離れた。もはや呪文ではなく、解決されない"),
                )
            }
            _ => return None,
        })
    }

    fn render_rule_217(&self, w: &Words<'_>) -> Option<String> {
        Some(match self {
            MtgEvent::DieRolled { player, value } => {
                let p = w.player(*player);
                w.pick(
                    format!("{p} rolls a six-sided die: {value}"),
                    format!("{p}が6面体のダイスを振る:{value}"),
                )
            }
            MtgEvent::CharacteristicsChanged {
                object,
                types,
                abilities,
            } => {
                let o = w.object(*object);
                w.pick(
                    format!("an effect changes {o}: adds {types:?} {abilities:?}"),
                    format!("効果が{o}の特性を変える:{types:?} {abilities:?}を加える"),
                )
            }
            MtgEvent::PreventionAdded { source, amount } => {
                let o = w.object(*source);
                w.pick(
                    format!("the next {amount} damage {o} would deal is prevented"),
                    format!("{o}が次に与える{amount}点のダメージは軽減される"),
                )
            }
            MtgEvent::DamageDealt {
                source,
                player,
                dealt,
                prevented,
            } => {
                let (o, p) = (w.object(*source), w.player(*player));
                w.pick(
                    format!("{o} deals {dealt} damage to {p} ({prevented} prevented)"),
                    format!("{o}が{p}に{dealt}点のダメージを与える({prevented}点軽減)"),
                )
            }
            MtgEvent::Attached { aura, host } => {
                let (a, h) = (w.object(*aura), w.object(*host));
                w.pick(
                    format!("{a} enchants {h}"),
                    format!("{a}が{h}にエンチャントする"),
                )
            }
            MtgEvent::NewObject { old, .. } => {
                let o = w.object(*old);
                w.pick(
                    format!("{o} is already outside the game: it stays where it is and becomes a new object"),
                    format!("{o}はすでにゲーム外にある。ゲームから取り除かれても領域は移動しないが、新しいオブジェクトとして扱う"),
                )
            }
            MtgEvent::Arranged { player, zone } => {
                let (p, z) = (w.player(*player), w.zone(*zone));
                w.pick(
                    format!("{p} arranges their objects in {z}"),
                    format!("{p}が{z}にある自分のオブジェクトを並べ替える"),
                )
            }
            MtgEvent::CarriedOver { object, carried } => {
                let o = w.object(*object);
                match carried {
                    Carried::Changes => w.pick(
                        format!("the changes made to the spell {o} keep applying to the permanent"),
                        format!("呪文{o}に加えられた変更は、パーマネントにも適用され続ける"),
                    ),
                    Carried::Prevention => w.pick(
                        format!("prevention of damage from the spell {o} applies to the permanent"),
                        format!("呪文{o}からのダメージの軽減は、パーマネントにも適用される"),
                    ),
                }
            }
            MtgEvent::NotFound { object } => {
                let o = w.object(*object);
                w.pick(
                    format!("{o} cannot be found: it is no longer that object"),
                    format!("{o}は見つからない。もはや同じオブジェクトではない"),
                )
            }
            _ => return self.render_destroy(w),
        })
    }

    fn render_destroy(&self, w: &Words<'_>) -> Option<String> {
        Some(match self {
            MtgEvent::ConflictingEffects {
                object,
                count,
                decider,
            } => {
                let (o, d) = (w.object(*object), w.player(*decider));
                w.pick(
                    format!("{count} effects would destroy {o} at once; they conflict, so {d} chooses which one moves it"),
                    format!("{count}個の効果が同時に{o}を破壊しようとする。それらは矛盾するので、{d}がどれで移動するかを選ぶ"),
                )
            }
            MtgEvent::ReplacementChosen { label, .. } => {
                w.pick(format!("{label} applies"), format!("{label}が適用される"))
            }
            MtgEvent::ZoneChangeEvent { object, by } => {
                let o = w.object(*object);
                w.pick(
                    format!("{by} is the event that moves {o} to its owner's graveyard"),
                    format!("{by}が{o}をオーナーの墓地に動かすイベントである"),
                )
            }
            MtgEvent::OwnerChecks {
                owner, affecting, ..
            } => {
                let p = w.player(*owner);
                let list = if affecting.is_empty() {
                    w.pick("none".into(), "なし".into())
                } else {
                    affecting.join(", ")
                };
                w.pick(
                    format!("the graveyard is public: {p} checks for abilities affecting the move: {list}"),
                    format!("墓地は公開領域である。{p}はその移動に影響を及ぼす能力が存在するかどうかを見る:{list}"),
                )
            }
            MtgEvent::NotApplied {
                object,
                effect,
                by,
                why,
            } => {
                let o = w.object(*object);
                match why {
                    NotAppliedWhy::OtherEvent => w.pick(
                        format!("{effect} does not apply: {by} is the event that moves {o}"),
                        format!("{effect}は適用されない。{o}を動かすイベントは{by}である"),
                    ),
                    NotAppliedWhy::NewObject => w.pick(
                        format!("{effect} does not apply: {o} has already become a new object in another zone"),
                        format!("{effect}は適用されない。{o}はすでに別の領域で新しいオブジェクトになっている"),
                    ),
                }
            }
            MtgEvent::ReplacementConflict { object, decider } => {
                let (o, d) = (w.object(*object), w.player(*decider));
                w.pick(
                    format!("{d} chooses which replacement applies to {o}, and how"),
                    format!("{d}が{o}にどの効果を適用するか、そしてその効果がどう働くかを決める"),
                )
            }
            MtgEvent::StateBased { aura } => {
                let a = w.object(*aura);
                w.pick(
                    format!("state-based check: {a} enchants nothing and is put into its owner's graveyard"),
                    format!("状況起因処理:{a}は何にもエンチャントしていないので、オーナーの墓地に置かれる"),
                )
            }
            _ => return None,
        })
    }

    fn render_planar(&self, w: &Words<'_>) -> String {
        match self {
            MtgEvent::RollCostPaid { player, cost, nth } => {
                let p = w.player(*player);
                w.pick(
                    format!("{p} pays {cost} mana to roll the planar die (roll {nth} this turn)"),
                    format!(
                        "{p}が次元ダイスを振るコストとしてマナを{cost}点支払う(このターン{nth}回目)"
                    ),
                )
            }
            MtgEvent::PlanarController { player } => {
                let p = w.player(*player);
                w.pick(
                    format!("{p} is the planar controller"),
                    format!("{p}が次元コントローラーである"),
                )
            }
            MtgEvent::PlanarControllers { players } => w.pick(
                format!("the planar controllers are {}", names(w, players, ", ")),
                format!("次元コントローラーは{}である", names(w, players, "、")),
            ),
            MtgEvent::PlanarControllerStops { player } => {
                let p = w.player(*player);
                w.pick(
                    format!("{p} stops being a planar controller; nobody takes over"),
                    format!("{p}は次元コントローラーでなくなる。誰も代わりにならない"),
                )
            }
            MtgEvent::PhenomenonDone { name, player } => {
                let p = w.player(*player);
                w.pick(
                    format!("{name}'s triggered ability has left the stack: {p} planeswalks"),
                    format!("現象・カード{name}の誘発型能力がスタックを離れた。{p}はプレインズウォークする"),
                )
            }
            MtgEvent::LastingEffect { player, word } => {
                let p = w.player(*player);
                w.pick(
                    format!("{p}'s creatures have {word} until {p} planeswalks"),
                    format!("{p}がプレインズウォークするまで、{p}のクリーチャーは{word}を持つ"),
                )
            }
            MtgEvent::IgnoredRoll { source } => {
                let o = w.object(*source);
                w.pick(
                    format!("{o}'s ability reads a die result as a number, so it ignores the planar die roll"),
                    format!("{o}の能力はダイスの結果を数として参照するので、次元ダイスの出目を無視する"),
                )
            }
            MtgEvent::PlanarDieRolled {
                player,
                face,
                special,
            } => {
                let p = w.player(*player);
                let (fen, fja) = face.names();
                if *special {
                    w.pick(
                        format!("{p} rolls the planar die as a special action: {fen}"),
                        format!("{p}が特別な処理として次元ダイスを振る。目は{fja}"),
                    )
                } else {
                    w.pick(
                        format!("{p} rolls the planar die because an effect says so (not counted for the cost): {fen}"),
                        format!("{p}が効果によって次元ダイスを振る(コストの回数には数えない)。目は{fja}"),
                    )
                }
            }
            MtgEvent::Chaos => w.pick(
                "chaos ensues: chaos abilities trigger".into(),
                "カオスが起こる。カオス能力が誘発する".into(),
            ),
            MtgEvent::Blank => w.pick("nothing happens".into(), "何も起こらない".into()),
            MtgEvent::StartPhenomenon { card } => {
                let o = w.object(*card);
                w.pick(
                    format!("{o} is a phenomenon: it goes to the bottom of the planar deck; its abilities do not trigger"),
                    format!("{o}は現象・カードである。次元デッキの一番下に置かれ、その能力は誘発しない"),
                )
            }
            MtgEvent::StartingPlane { plane, player } => {
                let (o, p) = (w.object(*plane), w.player(*player));
                w.pick(
                    format!("{o} is {p}'s starting plane"),
                    format!("{o}が{p}の最初の次元である"),
                )
            }
            MtgEvent::Planeswalked { player, from, to } => {
                let p = w.player(*player);
                let (f, t) = (from.join(", "), to.join(", "));
                w.pick(
                    format!("{p} planeswalks from [{f}] to [{t}]"),
                    format!("{p}が[{f}]から[{t}]へプレインズウォークする"),
                )
            }
            MtgEvent::LastingEffectEnded { player } => {
                let p = w.player(*player);
                w.pick(
                    format!("effects lasting until {p} planeswalks end"),
                    format!("{p}がプレインズウォークするまで続く効果が終わる"),
                )
            }
            other => other.render_leave(w),
        }
    }

    fn render_leave(&self, w: &Words<'_>) -> String {
        match self {
            MtgEvent::Bottomed { card } => {
                let o = w.object(*card);
                w.pick(
                    format!("{o} goes to the bottom of its owner's planar deck; this is not planeswalking"),
                    format!("{o}はオーナーの次元デッキの一番下に置かれる。プレインズウォークしたものとしては扱わない"),
                )
            }
            MtgEvent::LeftGame { players, .. } => {
                let s = if players.len() == 1 { "s" } else { "" };
                w.pick(
                    format!(
                        "{} leave{s} the game with every object they own",
                        names(w, players, " and ")
                    ),
                    format!(
                        "{}は自分がオーナーであるすべてのオブジェクトとともにゲームから離れる",
                        names(w, players, "と")
                    ),
                )
            }
            MtgEvent::PlanarCardsStay { player } => {
                let p = w.player(*player);
                w.pick(
                    format!("the single planar deck and its face-up cards stay: {p} owns them as planar controller"),
                    format!("単一の次元デッキとオモテ向きのカードは残る。次元コントローラーである{p}がそれらのオーナーとして扱われる"),
                )
            }
            MtgEvent::AbilityCeased => w.pick(
                "the planeswalking ability's plane left the game: the ability ceases to exist"
                    .into(),
                "「プレインズウォーク能力」の発生源である次元がゲームから離れた。その能力は消滅する".into(),
            ),
            MtgEvent::AbilityStays { name, player } => {
                let p = w.player(*player);
                w.pick(
                    format!("{name}'s ability stays on the stack under {p}'s control"),
                    format!("{name}の能力は{p}のコントロール下でスタックに残る"),
                )
            }
            MtgEvent::LeavePlaneswalk { player } => {
                let p = w.player(*player);
                w.pick(
                    format!("a face-up plane left the game: {p} planeswalks at once (not a state-based action)"),
                    format!("オモテ向きの次元がゲームから離れた。{p}は即座にプレインズウォークする(状況起因処理ではない)"),
                )
            }
            other => format!("{other:?}"),
        }
    }
}

impl Described for MtgEvent {
    fn code(&self) -> &'static str {
        match self {
            MtgEvent::Stack { .. } => "stack",
            MtgEvent::RollCostPaid { .. } => "roll-cost-paid",
            MtgEvent::PriorityPassed { .. } => "priority-passed",
            MtgEvent::ManaAdded { .. } => "mana-added",
            MtgEvent::DieRolled { .. } => "die-rolled",
            MtgEvent::CharacteristicsChanged { .. } => "characteristics-changed",
            MtgEvent::PreventionAdded { .. } => "prevention-added",
            MtgEvent::DamageDealt { .. } => "damage-dealt",
            MtgEvent::ConflictingEffects { .. } => "conflicting-effects",
            MtgEvent::Attached { .. } => "attached",
            MtgEvent::NewObject { .. } => "new-object",
            MtgEvent::Arranged { .. } => "arranged",
            MtgEvent::ReplacementChosen { .. } => "replacement-chosen",
            MtgEvent::ZoneChangeEvent { .. } => "zone-change-event",
            MtgEvent::OwnerChecks { .. } => "owner-checks",
            MtgEvent::NotApplied { .. } => "not-applied",
            MtgEvent::ReplacementConflict { .. } => "replacement-conflict",
            MtgEvent::StateBased { .. } => "state-based",
            MtgEvent::Phase { .. } => "phase",
            MtgEvent::Turn { .. } => "turn",
            MtgEvent::PlanarController { .. }
            | MtgEvent::PlanarControllers { .. }
            | MtgEvent::PlanarControllerStops { .. } => "planar-controller",
            MtgEvent::Resolves { .. } => "resolves",
            MtgEvent::CarriedOver { .. } => "carried-over",
            MtgEvent::PhenomenonDone { .. } => "phenomenon-done",
            MtgEvent::LastingEffect { .. } => "lasting-effect",
            MtgEvent::NotFound { .. } => "not-found",
            MtgEvent::LifeGained { .. } => "life-gained",
            MtgEvent::IgnoredRoll { .. } => "ignored-roll",
            MtgEvent::PlanarDieRolled { .. } => "planar-die-rolled",
            MtgEvent::Chaos => "chaos",
            MtgEvent::Blank => "blank",
            MtgEvent::Priority { .. } => "priority",
            MtgEvent::StartPhenomenon { .. } => "start-phenomenon",
            MtgEvent::StartingPlane { .. } => "starting-plane",
            MtgEvent::Planeswalked { .. } => "planeswalked",
            MtgEvent::LastingEffectEnded { .. } => "lasting-effect-ended",
            MtgEvent::Bottomed { .. } => "bottomed",
            MtgEvent::LeftGame { .. } => "left-game",
            MtgEvent::PlanarCardsStay { .. } => "planar-cards-stay",
            MtgEvent::AbilityCeased => "ability-ceased",
            MtgEvent::AbilityStays { .. } => "ability-stays",
            MtgEvent::LeavePlaneswalk { .. } => "leave-planeswalk",
            MtgEvent::SpellLeftStack { .. } => "spell-left-stack",
            MtgEvent::CoreRefused { .. } => "core-refused",
        }
    }

    fn render(&self, words: &Words<'_>) -> String {
        self.render_stack(words)
            .or_else(|| self.render_rule_217(words))
            .unwrap_or_else(|| self.render_planar(words))
    }

    fn objects(&self) -> Vec<ObjectId> {
        match self {
            MtgEvent::Stack { source, .. } | MtgEvent::Resolves { source, .. } => {
                source.iter().copied().collect()
            }
            MtgEvent::CharacteristicsChanged { object, .. }
            | MtgEvent::ConflictingEffects { object, .. }
            | MtgEvent::ReplacementChosen { object, .. }
            | MtgEvent::ZoneChangeEvent { object, .. }
            | MtgEvent::OwnerChecks { object, .. }
            | MtgEvent::NotApplied { object, .. }
            | MtgEvent::ReplacementConflict { object, .. }
            | MtgEvent::CarriedOver { object, .. }
            | MtgEvent::NotFound { object }
            | MtgEvent::SpellLeftStack { object } => vec![*object],
            MtgEvent::PreventionAdded { source, .. } | MtgEvent::DamageDealt { source, .. } => {
                vec![*source]
            }
            MtgEvent::StateBased { aura } => vec![*aura],
            MtgEvent::Attached { aura, host } => vec![*aura, *host],
            MtgEvent::NewObject { old, new } => vec![*old, *new],
            MtgEvent::StartingPlane { plane, .. } => vec![*plane],
            MtgEvent::LeftGame { objects, .. } => objects.clone(),
            _ => Vec::new(),
        }
    }
}

/// What a decision of Magic's own is about.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "about", rename_all = "kebab-case")]
pub enum MtgDecision {
    /// Several destroy effects conflict: which one is the event that moves the permanent
    /// (217.1d); the options are the effects.
    ChooseDestroyEffect {
        /// The permanent.
        object: ObjectId,
        /// The effects, in option order.
        effects: Vec<String>,
    },
    /// A card's own replacement conflicts with others: which applies, and for the card's
    /// own, where it goes (217.1d); the options are the card's ways, then the others.
    ChooseReplacementHow {
        /// The permanent.
        object: ObjectId,
        /// The card's own ways (`library-top` …), first in option order.
        ways: Vec<String>,
        /// The other replacement effects' labels.
        others: Vec<String>,
    },
}

impl Described for MtgDecision {
    fn code(&self) -> &'static str {
        match self {
            MtgDecision::ChooseDestroyEffect { .. } => "choose-destroy-effect",
            MtgDecision::ChooseReplacementHow { .. } => "choose-replacement-how",
        }
    }

    fn render(&self, w: &Words<'_>) -> String {
        match self {
            MtgDecision::ChooseDestroyEffect { object, effects } => {
                let o = w.object(*object);
                let list = effects.join(", ");
                w.pick(
                    format!("choose which destroy effect moves {o}: {list}"),
                    format!("{o}を移動させる破壊効果を選ぶ:{list}"),
                )
            }
            MtgDecision::ChooseReplacementHow { object, .. } => {
                let o = w.object(*object);
                w.pick(
                    format!("choose which replacement applies to {o}, and how"),
                    format!("{o}にどの効果を適用するか、そしてその効果がどう働くかを決める"),
                )
            }
        }
    }

    fn objects(&self) -> Vec<ObjectId> {
        match self {
            MtgDecision::ChooseDestroyEffect { object, .. }
            | MtgDecision::ChooseReplacementHow { object, .. } => vec![*object],
        }
    }
}
