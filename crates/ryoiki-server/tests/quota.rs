//! One client cannot fill the server's table limit (issue #26): each network address
//! creates at most a burst of tables, then waits for its bucket to refill; the refusal
//! is `429` with `Retry-After`, in both languages, and creates nothing.

mod common;

use common::{http, http_raw, start};
use ryoiki_server::{Limits, MemoryStore};
use serde_json::json;
use std::sync::Arc;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_over_its_tables_is_refused_with_429_and_nothing_is_created() {
    let limits = Limits {
        tables_per_client_burst: 3,
        tables_per_client_per_hour: 60,
        ..Limits::default()
    };
    let (addr, server) = start(Arc::new(MemoryStore::new()), limits).await;
    let req = json!({"game": "fow", "seed": 1}).to_string();
    for _ in 0..3 {
        let (status, v) = http(&addr, "POST", "/api/tables", &req).await;
        assert_eq!(status, 201, "{v}");
    }
    let (status, v) = http(&addr, "POST", "/api/tables", &req).await;
    assert_eq!(status, 429, "{v}");
    let en = v["error"].as_str().unwrap();
    assert!(
        en.contains("3 at once") && en.contains("60 an hour"),
        "{en}"
    );
    assert!(en.contains("try again in 60 s"), "{en}");
    assert!(v["error_ja"].as_str().unwrap().contains("60 秒後"), "{v}");
    assert_eq!(
        server.list().len(),
        3,
        "the refused request created a table"
    );
    // A bad request over the quota is refused by the quota, before it is read.
    let (status, _) = http(&addr, "POST", "/api/tables", "{not json").await;
    assert_eq!(status, 429);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_retry_after_header_says_the_seconds_to_wait() {
    let limits = Limits {
        tables_per_client_burst: 1,
        tables_per_client_per_hour: 120,
        ..Limits::default()
    };
    let (addr, _server) = start(Arc::new(MemoryStore::new()), limits).await;
    let req = json!({"game": "pmv", "seed": 2}).to_string();
    assert_eq!(http(&addr, "POST", "/api/tables", &req).await.0, 201);
    let raw = http_raw(&addr, "POST", "/api/tables", &req).await;
    assert!(raw.starts_with("HTTP/1.1 429"), "{raw}");
    let retry = raw
        .lines()
        .find_map(|l| {
            l.to_ascii_lowercase()
                .strip_prefix("retry-after: ")
                .map(str::to_string)
        })
        .expect("a Retry-After header");
    let secs: u64 = retry.trim().parse().unwrap();
    assert_eq!(secs, 30, "one table every 30 s");
}
