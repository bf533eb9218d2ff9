//! Events in the transcript's language with the labels the file gave: under Japanese an
//! effect's `label_ja` (an `[[effect]]`'s, or a `reveal` or `look` step's) stands for the
//! label the engine carries, which is the English one (`label`), and a trigger's
//! `record_ja` for the words it records (`record`).

use super::runner::Runner;
use crate::model::StepAction;
use ryoiki_core::{EffectId, Event, EventKind, Lang};
use std::borrow::Cow;

impl Runner<'_> {
    /// `e` in words, in the runner's language, labels as the file gives them in it.
    pub(crate) fn render(&self, e: &Event) -> String {
        let e = self.labelled(e);
        self.game.render_event(&e, self.lang)
    }

    /// `e` with its effect's label in the runner's language: unchanged unless the
    /// language is Japanese and the file gives the effect a `label_ja` (a trigger's
    /// event: a `record_ja`).
    fn labelled<'e>(&self, e: &'e Event) -> Cow<'e, Event> {
        if self.lang != Lang::Ja {
            return Cow::Borrowed(e);
        }
        let ja = match &e.kind {
            EventKind::Triggered { effect, .. } => self
                .file_name_of(*effect)
                .and_then(|n| self.sc.record_ja(n)),
            EventKind::EffectAdded { effect, label } | EventKind::EffectEnded { effect, label } => {
                self.file_name_of(*effect)
                    .and_then(|n| self.sc.label_ja(n))
                    // An effect the runner no longer names (an ended one): by its label.
                    .or_else(|| self.label_ja_of_label(label))
            }
            _ => None,
        };
        let Some(ja) = ja else {
            return Cow::Borrowed(e);
        };
        let mut out = e.clone();
        if let EventKind::Triggered { label, .. }
        | EventKind::EffectAdded { label, .. }
        | EventKind::EffectEnded { label, .. } = &mut out.kind
        {
            *label = ja.to_string();
        }
        Cow::Owned(out)
    }

    /// The Japanese form of `label`, if one effect of the file has that label and gives
    /// it one.
    fn label_ja_of_label(&self, label: &str) -> Option<&str> {
        let declared = self
            .sc
            .effects
            .iter()
            .filter(|e| e.label == label)
            .map(|e| e.label_ja.as_deref());
        let exposed = self.sc.steps.iter().filter_map(|st| match &st.action {
            StepAction::Expose {
                label: l, label_ja, ..
            } if l == label => Some(label_ja.as_deref()),
            _ => None,
        });
        let mut forms = declared.chain(exposed);
        let first = forms.next()??;
        forms.all(|f| f == Some(first)).then_some(first)
    }

    /// The name the file gives the effect the game knows as `effect`.
    fn file_name_of(&self, effect: EffectId) -> Option<&str> {
        self.names
            .iter()
            .find_map(|(name, id)| (*id == effect).then_some(name.as_str()))
    }
}
