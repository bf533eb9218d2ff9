//! The load test's clients: two seats a table, each over its own WebSocket, playing
//! random listed actions at the table's pace and timing the server's answers. They run
//! in the server's process or, started by [`super::apart`], in a second one.

use super::limits::{
    GRACE, JOIN_TIMEOUT, JOINING_AT_ONCE, LoadError, PROGRESS_EVERY, cpu_time, progress,
};
use futures_util::{SinkExt, StreamExt};
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};
use tokio::sync::Mutex;
use tokio::task::JoinHandle;
use tokio_tungstenite::tungstenite::Message;

/// A seat the clients play: its table (index and id), its number and its token.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub(super) struct SeatTicket {
    pub(super) table: usize,
    pub(super) id: String,
    pub(super) seat: u8,
    pub(super) token: String,
}

/// What the clients play: where the server is, the seats, the pace and the length.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub(super) struct ClientsJob {
    /// The server's address (`127.0.0.1:port`).
    pub(super) addr: String,
    /// How many tables (the paces are per table).
    pub(super) tables: usize,
    /// Actions per second per table, on average.
    pub(super) rate: f64,
    /// How long to play, in milliseconds, from the moment every seat has joined.
    pub(super) duration_ms: u64,
    /// The seed of the clients' picks.
    pub(super) seed: u64,
    /// Print progress lines on stderr.
    pub(super) progress: bool,
    /// The seats to join.
    pub(super) seats: Vec<SeatTicket>,
}

/// What the clients measured.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub(super) struct ClientsOutcome {
    /// How long joining took, in microseconds.
    pub(super) joining_us: u64,
    /// How long the clock ran, in microseconds.
    pub(super) elapsed_us: u64,
    /// Actions accepted.
    pub(super) actions: u64,
    /// Actions refused.
    pub(super) refused: u64,
    /// Games that ended.
    pub(super) ended: u64,
    /// Messages received.
    pub(super) messages: u64,
    /// Action → new state, each sample in microseconds.
    pub(super) update: Vec<u64>,
    /// Action → ack, each sample in microseconds.
    pub(super) ack: Vec<u64>,
    /// This process's CPU time while playing, in microseconds (none where the system
    /// does not say).
    pub(super) cpu_us: Option<u64>,
}

/// Joins every seat of `job` (the clock not yet running), calls `joined` once every
/// seat has its first state, then plays until the job's duration has passed from that
/// moment (calling `ended` then), with a progress line every few seconds.
pub(super) async fn play(
    job: &ClientsJob,
    joined: impl FnOnce(),
    ended: impl FnOnce(),
) -> Result<ClientsOutcome, LoadError> {
    let joining = Instant::now();
    let seats = join_seats(job).await?;
    let joining = joining.elapsed();
    joined();
    let tally = Arc::new(Tally::default());
    let stop = Arc::new(AtomicBool::new(false));
    let start = Instant::now();
    let cpu_start = cpu_time();
    let duration = Duration::from_millis(job.duration_ms);
    let deadline = tokio::time::Instant::now() + duration;
    let clients = spawn_seats(job, seats, deadline, &tally, &stop);
    let mut report_at = tokio::time::Instant::now() + PROGRESS_EVERY;
    while report_at < deadline {
        tokio::time::sleep_until(report_at).await;
        report_at += PROGRESS_EVERY;
        let done = tally.actions.load(Ordering::Relaxed);
        progress(job.progress, || {
            format!(
                "playing: {:.0} of {} s, {done} actions ({:.0}/s)",
                start.elapsed().as_secs_f64(),
                duration.as_secs(),
                done as f64 / start.elapsed().as_secs_f64().max(1e-9)
            )
        });
    }
    tokio::time::sleep_until(deadline).await;
    stop.store(true, Ordering::Relaxed);
    let elapsed = start.elapsed();
    let cpu = match (cpu_start, cpu_time()) {
        (Some(a), Some(b)) => Some(b.saturating_sub(a)),
        _ => None,
    };
    ended();
    let grace = tokio::time::Instant::now() + GRACE;
    let mut stuck = 0;
    for c in clients {
        let abort = c.abort_handle();
        if tokio::time::timeout_at(grace, c).await.is_err() {
            abort.abort();
            stuck += 1;
        }
    }
    if stuck > 0 {
        progress(job.progress, || {
            format!(
                "{stuck} clients still busy {} s after the end were stopped",
                GRACE.as_secs()
            )
        });
    }
    let update = std::mem::take(&mut *tally.update.lock().await);
    let ack = std::mem::take(&mut *tally.ack.lock().await);
    Ok(ClientsOutcome {
        joining_us: joining.as_micros() as u64,
        elapsed_us: elapsed.as_micros() as u64,
        actions: tally.actions.load(Ordering::Relaxed),
        refused: tally.refused.load(Ordering::Relaxed),
        ended: tally.ended.load(Ordering::Relaxed),
        messages: tally.messages.load(Ordering::Relaxed),
        update,
        ack,
        cpu_us: cpu.map(|c| c.as_micros() as u64),
    })
}

