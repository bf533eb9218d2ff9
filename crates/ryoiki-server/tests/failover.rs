//! Failover between nodes of one PostgreSQL database (docs/server.md, "Failover"):
//! a live node's table is not taken, and a join at another node is told where it is;
//! once its node's lease ends, another node takes it over with every acknowledged
//! action, the old node's writes are refused (its table stops and closes its
//! connections), and the clients, sent to the new node, play on with nothing lost or
//! applied twice. Runs when built with the `postgres` feature and
//! `RYOIKI_TEST_POSTGRES` is set; otherwise it says it was skipped. The kill -9 of a
//! real node is `crates/ryoiki-cli/tests/serve_failover.rs`.

mod common;

use common::Client;
use serde_json::json;

#[cfg(feature = "postgres")]
mod with_postgres {
    use super::common::create;
    use super::*;
    use ryoiki_server::store::{Claim, Failover, Store};
    use ryoiki_server::{Limits, NotHere, PgStore, Server};
    use serde_json::Value;
    use std::sync::Arc;
    use std::time::{Duration, Instant};

    /// A node on a free loopback port, advertising it; its address, server and store.
    async fn node(url: &str, name: &str) -> (String, Arc<Server>, Arc<PgStore>) {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap().to_string();
        let failover = Failover {
            addr: addr.clone(),
            lease: Duration::from_secs(2),
        };
        let store = Arc::new(PgStore::connect_with(url, name, Some(failover)).unwrap());
        let (server, restored) = Server::open(store.clone(), Limits::default()).unwrap();
        assert!(restored.failed.is_empty(), "{:?}", restored.failed);
        tokio::spawn(ryoiki_server::serve(listener, server.clone()));
        (addr, server, store)
    }

