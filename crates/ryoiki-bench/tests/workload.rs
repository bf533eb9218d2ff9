//! The churn workload against the reference results of `shared/peers/WORKLOAD.md` §8
//! (SEED = 42), which the hand-written JS, boardgame.io and the Python reference agree on.

use ryoiki_bench::churn::{ChurnRun, DRIVER_SEED_XOR, HAND, encode_view, rand, zone};
use ryoiki_bench::{ChurnReport, Sizes, run};
use ryoiki_core::rng::splitmix64_next;
use ryoiki_core::{Facing, PlayerId};

const TABLE: [(u64, u64, &str); 5] = [
    (0, 0xcbf2_9ce4_8422_2325, "p0:53/7/0/0/0,p1:53/7/0/0/0"),
    (1, 0x5715_312d_89d8_0719, "p0:52/8/0/0/0,p1:53/7/0/0/0"),
    (10, 0xa740_6826_a1b1_e81e, "p0:48/9/0/3/0,p1:50/6/1/3/0"),
    (1000, 0xd867_ef64_abb9_4109, "p0:9/7/0/44/0,p1:0/0/6/54/0"),
    (10000, 0xea64_b872_03ce_67f1, "p0:0/0/1/59/0,p1:0/0/4/56/0"),
];

#[test]
fn checksums_and_sizes_match_the_reference_table() {
    for (k, checksum, sizes) in TABLE {
        let report = run(42, k);
        assert_eq!(report.steps, k);
        assert_eq!(
            report.checksum, checksum,
            "K={k}: got {:016x}",
            report.checksum
        );
        assert_eq!(report.sizes.to_string(), sizes, "K={k}");
    }
}

/// `node src/bench.js --impl=plain --steps=12 --trace=12`, as WORKLOAD.md §8 lists it.
const TRACE: &str = "\
step=1 player=0 action=draw idx=-1 checksum=5715312d89d80719 sizes=p0:52/8/0/0/0,p1:53/7/0/0/0
step=2 player=1 action=play idx=2 checksum=8b268c5ee03228c5 sizes=p0:52/8/0/0/0,p1:53/6/1/0/0
step=3 player=1 action=mill idx=-1 checksum=6038682395e014af sizes=p0:52/8/0/0/0,p1:52/6/1/1/0
step=4 player=0 action=draw idx=-1 checksum=b267aaca5fb447f2 sizes=p0:51/9/0/0/0,p1:52/6/1/1/0
step=5 player=1 action=mill idx=-1 checksum=638de5849db294f3 sizes=p0:51/9/0/0/0,p1:51/6/1/2/0
step=6 player=0 action=mill idx=-1 checksum=5e61cef90a1e4bb0 sizes=p0:50/9/0/1/0,p1:51/6/1/2/0
step=7 player=0 action=mill idx=-1 checksum=6e9f364fbaac74b5 sizes=p0:49/9/0/2/0,p1:51/6/1/2/0
step=8 player=0 action=mill idx=-1 checksum=6bbbbb3919347570 sizes=p0:48/9/0/3/0,p1:51/6/1/2/0
step=9 player=1 action=tap idx=0 checksum=21eb50e6841ec5e3 sizes=p0:48/9/0/3/0,p1:51/6/1/2/0
step=10 player=1 action=mill idx=-1 checksum=a7406826a1b1e81e sizes=p0:48/9/0/3/0,p1:50/6/1/3/0
step=11 player=1 action=play idx=1 checksum=e56f6438a0f96e39 sizes=p0:48/9/0/3/0,p1:50/5/2/3/0
step=12 player=0 action=draw idx=-1 checksum=a63456d3db93cf38 sizes=p0:47/10/0/3/0,p1:50/5/2/3/0
";

#[test]
fn the_first_twelve_steps_match_the_reference_trace() {
    let mut churn = ChurnRun::new(42);
    let mut got = String::new();
    for s in 1..=12 {
        let info = churn.step();
        got += &format!(
            "step={s} player={} action={} idx={} checksum={:016x} sizes={}\n",
            info.player.0,
            info.action.map_or("none", |a| a.name()),
            info.index.map_or(-1, i64::from),
            churn.checksum(),
            churn.sizes()
        );
    }
    assert_eq!(got, TRACE);
}

#[test]
fn splitmix_vectors_of_both_instances() {
    let mut game = 42u64;
    let got: Vec<u64> = (0..3).map(|_| splitmix64_next(&mut game)).collect();
    assert_eq!(
        got,
        [
            0xbdd7_3226_2feb_6e95,
            0x28ef_e333_b266_f103,
            0x4752_6757_130f_9f52
        ]
    );
    let mut driver = 42 ^ DRIVER_SEED_XOR;
    assert_eq!(driver, 0x5555_5555_5555_557f);
    let got: Vec<u64> = (0..3).map(|_| splitmix64_next(&mut driver)).collect();
    assert_eq!(
        got,
        [
            0x3ef3_cff7_5fa3_00d4,
            0xbb03_0f5e_6412_a4b2,
            0x088b_138d_e7d3_4103
        ]
    );
    // rand(1) draws, unlike the engine's bounded draw.
    let mut s = 0u64;
    assert_eq!(rand(&mut s, 1), 0);
    assert_ne!(s, 0);
}

#[test]
fn the_view_after_setup_is_the_informative_example() {
    // WORKLOAD.md §5: viewer 0 right after setup, SEED=42; hand starts p0-c13, p0-c48.
    let churn = ChurnRun::new(42);
    let view = churn.game().view(PlayerId(0));
    let bytes = encode_view(&view, Vec::new());
    // viewer, p0: deck 53, hand 7, 7 hand cards, field 0, graveyard 0, removed 0,
    // p1: deck 53, hand 7 (no cards), 0, 0, 0.
    assert_eq!(bytes.len(), 1 + 2 + 14 + 3 + 2 + 3);
    assert_eq!(&bytes[..7], &[0, 53, 7, 13, 0, 48, 0]);
    assert_eq!(&bytes[17..], &[0, 0, 0, 53, 7, 0, 0, 0]);
    // The opponent's hand shows only its count; the own hand shows every card face down.
    let theirs = view
        .zone(zone(HAND, PlayerId(1)))
        .map(|z| (z.count(), z.cards().count()));
    assert_eq!(theirs, Some((7, 0)));
    let mine = view.zone(zone(HAND, PlayerId(0)));
    assert!(mine.is_some_and(|z| z.cards().all(|c| c.facing() == Facing::FaceDown)));
}

#[test]
fn the_report_line_has_the_workload_format() {
    let report = ChurnReport {
        steps: 100_000,
        seconds: 0.0625,
        checksum: 0xfa06_94fb_97d9_0129,
        sizes: Sizes([[0, 0, 3, 57, 0], [0, 1, 1, 58, 0]]),
    };
    assert_eq!(
        report.line(),
        "impl=ryoiki steps=100000 seconds=0.062 steps_per_s=1600000 \
         checksum=fa0694fb97d90129 sizes=p0:0/0/3/57/0,p1:0/1/1/58/0"
    );
    let zero = run(42, 0);
    assert_eq!(zero.steps_per_second(), 0);
    assert!(zero.line().contains("checksum=cbf29ce484222325"));
    // Leading zeros are kept.
    let small = ChurnReport {
        checksum: 0xab,
        ..report
    };
    assert!(small.line().contains("checksum=00000000000000ab "));
}
