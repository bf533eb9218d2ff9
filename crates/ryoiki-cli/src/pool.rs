//! `ryoiki pool import`: a card pool made from real card data the user has (an MTGJSON
//! file, or a Scryfall bulk file), written as a pool file that `ryoiki deck --pool`,
//! a deck's `pool:` line and a scenario's `[[deck]] pool` name. Exit status 0 when the
//! pool is written, 1 when the data cannot be read (nothing is written then).

use crate::explain::messages;
use clap::{Subcommand, ValueEnum};
use ryoiki_core::{Args, Lang};
use ryoiki_games::deck::import::{ImportedPool, Source, import_file};
use ryoiki_games::deck::{MAX_POOL_BYTES, Pool};
use std::io::Write;
use std::path::{Path, PathBuf};

/// The `pool` commands.
#[derive(Subcommand)]
pub(crate) enum PoolCommand {
    /// Make a card pool of real cards from a card data file you have: an MTGJSON file
    /// (a set file, AllPrintings.json, AtomicCards.json) or a Scryfall bulk file. Each
    /// card keeps its name, Japanese name where the data has one, types, mana cost,
    /// numbers and rules text (as text: the engine does not execute it); planes and
    /// phenomena come in as such. The file is read as a stream.
    Import {
        /// The card data file.
        file: PathBuf,
        /// Its format.
        #[arg(long, value_enum)]
        from: SourceArg,
        /// The pool file to write (TOML).
        #[arg(long)]
        out: PathBuf,
        /// The pool's title (default: where it was imported from).
        #[arg(long)]
        title: Option<String>,
        /// Language of the report and the errors.
        #[arg(long, value_parser = ["en", "ja"], default_value = "en")]
        lang: String,
    },
}

/// The formats `--from` takes.
#[derive(Clone, Copy, ValueEnum)]
pub(crate) enum SourceArg {
    Mtgjson,
    Scryfall,
}

/// Runs a `pool` command.
pub(crate) fn run(out: &mut impl Write, command: PoolCommand) -> u8 {
    match command {
        PoolCommand::Import {
            file,
            from,
            out: target,
            title,
            lang,
        } => {
            let lang = if lang == "ja" { Lang::Ja } else { Lang::En };
            let source = match from {
                SourceArg::Mtgjson => Source::Mtgjson,
                SourceArg::Scryfall => Source::Scryfall,
            };
            import(out, &file, source, &target, title, lang)
        }
    }
}

/// Reads `file`, checks the pool it makes reads back, and writes it to `target`
/// (through a file beside it, renamed, so that a failed write leaves `target` as it was).
fn import(
    out: &mut impl Write,
    file: &Path,
    source: Source,
    target: &Path,
    title: Option<String>,
    lang: Lang,
) -> u8 {
    let fail = |text: String| {
        eprintln!("{text}");
        1
    };
    let imported = match import_file(file, source) {
        Ok(p) => p,
        Err(e) => return fail(e.render(lang)),
    };
    let title =
        title.unwrap_or_else(|| format!("Imported from {} ({})", file.display(), source.name()));
    let text = imported.to_toml(&title);
    let shown = target.display().to_string();
    if text.len() as u64 > MAX_POOL_BYTES {
        return fail(say(
            lang,
            "pool-too-big",
            Args::new()
                .with("out", shown)
                .with("size", text.len().to_string())
                .with("max", MAX_POOL_BYTES.to_string()),
        ));
    }
    // The pool must read back as decks will read it.
    if let Err(problems) = Pool::parse(&shown, &text) {
        let lines: Vec<String> = problems.iter().map(|p| p.render(lang)).collect();
        return fail(lines.join("\n"));
    }
    if let Err(e) = write_replacing(target, &text) {
        return fail(
            ryoiki_games::deck::import::ImportError::Write {
                file: shown,
                error: e.to_string(),
            }
            .render(lang),
        );
    }
    let _ = writeln!(out, "{}", report(&imported, file, source, target, lang));
    0
}

/// What was imported, in `lang`.
fn report(
    imported: &ImportedPool,
    file: &Path,
    source: Source,
    target: &Path,
    lang: Lang,
) -> String {
    say(
        lang,
        "pool-imported",
        Args::new()
            .with("out", target.display().to_string())
            .with("cards", imported.cards.len().to_string())
            .with("file", file.display().to_string())
            .with("source", source.name())
            .with("japanese", imported.japanese().to_string())
            .with("planes", imported.planes().to_string())
            .with("phenomena", imported.phenomena().to_string())
            .with("merged", imported.counts.merged.to_string())
            .with("skipped", imported.counts.skipped.to_string()),
    )
}

fn say(lang: Lang, key: &str, args: Args<'_>) -> String {
    messages().text(lang, key, &args)
}

/// Writes `text` to a file beside `target`, then renames it over `target`.
fn write_replacing(target: &Path, text: &str) -> std::io::Result<()> {
    let mut partial = target.as_os_str().to_owned();
    partial.push(".partial");
    let partial = PathBuf::from(partial);
    std::fs::write(&partial, text)
        .and_then(|()| std::fs::rename(&partial, target))
        .inspect_err(|_| {
            let _ = std::fs::remove_file(&partial);
        })
}
