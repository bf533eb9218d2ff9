// ryoiki's replay page (/replays): the finished games of this server, and one of them
// played back frame by frame (the setup, then one frame per action) as a seat (with its
// token), as a spectator, or as a judge (with the operator's judge token). A seat's link
// works here too: /replays#table=ID&seat=N&token=T. The frames come from
// GET /api/replays/ID?viewer=…&from=…&count=… in pages; a token travels only in the
// Authorization header, never in a URL sent to the server.
'use strict';

const WORDS = {
  en: {
    title: 'ryoiki replays', tables: 'Tables', finished: 'Finished games',
    none: 'No game has finished on this server yet.', open: 'Replay',
    actions: (n) => `${n} actions`, replayOf: (id, game) => `Table ${id} (${game})`,
    viewer: 'Replay as', token: 'Token', show: 'Show', spectator: 'Spectator (public only)',
    seat: (n, name) => `Seat ${n}: ${name}`, judge: 'Judge (everything)',
    first: '« First', back: '◀ Back', forward: 'Forward ▶', last: 'Last »', frame: 'Frame',
    where: (i, total, v) => `Frame ${i} of ${total - 1} (version ${v})`,
    setup: 'The setup', step: (by) => (by === null ? 'An action of the game' : `Seat ${by} acted`),
    events: 'Events', noEvents: 'Nothing to tell at this step.', view: 'What this viewer saw',
    judgeLog: 'Judge\'s log', seatPanel: (n, name) => `Seat ${n}: ${name}`,
    cards: (n) => `${n} cards`, unseen: (n) => `${n} unseen`, faceDown: 'face down',
    held: 'Held aside', publicState: 'Public state', pending: 'Pending decision', lang: '日本語',
    failed: (e) => `Cannot load: ${e}`, rules: 'rules',
  },
  ja: {
    title: 'ryoiki リプレイ', tables: '卓', finished: '終わった対戦',
    none: 'このサーバーで終わった対戦はまだありません。', open: 'リプレイ',
    actions: (n) => `${n}手`, replayOf: (id, game) => `卓${id}（${game}）`,
    viewer: '視点', token: 'トークン', show: '表示', spectator: '観戦者（公開情報のみ）',
    seat: (n, name) => `席${n}：${name}`, judge: 'ジャッジ（すべて）',
    first: '« 最初', back: '◀ 戻る', forward: '進む ▶', last: '最後 »', frame: 'コマ',
    where: (i, total, v) => `コマ${i}／${total - 1}（版${v}）`,
    setup: '準備', step: (by) => (by === null ? 'ゲームの処理' : `席${by}の行動`),
    events: '出来事', noEvents: 'この手で伝えられたことはありません。', view: 'この視点から見えたもの',
    judgeLog: 'ジャッジの記録', seatPanel: (n, name) => `席${n}：${name}`,
    cards: (n) => `${n}枚`, unseen: (n) => `見えない${n}枚`, faceDown: '裏向き',
    held: '脇に置かれたカード', publicState: '公開の状態', pending: '保留中の決定', lang: 'English',
    failed: (e) => `読み込めません：${e}`, rules: 'ルール',
  },
};

const PAGE_SIZE = 50;
const state = {
  lang: localStorage.getItem('ryoiki-lang') === 'ja' ? 'ja' : 'en',
  tables: [],
  table: null, // the table's summary
  viewer: 'spectator',
  token: '',
  total: 0,
  at: 0,
  frames: new Map(),
  meta: null,
};

const $ = (id) => document.getElementById(id);
const t = (key, ...args) => {
  const w = WORDS[state.lang][key];
  return typeof w === 'function' ? w(...args) : w;
};

/** An element with attributes, text and children; text is always set as text. */
function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'text') e.textContent = v;
    else if (k === 'class') e.className = v;
    else e.setAttribute(k, v);
  }
  for (const c of children) if (c) e.append(c);
  return e;
}

/** The page's fixed words in the chosen language. */
function words() {
  document.documentElement.lang = state.lang;
  document.title = t('title');
  $('title').textContent = t('title');
  $('home').textContent = t('tables');
  $('lang').textContent = t('lang');
  $('finished-title').textContent = t('finished');
  $('viewer-label').textContent = t('viewer');
  $('token-label').textContent = t('token');
  $('load').textContent = t('show');
  for (const k of ['first', 'back', 'forward', 'last']) $(k).textContent = t(k);
  $('jump-label').textContent = t('frame');
}

