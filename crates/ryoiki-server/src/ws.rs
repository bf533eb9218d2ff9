//! One WebSocket connection: the `join` within the time limit, then the client's
//! messages checked for size and rate and passed to its table; the table's messages
//! written back by a task of its own.

use crate::server::{NotHere, Server};
use crate::store::Holder;
use crate::table::{Command, Outbound, TableHandle};
use crate::wire::Said;
use crate::wire::{self, ClientMessage, Refusal};
use crate::words;
use axum::extract::State;
use axum::extract::ws::{Message, Utf8Bytes, WebSocket, WebSocketUpgrade};
use axum::response::Response;
use futures_util::stream::{SplitSink, SplitStream};
use futures_util::{SinkExt, StreamExt};
use ryoiki_core::Args;
use std::sync::Arc;
use std::time::Instant;
use tokio::sync::{Notify, mpsc, oneshot};
use tokio::task::JoinHandle;

/// How many messages may wait for a slow connection before the table drops it.
pub const OUTBOX: usize = 256;

/// How much a connection reads from its socket at once. A client sends small messages
/// (an action, a chat line); the WebSocket library clears this much of its buffer
/// before every read, so its default of 128 KiB cost more than the reading itself.
const READ_BUFFER: usize = 4096;

/// `GET /ws`: the upgrade, with the frame and message size limits; refused with 503
/// while [`Limits::max_unjoined`](crate::Limits::max_unjoined) upgrades wait for
/// their join.
pub async fn upgrade(ws: WebSocketUpgrade, State(server): State<Arc<Server>>) -> Response {
    let Ok(unjoined) = server.unjoined.clone().try_acquire_owned() else {
        return crate::wire::error_response(
            axum::http::StatusCode::SERVICE_UNAVAILABLE,
            &words::said(
                "server-busy-joining",
                Args::new().with("most", server.limits.max_unjoined),
            ),
        );
    };
    let hard = server.limits.max_message * 2;
    ws.max_message_size(hard)
        .max_frame_size(hard)
        .read_buffer_size(READ_BUFFER)
        .on_upgrade(move |socket| connection(socket, server, unjoined))
}

/// A token bucket: `rate` actions a second on average, `burst` at once.
struct Bucket {
    tokens: f64,
    last: Instant,
    rate: f64,
    burst: f64,
}

impl Bucket {
    fn new(rate: f64, burst: f64) -> Bucket {
        Bucket {
            tokens: burst,
            last: Instant::now(),
            rate,
            burst,
        }
    }