/// Shared counters of the clients.
#[derive(Default)]
struct Tally {
    actions: AtomicU64,
    refused: AtomicU64,
    ended: AtomicU64,
    messages: AtomicU64,
    update: Mutex<Vec<u64>>,
    ack: Mutex<Vec<u64>>,
}

/// The fields of a server message a client needs; the rest is skipped unread.
#[derive(Deserialize)]
struct Incoming<'a> {
    #[serde(rename = "type", borrow)]
    kind: std::borrow::Cow<'a, str>,
    #[serde(default)]
    version: Option<u64>,
    #[serde(default)]
    to_move: Option<u8>,
    #[serde(default)]
    actions: Option<Vec<ListedFlow<'a>>>,
    #[serde(default)]
    seq: Option<u64>,
}

/// Of a listed action, only its `flow` (docs/protocol.md): absent when it stays.
#[derive(Deserialize)]
struct ListedFlow<'a> {
    #[serde(default, borrow)]
    flow: Option<std::borrow::Cow<'a, str>>,
}

/// What a seat to move may pick from: the state's version, how many actions were
/// listed, and the indices of those that leave the game (in list order), which a
/// client never picks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Choices {
    version: u64,
    listed: usize,
    leaving: Vec<usize>,
}

impl Choices {
    /// What a `state` offers `seat`: none when another seat is to move, or when every
    /// listed action leaves the game.
    fn of(msg: &Incoming<'_>, seat: u8) -> Option<Choices> {
        if msg.to_move != Some(seat) {
            return None;
        }
        let actions = msg.actions.as_deref().unwrap_or_default();
        let leaving: Vec<usize> = actions
            .iter()
            .enumerate()
            .filter(|(_, a)| a.flow.as_deref() == Some("leaves"))
            .map(|(i, _)| i)
            .collect();
        (leaving.len() < actions.len()).then_some(Choices {
            version: msg.version.unwrap_or(0),
            listed: actions.len(),
            leaving,
        })
    }

    /// The index of the `r`-th pick (taken modulo) among the actions that do not leave.
    fn pick(&self, r: u64) -> usize {
        let staying = self.listed - self.leaving.len();
        let mut k = (r % staying as u64) as usize;
        // The k-th index not among the (ascending) leaving ones.
        for &l in &self.leaving {
            if l <= k {
                k += 1;
            } else {
                break;
            }
        }
        k
    }
}