    fn unique(name: &str) -> String {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.subsec_nanos())
            .unwrap_or(0);
        format!("failover-{name}-{}-{nanos}", std::process::id())
    }

    /// Both seats of a table, with the seqs each has sent and every ack as
    /// (seat, seq, version).
    struct Seats {
        c: Vec<Client>,
        seq: [u64; 2],
        acks: Vec<(usize, u64, u64)>,
    }

    impl Seats {
        fn to_move(&self) -> Option<usize> {
            self.c[0].state.as_ref().unwrap()["to_move"]
                .as_u64()
                .map(|s| s as usize)
        }

        /// The mover's next action: its seq and the message.
        fn next_action(&mut self) -> Option<(usize, Value)> {
            let to = self.to_move()?;
            self.seq[to] += 1;
            let v = self.c[to].version();
            let msg = json!({"type":"action","seq":self.seq[to],"version":v,"pick":0});
            Some((to, msg))
        }

        /// Plays `n` actions (fewer if the game ends), each acknowledged and seen by both.
        async fn play(&mut self, n: usize) {
            for _ in 0..n {
                let Some((to, msg)) = self.next_action() else {
                    return;
                };
                self.send_and_ack(to, &msg).await;
            }
        }

        async fn send_and_ack(&mut self, to: usize, msg: &Value) {
            self.c[to].send(msg).await;
            let ack = self.c[to].until("ack").await;
            assert_eq!(ack["seq"], msg["seq"], "{ack}");
            let v = ack["version"].as_u64().unwrap();
            self.acks.push((to, msg["seq"].as_u64().unwrap(), v));
            for c in &mut self.c {
                c.state_at(v).await;
            }
        }
    }

    /// A join whose answer is an `error` with `moved`: that field.
    async fn moved(addr: &str, join: &Value) -> Value {
        let mut c = Client::join(addr, join.clone()).await;
        let e = c.until("error").await;
        assert!(e["moved"].is_object(), "{e}");
        e["moved"].clone()
    }

    pub async fn run(url: &str) {
        let (name_a, name_b) = (unique("a"), unique("b"));
        let (addr_a, server_a, store_a) = node(url, &name_a).await;
        let (addr_b, server_b, store_b) = node(url, &name_b).await;
        let created = create(&addr_a, json!({"game":"fow","seed":11})).await;
        let id = created["id"].as_str().unwrap().to_string();
        let token = |s: usize| created["seats"][s]["token"].as_str().unwrap().to_string();
        let join = |s: usize| json!({"type":"join","table":id,"seat":s,"token":token(s)});
        let mut seats = Seats {
            c: vec![
                Client::seat(&addr_a, &id, 0, &token(0)).await,
                Client::seat(&addr_a, &id, 1, &token(1)).await,
            ],
            seq: [0, 0],
            acks: Vec::new(),
        };
        seats.play(8).await;
        assert!(seats.acks.len() >= 4, "{:?}", seats.acks);

        // Node B, asked for A's table while A is live, takes nothing and says where it is.
        let m = moved(&addr_b, &join(0)).await;
        assert_eq!(m["node"], name_a.as_str());
        assert_eq!(m["addr"], addr_a.as_str());
        assert_eq!(m["url"], format!("ws://{addr_a}/ws"));
        assert!(server_b.table(&id).is_none());
        assert!(matches!(store_b.claim(&id).unwrap(), Claim::Elsewhere(h) if h.node == name_a));

        // A steps down: its lease ends and B takes the table over.
        store_a.step_down();
        let since = Instant::now();
        while server_b.table(&id).is_none() {
            assert!(
                since.elapsed() < Duration::from_secs(30),
                "node B did not take the table over"
            );
            server_b.take_over().await;
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        assert_eq!(store_b.holder(&id).unwrap().unwrap().node, name_b);

        // The mover's next action reaches A, which may write it no more: refused by the
        // database, not acknowledged, and A's table closes its connections.
        let (to, in_flight) = seats.next_action().expect("the game goes on");
        seats.c[to].send(&in_flight).await;
        for c in &mut seats.c {
            while let Some(m) = c.next().await {
                assert_ne!(m["type"], "ack", "{m}");
            }
        }
        assert!(matches!(
            server_a.find(&id).await,
            Err(NotHere::Elsewhere(h)) if h.node == name_b && h.addr.as_deref() == Some(addr_b.as_str())
        ));

        // The clients join again at A, are sent to B, and find every acknowledged action.
        let m = moved(&addr_a, &join(0)).await;
        assert_eq!(m["node"], name_b.as_str());
        let url_b = m["url"].as_str().unwrap().to_string();
        let addr = url_b
            .strip_prefix("ws://")
            .and_then(|u| u.strip_suffix("/ws"))
            .unwrap()
            .to_string();
        assert_eq!(addr, addr_b);
        let max_acked = seats.acks.iter().map(|a| a.2).max().unwrap();
        seats.c = vec![
            Client::seat(&addr, &id, 0, &token(0)).await,
            Client::seat(&addr, &id, 1, &token(1)).await,
        ];
        assert_eq!(seats.c[0].version(), max_acked);
        // The action A refused, sent again to B: taken once.
        seats.send_and_ack(to, &in_flight).await;
        seats.play(6).await;

        // Every acknowledged action is stored once, at its version, by its seat and seq.
        let stored = store_b.read_table(&id).unwrap().unwrap();
        for &(seat, seq, version) in &seats.acks {
            let row = &stored.actions[(version - 1) as usize];
            assert_eq!((row.seat, row.seq), (Some(seat as u8), Some(seq)));
            let times = stored
                .actions
                .iter()
                .filter(|r| r.seat == Some(seat as u8) && r.seq == Some(seq))
                .count();
            assert_eq!(times, 1, "seat {seat} seq {seq}");
        }
        assert_eq!(stored.actions.len() as u64, seats.c[0].version());
        // A, stepped down, takes nothing back.
        assert_eq!(server_a.take_over().await, 0);
        drop((server_a, server_b));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_moves_to_a_live_node_with_every_acknowledged_action() {
    #[cfg(feature = "postgres")]
    if let Ok(url) = std::env::var("RYOIKI_TEST_POSTGRES")
        && !url.is_empty()
    {
        with_postgres::run(&url).await;
        return;
    }
    eprintln!(
        "failover: needs the postgres feature and RYOIKI_TEST_POSTGRES (a PostgreSQL URL): skipped"
    );
}

/// Without a shared store, a join of an unknown table is refused as before (no node
/// is asked, nothing is moved).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_single_node_store_says_no_table() {
    let store = std::sync::Arc::new(ryoiki_server::MemoryStore::new());
    let (addr, _server) = common::start(store, ryoiki_server::Limits::default()).await;
    let mut c = Client::join(
        &addr,
        json!({"type":"join","table":"nosuch","seat":0,"token":"00"}),
    )
    .await;
    let e = c.until("error").await;
    assert!(e.get("moved").is_none(), "{e}");
    assert_eq!(e["error"], "no table 'nosuch'");
}
