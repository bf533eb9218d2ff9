//! A page's file as the server sends it: its type, never cached without asking, never
//! sniffed, no referrer.

use axum::http::header;
use axum::response::{IntoResponse, Response};

/// `body` sent as `kind`, with the headers every embedded page file carries.
pub(crate) fn asset(kind: &'static str, body: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, kind),
            (header::CACHE_CONTROL, "no-cache"),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
            (header::REFERRER_POLICY, "no-referrer"),
        ],
        body,
    )
        .into_response()
}