/// Whether a message is an `events` message, told from its first bytes (the server
/// writes `type` first); such a message is counted, not read.
fn is_events(text: &str) -> bool {
    text.starts_with(r#"{"type":"events""#)
}

/// A seat joined over its own connection: the connection, the seat, the table's
/// index, and its first state: the version and how many actions it may take (none when
/// it is not to move).
struct Joined {
    ws: Ws,
    seat: u8,
    table: usize,
    first: Option<Choices>,
}

/// Joins the first two seats (with tokens) of every table, one connection each,
/// [`JOINING_AT_ONCE`] at a time, each within [`JOIN_TIMEOUT`].
async fn join_seats(job: &ClientsJob) -> Result<Vec<Joined>, LoadError> {
    let addr = job.addr.as_str();
    let total = job.seats.len();
    let mut joining = futures_util::stream::iter(job.seats.iter().map(|s| async move {
        let (t, id, seat, token) = (s.table, s.id.as_str(), s.seat, s.token.as_str());
        let joined = tokio::time::timeout(JOIN_TIMEOUT, join(addr, id, seat, token))
            .await
            .map_err(|_| LoadError::Join {
                table: id.to_string(),
                reason: format!(
                    "seat {seat} had no state within {} s (the server is overloaded, or out of open files)",
                    JOIN_TIMEOUT.as_secs()
                ),
            })??;
        Ok::<_, LoadError>(Joined {
            ws: joined.0,
            seat,
            table: t,
            first: joined.1,
        })
    }))
    .buffer_unordered(JOINING_AT_ONCE);
    let mut joined = Vec::with_capacity(total);
    let mut report_at = Instant::now() + PROGRESS_EVERY;
    while let Some(j) = joining.next().await {
        joined.push(j?);
        if Instant::now() >= report_at {
            report_at += PROGRESS_EVERY;
            progress(job.progress, || {
                format!("joining seats: {} of {total}", joined.len())
            });
        }
    }
    Ok(joined)
}

/// Starts a client task for each joined seat, each table paced to the job's rate until
/// `deadline`.
fn spawn_seats(
    job: &ClientsJob,
    joined: Vec<Joined>,
    deadline: tokio::time::Instant,
    tally: &Arc<Tally>,
    stop: &Arc<AtomicBool>,
) -> Vec<JoinHandle<()>> {
    // Each table's pace, shared by its seats: the earliest time of its next action, in
    // microseconds from `base`; the first actions are spread over the first gap.
    let base = tokio::time::Instant::now();
    let gap_us = (1e6 / job.rate) as u64;
    let paces: Vec<Arc<AtomicU64>> = (0..job.tables)
        .map(|t| {
            let mut r = job.seed ^ (t as u64).wrapping_mul(0xD1B5_4A32_D192_ED03);
            let first = ryoiki_core::rng::splitmix64_next(&mut r) % gap_us.max(1);
            Arc::new(AtomicU64::new(first))
        })
        .collect();
    let mut clients = Vec::new();
    for Joined {
        ws,
        seat,
        table: t,
        first,
    } in joined
    {
        let seed = job
            .seed
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .wrapping_add(((t as u64) << 8) | u64::from(seat));
        let pace = Pace {
            base,
            gap_us,
            next_us: paces[t].clone(),
        };
        clients.push(tokio::spawn(play_seat(
            ws,
            seat,
            first,
            seed,
            pace,
            deadline,
            tally.clone(),
            stop.clone(),
        )));
    }
    clients
}

type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// Connects, joins and reads up to the seat's first `state`: the connection, and what
/// the seat may pick from (none when not its move).
async fn join(
    addr: &str,
    table: &str,
    seat: u8,
    token: &str,
) -> Result<(Ws, Option<Choices>), LoadError> {
    let err = |reason: String| LoadError::Join {
        table: table.to_string(),
        reason,
    };
    let (mut ws, _) = tokio_tungstenite::connect_async_with_config(
        format!("ws://{addr}/ws"),
        Some(client_config()),
        false,
    )
    .await
    .map_err(|e| err(e.to_string()))?;
    let msg = serde_json::json!({"type": "join", "table": table, "seat": seat, "token": token});
    ws.send(Message::text(msg.to_string()))
        .await
        .map_err(|e| err(e.to_string()))?;
    loop {
        let text = match ws.next().await {
            Some(Ok(Message::Text(t))) => t,
            Some(Ok(_)) => continue,
            Some(Err(e)) => return Err(err(e.to_string())),
            None => return Err(err("the server closed the connection".into())),
        };
        let Ok(m) = serde_json::from_str::<Incoming>(text.as_str()) else {
            continue;
        };
        match m.kind.as_ref() {
            "state" => {
                let first = Choices::of(&m, seat);
                return Ok((ws, first));
            }
            "error" | "refused" => return Err(err(format!("refused: {text}"))),
            _ => {}
        }
    }
}

/// How much a client reads from its socket at once: a `state` of a table of free moves
/// is 10–30 KB. The WebSocket library clears this much of its buffer before every
/// read, so its default of 128 KiB cost the clients more than the reading itself.
const READ_BUFFER: usize = 32 * 1024;

/// The clients' WebSocket settings: the library's, with a smaller read buffer.
fn client_config() -> tokio_tungstenite::tungstenite::protocol::WebSocketConfig {
    tokio_tungstenite::tungstenite::protocol::WebSocketConfig::default()
        .read_buffer_size(READ_BUFFER)
}

/// A table's pace, shared by its seats.
struct Pace {
    base: tokio::time::Instant,
    gap_us: u64,
    /// The earliest time of the table's next action, in microseconds from `base`.
    next_us: Arc<AtomicU64>,
}

impl Pace {
    fn ready_at(&self) -> tokio::time::Instant {
        self.base + Duration::from_micros(self.next_us.load(Ordering::Relaxed))
    }

    /// The table acted now: its next action no sooner than one gap later, give or take
    /// half a gap, so that tables do not act in lockstep.
    fn acted(&self, r: u64) {
        let now = self.base.elapsed().as_micros() as u64;
        let jitter = (r >> 32) as f64 / f64::from(u32::MAX);
        let next = now + (self.gap_us as f64 * (0.5 + jitter)) as u64;
        self.next_us.store(next, Ordering::Relaxed);
    }
}

/// One seat: whenever it is to move, it waits for the table's pace and sends a random
/// listed action.
#[allow(clippy::too_many_arguments)]
async fn play_seat(
    mut ws: Ws,
    seat: u8,
    first: Option<Choices>,
    mut rng: u64,
    pace: Pace,
    deadline: tokio::time::Instant,
    tally: Arc<Tally>,
    stop: Arc<AtomicBool>,
) {
    let mut seq: u64 = 0;
    // The action in flight: its seq, the version it was sent at, and when.
    let mut in_flight: Option<(u64, u64, Instant)> = None;
    let mut update_samples = Vec::new();
    let mut ack_samples = Vec::new();
    let mut messages = 0u64;
    // The latest state: what this seat may pick from.
    let mut pending_pick: Option<Choices> = first;
    loop {
        if stop.load(Ordering::Relaxed) {
            break;
        }
        let wake = match (&pending_pick, in_flight) {
            (Some(_), None) => pace.ready_at().min(deadline),
            _ => deadline,
        };
        tokio::select! {
            m = ws.next() => {
                let text = match m {
                    Some(Ok(Message::Text(t))) => t,
                    Some(Ok(_)) => continue,
                    _ => break,
                };
                messages += 1;
                if is_events(text.as_str()) {
                    continue;
                }
                let Ok(msg) = serde_json::from_str::<Incoming>(text.as_str()) else {
                    continue;
                };
                match msg.kind.as_ref() {
                    "state" => {
                        let version = msg.version.unwrap_or(0);
                        if let Some((_, sent_at, t0)) = in_flight
                            && version > sent_at
                        {
                            update_samples.push(t0.elapsed().as_micros() as u64);
                            in_flight = None;
                        }
                        pending_pick = Choices::of(&msg, seat);
                    }
                    "ack" => {
                        if let Some((s, _, t0)) = in_flight
                            && msg.seq == Some(s)
                        {
                            ack_samples.push(t0.elapsed().as_micros() as u64);
                            tally.actions.fetch_add(1, Ordering::Relaxed);
                        }
                    }
                    "refused" => {
                        tally.refused.fetch_add(1, Ordering::Relaxed);
                        in_flight = None;
                    }
                    "end" => {
                        tally.ended.fetch_add(1, Ordering::Relaxed);
                        pending_pick = None;
                    }
                    _ => {}
                }
            }
            _ = tokio::time::sleep_until(wake) => {
                if tokio::time::Instant::now() >= deadline {
                    break;
                }
                if let (Some(choices), None) = (&pending_pick, in_flight) {
                    if tokio::time::Instant::now() < pace.ready_at() {
                        continue;
                    }
                    let r = ryoiki_core::rng::splitmix64_next(&mut rng);
                    let pick = choices.pick(r);
                    let version = choices.version;
                    pending_pick = None;
                    seq += 1;
                    let msg = serde_json::json!({
                        "type": "action", "seq": seq, "version": version, "pick": pick
                    });
                    in_flight = Some((seq, version, Instant::now()));
                    let sent = tokio::time::timeout_at(
                        deadline,
                        ws.send(Message::text(msg.to_string())),
                    )
                    .await;
                    if !matches!(sent, Ok(Ok(()))) {
                        break;
                    }
                    pace.acted(r);
                }
            }
        }
    }
    let _ = tokio::time::timeout(Duration::from_secs(1), ws.close(None)).await;
    tally.messages.fetch_add(messages, Ordering::Relaxed);
    tally.update.lock().await.extend(update_samples);
    tally.ack.lock().await.extend(ack_samples);
}

#[cfg(test)]
mod tests {
    use super::{Choices, Incoming, is_events};

    fn choices(text: &str, seat: u8) -> Option<Choices> {
        let msg: Incoming = serde_json::from_str(text).unwrap();
        Choices::of(&msg, seat)
    }

    #[test]
    fn a_client_never_picks_a_leaving_action() {
        let text = r#"{"type":"state","version":4,"to_move":0,"view":{},"actions":[
            {"action":"game","game":{"action":"concede"},"flow":"leaves"},
            {"action":"game","game":{"action":"pass"},"flow":"hands-on"},
            {"action":"move","card":"h1"},
            {"action":"game","game":{"action":"leave"},"flow":"leaves"}]}"#;
        let c = choices(text, 0).expect("seat 0 is to move");
        assert_eq!(c.version, 4);
        let picked: std::collections::BTreeSet<usize> = (0..64).map(|r| c.pick(r)).collect();
        assert_eq!(picked.into_iter().collect::<Vec<_>>(), [1, 2]);
        // Another seat's state, or one whose every action leaves, offers nothing.
        assert_eq!(choices(text, 1), None);
        let leaving = r#"{"type":"state","version":4,"to_move":0,"actions":[
            {"action":"game","game":{"action":"concede"},"flow":"leaves"}]}"#;
        assert_eq!(choices(leaving, 0), None);
    }

    #[test]
    fn an_old_servers_state_without_flows_offers_every_action() {
        let text = r#"{"type":"state","version":2,"to_move":1,"actions":[{"action":"move"},{"action":"move"},{"action":"move"}]}"#;
        let c = choices(text, 1).expect("seat 1 is to move");
        let picked: std::collections::BTreeSet<usize> = (0..64).map(|r| c.pick(r)).collect();
        assert_eq!(picked.into_iter().collect::<Vec<_>>(), [0, 1, 2]);
    }

    #[test]
    fn events_are_told_from_their_first_bytes() {
        assert!(is_events(r#"{"type":"events","seat":0}"#));
        assert!(!is_events(r#"{"type":"state","seat":0}"#));
        assert!(!is_events(r#"{"seat":0,"type":"events"}"#));
    }
}
