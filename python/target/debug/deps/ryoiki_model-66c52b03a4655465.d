/work/main/python/target/debug/deps/ryoiki_model-66c52b03a4655465.d: /work/main/crates/ryoiki-model/src/lib.rs /work/main/crates/ryoiki-model/src/action.rs /work/main/crates/ryoiki-model/src/batch.rs /work/main/crates/ryoiki-model/src/card.rs /work/main/crates/ryoiki-model/src/cause.rs /work/main/crates/ryoiki-model/src/change.rs /work/main/crates/ryoiki-model/src/characteristics.rs /work/main/crates/ryoiki-model/src/custom.rs /work/main/crates/ryoiki-model/src/decision.rs /work/main/crates/ryoiki-model/src/derived.rs /work/main/crates/ryoiki-model/src/duration.rs /work/main/crates/ryoiki-model/src/effect.rs /work/main/crates/ryoiki-model/src/error/mod.rs /work/main/crates/ryoiki-model/src/error/render.rs /work/main/crates/ryoiki-model/src/event.rs /work/main/crates/ryoiki-model/src/ids.rs /work/main/crates/ryoiki-model/src/key.rs /work/main/crates/ryoiki-model/src/last_known.rs /work/main/crates/ryoiki-model/src/messages.rs /work/main/crates/ryoiki-model/src/names.rs /work/main/crates/ryoiki-model/src/placement.rs /work/main/crates/ryoiki-model/src/process.rs /work/main/crates/ryoiki-model/src/registry.rs /work/main/crates/ryoiki-model/src/replace.rs /work/main/crates/ryoiki-model/src/rng.rs /work/main/crates/ryoiki-model/src/ruleset.rs /work/main/crates/ryoiki-model/src/setup.rs /work/main/crates/ryoiki-model/src/state.rs /work/main/crates/ryoiki-model/src/task.rs /work/main/crates/ryoiki-model/src/typed.rs /work/main/crates/ryoiki-model/src/words.rs /work/main/crates/ryoiki-model/src/zone.rs /work/main/crates/ryoiki-model/src/../messages/en.ftl /work/main/crates/ryoiki-model/src/../messages/ja.ftl

/work/main/python/target/debug/deps/libryoiki_model-66c52b03a4655465.rmeta: /work/main/crates/ryoiki-model/src/lib.rs /work/main/crates/ryoiki-model/src/action.rs /work/main/crates/ryoiki-model/src/batch.rs /work/main/crates/ryoiki-model/src/card.rs /work/main/crates/ryoiki-model/src/cause.rs /work/main/crates/ryoiki-model/src/change.rs /work/main/crates/ryoiki-model/src/characteristics.rs /work/main/crates/ryoiki-model/src/custom.rs /work/main/crates/ryoiki-model/src/decision.rs /work/main/crates/ryoiki-model/src/derived.rs /work/main/crates/ryoiki-model/src/duration.rs /work/main/crates/ryoiki-model/src/effect.rs /work/main/crates/ryoiki-model/src/error/mod.rs /work/main/crates/ryoiki-model/src/error/render.rs /work/main/crates/ryoiki-model/src/event.rs /work/main/crates/ryoiki-model/src/ids.rs /work/main/crates/ryoiki-model/src/key.rs /work/main/crates/ryoiki-model/src/last_known.rs /work/main/crates/ryoiki-model/src/messages.rs /work/main/crates/ryoiki-model/src/names.rs /work/main/crates/ryoiki-model/src/placement.rs /work/main/crates/ryoiki-model/src/process.rs /work/main/crates/ryoiki-model/src/registry.rs /work/main/crates/ryoiki-model/src/replace.rs /work/main/crates/ryoiki-model/src/rng.rs /work/main/crates/ryoiki-model/src/ruleset.rs /work/main/crates/ryoiki-model/src/setup.rs /work/main/crates/ryoiki-model/src/state.rs /work/main/crates/ryoiki-model/src/task.rs /work/main/crates/ryoiki-model/src/typed.rs /work/main/crates/ryoiki-model/src/words.rs /work/main/crates/ryoiki-model/src/zone.rs /work/main/crates/ryoiki-model/src/../messages/en.ftl /work/main/crates/ryoiki-model/src/../messages/ja.ftl

/work/main/crates/ryoiki-model/src/lib.rs:
/work/main/crates/ryoiki-model/src/action.rs:
/work/main/crates/ryoiki-model/src/batch.rs:
/work/main/crates/ryoiki-model/src/card.rs:
/work/main/crates/ryoiki-model/src/cause.rs:
/work/main/crates/ryoiki-model/src/change.rs:
/work/main/crates/ryoiki-model/src/characteristics.rs:
/work/main/crates/ryoiki-model/src/custom.rs:
/work/main/crates/ryoiki-model/src/decision.rs:
/work/main/crates/ryoiki-model/src/derived.rs:
/work/main/crates/ryoiki-model/src/duration.rs:
/work/main/crates/ryoiki-model/src/effect.rs:
/work/main/crates/ryoiki-model/src/error/mod.rs:
/work/main/crates/ryoiki-model/src/error/render.rs:
/work/main/crates/ryoiki-model/src/event.rs:
/work/main/crates/ryoiki-model/src/ids.rs:
/work/main/crates/ryoiki-model/src/key.rs:
/work/main/crates/ryoiki-model/src/last_known.rs:
/work/main/crates/ryoiki-model/src/messages.rs:
/work/main/crates/ryoiki-model/src/names.rs:
/work/main/crates/ryoiki-model/src/placement.rs:
/work/main/crates/ryoiki-model/src/process.rs:
/work/main/crates/ryoiki-model/src/registry.rs:
/work/main/crates/ryoiki-model/src/replace.rs:
/work/main/crates/ryoiki-model/src/rng.rs:
/work/main/crates/ryoiki-model/src/ruleset.rs:
/work/main/crates/ryoiki-model/src/setup.rs:
/work/main/crates/ryoiki-model/src/state.rs:
/work/main/crates/ryoiki-model/src/task.rs:
/work/main/crates/ryoiki-model/src/typed.rs:
/work/main/crates/ryoiki-model/src/words.rs:
/work/main/crates/ryoiki-model/src/zone.rs:
/work/main/crates/ryoiki-model/src/../messages/en.ftl:
/work/main/crates/ryoiki-model/src/../messages/ja.ftl:
