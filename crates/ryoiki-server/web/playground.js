// @ts-check
// The rules playground: a scenario written or pasted in the page, run by the engine
// compiled to WebAssembly (crates/ryoiki-wasm), stepped through with each player's view
// and the rules each event and check cites, in English or Japanese. Nothing leaves the
// page: the module and this script are all it loads.
//
// The messages of the module are typed by playground-types.ts, generated from the Rust
// types (crates/ryoiki-wasm/src/wire.rs); e2e/playground.js checks this file against
// them with `tsc --noEmit`.

import init, { Playground, games } from './playground/pkg/ryoiki_wasm.js';

/** @typedef {import('./playground-types').Loaded} Loaded */
/** @typedef {import('./playground-types').Summary} Summary */
/** @typedef {import('./playground-types').Frame} Frame */
/** @typedef {import('./playground-types').CitedRule} CitedRule */
/** @typedef {import('./playground-types').GameInfo} GameInfo */
/**
 * The parts of a view (docs/protocol.md, the `state` message's `view`) the page shows.
 * The core writes a view by hand from the state, so its type is not generated.
 * @typedef {{ name: string, types: string[] }} Side
 * @typedef {{ handle: string, facing?: string, front?: Side }} CardView
 * @typedef {{ zone: string, player?: number, count: number, cards: CardView[] }} ZoneView
 * @typedef {{ viewer: number, zones: ZoneView[] }} View
 */

/** @typedef {'en' | 'ja'} Lang */

/** The page's own words. */
const WORDS = {
  en: {
    heading: 'ryoiki rules playground',
    language: 'Language',
    scenario: 'Scenario (TOML)',
    run: 'Run',
    back: '◀ Back',
    forward: 'Forward ▶',
    events: 'Events',
    checks: 'Checks',
    viewOf: 'View of',
    json: 'The view as JSON',
    loading: 'Loading the engine…',
    ready: 'Ready: write or paste a scenario and press Run. Games: ',
    passed: 'Passed',
    failed: 'Failed',
    notLoaded: 'The scenario does not load:',
    setup: 'Setup',
    stepOf: (/** @type {number} */ n, /** @type {number} */ of) => `Step ${n} of ${of}`,
    step: (/** @type {string} */ player, /** @type {string} */ summary) => `${player}: ${summary}`,
    noEvents: 'No events.',
    refused: 'Refused: ',
    line: (/** @type {number} */ n) => `line ${n}`,
    ok: 'ok',
    notOk: 'failed',
    hidden: 'a card not seen',
    ranIn: (/** @type {number} */ ms) => ` (ran in ${ms} ms)`,
    engineFailed: 'The engine did not load: ',
  },
  ja: {
    heading: 'ryoiki ルールの遊び場',
    language: '言語',
    scenario: 'シナリオ（TOML）',
    run: '実行',
    back: '◀ 戻る',
    forward: '進む ▶',
    events: 'イベント',
    checks: '確認',
    viewOf: '視点：',
    json: 'ビューのJSON',
    loading: 'エンジンを読み込み中…',
    ready: '準備完了：シナリオを書くか貼り付けて「実行」を押してください。ゲーム：',
    passed: '合格',
    failed: '不合格',
    notLoaded: 'シナリオを読み込めません：',
    setup: '準備',
    stepOf: (/** @type {number} */ n, /** @type {number} */ of) => `ステップ ${n} / ${of}`,
    step: (/** @type {string} */ player, /** @type {string} */ summary) => `${player}：${summary}`,
    noEvents: 'イベントなし。',
    refused: '拒否：',
    line: (/** @type {number} */ n) => `${n}行目`,
    ok: '成立',
    notOk: '不成立',
    hidden: '見えないカード',
    ranIn: (/** @type {number} */ ms) => `（${ms}ミリ秒で実行）`,
    engineFailed: 'エンジンを読み込めません：',
  },
};

/** The file name the scenario's messages give. */
const FILE = 'playground.toml';

/**
 * The element of id `id`.
 * @template {HTMLElement} T
 * @param {string} id
 * @param {new () => T} kind
 * @returns {T}
 */
