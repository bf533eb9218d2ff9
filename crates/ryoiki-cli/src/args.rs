//! The command line's grammar: the commands, their options and their help, as clap
//! reads them (`main` dispatches them).

use crate::play::PlayArgs;
use crate::rules::RulesArgs;
use crate::sim::SimArgs;
pub(crate) use crate::values::Format;
use crate::values::game_parser;
use clap::{Args, Parser, Subcommand, ValueEnum};
use ryoiki_core::Lang;
use ryoiki_games::GameKind;
use std::path::PathBuf;

/// What `ryoiki --help` says after the commands: each command by what it is for (a
/// test holds this to the commands there are), standard input, JSON and the exit status.
const OVERVIEW: &str = "\
What for:
  Scenario files:   check, explain, rules
  Games and decks:  games, deck, pool, play, replay, sim, soak
  The online table: serve, loadtest
  Tools:            bench, completions

`-` as the file of check, explain or deck reads standard input (named <stdin> in what
is reported). --format json: check, explain, soak, deck, games, rules (sim: --json);
the shapes are in docs/cli.md.

Exit status: 0 everything passed; 1 something failed (a scenario, a deck, a violation
or a leak found); 2 bad usage (an argument, or a path that is no file or folder); 130
a soak stopped by Ctrl-C.";

/// ryoiki (領域): the zones of trading card games, rule by rule.
#[derive(Parser)]
#[command(name = "ryoiki", version, about, after_help = OVERVIEW)]
pub(crate) struct Cli {
    /// Colour in error snippets: auto (when standard error is a terminal and NO_COLOR
    /// is unset), always or never.
    #[arg(long, value_enum, default_value_t = ColorArg::Auto, global = true)]
    pub(crate) color: ColorArg,
    /// A game defined in a data file to load and register, besides those of `./games/`
    /// (loaded when that folder exists); may be given more than once.
    #[arg(long = "game-file", value_name = "FILE", global = true)]
    pub(crate) game_file: Vec<PathBuf>,
    #[command(subcommand)]
    pub(crate) command: Command,
}

#[derive(Clone, Copy, ValueEnum)]
pub(crate) enum ColorArg {
    Auto,
    Always,
    Never,
}

impl ColorArg {
    /// Whether to colour what goes to standard error.
    pub(crate) fn enabled(self) -> bool {
        use std::io::IsTerminal;
        match self {
            ColorArg::Always => true,
            ColorArg::Never => false,
            ColorArg::Auto => {
                std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none()
            }
        }
    }
}

