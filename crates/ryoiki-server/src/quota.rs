//! Tables per client: how many tables one network address may create, so that one
//! client cannot fill the server's table limit ([`Limits::max_tables`]) for everyone.
//!
//! Each address has a bucket of [`Limits::tables_per_client_burst`] tables, refilled at
//! [`Limits::tables_per_client_per_hour`]; creating a table takes one, and a request
//! that finds the bucket empty is refused (`429 Too Many Requests`, with the seconds to
//! wait in `Retry-After`). An IPv6 client is counted by its /64 network, the block one
//! host is usually given, so that a host cannot dodge the limit by changing addresses
//! inside it; an IPv4 client by its address. Behind a reverse proxy every client has
//! the proxy's address: give such a server higher limits (docs/guarantees.md).
//!
//! The buckets live in memory: a restart gives every client a full bucket. Buckets
//! that have refilled are forgotten once there are many, so the table of buckets stays
//! small however many addresses come by.
//!
//! [`Limits::max_tables`]: crate::Limits::max_tables
//! [`Limits::tables_per_client_burst`]: crate::Limits::tables_per_client_burst
//! [`Limits::tables_per_client_per_hour`]: crate::Limits::tables_per_client_per_hour

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::Instant;

/// A connection's peer address, put into each request's extensions by the accept loop
/// ([`crate::listen`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClientAddr(pub IpAddr);

/// Who a bucket belongs to: an IPv4 address, or an IPv6 /64 network.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Client {
    V4([u8; 4]),
    V6([u8; 8]),
}

impl Client {
    fn of(addr: IpAddr) -> Client {
        match addr {
            IpAddr::V4(a) => Client::V4(a.octets()),
            IpAddr::V6(a) => match a.to_ipv4_mapped() {
                Some(v4) => Client::V4(v4.octets()),
                None => {
                    let o = a.octets();
                    Client::V6([o[0], o[1], o[2], o[3], o[4], o[5], o[6], o[7]])
                }
            },
        }
    }
}

/// One client's bucket: the tables it may still create, as of `at`.
#[derive(Clone, Copy, Debug)]
struct Bucket {
    tables: f64,
    at: Instant,
}

/// How many buckets are kept before the refilled ones are forgotten.
const PRUNE_AT: usize = 4096;

/// The tables-per-client buckets of a server.
#[derive(Debug)]
pub struct ClientQuota {
    burst: f64,
    per_second: f64,
    buckets: Mutex<HashMap<Client, Bucket>>,
}

/// A refused creation: how long until the client may create a table again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QuotaSpent {
    /// The wait, rounded up to whole seconds (at least one).
    pub retry_after_secs: u64,
}

impl ClientQuota {
    /// Buckets of `burst` tables refilled at `per_hour` tables an hour. A `burst` of 0
    /// refuses every creation.
    pub fn new(burst: u32, per_hour: u32) -> ClientQuota {
        ClientQuota {
            burst: f64::from(burst),
            per_second: f64::from(per_hour) / 3600.0,
            buckets: Mutex::new(HashMap::new()),
        }
    }

    /// Takes one table from `addr`'s bucket at `now`, or says how long to wait.
    ///
    /// # Errors
    /// [`QuotaSpent`] when the bucket holds less than one table.
    pub fn take(&self, addr: IpAddr, now: Instant) -> Result<(), QuotaSpent> {
        let mut buckets = self.buckets.lock().unwrap_or_else(|p| p.into_inner());
        if buckets.len() >= PRUNE_AT {
            let (burst, rate) = (self.burst, self.per_second);
            buckets.retain(|_, b| refilled(b, burst, rate, now) < burst);
        }
        let burst = self.burst;
        let bucket = buckets.entry(Client::of(addr)).or_insert(Bucket {
            tables: burst,
            at: now,
        });
        bucket.tables = refilled(bucket, self.burst, self.per_second, now);
        bucket.at = now;
        if bucket.tables >= 1.0 {
            bucket.tables -= 1.0;
            return Ok(());
        }
        let wait = if self.per_second > 0.0 && self.burst >= 1.0 {
            (1.0 - bucket.tables) / self.per_second
        } else {
            // Never refilled: say an hour, the unit the limit is given in.
            3600.0
        };
        // Whole seconds, rounded up, so that a client that waits that long succeeds.
        Err(QuotaSpent {
            retry_after_secs: wait.clamp(1.0, 86_400.0).ceil() as u64,
        })
    }
}