function byId(id, kind) {
  const el = document.getElementById(id);
  if (!(el instanceof kind)) throw new Error(`the page has no ${kind.name} #${id}`);
  return el;
}

const ui = {
  lang: byId('lang', HTMLSelectElement),
  scenario: byId('scenario', HTMLTextAreaElement),
  run: byId('run', HTMLButtonElement),
  back: byId('back', HTMLButtonElement),
  forward: byId('forward', HTMLButtonElement),
  position: byId('position', HTMLElement),
  status: byId('status', HTMLElement),
  loadProblems: byId('load-problems', HTMLOListElement),
  title: byId('title', HTMLElement),
  step: byId('step', HTMLElement),
  events: byId('events', HTMLOListElement),
  refused: byId('refused', HTMLElement),
  checks: byId('checks', HTMLOListElement),
  problems: byId('problems', HTMLOListElement),
  player: byId('player', HTMLSelectElement),
  view: byId('view', HTMLElement),
  viewJson: byId('view-json', HTMLElement),
};

/** @type {Lang} */
let lang = 'en';
/** @type {Playground | null} */
let playground = null;
/** @type {Summary | null} */
let summary = null;
/** @type {Frame | null} */
let frame = null;

/** @returns {typeof WORDS.en} */
function words() {
  return WORDS[lang];
}

/**
 * A new element with text.
 * @param {string} tag
 * @param {string} text
 * @param {string} [cls]
 */
function el(tag, text, cls) {
  const e = document.createElement(tag);
  e.textContent = text;
  if (cls) e.className = cls;
  return e;
}

/** The page's fixed words in the language chosen. */
function showWords() {
  const w = words();
  document.documentElement.lang = lang;
  for (const [id, text] of /** @type {[string, string][]} */ ([
    ['heading', w.heading], ['lang-label', w.language], ['scenario-label', w.scenario],
    ['run', w.run], ['back', w.back], ['forward', w.forward], ['events-heading', w.events],
    ['checks-heading', w.checks], ['player-label', w.viewOf], ['json-label', w.json],
  ])) {
    byId(id, HTMLElement).textContent = text;
  }
}

/**
 * The rules cited, each as its id with its title (its description on hover).
 * @param {CitedRule[]} rules
 */
function cited(rules) {
  const span = el('span', '', 'rules');
  for (const r of rules) {
    const s = el('span', r.title ? `${r.id} ${r.title}` : r.id, 'rule');
    s.dataset.rule = r.id;
    if (r.description) s.title = r.description;
    span.append(s);
  }
  return span;
}

/**
 * Runs the scenario in the text area, then shows frame `at` (the setup if absent).
 * @param {number} [at]
 */
function run(at = 0) {
  if (!playground) return;
  const started = performance.now();
  /** @type {Loaded} */
  const loaded = JSON.parse(playground.load(FILE, ui.scenario.value, lang));
  const ms = Math.round(performance.now() - started);
  ui.status.dataset.ms = String(ms);
  ui.loadProblems.replaceChildren();
  if (loaded.kind === 'failed') {
    summary = null;
    frame = null;
    ui.status.textContent = words().notLoaded;
    ui.status.className = 'failed';
    for (const p of loaded.problems) {
      const li = el('li', `${p.file}:${p.line}:${p.column}: ${p.message}`);
      li.dataset.line = String(p.line);
      li.dataset.column = String(p.column);
      ui.loadProblems.append(li);
    }
    showFrame();
    return;
  }
  summary = loaded;
  ui.status.textContent = (loaded.passed ? words().passed : words().failed) + words().ranIn(ms);
  ui.status.className = loaded.passed ? 'passed' : 'failed';
  for (const f of loaded.failures) ui.loadProblems.append(el('li', f));
  const chosen = ui.player.value;
  ui.player.replaceChildren(...loaded.players.map((p) => el('option', p)));
  if (loaded.players.includes(chosen)) ui.player.value = chosen;
  playground.go(Math.min(at, loaded.frames - 1));
  showFrame();
}