#[derive(Subcommand)]
pub(crate) enum Command {
    /// Run scenario files (folders are searched for *.toml) and report failures.
    Check {
        /// Scenario files or folders; `-` reads one scenario from standard input.
        #[arg(required = true)]
        paths: Vec<PathBuf>,
        /// Language of the failures and the summary (a refusal a file expects is still
        /// matched against the English message).
        #[arg(long, value_enum, default_value_t = LangArg::En)]
        lang: LangArg,
        /// Text for people, or JSON for programs (docs/cli.md).
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
    /// List the games this binary knows: key, name, variants and scenario folder (as
    /// JSON with --format json, what the web page and the test scripts read).
    Games {
        /// Text for people or JSON for programs.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
    /// Print a scenario step by step: actions, decisions, events and their rules.
    Explain {
        /// The scenario file; `-` reads it from standard input.
        file: PathBuf,
        /// Language of the log.
        #[arg(long, value_enum, default_value_t = LangArg::En)]
        lang: LangArg,
        /// Text for people, or JSON for programs (docs/cli.md).
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
    /// Benchmarks measured against peers.
    Bench {
        #[command(subcommand)]
        which: BenchCommand,
    },
    /// Play random legal actions at scale, checking every promise after every step.
    Soak(SoakOptions),
    /// Play a game over the seat protocol: JSON lines on stdin and stdout
    /// (docs/protocol.md). Hot-seat by default; bots play the seats given with --bot.
    Play(PlayOptions),
    /// Play whole games between bots and report win rates (with Wilson 95% intervals),
    /// draws, game lengths, end causes and the rule ids the games cited.
    Sim(SimOptions),
    /// Print a saved game's actions and events, as the judge or one seat knows them.
    Replay {
        /// The saved game (JSON, as `play --save` writes it).
        file: PathBuf,
        /// Only what this seat (name or number) may know.
        #[arg(long)]
        seat: Option<String>,
        /// Language of the log and the errors.
        #[arg(long, value_enum, default_value_t = LangArg::En)]
        lang: LangArg,
    },
    /// Print the rules catalogue: every id, covered or not, and what proves it.
    Rules(RulesOptions),
    /// Check a deck file against its card pool and its game's deck rules.
    Deck {
        /// The deck: a plain-text decklist, or a Cockatrice `.cod` (Magic); `-` reads a
        /// plain-text decklist from standard input (its `pool:` line is read from the
        /// current folder).
        file: PathBuf,
        /// Which game the deck is for.
        #[arg(long, value_parser = game_parser())]
        game: GameKind,
        /// The card pool (default: the deck's `pool:` line).
        #[arg(long)]
        pool: Option<PathBuf>,
        /// Language of the problems and the verdict.
        #[arg(long, value_enum, default_value_t = LangArg::En)]
        lang: LangArg,
        /// Text for people, or JSON for programs (docs/cli.md).
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
    /// Card pools: make one from real card data you have (MTGJSON, Scryfall).
    Pool {
        #[command(subcommand)]
        which: crate::pool::PoolCommand,
    },
    /// Serve the online table: create tables over HTTP, play them over WebSocket, in a
    /// browser at http://ADDR/ (docs/protocol.md, "The table").
    Serve(ServeOptions),
    /// Play many tables at once on loopback and measure them: action -> update latency
    /// (p50, p99), messages per second, memory per idle table (docs/performance.md).
    /// Bounded: it stops by itself.
    Loadtest(LoadtestOptions),
    /// The clients of `ryoiki loadtest --clients apart`: reads its job on standard
    /// input (an internal subcommand `loadtest` starts).
    #[command(hide = true, name = "loadtest-clients")]
    LoadtestClients,
    /// Judge recorded WebSocket frames against the tables of a `serve --data` folder: no
    /// hidden identity, and each state and events exactly the engine's at its version
    /// (a diagnostic the browser test runs; docs/server.md).
    #[command(hide = true, name = "check-frames")]
    CheckFrames {
        /// The data folder of `ryoiki serve --data`.
        #[arg(long)]
        data: PathBuf,
        /// Frame logs (JSON: the table's id and each page's seat and frames).
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// Print a shell completion script (`ryoiki completions bash > ~/.local/share/bash-completion/completions/ryoiki`).
    Completions {
        /// The shell.
        shell: clap_complete::Shell,
    },
}

#[derive(Subcommand)]
pub(crate) enum BenchCommand {
    /// The churn workload of `shared/peers/WORKLOAD.md`, through the engine's API; prints
    /// one line: impl, steps, seconds, steps/s, checksum, final zone sizes.
    ///
    /// The peer programs live beside the repository in `shared/peers/` (the workload in
    /// `WORKLOAD.md`, their figures in `RESULTS.md`, the boardgame.io peer and a plain
    /// JavaScript one in `boardgameio/`); run them with `cd shared/peers/boardgameio &&
    /// SEED=42 IMPLS="plain python-ref" ./run.sh 100000` (Node; `npm ci` on first use)
    /// and compare the checksum and steps/s with this command's at the same seed and
    /// steps. Both sides hash both players' views
    /// with FNV-1a 64 after every step (ours in `crates/ryoiki-bench/src/fnv.rs`): that
    /// hashing is part of the work being compared, not overhead to subtract. Figures and
    /// method: `docs/performance.md`.
    Churn {
        /// The seed of both random streams.
        #[arg(long, default_value_t = 42)]
        seed: u64,
        /// How many steps.
        #[arg(long, default_value_t = 100_000)]
        steps: u64,
    },
}

#[derive(Clone, Copy, ValueEnum)]
pub(crate) enum LangArg {
    En,
    Ja,
}

impl From<LangArg> for Lang {
    fn from(l: LangArg) -> Lang {
        match l {
            LangArg::En => Lang::En,
            LangArg::Ja => Lang::Ja,
        }
    }
}

/// The options of `ryoiki soak`.
#[derive(Args)]
pub(crate) struct SoakOptions {
    /// Which game.
    #[arg(long, value_parser = game_parser())]
    pub(crate) game: GameKind,
    /// A variant of the game (`ryoiki games` lists each game's).
    #[arg(long)]
    pub(crate) variant: Option<String>,
    /// The first game's seed.
    #[arg(long, default_value_t = 1)]
    pub(crate) seed: u64,
    /// How many steps (1 to 100,000,000).
    #[arg(long, default_value_t = 10_000)]
    pub(crate) steps: u64,
    /// Where to write what reproduces a violation.
    #[arg(long, default_value = "soak-failures")]
    pub(crate) out: PathBuf,
    /// Language of the violations, the summary and the errors.
    #[arg(long, value_enum, default_value_t = LangArg::En)]
    pub(crate) lang: LangArg,
    /// Text for people, or JSON for programs (docs/cli.md).
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub(crate) format: Format,
}

/// The options of `ryoiki play`.
#[derive(Args)]
pub(crate) struct PlayOptions {
    /// Which game (a built-in sample setup).
    #[arg(long, value_parser = game_parser())]
    pub(crate) game: Option<GameKind>,
    /// A variant of the game (`ryoiki games` lists each game's).
    #[arg(long)]
    pub(crate) variant: Option<String>,
    /// Play this scenario file's setup instead.
    #[arg(long)]
    pub(crate) scenario: Option<PathBuf>,
    /// NAME=FILE: a player and the deck file they bring (repeat for each player, in
    /// seat order; the file's `pool:` line names its card pool). Needs --game.
    #[arg(long, value_name = "NAME=FILE")]
    pub(crate) deck: Vec<String>,
    /// The card pool of every --deck, instead of their `pool:` lines (a Cockatrice .cod
    /// has none): for example one made by `ryoiki pool import`.
    #[arg(long, value_name = "FILE")]
    pub(crate) pool: Option<PathBuf>,
    /// A seat the client drives (name or number); the others are bots.
    #[arg(long)]
    pub(crate) seat: Vec<String>,
    /// SEAT=KIND: a bot plays that seat (KIND: random, or a game's own bot, such as
    /// Magic's heuristic). A seat cannot be both --seat and --bot.
    #[arg(long, value_name = "SEAT=KIND")]
    pub(crate) bot: Vec<String>,
    /// The seed of the sample setup and of the bots.
    #[arg(long, default_value_t = 1)]
    pub(crate) seed: u64,
    /// Stop after this many actions. When bots play every seat and this is not
    /// given, the game stops after 100000 actions (bots never concede, and some games
    /// never end).
    #[arg(long)]
    pub(crate) max_actions: Option<usize>,
    /// Save the game here when it ends (it holds the secret view key).
    #[arg(long)]
    pub(crate) save: Option<PathBuf>,
    /// Search every message for hidden identities; a leak exits 1.
    #[arg(long)]
    pub(crate) check_leaks: bool,
    /// Language of the errors (arguments, a deck's or a setup's problems, leaks);
    /// the protocol itself is JSON.
    #[arg(long, value_enum, default_value_t = LangArg::En)]
    pub(crate) lang: LangArg,
}

/// The options of `ryoiki sim`.
#[derive(Args)]
pub(crate) struct SimOptions {
    /// Which game (`ryoiki games` lists them).
    #[arg(long)]
    pub(crate) game: String,
    /// A variant of the game (`ryoiki games` lists each game's).
    #[arg(long)]
    pub(crate) variant: Option<String>,
    /// FILE or NAME=FILE: a deck, one per player in seat order (its `pool:` line names
    /// its card pool); without --deck, the game's sample game.
    #[arg(long, value_name = "FILE|NAME=FILE")]
    pub(crate) deck: Vec<String>,
    /// The card pool of every --deck, instead of their `pool:` lines (a Cockatrice .cod
    /// has none): for example one made by `ryoiki pool import`.
    #[arg(long, value_name = "FILE")]
    pub(crate) pool: Option<PathBuf>,
    /// How many games.
    #[arg(long, default_value_t = 100, value_parser = clap::value_parser!(u64).range(1..=100_000_000))]
    pub(crate) games: u64,
    /// KIND: once, the bot of every seat; given several times, of the seats in order
    /// (--bot heuristic --bot random: seat 0, then seat 1; later seats random).
    /// SEAT=KIND: of one seat (name or number), over the others. Kinds: random, and a
    /// game's own bots (Magic: heuristic).
    #[arg(long, value_name = "KIND|SEAT=KIND")]
    pub(crate) bot: Vec<String>,
    /// The run's seed: game i is seeded from it and i alone.
    #[arg(long, default_value_t = 1)]
    pub(crate) seed: u64,
    /// Threads playing games at once; the results are the same for any number.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=1024))]
    pub(crate) jobs: u64,
    /// The safety stop: a game that takes this many actions ends as `step-limit`, with
    /// no winner (no turn cap).
    #[arg(long, default_value_t = ryoiki_sim::DEFAULT_STEP_LIMIT)]
    pub(crate) step_limit: u64,
    /// Check the soak's invariants and hidden information after every action; a
    /// violation exits 1.
    #[arg(long)]
    pub(crate) check: bool,
    /// One line per game (its seed, end cause, winners, length) before the summary.
    #[arg(long)]
    pub(crate) each: bool,
    /// The report as JSON, each game's record included.
    #[arg(long)]
    pub(crate) json: bool,
    /// Language of the summary and the errors.
    #[arg(long, value_enum, default_value_t = LangArg::En)]
    pub(crate) lang: LangArg,
}

/// The options of `ryoiki rules`.
#[derive(Args)]
pub(crate) struct RulesOptions {
    /// Only this game.
    #[arg(long, value_parser = game_parser())]
    pub(crate) game: Option<GameKind>,
    /// Where the scenarios are (default: ./conformance).
    #[arg(long)]
    pub(crate) scenarios: Option<PathBuf>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub(crate) format: Format,
    /// One rule: its description and the scenario files that prove it.
    #[arg(long)]
    pub(crate) id: Option<String>,
    /// Language of the listing and the errors (JSON carries both languages).
    #[arg(long, value_enum, default_value_t = LangArg::En)]
    pub(crate) lang: LangArg,
}

/// The options of `ryoiki serve`.
#[derive(Args)]
pub(crate) struct ServeOptions {
    /// The address to listen on (port 0: any free port, printed on the first line).
    #[arg(long, default_value = "127.0.0.1:7878")]
    pub(crate) addr: String,
    /// Keep tables durably in this folder (one SQLite database); without it, tables
    /// live only as long as the process.
    #[arg(long, conflicts_with = "postgres")]
    pub(crate) data: Option<PathBuf>,
    /// Keep tables in this shared PostgreSQL database (`postgres://user@host:port/db`;
    /// needs a build with the `postgres` feature); several nodes may share it.
    #[arg(long, value_name = "URL")]
    pub(crate) postgres: Option<String>,
    /// This node's name in a shared database: it serves the tables it holds, and takes
    /// over those of nodes whose lease has run out (docs/server.md, "Several nodes").
    #[arg(
        long,
        value_name = "NAME",
        default_value = "local",
        requires = "postgres"
    )]
    pub(crate) node: String,
    /// The address clients reach this node at (`host:port`), told to clients that ask
    /// another node for a table this one holds; by default the address it listens on.
    #[arg(long, value_name = "HOST:PORT", requires = "postgres")]
    pub(crate) advertise: Option<String>,
    /// How long this node's lease lasts unrenewed, in milliseconds: once it has run out
    /// (the node died or lost the database), other nodes take over its tables.
    #[arg(
        long,
        value_name = "MS",
        default_value_t = 4000,
        requires = "postgres",
        value_parser = clap::value_parser!(u64).range(100..=3_600_000)
    )]
    pub(crate) lease_ms: u64,
    /// Create one table per game with its sample setup and print the seat URLs.
    #[arg(long)]
    pub(crate) demo: bool,
    /// Language of the lines printed and the errors (the browser table has its own
    /// switch).
    #[arg(long, value_enum, default_value_t = LangArg::En)]
    pub(crate) lang: LangArg,
    /// How the server's log (on stderr) is written: text lines, or one JSON object per
    /// line. `RUST_LOG` filters it (`info` by default; `ryoiki_server=debug` adds each
    /// action).
    #[arg(long, value_enum, default_value_t = LogFormatArg::Text)]
    pub(crate) log_format: LogFormatArg,
}

/// The formats of `serve --log-format`.
#[derive(Clone, Copy, ValueEnum)]
pub(crate) enum LogFormatArg {
    Text,
    Json,
}

impl From<LogFormatArg> for ryoiki_server::log::LogFormat {
    fn from(f: LogFormatArg) -> ryoiki_server::log::LogFormat {
        match f {
            LogFormatArg::Text => ryoiki_server::log::LogFormat::Text,
            LogFormatArg::Json => ryoiki_server::log::LogFormat::Json,
        }
    }
}

/// The options of `ryoiki loadtest`.
#[derive(Args)]
pub(crate) struct LoadtestOptions {
    /// How many tables (two seats each), 1 to 10,000.
    #[arg(long, default_value_t = 100)]
    pub(crate) tables: usize,
    /// How long to play, in seconds (1 to 600).
    #[arg(long, default_value_t = 10)]
    pub(crate) duration: u64,
    /// Actions per second per table, on average (people act every few seconds).
    #[arg(long, default_value_t = 1.0)]
    pub(crate) rate: f64,
    /// Keep the tables in memory only (default: the durable SQLite store, in a
    /// temporary folder removed at the end).
    #[arg(long)]
    pub(crate) memory: bool,
    /// The seed of the tables and of the clients' picks.
    #[arg(long, default_value_t = 1)]
    pub(crate) seed: u64,
    /// Where the clients run: in the server's process (`here`: four sockets a table in
    /// one process), in a second process (`apart`: two sockets a table in each, and the
    /// server's CPU time measured alone), or `auto`: here when the open-file limit
    /// holds it, else apart.
    #[arg(long, value_enum, default_value_t = ClientsArg::Auto)]
    pub(crate) clients: ClientsArg,
    /// How the tables are played: `manual` (each game's sample setup, a table of free
    /// moves) or `rules` (each game under its rules from its sample decks).
    #[arg(long, value_enum, default_value_t = TableModeArg::Manual)]
    pub(crate) mode: TableModeArg,
}

/// How `ryoiki loadtest`'s tables are played.
#[derive(Clone, Copy, ValueEnum)]
pub(crate) enum TableModeArg {
    /// The sample setups: tables of free moves.
    Manual,
    /// Each game under its rules, from its sample decks.
    Rules,
}

/// Where `ryoiki loadtest`'s clients run.
#[derive(Clone, Copy, ValueEnum)]
pub(crate) enum ClientsArg {
    /// In the server's process.
    Here,
    /// In a second process.
    Apart,
    /// Here when the open-file limit holds four sockets a table, else apart.
    Auto,
}

impl From<PlayOptions> for PlayArgs {
    fn from(o: PlayOptions) -> PlayArgs {
        PlayArgs {
            lang: o.lang.into(),
            game: o.game,
            variant: o.variant,
            scenario: o.scenario,
            decks: o.deck,
            pool: o.pool,
            seats: o.seat,
            bots: o.bot,
            seed: o.seed,
            max_actions: o.max_actions,
            save: o.save,
            check_leaks: o.check_leaks,
        }
    }
}

impl From<SimOptions> for SimArgs {
    fn from(o: SimOptions) -> SimArgs {
        SimArgs {
            game: o.game,
            variant: o.variant,
            decks: o.deck,
            pool: o.pool,
            games: o.games,
            bots: o.bot,
            seed: o.seed,
            jobs: usize::try_from(o.jobs).unwrap_or(1),
            step_limit: o.step_limit,
            check: o.check,
            each: o.each,
            json: o.json,
            lang: o.lang.into(),
        }
    }
}

impl From<RulesOptions> for RulesArgs {
    fn from(o: RulesOptions) -> RulesArgs {
        RulesArgs {
            game: o.game,
            scenarios: o.scenarios,
            format: o.format,
            id: o.id,
            lang: o.lang.into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    /// The command names of [`OVERVIEW`]'s "What for" lines.
    fn overview_names() -> Vec<String> {
        OVERVIEW
            .lines()
            .skip_while(|l| !l.starts_with("What for:"))
            .skip(1)
            .take_while(|l| l.starts_with("  "))
            .filter_map(|l| l.split_once(':').map(|(_, names)| names))
            .flat_map(|names| names.split(',').map(|n| n.trim().to_string()))
            .collect()
    }

    #[test]
    fn the_overview_names_every_command_there_is_and_no_other() {
        let visible: Vec<String> = Cli::command()
            .get_subcommands()
            .filter(|c| !c.is_hide_set())
            .map(|c| c.get_name().to_string())
            .collect();
        let named = overview_names();
        assert!(visible.len() > 10, "{visible:?}");
        for c in &visible {
            assert!(
                named.contains(c),
                "`ryoiki --help` does not say what {c} is for"
            );
        }
        for n in &named {
            assert!(visible.contains(n), "`ryoiki --help` names {n}, no command");
        }
        assert_eq!(
            named.len(),
            visible.len(),
            "a command named twice: {named:?}"
        );
    }
}