    fn take(&mut self) -> bool {
        let now = Instant::now();
        let dt = now.duration_since(self.last).as_secs_f64();
        self.last = now;
        self.tokens = (self.tokens + dt * self.rate).min(self.burst);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

fn text(s: String) -> Outbound {
    Outbound::Text(Utf8Bytes::from(s))
}

/// One connection, from the upgrade to its end: the writer task, the `join`, then the
/// client's messages until either side stops.
async fn connection(
    socket: WebSocket,
    server: Arc<Server>,
    unjoined: tokio::sync::OwnedSemaphorePermit,
) {
    let (sink, mut stream) = socket.split();
    let (out, rx) = mpsc::channel::<Outbound>(OUTBOX);
    let kill = Arc::new(Notify::new());
    let writer = tokio::spawn(write(sink, rx, kill.clone()));
    let conn = server.next_conn();
    let joined = tokio::time::timeout(
        server.limits.join_timeout,
        join(&server, conn, &mut stream, &out, &kill),
    )
    .await;
    let table = match joined {
        Ok(Ok(t)) => t,
        Ok(Err(e)) => return turn_away(out, writer, e).await,
        Err(_) => {
            let e = words::said_plain("server-join-timeout");
            return turn_away(out, writer, e.into()).await;
        }
    };
    // Joined: it now counts against its table's connections, not the waiting ones.
    drop(unjoined);
    let mut writer = writer;
    let writer_done = read(&server, conn, &table, &mut stream, &out, &mut writer).await;
    table.send_wait(Command::Leave { conn }).await;
    drop(out);
    if !writer_done {
        let _ = writer.await;
    }
}

/// The writer: the table's messages to the socket until the table closes the connection,
/// drops it (`killed`), or the socket fails; then the socket is closed.
async fn write(
    mut sink: SplitSink<WebSocket, Message>,
    mut rx: mpsc::Receiver<Outbound>,
    killed: Arc<Notify>,
) {
    'writing: loop {
        let m = tokio::select! {
            m = rx.recv() => m,
            () = killed.notified() => None,
        };
        let Some(mut m) = m else { break };
        // Every message already waiting (an action's events, state and end) goes
        // out in one write: fed one by one, flushed once.
        loop {
            match m {
                Outbound::Text(t) => {
                    if sink.feed(Message::Text(t)).await.is_err() {
                        break 'writing;
                    }
                }
                Outbound::Close => {
                    let _ = sink.flush().await;
                    break 'writing;
                }
            }
            match rx.try_recv() {
                Ok(next) => m = next,
                Err(_) => break,
            }
        }
        if sink.flush().await.is_err() {
            break;
        }
    }
    let _ = sink.send(Message::Close(None)).await;
    let _ = sink.close().await;
}

/// Why a connection did not join: in words, and for a table another node holds, where
/// (the client joins again there).
struct NotJoined {
    said: Said,
    moved: Option<(String, Holder)>,
}

impl From<Said> for NotJoined {
    fn from(said: Said) -> NotJoined {
        NotJoined { said, moved: None }
    }
}

/// A connection that did not join: the error, then the close, and the writer's end.
async fn turn_away(out: mpsc::Sender<Outbound>, writer: JoinHandle<()>, e: NotJoined) {
    let msg = match &e.moved {
        None => wire::error(&e.said),
        Some((table, holder)) => wire::moved(&e.said, table, holder),
    };
    let _ = out.send(text(msg)).await;
    let _ = out.send(Outbound::Close).await;
    drop(out);
    let _ = writer.await;
}

/// The reader of a joined connection: each client message checked and passed to its
/// table, until the client goes, the table stops, or the writer ends (the table dropped
/// the connection). Whether the writer has ended (and so was awaited here).
async fn read(
    server: &Server,
    conn: u64,
    table: &TableHandle,
    stream: &mut SplitStream<WebSocket>,
    out: &mpsc::Sender<Outbound>,
    writer: &mut JoinHandle<()>,
) -> bool {
    let limits = &server.limits;
    let mut buckets = Buckets {
        actions: Bucket::new(limits.actions_per_second, limits.action_burst),
        chat: Bucket::new(limits.chats_per_second, limits.chat_burst),
        max_chat_chars: limits.max_chat_chars,
    };
    loop {
        // The writer stops when the table drops the connection: so does the reader.
        let msg = tokio::select! {
            m = stream.next() => m,
            _ = &mut *writer => return true,
        };
        let Some(Ok(msg)) = msg else { break };
        let t = match msg {
            Message::Text(t) => t,
            Message::Close(_) => break,
            Message::Ping(_) | Message::Pong(_) => continue,
            Message::Binary(_) => {
                let e = words::said_plain("server-binary-frame");
                refuse(out, table, None, Refusal::BadMessage, &e);
                continue;
            }
        };
        if t.len() > limits.max_message {
            let e = words::said(
                "server-message-too-large",
                Args::new()
                    .with("most", limits.max_message)
                    .with("size", t.len()),
            );
            refuse(out, table, None, Refusal::TooLarge, &e);
            continue;
        }
        if !answer(t.as_str(), conn, table, out, &mut buckets).await {
            break;
        }
    }
    false
}

/// A connection's rate limits, and the length of its chat lines.
struct Buckets {
    actions: Bucket,
    chat: Bucket,
    max_chat_chars: usize,
}

/// Why a chat line is refused before it reaches the table: empty, too long, or holding
/// a control character (one line of plain text).
fn chat_refusal(text: &str, most: usize) -> Option<(Refusal, Said)> {
    if text.trim().is_empty() {
        return Some((Refusal::BadMessage, words::said_plain("server-chat-empty")));
    }
    let count = text.chars().count();
    if count > most {
        let args = Args::new().with("most", most).with("count", count);
        return Some((Refusal::TooLarge, words::said("server-chat-too-long", args)));
    }
    if text.chars().any(char::is_control) {
        return Some((
            Refusal::BadMessage,
            words::said_plain("server-chat-control"),
        ));
    }
    None
}

/// One text message of a joined connection, within the size limit: a ping answered, an
/// action or a chat line passed to the table (each within its rate limit), anything
/// else refused. `false` when the table has stopped.
async fn answer(
    t: &str,
    conn: u64,
    table: &TableHandle,
    out: &mpsc::Sender<Outbound>,
    buckets: &mut Buckets,
) -> bool {
    match serde_json::from_str::<ClientMessage>(t) {
        Ok(ClientMessage::Ping) => {
            let _ = out.try_send(text(wire::pong()));
        }
        Ok(ClientMessage::Join { .. }) => {
            let e = words::said_plain("server-joined-already");
            refuse(out, table, None, Refusal::BadMessage, &e);
        }
        Ok(ClientMessage::Action {
            seq,
            version,
            action,
            pick,
        }) => {
            if !buckets.actions.take() {
                let e = words::said_plain("server-too-many-actions");
                refuse(out, table, Some(seq), Refusal::RateLimited, &e);
                return true;
            }
            let cmd = Command::Act {
                conn,
                seq,
                version,
                action,
                pick,
            };
            return table.send_wait(cmd).await;
        }
        Ok(ClientMessage::Chat { text }) => {
            if let Some((why, e)) = chat_refusal(&text, buckets.max_chat_chars) {
                refuse(out, table, None, why, &e);
                return true;
            }
            if !buckets.chat.take() {
                let e = words::said_plain("server-too-many-chats");
                refuse(out, table, None, Refusal::RateLimited, &e);
                return true;
            }
            return table.send_wait(Command::Chat { conn, text }).await;
        }
        Err(e) => {
            let e = words::said(
                "server-not-protocol",
                Args::new().with("error", e.to_string()),
            );
            refuse(out, table, None, Refusal::BadMessage, &e);
        }
    }
    true
}

/// Tells the connection its message was refused (at the table's version now), unless
/// its outbox is full.
fn refuse(
    out: &mpsc::Sender<Outbound>,
    table: &TableHandle,
    seq: Option<u64>,
    why: Refusal,
    e: &Said,
) {
    let _ = out.try_send(text(wire::refused(seq, table.info.version(), why, e)));
}

/// Reads the first message, which must be a `join`, and joins the table; why not in words.
async fn join(
    server: &Server,
    conn: u64,
    stream: &mut SplitStream<WebSocket>,
    out: &mpsc::Sender<Outbound>,
    kill: &Arc<Notify>,
) -> Result<TableHandle, NotJoined> {
    let first = loop {
        match stream.next().await {
            Some(Ok(Message::Text(t))) => break t,
            Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
            _ => {
                return Err(words::said_plain("server-join-first").into());
            }
        }
    };
    if first.len() > server.limits.max_message {
        return Err(words::said_plain("server-join-too-large").into());
    }
    let Ok(ClientMessage::Join {
        table,
        seat,
        token,
        spectator,
    }) = serde_json::from_str::<ClientMessage>(first.as_str())
    else {
        const FORMS: &str = "{\"type\":\"join\",\"table\":ID,\"seat\":N,\"token\":HEX} / {\"type\":\"join\",\"table\":ID,\"spectator\":true}";
        return Err(words::said("server-join-forms", Args::new().with("forms", FORMS)).into());
    };
    let seat = match (seat, spectator) {
        (Some(s), false) => Some(s),
        (None, true) => None,
        (Some(_), true) => {
            return Err(words::said_plain("server-join-both").into());
        }
        (None, false) => {
            return Err(words::said_plain("server-join-neither").into());
        }
    };
    let id: String = table.chars().take(40).collect();
    let handle = match server.find(&table).await {
        Ok(h) => h,
        Err(NotHere::Absent) => {
            return Err(words::said("server-no-table", Args::new().with("table", id)).into());
        }
        Err(NotHere::Failed(error)) => {
            let args = Args::new().with("table", id).with("error", error);
            return Err(words::said("server-table-not-taken", args).into());
        }
        Err(NotHere::Elsewhere(holder)) => {
            let said = match &holder.addr {
                Some(addr) => words::said(
                    "server-table-elsewhere",
                    Args::new()
                        .with("table", id)
                        .with("node", holder.node.clone())
                        .with("addr", addr.clone()),
                ),
                None => words::said(
                    "server-table-unrouted",
                    Args::new()
                        .with("table", id)
                        .with("node", holder.node.clone()),
                ),
            };
            return Err(NotJoined {
                said,
                moved: Some((table, holder)),
            });
        }
    };
    let (reply, rx) = oneshot::channel();
    let cmd = Command::Join {
        conn,
        seat,
        token,
        out: out.clone(),
        kill: kill.clone(),
        reply,
    };
    let stopped = || words::said_plain("server-table-stopped");
    if !handle.send_wait(cmd).await {
        return Err(stopped().into());
    }
    rx.await.unwrap_or_else(|_| Err(stopped()))?;
    Ok(handle)
}