async function loadTables() {
  const r = await fetch('/api/replays');
  state.tables = r.ok ? await r.json() : [];
  drawTables();
}

function drawTables() {
  const list = $('tables');
  list.replaceChildren();
  $('finished-empty').hidden = state.tables.length > 0;
  $('finished-empty').textContent = t('none');
  for (const tb of state.tables) {
    const open = el('button', { type: 'button', 'data-table': tb.id, text: t('open') });
    open.addEventListener('click', () => choose(tb.id, 'spectator', ''));
    list.append(el('li', {},
      el('strong', { text: tb.id }),
      el('span', { text: tb.game + (tb.variant ? ` / ${tb.variant}` : '') }),
      el('span', { text: tb.players.join(' · ') }),
      el('span', { text: t('actions', tb.version) }),
      open));
  }
}

/** Opens table `id` in the player, as `viewer` with `token`. */
function choose(id, viewer, token) {
  state.table = state.tables.find((x) => x.id === id) || { id, game: '', players: [] };
  state.viewer = viewer;
  state.token = token;
  $('player').hidden = false;
  drawWho();
  load();
}

/** The viewer choice: spectator, each seat, judge. */
function drawWho() {
  const tb = state.table;
  $('player-title').textContent = t('replayOf', tb.id, tb.game || '?');
  const sel = $('viewer');
  const options = [['spectator', t('spectator')]];
  const players = (state.meta && state.meta.table === tb.id) ? state.meta.players : tb.players;
  players.forEach((name, i) => options.push([String(i), t('seat', i, name)]));
  options.push(['judge', t('judge')]);
  sel.replaceChildren(...options.map(([v, label]) => el('option', { value: v, text: label })));
  sel.value = state.viewer;
  $('token').value = state.token;
  $('token').disabled = state.viewer === 'spectator';
}

/** Fetches the page of frames holding frame `i` (from the start of its page). */
async function fetchPage(i) {
  const from = Math.floor(i / PAGE_SIZE) * PAGE_SIZE;
  const url = `/api/replays/${encodeURIComponent(state.table.id)}?viewer=${encodeURIComponent(state.viewer)}&from=${from}&count=${PAGE_SIZE}`;
  const headers = state.token ? { Authorization: `Bearer ${state.token}` } : {};
  const r = await fetch(url, { headers });
  const body = await r.json().catch(() => ({}));
  if (!r.ok) throw new Error((state.lang === 'ja' ? body.error_ja : body.error) || `HTTP ${r.status}`);
  state.meta = body;
  state.total = body.total;
  body.frames.forEach((f) => state.frames.set(f.frame, f));
}

async function load() {
  state.frames = new Map();
  state.meta = null;
  state.at = 0;
  $('error').hidden = true;
  $('frame').replaceChildren();
  $('controls').hidden = true;
  try {
    await fetchPage(0);
  } catch (e) {
    $('error').textContent = t('failed', e.message);
    $('error').hidden = false;
    return;
  }
  drawWho();
  $('controls').hidden = false;
  $('jump').max = String(state.total - 1);
  await go(0);
}

/** Shows frame `i`, fetching its page if needed. */
async function go(i) {
  i = Math.max(0, Math.min(state.total - 1, i));
  if (!state.frames.has(i)) {
    try {
      await fetchPage(i);
    } catch (e) {
      $('error').textContent = t('failed', e.message);
      $('error').hidden = false;
      return;
    }
  }
  state.at = i;
  drawFrame();
}

function drawFrame() {
  const f = state.frames.get(state.at);
  if (!f) return;
  $('first').disabled = $('back').disabled = state.at === 0;
  $('forward').disabled = $('last').disabled = state.at >= state.total - 1;
  $('jump').value = String(state.at);
  $('where').textContent = t('where', state.at, state.total, f.version);
  const box = $('frame');
  box.className = `frame ${state.meta.viewer}`;
  box.dataset.frame = String(f.frame);
  const heading = el('p', { class: 'step', text: f.frame === 0 ? t('setup') : t('step', f.by) });
  if (state.meta.viewer === 'judge') {
    const log = el('section', { class: 'panel', 'data-part': 'log' }, el('h3', { text: t('judgeLog') }), eventList(f.log));
    const seats = f.seats.map((s) => el('section', { class: 'panel', 'data-seat': String(s.seat) },
      el('h3', { text: t('seatPanel', s.seat, state.meta.players[s.seat] || '') }),
      el('h4', { text: t('events') }), eventList(s.events),
      el('h4', { text: t('view') }), viewOf(s.view)));
    box.replaceChildren(heading, log, ...seats);
  } else {
    box.replaceChildren(heading,
      el('section', { class: 'panel', 'data-part': 'events' }, el('h3', { text: t('events') }), eventList(f.events)),
      el('section', { class: 'panel', 'data-part': 'view' }, el('h3', { text: t('view') }), viewOf(f.view)));
  }
}

