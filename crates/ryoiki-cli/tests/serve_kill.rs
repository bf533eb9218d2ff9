//! The kill test: the real `ryoiki serve --data` plays with every ack recorded, is killed
//! with SIGKILL in the middle of play, and started again on the same folder. Every
//! acknowledged action is there (the seats' hello versions and last seqs, and the
//! stored log), the state sent is exactly a replay of the stored actions, and both
//! seats play on. The same test runs against PostgreSQL (`serve --postgres URL --node`)
//! when built with the `postgres` feature and `RYOIKI_TEST_POSTGRES` is set.

mod common;

use futures_util::{SinkExt, StreamExt};
use ryoiki_core::{PlayerId, Recorded, SavedGame, seat::SAVED_GAME_VERSION};
use ryoiki_scenario::games::GameKind;
use ryoiki_server::{SqliteStore, Store};
use serde_json::{Value, json};
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;

type Ws = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<TcpStream>>;

async fn next(ws: &mut Ws) -> Option<Value> {
    loop {
        match tokio::time::timeout(Duration::from_secs(20), ws.next()).await {
            Ok(Some(Ok(Message::Text(t)))) => {
                return Some(serde_json::from_str(t.as_str()).unwrap());
            }
            Ok(Some(Ok(Message::Close(_)))) | Ok(None) | Ok(Some(Err(_))) => return None,
            Ok(Some(Ok(_))) => continue,
            Err(_) => panic!("no message within 20 s"),
        }
    }
}

async fn until(ws: &mut Ws, kind: &str) -> Value {
    loop {
        let m = next(ws)
            .await
            .unwrap_or_else(|| panic!("closed before {kind}"));
        if m["type"] == kind {
            return m;
        }
    }
}

/// Joins a seat; the socket, its hello and its first state.
async fn join(addr: &str, table: &str, seat: usize, token: &str) -> (Ws, Value, Value) {
    let (mut ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/ws"))
        .await
        .unwrap();
    let j = json!({"type":"join","table":table,"seat":seat,"token":token});
    ws.send(Message::text(j.to_string())).await.unwrap();
    let hello = until(&mut ws, "hello").await;
    let state = until(&mut ws, "state").await;
    (ws, hello, state)
}

/// Reads each seat's states until one is past version `v`, and keeps it as the seat's.
async fn past_version(seats: &mut [(Ws, Value); 2], v: u64) {
    for s in seats.iter_mut() {
        loop {
            let m = until(&mut s.0, "state").await;
            if m["version"].as_u64().unwrap() > v {
                s.1 = m;
                break;
            }
        }
    }
}

/// Plays `n` actions, the seat to move picking by `rng`; every ack as (seat, seq, version).
async fn play(
    seats: &mut [(Ws, Value); 2],
    seqs: &mut [u64; 2],
    n: usize,
    rng: &mut u64,
    acks: &mut Vec<(usize, u64, u64)>,
) {
    for _ in 0..n {
        let st = seats[0].1.clone();
        let Some(to) = st["to_move"].as_u64() else {
            return;
        };
        let to = to as usize;
        let mine = seats[to].1.clone();
        let list = mine["actions"].as_array().unwrap();
        let v = mine["version"].as_u64().unwrap();
        let r = ryoiki_core::rng::splitmix64_next(rng);
        seqs[to] += 1;
        let msg = json!({"type":"action","seq":seqs[to],"version":v,"pick":r % list.len() as u64});
        seats[to]
            .0
            .send(Message::text(msg.to_string()))
            .await
            .unwrap();
        let ack = until(&mut seats[to].0, "ack").await;
        assert_eq!(ack["seq"], seqs[to]);
        acks.push((to, seqs[to], ack["version"].as_u64().unwrap()));
        past_version(seats, v).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn acknowledged_actions_survive_sigkill_and_both_seats_play_on() {
    let data = tempfile::tempdir().unwrap();
    let place = vec!["--data".to_string(), data.path().display().to_string()];
    kill_and_restart(&place, || Arc::new(SqliteStore::open(data.path()).unwrap())).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn acknowledged_actions_survive_sigkill_with_postgres() {
    #[cfg(feature = "postgres")]
    if let Ok(url) = std::env::var("RYOIKI_TEST_POSTGRES") {
        let node = format!("kill-{}", std::process::id());
        let place = vec![
            "--postgres".to_string(),
            url.clone(),
            "--node".to_string(),
            node.clone(),
        ];
        kill_and_restart(&place, || {
            Arc::new(ryoiki_server::PgStore::connect(&url, &node).unwrap())
        })
        .await;
        return;
    }
    eprintln!(
        "the kill test with PostgreSQL needs the postgres feature and RYOIKI_TEST_POSTGRES: skipped"
    );
}

async fn kill_and_restart(place: &[String], open: impl Fn() -> Arc<dyn Store>) {
    let (mut child, addr) = common::serve::start(place);
    let created = common::serve::create(&addr, &json!({"game":"fow","seed":11}).to_string()).await;
    let id = created["id"].as_str().unwrap().to_string();
    let tokens: Vec<String> = (0..2)
        .map(|s| created["seats"][s]["token"].as_str().unwrap().to_string())
        .collect();
    let (a, _, sa) = join(&addr, &id, 0, &tokens[0]).await;
    let (b, _, sb) = join(&addr, &id, 1, &tokens[1]).await;
    let mut seats = [(a, sa), (b, sb)];
    let mut seqs = [0u64; 2];
    let mut rng = 99;
    let mut acks = Vec::new();
    play(&mut seats, &mut seqs, 30, &mut rng, &mut acks).await;
    assert!(acks.len() >= 10, "only {} actions were played", acks.len());
    // One more action in flight, then SIGKILL.
    let st = seats[0].1.clone();
    let mut in_flight = None;
    if let Some(to) = st["to_move"].as_u64() {
        let to = to as usize;
        let v = seats[to].1["version"].clone();
        seqs[to] += 1;
        let msg = json!({"type":"action","seq":seqs[to],"version":v,"pick":0});
        seats[to]
            .0
            .send(Message::text(msg.to_string()))
            .await
            .unwrap();
        in_flight = Some((to, seqs[to], msg));
    }
    child.kill().unwrap();
    child.wait().unwrap();
    drop(seats);

    let (mut child, addr) = common::serve::start(place);
    let (a, ha, sa) = join(&addr, &id, 0, &tokens[0]).await;
    let (b, hb, sb) = join(&addr, &id, 1, &tokens[1]).await;
    let max_acked = acks.iter().map(|a| a.2).max().unwrap();
    for (seat, hello) in [(0, &ha), (1, &hb)] {
        assert!(hello["version"].as_u64().unwrap() >= max_acked, "{hello}");
        let last_acked = acks.iter().filter(|a| a.0 == seat).map(|a| a.1).max();
        if let Some(last) = last_acked {
            assert!(hello["last_seq"].as_u64().unwrap() >= last, "{hello}");
        }
    }
    // The stored log holds every acknowledged action at its version, by its seat and seq.
    let store = open();
    let stored = store.load_table(&id).unwrap().unwrap();
    for &(seat, seq, version) in &acks {
        let row = &stored.actions[(version - 1) as usize];
        assert_eq!((row.seat, row.seq), (Some(seat as u8), Some(seq)));
    }
    // The state each seat is sent is a replay of the stored actions.
    let saved = SavedGame {
        version: SAVED_GAME_VERSION,
        game: stored.record.game.clone(),
        setup: stored.record.setup.clone(),
        view_key: stored.record.view_key,
        actions: stored.actions.iter().map(|a| a.action.clone()).collect(),
    };
    let replayed =
        Recorded::resume(GameKind::named("fow").rules(), saved, &mut |_, _, _| {}).unwrap();
    for (seat, st) in [(0u8, &sa), (1u8, &sb)] {
        assert_eq!(st["version"].as_u64().unwrap(), stored.actions.len() as u64);
        let view = serde_json::to_value(replayed.game().view(PlayerId(seat))).unwrap();
        assert_eq!(st["view"], view, "seat {seat}'s view after the restart");
    }
    // Both seats play on.
    let mut seats = [(a, sa), (b, sb)];
    // The action in flight at the kill, resent: acknowledged, and in the log once,
    // whether or not it had been stored before the kill.
    if let Some((to, seq, msg)) = in_flight {
        let was_stored = stored
            .actions
            .iter()
            .any(|r| r.seat == Some(to as u8) && r.seq == Some(seq));
        let v = seats[to].1["version"].as_u64().unwrap();
        seats[to]
            .0
            .send(Message::text(msg.to_string()))
            .await
            .unwrap();
        let ack = until(&mut seats[to].0, "ack").await;
        assert_eq!(ack["seq"], seq);
        if !was_stored {
            assert_eq!(ack["version"].as_u64().unwrap(), v + 1);
            past_version(&mut seats, v).await;
        }
        let now = store.load_table(&id).unwrap().unwrap();
        let times = now
            .actions
            .iter()
            .filter(|r| r.seat == Some(to as u8) && r.seq == Some(seq))
            .count();
        assert_eq!(times, 1, "the action in flight is in the log once");
    }
    seqs = [
        seqs[0].max(ha["last_seq"].as_u64().unwrap_or(0)),
        seqs[1].max(hb["last_seq"].as_u64().unwrap_or(0)),
    ];
    let mut after = Vec::new();
    play(&mut seats, &mut seqs, 10, &mut rng, &mut after).await;
    assert!(
        after.iter().any(|a| a.0 == 0) && after.iter().any(|a| a.0 == 1),
        "{after:?}"
    );
    child.kill().unwrap();
    child.wait().unwrap();
}

/// `ryoiki serve --demo` prints its address, then one seat URL per demo seat, with the
/// token only in the fragment; the URLs' tokens join their seats, and `/` is the page.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_demo_prints_seat_urls_that_join() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ryoiki"))
        .args(["serve", "--addr", "127.0.0.1:0", "--demo"])
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    out.read_line(&mut line).unwrap();
    let addr = line
        .trim()
        .strip_prefix("ryoiki serve: listening on http://")
        .unwrap()
        .to_string();
    let mut urls = Vec::new();
    for game in ["fow", "fow", "pmv", "pmv", "mtg", "mtg"] {
        line.clear();
        out.read_line(&mut line).unwrap();
        assert!(line.starts_with(&format!("demo {game} seat ")), "{line}");
        let url = line.trim().rsplit(' ').next().unwrap().to_string();
        assert!(url.starts_with(&format!("http://{addr}/#table=")), "{url}");
        urls.push(url);
    }
    for url in &urls {
        let frag = url.split_once('#').unwrap().1;
        let kv: std::collections::BTreeMap<&str, &str> =
            frag.split('&').filter_map(|p| p.split_once('=')).collect();
        assert_eq!(kv["token"].len(), 64);
        let seat: usize = kv["seat"].parse().unwrap();
        let (_ws, hello, state) = join(&addr, kv["table"], seat, kv["token"]).await;
        assert_eq!(hello["seat"], seat);
        assert_eq!(state["seat"], seat);
    }
    let mut s = TcpStream::connect(&addr).await.unwrap();
    s.write_all(format!("GET / HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n").as_bytes())
        .await
        .unwrap();
    let mut page = String::new();
    s.read_to_string(&mut page).await.unwrap();
    assert!(page.starts_with("HTTP/1.1 200"), "{page}");
    assert!(page.contains("text/html"));
    child.kill().unwrap();
    child.wait().unwrap();
}