/** Shows the frame the module is at (or nothing when no scenario is loaded). */
function showFrame() {
  const w = words();
  frame = summary && playground ? JSON.parse(playground.frame()) : null;
  ui.back.disabled = !frame || frame.index === 0;
  ui.forward.disabled = !frame || !summary || frame.index + 1 >= summary.frames;
  for (const list of [ui.events, ui.checks, ui.problems]) list.replaceChildren();
  ui.view.replaceChildren();
  ui.viewJson.textContent = '';
  ui.refused.hidden = true;
  if (!frame || !summary) {
    ui.title.textContent = '';
    ui.step.textContent = '';
    ui.position.textContent = '';
    return;
  }
  ui.title.textContent = `${summary.title} (${summary.game})`;
  ui.position.textContent = frame.index === 0 ? w.setup : w.stepOf(frame.index, summary.frames - 1);
  ui.position.dataset.index = String(frame.index);
  ui.step.textContent = frame.step ? w.step(frame.step.player, frame.step.summary) : w.setup;
  if (frame.step?.note) ui.step.append(el('span', ` — ${frame.step.note}`, 'note'));
  if (frame.events.length === 0) ui.events.append(el('li', w.noEvents, 'none'));
  for (const e of frame.events) {
    const li = el('li', e.text);
    li.append(cited(e.rules));
    ui.events.append(li);
  }
  if (frame.refused) {
    ui.refused.hidden = false;
    ui.refused.textContent = w.refused + frame.refused;
  }
  for (const c of frame.checks) {
    const li = el('li', `${w.line(c.line)}: ${c.passed ? w.ok : w.notOk} `, c.passed ? 'passed' : 'failed');
    li.append(cited(c.rules));
    for (const f of c.failures) li.append(el('div', f, 'failure'));
    ui.checks.append(li);
  }
  for (const p of frame.problems) ui.problems.append(el('li', p, 'failed'));
  showView();
}

/** The chosen player's view of the frame: each zone with the cards it shows. */
function showView() {
  ui.view.replaceChildren();
  const pv = frame?.views.find((v) => v.player === ui.player.value);
  if (!pv || !summary) return;
  const view = /** @type {View} */ (pv.view);
  ui.viewJson.textContent = JSON.stringify(view, null, 2);
  ui.view.dataset.viewer = String(view.viewer);
  for (const z of view.zones) {
    const owner = z.player === undefined ? '' : `${summary.players[z.player] ?? z.player}:`;
    const box = el('div', '', 'zone');
    box.dataset.zone = `${owner}${z.zone}`;
    box.append(el('h4', `${owner}${z.zone} (${z.count})`));
    const cards = el('ul', '', 'cards');
    for (const c of z.cards) {
      const li = el('li', c.front ? c.front.name : words().hidden, c.front ? 'card' : 'card unseen');
      li.dataset.handle = c.handle;
      if (c.front) li.title = c.front.types.join(' ');
      cards.append(li);
    }
    box.append(cards);
    ui.view.append(box);
  }
}

ui.run.addEventListener('click', () => run());
ui.back.addEventListener('click', () => { if (playground?.back()) showFrame(); });
ui.forward.addEventListener('click', () => { if (playground?.forward()) showFrame(); });
ui.player.addEventListener('change', showView);
ui.lang.addEventListener('change', () => {
  lang = ui.lang.value === 'ja' ? 'ja' : 'en';
  showWords();
  // The same scenario again, in the other language, at the same frame.
  if (summary) run(frame?.index ?? 0); else ready();
});

/** The engine's greeting: the games it knows, in the language chosen. */
function ready() {
  /** @type {GameInfo[]} */
  const list = JSON.parse(games(lang));
  ui.status.textContent = words().ready + list.map((g) => g.name).join(', ');
  ui.status.className = '';
}

showWords();
init().then(() => {
  playground = new Playground();
  ui.run.disabled = false;
  document.body.dataset.engine = 'ready';
  ready();
}, (/** @type {unknown} */ e) => {
  ui.status.textContent = words().engineFailed + String(e);
  ui.status.className = 'failed';
  document.body.dataset.engine = 'failed';
});