/** Events in the chosen language, each with the rule ids it cites. */
function eventList(events) {
  if (!events || events.length === 0) return el('p', { class: 'none', text: t('noEvents') });
  return el('ol', { class: 'events' }, ...events.map((e) => {
    const li = el('li', { text: state.lang === 'ja' ? e.ja : e.en });
    for (const r of e.rules || []) li.append(el('span', { class: 'rule', title: t('rules'), text: r }));
    return li;
  }));
}

/** A view: each zone with its count and the cards the viewer may see; the rest as JSON. */
function viewOf(view) {
  const zones = el('div', { class: 'zones' });
  for (const z of view.zones || []) {
    const owner = z.player === null || z.player === undefined ? '' : ` (${view.players[z.player] ?? z.player})`;
    const seen = (z.cards || []).length;
    const title = `${z.zone}${owner}: ${t('cards', z.count)}${z.count > seen ? `, ${t('unseen', z.count - seen)}` : ''}`;
    const items = (z.cards || []).map((c) => el('li', {},
      c.front ? document.createTextNode(c.front.name) : el('span', { class: 'back', text: t('faceDown') }),
      c.front && c.facing === 'face-down' ? el('span', { class: 'back', text: ` (${t('faceDown')})` }) : null));
    zones.append(el('div', { class: 'zone', 'data-zone': z.zone, 'data-player': String(z.player ?? '') },
      el('h4', { text: title }), items.length ? el('ul', {}, ...items) : null));
  }
  const out = el('div', {}, zones);
  if (view.held && view.held.length) {
    out.append(el('h4', { text: t('held') }), el('ul', {}, ...view.held.map((h) =>
      el('li', { text: h.front ? h.front.name : t('faceDown') }))));
  }
  for (const [key, label] of [['pending', 'pending'], ['public', 'publicState']]) {
    if (view[key]) {
      out.append(el('details', {}, el('summary', { text: t(label) }), el('pre', { text: JSON.stringify(view[key], null, 1) })));
    }
  }
  return out;
}

function wire() {
  $('lang').addEventListener('click', () => {
    state.lang = state.lang === 'en' ? 'ja' : 'en';
    localStorage.setItem('ryoiki-lang', state.lang);
    words();
    drawTables();
    if (state.table) drawWho();
    if (state.meta) drawFrame();
  });
  $('viewer').addEventListener('change', () => {
    $('token').disabled = $('viewer').value === 'spectator';
  });
  $('who').addEventListener('submit', (ev) => {
    ev.preventDefault();
    state.viewer = $('viewer').value;
    state.token = state.viewer === 'spectator' ? '' : $('token').value.trim();
    load();
  });
  $('first').addEventListener('click', () => go(0));
  $('back').addEventListener('click', () => go(state.at - 1));
  $('forward').addEventListener('click', () => go(state.at + 1));
  $('last').addEventListener('click', () => go(state.total - 1));
  $('jump').addEventListener('input', () => go(Number($('jump').value)));
  document.addEventListener('keydown', (ev) => {
    if ($('controls').hidden || ['INPUT', 'SELECT', 'TEXTAREA'].includes(ev.target.tagName)) return;
    const to = { ArrowLeft: state.at - 1, ArrowRight: state.at + 1, Home: 0, End: state.total - 1 }[ev.key];
    if (to !== undefined) {
      ev.preventDefault();
      go(to);
    }
  });
}

async function start() {
  words();
  wire();
  await loadTables();
  // A seat's link (#table=ID&seat=N&token=T) or #table=ID&viewer=judge opens that replay;
  // a private table's invite link (#table=ID&invite=T) opens its spectator's replay.
  const p = new URLSearchParams(location.hash.replace(/^#/, ''));
  if (p.get('table')) {
    const viewer = p.get('viewer') || (p.get('seat') !== null ? p.get('seat') : 'spectator');
    choose(p.get('table'), viewer, p.get('token') || p.get('invite') || '');
  }
}

start();
