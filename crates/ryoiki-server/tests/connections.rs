//! No client holds the server's sockets: idle, slow-writing and kept-alive connections
//! are closed when their header time runs out, connections over the limit are closed
//! at once, and WebSockets waiting for their join are capped (issue #26).

mod common;

use common::{http, start};
use ryoiki_server::{Limits, MemoryStore};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// Reads until the server closes the connection (or `within` passes); what was read,
/// and whether it closed.
async fn read_to_close(s: &mut TcpStream, within: Duration) -> (String, bool) {
    let mut got = Vec::new();
    let mut buf = [0u8; 4096];
    let end = Instant::now() + within;
    loop {
        let left = end.saturating_duration_since(Instant::now());
        match tokio::time::timeout(left, s.read(&mut buf)).await {
            Ok(Ok(0)) | Ok(Err(_)) => return (String::from_utf8_lossy(&got).into(), true),
            Ok(Ok(n)) => got.extend_from_slice(&buf[..n]),
            Err(_) => return (String::from_utf8_lossy(&got).into(), false),
        }
    }
}

fn quick() -> Limits {
    Limits {
        header_timeout: Duration::from_millis(300),
        ..Limits::default()
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_idle_connection_is_closed_when_its_header_time_runs_out() {
    let (addr, _server) = start(Arc::new(MemoryStore::new()), quick()).await;
    let mut idle = TcpStream::connect(&addr).await.unwrap();
    let t = Instant::now();
    let (_, closed) = read_to_close(&mut idle, Duration::from_secs(5)).await;
    assert!(closed, "an idle socket stays open");
    assert!(
        t.elapsed() >= Duration::from_millis(250),
        "{:?}",
        t.elapsed()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_writer_is_closed_before_its_headers_are_done() {
    let (addr, _server) = start(Arc::new(MemoryStore::new()), quick()).await;
    let mut slow = TcpStream::connect(&addr).await.unwrap();
    slow.write_all(b"GET / HTTP/1.1\r\nHost: x\r\n")
        .await
        .unwrap();
    let t = Instant::now();
    let mut closed = false;
    for i in 0..40 {
        tokio::time::sleep(Duration::from_millis(50)).await;
        if slow
            .write_all(format!("X-{i}: y\r\n").as_bytes())
            .await
            .is_err()
        {
            closed = true;
            break;
        }
        let mut buf = [0u8; 256];
        if let Ok(Ok(0)) = tokio::time::timeout(Duration::from_millis(1), slow.read(&mut buf)).await
        {
            closed = true;
            break;
        }
    }
    assert!(
        closed,
        "a slowloris request was still open after {:?}",
        t.elapsed()
    );
    assert!(t.elapsed() < Duration::from_secs(2), "{:?}", t.elapsed());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_kept_alive_connection_is_closed_once_idle() {
    let (addr, _server) = start(Arc::new(MemoryStore::new()), quick()).await;
    let mut s = TcpStream::connect(&addr).await.unwrap();
    s.write_all(format!("GET /api/tables HTTP/1.1\r\nHost: {addr}\r\n\r\n").as_bytes())
        .await
        .unwrap();
    let (answer, closed) = read_to_close(&mut s, Duration::from_secs(5)).await;
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    assert!(closed, "a kept-alive idle socket stays open");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn connections_over_the_limit_are_closed_at_once_and_the_server_stays_reachable() {
    let limits = Limits {
        max_connections: 2,
        header_timeout: Duration::from_secs(1),
        ..Limits::default()
    };
    let (addr, _server) = start(Arc::new(MemoryStore::new()), limits).await;
    let hold_a = TcpStream::connect(&addr).await.unwrap();
    let hold_b = TcpStream::connect(&addr).await.unwrap();
    tokio::time::sleep(Duration::from_millis(100)).await;
    let mut third = TcpStream::connect(&addr).await.unwrap();
    let t = Instant::now();
    let (_, closed) = read_to_close(&mut third, Duration::from_millis(900)).await;
    assert!(closed, "a third connection over a limit of 2 was kept");
    assert!(
        t.elapsed() < Duration::from_millis(800),
        "{:?}",
        t.elapsed()
    );
    // The held sockets time out; then a request goes through again.
    tokio::time::sleep(Duration::from_millis(1300)).await;
    let (status, _) = http(&addr, "GET", "/api/tables", "").await;
    assert_eq!(status, 200);
    drop((hold_a, hold_b));
}

/// A WebSocket upgrade request; the status line of the answer.
async fn upgrade(addr: &str) -> (TcpStream, String) {
    let mut s = TcpStream::connect(addr).await.unwrap();
    let req = format!(
        "GET /ws HTTP/1.1\r\nHost: {addr}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n"
    );
    s.write_all(req.as_bytes()).await.unwrap();
    let mut buf = [0u8; 1024];
    let n = tokio::time::timeout(Duration::from_secs(5), s.read(&mut buf))
        .await
        .unwrap()
        .unwrap();
    let text = String::from_utf8_lossy(&buf[..n]).to_string();
    (s, text)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn websockets_waiting_for_their_join_are_capped() {
    let limits = Limits {
        max_unjoined: 2,
        join_timeout: Duration::from_millis(500),
        ..Limits::default()
    };
    let (addr, _server) = start(Arc::new(MemoryStore::new()), limits).await;
    let (_a, first) = upgrade(&addr).await;
    let (_b, second) = upgrade(&addr).await;
    assert!(first.starts_with("HTTP/1.1 101"), "{first}");
    assert!(second.starts_with("HTTP/1.1 101"), "{second}");
    let (_c, third) = upgrade(&addr).await;
    assert!(third.starts_with("HTTP/1.1 503"), "{third}");
    assert!(
        third.contains("too many connections are waiting to join"),
        "{third}"
    );
    assert!(third.contains("参加を待つ接続が多すぎます"), "{third}");
    // The waiting ones are turned away at their join time; then an upgrade is taken.
    tokio::time::sleep(Duration::from_millis(900)).await;
    let (_d, fourth) = upgrade(&addr).await;
    assert!(fourth.starts_with("HTTP/1.1 101"), "{fourth}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn spectators_cannot_lock_the_players_out() {
    let limits = Limits {
        max_spectators_per_table: 3,
        max_conns_per_seat: 2,
        ..Limits::default()
    };
    let (addr, _server) = start(Arc::new(MemoryStore::new()), limits).await;
    let created = common::create(&addr, serde_json::json!({"game": "pmv", "seed": 3})).await;
    let id = created["id"].as_str().unwrap().to_string();
    let tok = |s: usize| created["seats"][s]["token"].as_str().unwrap().to_string();
    let watch = serde_json::json!({"type": "join", "table": id, "spectator": true});
    let mut watching = Vec::new();
    for _ in 0..3 {
        watching.push(common::Client::spectator(&addr, &id).await);
    }
    let mut fourth = common::Client::join(&addr, watch).await;
    let m = fourth.next().await.unwrap();
    assert_eq!(m["type"], "error", "{m}");
    assert_eq!(m["error"], "this table already has 3 spectators, its most");
    assert_eq!(m["error_ja"], "この卓の観戦者はすでに上限の3人です");
    // Every seat still joins, twice (two tabs); a third tab on a seat is refused.
    let _a = common::Client::seat(&addr, &id, 0, &tok(0)).await;
    let _a2 = common::Client::seat(&addr, &id, 0, &tok(0)).await;
    let _b = common::Client::seat(&addr, &id, 1, &tok(1)).await;
    let join = serde_json::json!({"type": "join", "table": id, "seat": 0, "token": tok(0)});
    let mut third_tab = common::Client::join(&addr, join).await;
    let m = third_tab.next().await.unwrap();
    assert_eq!(m["type"], "error", "{m}");
    assert_eq!(m["error"], "seat 0 already has 2 connections, its most");
}
