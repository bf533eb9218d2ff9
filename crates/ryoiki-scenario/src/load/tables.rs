//! The first pass: every top-level table of the file read on its own, each with every
//! problem of its fields reported (serde stops at the first).

use super::diagnostic::serde_words;
use super::{Loader, RawFile, say};
use crate::raw::*;
use serde::Deserialize;
use toml::Spanned;
use toml::de::{DeArray, DeTable, DeValue, ValueDeserializer};

/// The most problems reported for one table (each costs a reading of the table).
const MAX_ERRORS_PER_TABLE: usize = 20;

impl<'a> Loader<'a> {
    /// A TOML or serde error, in table `context` (`None`: the file's syntax).
    pub(super) fn toml_err(&mut self, e: toml::de::Error, context: Option<&str>) {
        let span = e.span().unwrap_or(0..0);
        let msg = e.message().trim().replace('\n', " ");
        let problem = serde_words(&msg, context.is_none(), true);
        let words = match context {
            Some(table) => say("load-in-table")
                .arg("table", table)
                .arg("problem", problem),
            None => problem,
        };
        self.err(span, words);
    }

    pub(super) fn table<T: for<'de> Deserialize<'de>>(
        &mut self,
        v: &Spanned<DeValue<'a>>,
        context: &str,
    ) -> Option<T> {
        let context = Some(context);
        match T::deserialize(ValueDeserializer::from(v.clone())) {
            Ok(t) => Some(t),
            Err(e) => {
                self.every_field_error::<T>(v, e, context);
                None
            }
        }
    }

    /// Reports `first`, the error of reading table `v` as a `T`, and the error of every
    /// other field: serde stops at the first, so the field at fault is taken out and the
    /// table read again, until it reads or an error belongs to no one field (a missing
    /// field). A field taken out is not then reported missing.
    fn every_field_error<T: for<'de> Deserialize<'de>>(
        &mut self,
        v: &Spanned<DeValue<'a>>,
        first: toml::de::Error,
        context: Option<&str>,
    ) {
        let DeValue::Table(table) = v.get_ref() else {
            self.toml_err(first, context);
            return;
        };
        let mut table = table.clone();
        let mut taken: Vec<String> = Vec::new();
        let mut error = first;
        for _ in 0..MAX_ERRORS_PER_TABLE {
            if taken
                .iter()
                .any(|k| error.message().contains(&format!("missing field `{k}`")))
            {
                return;
            }
            // The field at fault is the last to begin before the error: a table's span
            // is only its header, and its fields follow it.
            let at = error.span();
            let field = at.as_ref().and_then(|at| {
                table
                    .iter()
                    .map(|(k, val)| (k.span().start.min(val.span().start), k))
                    .filter(|(start, _)| *start <= at.start)
                    .max_by_key(|(start, _)| *start)
                    .map(|(_, k)| k.clone())
            });
            self.toml_err(error, context);
            let (Some(field), Some(at)) = (field, at) else {
                return;
            };
            // In an array (of tables, say), only the element at fault is taken out, so
            // that the others are read too.
            let value = table.get_mut(&field).expect("found");
            let span = value.span();
            let element = match value.get_ref() {
                DeValue::Array(items) => items
                    .iter()
                    .enumerate()
                    .filter(|(_, i)| i.span().start <= at.start)
                    .max_by_key(|(_, i)| i.span().start)
                    .map(|(n, _)| n),
                _ => None,
            };
            if let (DeValue::Array(items), Some(n)) = (value.get_mut(), element) {
                let rest: DeArray<'a> = items
                    .iter()
                    .enumerate()
                    .filter(|(m, _)| *m != n)
                    .map(|(_, i)| i.clone())
                    .collect();
                *value = Spanned::new(span, DeValue::Array(rest));
            } else {
                table.remove(&field);
                taken.push(field.get_ref().to_string());
            }
            let rest = Spanned::new(v.span(), DeValue::Table(table.clone()));
            match T::deserialize(ValueDeserializer::from(rest)) {
                Ok(_) => return,
                Err(e) => error = e,
            }
        }
        self.err(
            v.span(),
            say("load-in-table")
                .arg("table", context.unwrap_or_default())
                .arg(
                    "problem",
                    say("load-too-many-problems").arg("max", MAX_ERRORS_PER_TABLE),
                ),
        );
    }

    /// First pass: every top-level table, read on its own.
    pub(super) fn tables(&mut self, root: &DeTable<'a>) -> RawFile<'a> {
        let mut file = RawFile {
            header: None,
            has_header: false,
            cards: Vec::new(),
            broken_cards: Vec::new(),
            effects: Vec::new(),
            steps: Vec::new(),
            expects: Vec::new(),
            decks: Vec::new(),
        };
        for (k, v) in root.iter() {
            match k.get_ref().as_ref() {
                "scenario" => {
                    file.has_header = true;
                    file.header = self.table::<RawHeader>(v, "[scenario]");
                }
                "card" => {
                    for item in items(v) {
                        let line = self.pos(item.span().start).0;
                        match self.table::<RawCard>(&item, "[[card]]") {
                            Some(c) => file.cards.push((line, c)),
                            // Remember the id of a card that did not load, so references
                            // to it do not add misleading problems.
                            None => file.broken_cards.extend(
                                item.get_ref()
                                    .get("id")
                                    .and_then(|v| v.get_ref().as_str())
                                    .map(String::from),
                            ),
                        }
                    }
                }
                "effect" => {
                    for item in items(v) {
                        if let Some(e) = self.table::<RawEffect>(&item, "[[effect]]") {
                            file.effects.push(e);
                        }
                    }
                }
                "step" => {
                    for item in items(v) {
                        let line = self.pos(item.span().start).0;
                        if let Some(s) = self.table::<RawStep>(&item, "[[step]]") {
                            file.steps.push((line, s));
                        }
                    }
                }
                "expect" => file.expects.extend(items(v)),
                "deck" => {
                    for item in items(v) {
                        if let Some(d) = self.table::<RawDeck>(&item, "[[deck]]") {
                            file.decks.push(d);
                        }
                    }
                }
                other => {
                    const TABLES: [&str; 6] =
                        ["scenario", "card", "deck", "effect", "step", "expect"];
                    let hint = crate::suggest::did_you_mean_words(other, TABLES);
                    self.err(
                        k.span(),
                        say("load-unknown-table")
                            .arg("name", other)
                            .arg("hint", hint)
                            .arg("known", TABLES.join(", ")),
                    );
                }
            }
        }
        file
    }
}

pub(super) fn items<'i>(v: &Spanned<DeValue<'i>>) -> Vec<Spanned<DeValue<'i>>> {
    match v.get_ref() {
        DeValue::Array(a) => a.iter().cloned().collect(),
        _ => vec![v.clone()],
    }
}