/// What `b` holds at `now`, refilled since it was last taken from, at most `burst`.
fn refilled(b: &Bucket, burst: f64, per_second: f64, now: Instant) -> f64 {
    let secs = now.saturating_duration_since(b.at).as_secs_f64();
    (b.tables + secs * per_second).min(burst)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::{Ipv4Addr, Ipv6Addr};
    use std::time::Duration;

    fn v4(last: u8) -> IpAddr {
        IpAddr::V4(Ipv4Addr::new(192, 0, 2, last))
    }

    #[test]
    fn a_burst_then_refusal_then_refill_at_the_rate() {
        let q = ClientQuota::new(3, 3600); // one a second
        let t0 = Instant::now();
        for _ in 0..3 {
            assert_eq!(q.take(v4(1), t0), Ok(()));
        }
        assert_eq!(
            q.take(v4(1), t0),
            Err(QuotaSpent {
                retry_after_secs: 1
            })
        );
        // Another address has its own bucket.
        assert_eq!(q.take(v4(2), t0), Ok(()));
        // A second later, one more; not two.
        let t1 = t0 + Duration::from_secs(1);
        assert_eq!(q.take(v4(1), t1), Ok(()));
        assert!(q.take(v4(1), t1).is_err());
    }

    #[test]
    fn the_wait_is_the_time_to_refill_one_table() {
        let q = ClientQuota::new(1, 60); // one a minute
        let t0 = Instant::now();
        assert_eq!(q.take(v4(1), t0), Ok(()));
        let t = t0 + Duration::from_secs(15);
        assert_eq!(
            q.take(v4(1), t),
            Err(QuotaSpent {
                retry_after_secs: 45
            })
        );
    }

    #[test]
    fn an_ipv6_network_is_one_client_and_a_mapped_ipv4_is_its_address() {
        let q = ClientQuota::new(1, 0);
        let t = Instant::now();
        let a = IpAddr::V6(Ipv6Addr::new(0x2001, 0xdb8, 1, 2, 0, 0, 0, 1));
        let b = IpAddr::V6(Ipv6Addr::new(0x2001, 0xdb8, 1, 2, 9, 9, 9, 9));
        let other = IpAddr::V6(Ipv6Addr::new(0x2001, 0xdb8, 1, 3, 0, 0, 0, 1));
        assert_eq!(q.take(a, t), Ok(()));
        assert!(q.take(b, t).is_err(), "the same /64");
        assert_eq!(q.take(other, t), Ok(()));
        let mapped = IpAddr::V6(Ipv4Addr::new(192, 0, 2, 7).to_ipv6_mapped());
        assert_eq!(q.take(mapped, t), Ok(()));
        assert!(
            q.take(v4(7), t).is_err(),
            "the mapped address is the same client"
        );
    }

    #[test]
    fn a_burst_of_zero_refuses_everything() {
        let q = ClientQuota::new(0, 100);
        assert!(q.take(v4(1), Instant::now()).is_err());
    }

    #[test]
    fn refilled_buckets_are_forgotten_when_there_are_many() {
        let q = ClientQuota::new(2, 3600);
        let t0 = Instant::now();
        for i in 0..PRUNE_AT as u32 {
            let ip = IpAddr::V4(Ipv4Addr::from(0x0a00_0000 + i));
            q.take(ip, t0).unwrap();
        }
        assert_eq!(q.buckets.lock().unwrap().len(), PRUNE_AT);
        // Each bucket has refilled after a second; the next take prunes them all.
        q.take(v4(1), t0 + Duration::from_secs(2)).unwrap();
        assert_eq!(q.buckets.lock().unwrap().len(), 1);
    }
}
