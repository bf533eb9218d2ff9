//! Accepting connections: how many at once, and how long one may take to say what it
//! wants, so that no client can hold the server's sockets.
//!
//! Each TCP connection holds a permit of [`Limits::max_connections`] while it speaks
//! HTTP; a connection over the limit is closed at once, before anything is read. Its
//! request headers must arrive within [`Limits::header_timeout`], and so must the next
//! request's on a kept-alive connection: an idle or slow-writing (slowloris) socket is
//! closed when that time runs out. A connection that upgrades to a WebSocket gives its
//! permit back and is bounded from then on by the WebSocket's own limits (a join
//! within [`Limits::join_timeout`], [`Limits::max_unjoined`] upgrades waiting for their
//! join, [`Limits::max_spectators_per_table`] and [`Limits::max_conns_per_seat`] per table).
//! Each request carries its connection's peer address ([`crate::quota::ClientAddr`]).

use crate::server::{Limits, Server};
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use std::sync::Arc;
use std::time::Duration;
use tokio::net::TcpListener;
use tokio::sync::Semaphore;

/// Serves `router` on `listener` under `limits` until the process ends.
///
/// # Errors
/// Never in practice: an error accepting one connection (a descriptor limit reached,
/// say) is waited out, not returned.
pub async fn accept_loop(
    listener: TcpListener,
    router: axum::Router,
    limits: &Limits,
) -> std::io::Result<()> {
    let permits = Arc::new(Semaphore::new(limits.max_connections));
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(limits.header_timeout);
    loop {
        let (stream, peer) = match listener.accept().await {
            Ok(accepted) => accepted,
            Err(_) => {
                // Out of descriptors, most likely: connections close as their time runs
                // out, so wait a moment rather than spin.
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        let Ok(permit) = permits.clone().try_acquire_owned() else {
            drop(stream);
            continue;
        };
        // Each request knows its client's address (tables per client, `crate::quota`).
        let routes = router
            .clone()
            .layer(axum::Extension(crate::quota::ClientAddr(peer.ip())));
        let service = TowerToHyperService::new(routes);
        let connection = http
            .serve_connection(TokioIo::new(stream), service)
            .with_upgrades();
        tokio::spawn(async move {
            let _ = connection.await;
            drop(permit);
        });
    }
}

/// Serves `server` on `listener` until the process ends (see the module's limits).
///
/// # Errors
/// As [`accept_loop`].
pub async fn serve(listener: TcpListener, server: Arc<Server>) -> std::io::Result<()> {
    let limits = server.limits.clone();
    accept_loop(listener, crate::http::router(server), &limits).await
}
