// @ts-check
// ryoiki's browser table: a lobby (/) and a seat or spectator page (/#table=ID&seat=N&token=T).
// It shows only what the server's messages carry (the seat's view, its events and its
// listed actions) and sends only listed actions, by their index (`pick`). The wire
// protocol is docs/protocol.md ("The table"); this page is described under "The browser
// table". Plain JavaScript, no build step, no framework.
'use strict';

// The protocol's messages are typed by protocol-types.ts, generated from the server's
// Rust types; e2e/axe.js checks this file against them with `tsc --checkJs --noEmit`.
/** @typedef {import('./protocol-types').ServerMessage} ServerMessage */
/** @typedef {import('./protocol-types').View} View */
/** @typedef {import('./protocol-types').Zone} Zone */
/** @typedef {import('./protocol-types').Card} Card */
/** @typedef {import('./protocol-types').Side} Side */
/** @typedef {import('./protocol-types').SeatAction} SeatAction */
/** @typedef {import('./protocol-types').ChatLine} ChatLine */

// ---------------------------------------------------------------------------------------
// The page's own words, English and Japanese (events bring their own `en` and `ja`).

const STRINGS = {
  en: {
    title: 'ryoiki table',
    lang: '日本語',
    langLabel: 'Show the table in Japanese',
    lobby: 'Tables',
    noTables: 'No tables yet.',
    newTable: 'New table',
    game: 'Game',
    variant: 'Variant',
    create: 'Create table',
    withBot: 'Seat 1 is played by a random bot',
    created: 'Table created. Each seat link carries that seat\'s secret token: give it only to that player.',
    seatLink: 'Seat {n} ({name})',
    botSeat: 'Seat {n} ({name}): bot',
    spectate: 'Watch',
    spectatorLink: 'Spectator',
    tableName: 'Table name',
    visibility: 'Who may watch',
    visibilities: { public: 'Public: listed here, anyone may watch', private: 'Private: only with the invite link' },
    inviteLink: 'Invite link (watch)',
    inviteHint: 'A private table is not listed: give its invite link to those who may watch it.',
    copyInvite: 'Copy the invite link',
    copied: 'Copied.',
    nameCol: 'Name',
    lookTop: 'Look at the top N…',
    lookTopAsk: 'How many cards from the top of {zone} (1 to {n})?',
    lookTopBad: 'Give a number from 1 to {n}.',
    endLookOf: 'End look: {what}',
    lookTopWhat: 'the top {n} of {zone}',
    players: 'Players',
    version: 'Version',
    over: 'over',
    playing: 'playing',
    refresh: 'Refresh',
    none: 'none',
    connecting: 'Connecting…',
    connected: 'Connected',
    reconnected: 'Reconnected',
    reconnecting: 'Connection lost; reconnecting in {s} s (attempt {n})…',
    joinFailed: 'Could not join: {e}',
    offline: 'Not connected',
    you: 'you',
    seatOf: 'Seat {n}: {name}',
    spectator: 'Spectator',
    tableOf: 'Table {id} · {game}',
    toMove: 'To move: {name}',
    yourMove: 'Your move',
    nobodyToMove: 'Nobody is to move',
    waitingAck: 'Sending…',
    refused: 'Refused ({code}): {e}',
    gameOver: 'The game is over: {reason}.',
    endReason: { 'game-over': 'its rules have ended it', 'no-legal-action': 'nobody can do anything' },
    publicState: 'Public state',
    noPublic: 'Nothing public beyond the zones.',
    zones: 'Zones',
    shared: 'Shared zones',
    playerZones: '{name}\'s zones',
    yourZones: 'Your zones ({name})',
    cards: '{n} cards',
    limit: 'limit {n}',
    hiddenCards: '{n} hidden',
    cardBack: 'card back',
    faceDown: 'face down',
    controller: 'controlled by {name}',
    attachedTo: 'attached to {name}',
    otherSide: 'other side: {name}',
    actions: 'Actions',
    actionsFor: 'Actions for {name}',
    noActions: 'No actions for you now.',
    noCardActions: 'This card has no actions now.',
    pickCard: 'Click a card to see the actions that name it; drag a card onto a zone to move it there.',
    otherActions: 'Other actions',
    clear: 'Back to all actions',
    log: 'Event log',
    logEmpty: 'No events yet.',
    logOmitted: '{count} earlier actions are not shown.',
    chat: 'Chat',
    chatEmpty: 'Nothing said yet.',
    chatOmitted: '{count} earlier lines are not shown.',
    chatLabel: 'Say something to the table',
    chatSend: 'Send',
    chatSpectator: 'Spectators read the chat; the seats write it.',
    chatRefused: 'Not sent: {e}',
    by: 'by {name}',
    rules: 'rules',
    decision: 'Decision',
    decisionWhat: '{name} must decide: {what}',
    waitDecision: 'Waiting for {name} to decide: {what}',
    dropHere: 'Drop here: {zone}',
    someCard: 'a card',
    option: 'option {n}',
    unseenOption: 'the next card you cannot see ({n} left)',
    heldAside: 'Held aside',
    effect: 'effect {n}',
    replays: 'Replays',
    notSent: 'Not connected: that click was not sent. The page is reconnecting; try again when it says Connected.',
    cannotDrop: '{card} cannot go to {zone}: {why}',
    dropElsewhere: 'no listed move takes it there now (it may go to {zones})',
    dropNowhere: 'no listed move takes it anywhere now',
    dropRules: 'in a rules game cards move only by the game\'s own actions (the buttons in the bar)',
    pileOf: '{zone}: {n} cards',
    pileActions: 'Actions for {zone}',
    spread: 'Show all {n}',
    fold: 'Fold',
    lifeShort: 'life {n}',
    cardMenu: '{name}: press Enter for its actions',
    finishedHidden: '{n} finished tables are not listed.',
    decks: 'Players and decks',
    decksHint: 'Each player\'s name and deck: paste a decklist (plain text or Cockatrice XML) or pick a sample. Leave every deck empty to play the sample decks.',
    playerN: 'Seat {n}: name',
    deckN: 'Seat {n}: decklist',
    sampleFor: 'Seat {n}: sample deck',
    pickSample: 'pick a sample…',
    seats: 'Seats',
    mine: 'You',
    act: {
      move: 'Move {card} to {zone}',
      'move-top': 'Move the top card of {from} to {to}',
      enter: 'Bring {name} into {zone}',
      turnSideways: 'Turn {card} sideways ({word})',
      turnUpright: 'Turn {card} upright ({word})',
      faceUp: 'Turn {card} face up',
      faceDown: 'Turn {card} face down',
      reveal: 'Reveal {card}',
      look: 'Look at {card}',
      'look-top': 'Look at the top {n} of {zone}',
      extract: 'Hold {card} aside',
      'put-back': 'Put {card} back',
      shuffle: 'Shuffle {zone}',
      split: 'Split {zone} into two groups',
      'end-effect': 'End effect {effect}',
      answer: 'Answer: {choice}',
      game: '{what}',
    },
    // The game's frame (the bar at the top of the board) and its game actions. Every
    // word of a game (its edition, phases, decisions, actions, public fields) comes from
    // /api/games (gameWord); these are the table's own.
    mode: 'Mode',
    modes: { rules: 'Rules game (sample decks)', manual: 'Manual: free moves (judges, scenarios)' },
    modeRules: 'rules game',
    modeManual: 'manual: free moves',
    frame: 'Game',
    notStarted: 'The game has not started yet.',
    turnN: 'Turn {n}',
    turnOf: '{name}\'s turn',
    yourTurn: 'your turn',
    lifeH: 'Life',
    lifeOf: '{name}: {life}',
    out: 'out',
    gameActions: 'Your game actions',
    noGameActions: 'Nothing to do until another player acts.',
    confirmConcede: 'Really concede? Click again',
    // The first and the last row of game actions (a game names the rows between).
    group: { main: 'Now', more: 'More' },
    outcome: {
      winner: 'Game over: {names} wins.',
      winners: 'Game over: {names} win.',
      draw: 'Game over: a draw.',
      ended: 'Game over.',
    },
    // The engine's own decisions (a game's come with its words).
    decide: {
      'choose-replacement': 'Choose which replacement effect applies',
      'order-cards': 'Choose the order of the cards', 'split-card': 'Choose the group of each card',
    },
    // Each game's name and its words for turning a card come from /api/games (the list
    // of games the server was built with): see loadGames.
    games: {}, sideways: {}, upright: {},
    orientation: { sideways: 'sideways', upright: 'upright' },
    // Zone names come from /api/games, per game (loadGames).
    zoneNames: {},
  },
  ja: {
    title: 'ryoiki テーブル',
    lang: 'English',
    langLabel: 'テーブルを英語で表示する',
    lobby: 'テーブル一覧',
    noTables: 'テーブルはまだありません。',
    newTable: '新しいテーブル',
    game: 'ゲーム',
    variant: 'バリアント',
    create: 'テーブルを作る',
    withBot: '席 1 はランダムなボットが担当する',
    created: 'テーブルを作りました。各席のリンクにはその席の秘密のトークンが含まれます。その席のプレイヤーにだけ渡してください。',
    seatLink: '席 {n}({name})',
    botSeat: '席 {n}({name}):ボット',
    spectate: '観戦',
    spectatorLink: '観戦者',
    tableName: 'テーブル名',
    visibility: '観戦できる人',
    visibilities: { public: '公開：ここに載り、誰でも観戦できます', private: '非公開：招待リンクを持つ人だけ' },
    inviteLink: '招待リンク（観戦）',
    inviteHint: '非公開のテーブルは一覧に載りません。観戦してよい人に招待リンクを渡してください。',
    copyInvite: '招待リンクをコピー',
    copied: 'コピーしました。',
    nameCol: '名前',
    lookTop: '上からN枚を見る…',
    lookTopAsk: '{zone}の上から何枚見ますか（1〜{n}）？',
    lookTopBad: '1から{n}までの数を入れてください。',
    endLookOf: '見るのを終える：{what}',
    lookTopWhat: '{zone}の上から{n}枚',
    players: 'プレイヤー',
    version: 'バージョン',
    over: '終了',
    playing: '対戦中',
    refresh: '更新',
    none: 'なし',
    connecting: '接続中…',
    connected: '接続済み',
    reconnected: '再接続しました',
    reconnecting: '接続が切れました。{s} 秒後に再接続します({n} 回目)…',
    joinFailed: '参加できません:{e}',
    offline: '未接続',
    you: 'あなた',
    seatOf: '席 {n}:{name}',
    spectator: '観戦者',
    tableOf: 'テーブル {id} · {game}',
    toMove: '手番:{name}',
    yourMove: 'あなたの手番です',
    nobodyToMove: '手番のプレイヤーはいません',
    waitingAck: '送信中…',
    refused: '拒否されました({code}):{e}',
    gameOver: 'ゲームは終了しました（{reason}）。',
    endReason: { 'game-over': 'ルールによる終了', 'no-legal-action': '誰も何もできません' },
    publicState: '公開情報',
    noPublic: '領域以外の公開情報はありません。',
    zones: '領域',
    shared: '共有の領域',
    playerZones: '{name} の領域',
    yourZones: 'あなたの領域({name})',
    cards: '{n} 枚',
    limit: '上限 {n}',
    hiddenCards: '非公開 {n} 枚',
    cardBack: 'カードの裏面',
    faceDown: '裏向き',
    controller: 'コントローラー:{name}',
    attachedTo: '{name} にセット',
    otherSide: 'もう一方の面:{name}',
    actions: 'アクション',
    actionsFor: '{name} のアクション',
    noActions: '今あなたにできるアクションはありません。',
    noCardActions: 'このカードに今できるアクションはありません。',
    pickCard: 'カードをクリックするとそのカードのアクションが表示されます。カードを領域へドラッグすると移動します。',
    otherActions: 'その他のアクション',
    clear: 'すべてのアクションに戻る',
    log: 'イベントログ',
    logEmpty: 'イベントはまだありません。',
    logOmitted: 'それより前の{count}件のアクションは表示していません。',
    chat: 'チャット',
    chatEmpty: 'まだ発言はありません。',
    chatOmitted: 'それより前の{count}行は表示していません。',
    chatLabel: '卓へのメッセージ',
    chatSend: '送信',
    chatSpectator: '観戦者はチャットを読めます。書けるのは席の人だけです。',
    chatRefused: '送れませんでした:{e}',
    by: '{name} による',
    rules: 'ルール',
    decision: '選択',
    decisionWhat: '{name} が選択します:{what}',
    waitDecision: '{name} の選択を待っています:{what}',
    dropHere: 'ここに置く:{zone}',
    someCard: 'カード',
    option: '選択肢 {n}',
    unseenOption: '見えないカードの次の1枚（残り{n}枚）',
    heldAside: '抜き出されたカード',
    effect: '効果 {n}',
    replays: 'リプレイ',
    notSent: '未接続のため、そのクリックは送られていません。再接続中です。「接続済み」と出てからもう一度どうぞ。',
    cannotDrop: '{card} は{zone}へ移せません:{why}',
    dropElsewhere: '今そこへ移すアクションはありません（移せる先:{zones}）',
    dropNowhere: '今このカードを移すアクションはありません',
    dropRules: 'ルールどおりの対戦では、カードはゲームのアクション（バーのボタン）でだけ動きます',
    pileOf: '{zone}:{n} 枚',
    pileActions: '{zone}のアクション',
    spread: '{n} 枚をすべて表示',
    fold: 'たたむ',
    lifeShort: 'ライフ {n}',
    cardMenu: '{name}:Enter でアクションを表示',
    finishedHidden: '終了した {n} 卓は表示していません。',
    decks: 'プレイヤーとデッキ',
    decksHint: '各プレイヤーの名前とデッキ：デッキリスト（テキストか Cockatrice XML）を貼り付けるか、サンプルを選んでください。すべて空ならサンプルデッキで遊びます。',
    playerN: '席 {n}:名前',
    deckN: '席 {n}:デッキリスト',
    sampleFor: '席 {n}:サンプルデッキ',
    pickSample: 'サンプルを選ぶ…',
    seats: '席',
    mine: 'あなた',
    act: {
      move: '{card} を{zone}へ移す',
      'move-top': '{from}の一番上のカードを{to}へ移す',
      enter: '{name} を{zone}に置く(ゲーム外から)',
      turnSideways: '{card} を横向きにする({word})',
      turnUpright: '{card} を縦向きにする({word})',
      faceUp: '{card} を表向きにする',
      faceDown: '{card} を裏向きにする',
      reveal: '{card} を公開する',
      look: '{card} を見る',
      'look-top': '{zone}の上から{n}枚を見る',
      extract: '{card} を抜き出す',
      'put-back': '{card} を戻す',
      shuffle: '{zone}をシャッフルする',
      split: '{zone}を2つのグループに分ける',
      'end-effect': '効果 {effect} を終える',
      answer: '回答:{choice}',
      game: '{what}',
    },
    mode: 'モード',
    modes: { rules: 'ルールどおりの対戦（サンプルデッキ）', manual: '手動：カードを自由に動かす（ジャッジ、シナリオ向け）' },
    modeRules: 'ルールどおりの対戦',
    modeManual: '手動：自由な移動',
    frame: 'ゲーム',
    notStarted: 'ゲームはまだ始まっていません。',
    turnN: '{n}ターン目',
    turnOf: '{name}のターン',
    yourTurn: 'あなたのターン',
    lifeH: 'ライフ',
    lifeOf: '{name}：{life}',
    out: '退出',
    gameActions: 'あなたのゲームのアクション',
    noGameActions: 'ほかのプレイヤーが行動するまで待ちます。',
    confirmConcede: '本当に投了しますか？もう一度クリック',
    group: { main: '今', more: 'その他' },
    outcome: {
      winner: 'ゲーム終了：{names}の勝ち。',
      winners: 'ゲーム終了：{names}の勝ち。',
      draw: 'ゲーム終了：引き分け。',
      ended: 'ゲーム終了。',
    },
    decide: {
      'choose-replacement': 'どの置換効果を適用するか選ぶ',
      'order-cards': 'カードの順番を選ぶ', 'split-card': '各カードのグループを選ぶ',
    },
    games: {}, sideways: {}, upright: {},
    orientation: { sideways: '横向き', upright: '縦向き' },
    zoneNames: {},
  },
};

// Each game's variants (null first: the game's default), by game key, in the server's
// order of games: filled from /api/games by loadGames before anything is drawn.
let VARIANTS = {};
// Each game's entry of /api/games (its players per variant; its table words and layout
// hints: gameWord, layout), by key.
let GAMES = {};
// Each game's sample decks (/api/samples), by key: what the lobby offers to pick.
let SAMPLES = {};

// The list of games from the server (`ryoiki games --format json`): their keys,
// variants, names and words, put into VARIANTS and STRINGS.
async function loadGames() {
  const r = await fetch('/api/games');
  if (!r.ok) throw new Error(`${r.status} ${await r.text()}`);
  const games = await r.json();
  VARIANTS = {};
  for (const g of games) {
    VARIANTS[g.key] = g.variants;
    GAMES[g.key] = g;
    for (const l of ['en', 'ja']) {
      STRINGS[l].games[g.key] = g.words.name[l];
      STRINGS[l].sideways[g.key] = g.words.sideways[l];
      STRINGS[l].upright[g.key] = g.words.upright[l];
      // Zones are named as their game names them (the page keeps no words of its own).
      STRINGS[l].zoneNames[g.key] = Object.fromEntries(g.zones.map((z) => [z.key, z[l]]));
    }
  }
}

// ---------------------------------------------------------------------------------------
// Small helpers.

let lang = 'en';

/** The page's string `key` (a dotted path) in the current language, with {slots} filled. */
function t(key, slots) {
  let s = key.split('.').reduce((o, k) => (o == null ? undefined : o[k]), STRINGS[lang]);
  if (s === undefined) s = key.split('.').reduce((o, k) => (o == null ? undefined : o[k]), STRINGS.en);
  if (typeof s !== 'string') return key.split('.').pop();
  return s.replace(/\{(\w+)\}/g, (_, k) => (slots && slots[k] !== undefined ? String(slots[k]) : ''));
}

/** The current game's table word `key` (from /api/games) in the page's language, or in
 * English when it has none in that one; null when the game has no such word. Its
 * {slots} are left for `fill`. */
function gameWord(key) {
  const words = ((GAMES[gameKey()] || {}).words || {}).table || {};
  const w = (words[lang] || {})[key] ?? (words.en || {})[key];
  return typeof w === 'string' ? w : null;
}

/** The keys after `prefix` of the current game's words that start with it
 * (`gameKeys('turn-')`: the public fields its turn line names). */
function gameKeys(prefix) {
  const words = ((GAMES[gameKey()] || {}).words || {}).table || {};
  return Object.keys(words.en || {}).filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length));
}

/** A game word's template filled in: each {slot} by its value; a [part] in brackets only
 * when every slot in it has one. */
function fill(template, slots) {
  const has = (k) => slots[k] !== undefined && slots[k] !== null && slots[k] !== '';
  return template
    .replace(/\[([^\]]*)\]/g, (_, part) => ([...part.matchAll(/\{(\w+)\}/g)].every(([, k]) => has(k)) ? part : ''))
    .replace(/\{(\w+)\}/g, (_, k) => (has(k) ? String(slots[k]) : ''));
}

/** The current game's word `key` with its slots filled, or null when it has none. */
function gw(key, slots) {
  const w = gameWord(key);
  return w === null ? null : fill(w, slots || {});
}

/** The current game's layout hints (/api/games): its rows of game actions, the actions
 * that change a life total, take a player out, or are asked again. */
function layout() {
  const l = ((GAMES[gameKey()] || {}).words || {}).layout || {};
  return { rows: l.rows || [], life: l.life || [], danger: l.danger || [], confirm: l.confirm || [] };
}

/** Creates an element with attributes and children (strings become text nodes). */
function el(tag, attrs, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'class') e.className = v;
    else if (k === 'text') e.textContent = v;
    else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children.flat(Infinity)) {
    if (c === null || c === undefined || c === false) continue;
    e.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return e;
}

/** The element with id `id` (the page's own, known to be there).
 * @param {string} id
 * @returns {any} */
function $(id) { return document.getElementById(id); }

function zoneKeyOf(z) { return z.player === undefined || z.player === null ? `${z.zone}` : `${z.zone}@${z.player}`; }

// ---------------------------------------------------------------------------------------
// The lobby (/): list tables, create one.

async function lobby() {
  const app = $('app');
  const render = async (created) => {
    let tables = [];
    let error = null;
    try {
      const r = await fetch('/api/tables');
      if (!r.ok) throw new Error(`${r.status} ${await r.text()}`);
      tables = await r.json();
      if (!Object.keys(SAMPLES).length) {
        const rs = await fetch('/api/samples');
        if (rs.ok) SAMPLES = await rs.json();
      }
    } catch (e) {
      error = String(e.message || e);
    }
    // The list shows the tables still being played; finished ones are counted.
    const finished = tables.filter((tb) => tb.over).length;
    tables = tables.filter((tb) => !tb.over);
    app.replaceChildren(
      el('section', { class: 'panel lobby', 'aria-labelledby': 'lobby-h' },
        el('h2', { id: 'lobby-h', text: t('lobby') }),
        error ? el('p', { class: 'error', role: 'alert', text: error }) : null,
        tables.length === 0 && !error ? el('p', { text: t('noTables') }) : null,
        tables.length ? el('table', { class: 'tables' },
          el('thead', {}, el('tr', {},
            el('th', { scope: 'col', text: 'id' }), el('th', { scope: 'col', text: t('nameCol') }),
            el('th', { scope: 'col', text: t('game') }),
            el('th', { scope: 'col', text: t('variant') }), el('th', { scope: 'col', text: t('players') }),
            el('th', { scope: 'col', text: t('version') }), el('th', { scope: 'col', text: '' }))),
          el('tbody', {}, tables.map((tb) => el('tr', {},
            el('td', {}, el('code', { text: tb.id })),
            el('td', { class: 'table-name', text: tb.name || '—' }),
            el('td', { text: t(`games.${tb.game}`) }),
            el('td', { text: tb.variant || '—' }),
            el('td', { text: (tb.players || []).join(', ') }),
            el('td', { text: `${tb.version} (${t('playing')})` }),
            el('td', {}, el('a', { href: `/#table=${encodeURIComponent(tb.id)}`, text: t('spectate') })))))) : null,
        finished ? el('p', { class: 'hint', id: 'finished-hidden', text: t('finishedHidden', { n: finished }) }) : null,
        el('button', { type: 'button', onclick: () => render(created), text: t('refresh') })),
      newTableForm(render),
      created ? createdPanel(created) : null,
    );
  };
  await render(null);
  lobbyRerender = () => render(lastCreated);
}

let lobbyRerender = null;
let lastCreated = null;

function newTableForm(render) {
  const game = el('select', { id: 'new-game', name: 'game' },
    Object.keys(VARIANTS).map((g) => el('option', { value: g, text: t(`games.${g}`) })));
  const variant = el('select', { id: 'new-variant', name: 'variant' });
  const fillVariants = () => {
    variant.replaceChildren(...VARIANTS[game.value].map((v) => el('option', { value: v || '', text: v || t('none') })));
    variant.disabled = VARIANTS[game.value].length < 2;
  };
  // Players and decks: each seat's name and deck, pasted or picked from the samples.
  const seatsBox = el('div', { class: 'seat-decks', id: 'seat-decks' });
  const fillSeats = () => {
    const info = GAMES[game.value] || {};
    const n = ((info.players || {})[variant.value] || 2);
    const old = [...seatsBox.querySelectorAll('fieldset')].map((f) => ({
      name: f.querySelector('input').value, deck: f.querySelector('textarea').value }));
    seatsBox.replaceChildren(...Array.from({ length: Math.min(n, 8) }, (_, i) => {
      const samples = SAMPLES[game.value] || [];
      const name = el('input', { type: 'text', id: `seat-name-${i}`, maxlength: 40, autocomplete: 'off', value: old[i] ? old[i].name : '' });
      const deck = el('textarea', { id: `seat-deck-${i}`, rows: 3, spellcheck: 'false' });
      deck.value = old[i] ? old[i].deck : '';
      const pick = el('select', { id: `seat-sample-${i}`, 'aria-label': t('sampleFor', { n: i }) },
        el('option', { value: '', text: t('pickSample') }),
        samples.map((d, k) => el('option', { value: String(k), text: d.file })));
      pick.addEventListener('change', () => { if (pick.value !== '') deck.value = samples[Number(pick.value)].text; });
      return el('fieldset', { class: 'seat-deck' },
        el('legend', { text: `${t('seats')} ${i}` }),
        el('p', {}, el('label', { for: `seat-name-${i}`, text: t('playerN', { n: i }) }), ' ', name),
        el('p', {}, el('label', { for: `seat-deck-${i}`, text: t('deckN', { n: i }) }), ' ', pick), deck);
    }));
  };
  game.addEventListener('change', () => { fillVariants(); fillSeats(); });
  variant.addEventListener('change', fillSeats);
  fillVariants();
  fillSeats();
  const mode = el('select', { id: 'new-mode', name: 'mode' },
    ['rules', 'manual'].map((m) => el('option', { value: m, text: t(`modes.${m}`) })));
  const bot = el('input', { type: 'checkbox', id: 'new-bot', name: 'bot' });
  // The table's name (the server checks it: 1 to 60 printable characters) and who may watch.
  const tableName = el('input', { type: 'text', id: 'new-name', name: 'name', maxlength: 60, autocomplete: 'off' });
  const visibility = el('select', { id: 'new-visibility', name: 'visibility' },
    ['public', 'private'].map((v) => el('option', { value: v, text: t(`visibilities.${v}`) })));
  const msg = el('p', { class: 'error', role: 'alert' });
  const form = el('form', { class: 'panel', 'aria-labelledby': 'new-h' },
    el('h2', { id: 'new-h', text: t('newTable') }),
    el('p', {}, el('label', { for: 'new-name', text: t('tableName') }), ' ', tableName),
    el('p', {}, el('label', { for: 'new-visibility', text: t('visibility') }), ' ', visibility),
    el('p', {}, el('label', { for: 'new-game', text: t('game') }), ' ', game),
    el('p', {}, el('label', { for: 'new-variant', text: t('variant') }), ' ', variant),
    el('p', {}, el('label', { for: 'new-mode', text: t('mode') }), ' ', mode),
    el('p', {}, bot, ' ', el('label', { for: 'new-bot', text: t('withBot') })),
    el('details', { class: 'decks' }, el('summary', { text: t('decks') }), el('p', { class: 'hint', text: t('decksHint') }), seatsBox),
    el('button', { type: 'submit', id: 'create-table', text: t('create') }), msg);
  form.addEventListener('submit', async (ev) => {
    ev.preventDefault();
    msg.textContent = '';
    try {
      const body = { game: game.value, variant: variant.value || null, mode: mode.value, visibility: visibility.value };
      if (tableName.value.trim()) body.name = tableName.value;
      if (bot.checked) body.bots = { 1: 'random' };
      // Names or decks given: every seat brings a deck (an empty one plays its sample).
      const seats = [...seatsBox.querySelectorAll('fieldset')].map((f) => ({
        name: f.querySelector('input').value.trim(), deck: f.querySelector('textarea').value }));
      if (seats.some((x) => x.name || x.deck.trim())) {
        const samples = SAMPLES[game.value] || [];
        body.decks = seats.map((x, i) => ({
          name: x.name || `Player ${i + 1}`,
          deck: x.deck.trim() ? x.deck : (samples.length ? samples[i % samples.length].text : ''),
        }));
      }
      const r = await fetch('/api/tables', {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
      });
      if (r.status !== 201) throw new Error(`${r.status} ${refusalText(await r.text())}`);
      lastCreated = await r.json();
      await render(lastCreated);
    } catch (e) {
      msg.textContent = String(e.message || e);
    }
  });
  return form;
}

/** A server message's reason in the page's language: `error_ja` or `error`. */
function said(m) {
  return (lang === 'ja' && m.error_ja) || m.error || '';
}

/** A refused request's reason in the page's language: `error_ja` when the server has
 * Japanese words for it, else `error`; the body as sent if it is not JSON. */
function refusalText(body) {
  try {
    const v = JSON.parse(body);
    return (lang === 'ja' && v.error_ja) || v.error || body;
  } catch (_) {
    return body;
  }
}

function createdPanel(c) {
  const base = `${location.origin}/`;
  const watch = c.invite
    ? `${base}#table=${encodeURIComponent(c.id)}&invite=${c.invite}`
    : `${base}#table=${encodeURIComponent(c.id)}`;
  const copied = el('span', { class: 'hint', role: 'status' });
  const copy = async () => {
    try { await navigator.clipboard.writeText(watch); copied.textContent = t('copied'); } catch (e) {
      $('invite-url').select();
      copied.textContent = String(e.message || e);
    }
  };
  return el('section', { class: 'panel created', 'aria-labelledby': 'created-h' },
    el('h2', { id: 'created-h', text: `${c.name ? `${c.name} · ` : ''}${t(`games.${c.game}`)} · ${c.id}` }),
    el('p', { text: t('created') }),
    c.invite ? el('div', { class: 'invite' },
      el('p', { class: 'hint', text: t('inviteHint') }),
      el('p', {}, el('label', { for: 'invite-url', text: t('inviteLink') }), ' ',
        el('input', { type: 'text', id: 'invite-url', readonly: true, value: watch, size: 60 }), ' ',
        el('button', { type: 'button', id: 'copy-invite', onclick: copy, text: t('copyInvite') }), ' ', copied)) : null,
    el('ul', { class: 'seat-links' },
      (c.seats || []).map((s) => el('li', {},
        s.token
          ? el('a', { href: `${base}#table=${encodeURIComponent(c.id)}&seat=${s.seat}&token=${s.token}`, 'data-seat': s.seat, text: t('seatLink', { n: s.seat, name: s.name }) })
          : el('span', { 'data-bot': s.seat, text: t('botSeat', { n: s.seat, name: s.name }) }))),
      el('li', {}, el('a', { href: watch, 'data-spectator': '', 'data-invite': c.invite ? '' : null, text: c.invite ? t('inviteLink') : t('spectatorLink') }))));
}

// ---------------------------------------------------------------------------------------
// The table page: one WebSocket, reconnecting with backoff.

/** Everything the page knows: only what the server's latest messages carried. */
const table = {
  id: null,
  seat: null, // a number, or null for a spectator
  token: null,
  hello: null, // the latest hello (untyped here: the page reads its fields loosely)
  state: null, // the latest state message (untyped here, as `hello`)
  log: [], // events messages' events, each with its `by` and `version`
  logOmitted: 0, // earlier actions the history on join left out
  chat: [], // the table's chat lines, as `chat` and `history` carried them
  chatOmitted: 0,
  chatSent: false, // a chat line sent and not yet told back (a `refused` then is its answer)
  chatRefusal: null,
  seq: 0, // this client's last action seq (kept across reconnects)
  outstanding: null, // the action message sent and not yet answered
  refusal: null,
  end: null,
  fatal: null,
  selected: null, // the handle of the selected card, or `pile:KEY` for a pile
  notice: null, // a short message of the page's own (a drop refused, a click while disconnected)
  shownVersion: null, // the version of the state drawn last (a new one clears the notice)
  conn: 'offline',
  attempt: 0,
  retryIn: 0,
  joins: 0, // how many times this page has joined (more than once: it reconnected)
  ws: null,
};

const LOG_LIMIT = 400;
const CHAT_LIMIT = 200;
const CHAT_MAX = 500; // characters of one line (the server's limit, docs/protocol.md)

function parseFragment() {
  const p = new URLSearchParams(location.hash.replace(/^#/, ''));
  if (!p.get('table')) return null;
  const seat = p.get('seat');
  // A spectator of a private table brings its invite token (#table=ID&invite=T).
  return { id: p.get('table'), seat: seat === null ? null : Number(seat), token: seat === null ? p.get('invite') : p.get('token') };
}

function connect() {
  table.conn = 'connecting';
  renderHeader();
  // The page's own node, unless a join was answered `moved` (another node of a shared
  // store holds the table: docs/protocol.md), then that node's address.
  const url = table.movedTo || `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
  const ws = new WebSocket(url);
  table.ws = ws;
  let pinger = null;
  ws.addEventListener('open', () => {
    const join = table.seat === null
      ? { type: 'join', table: table.id, spectator: true, ...(table.token ? { token: table.token } : {}) }
      : { type: 'join', table: table.id, seat: table.seat, token: table.token };
    ws.send(JSON.stringify(join));
    pinger = setInterval(() => { if (ws.readyState === WebSocket.OPEN) ws.send('{"type":"ping"}'); }, 20000);
  });
  ws.addEventListener('message', (ev) => {
    let m;
    try { m = JSON.parse(ev.data); } catch { return; }
    receive(m, ws);
  });
  ws.addEventListener('close', () => {
    clearInterval(pinger);
    if (table.ws !== ws) return;
    table.ws = null;
    if (table.fatal) { table.conn = 'offline'; renderHeader(); return; }
    // A node named by `moved` is joined once; after any other close the page starts
    // again from its own node, which takes the table over or names the holder anew.
    if (table.following) table.following = false; else table.movedTo = null;
    table.attempt += 1;
    // Backoff: 0.5 s doubling to 10 s, with a little jitter so reconnects spread out.
    const delay = Math.min(10000, 500 * 2 ** (table.attempt - 1)) * (0.8 + Math.random() * 0.4);
    table.retryIn = Math.max(1, Math.round(delay / 1000));
    table.conn = 'reconnecting';
    renderHeader();
    setTimeout(connect, delay);
  });
}

/** One message from the server.
 * @param {ServerMessage} m
 * @param {WebSocket} ws */
function receive(m, ws) {
  switch (m.type) {
    case 'hello':
      table.hello = m;
      table.conn = 'connected';
      table.joins += 1;
      table.attempt = 0;
      if (typeof m.last_seq === 'number') {
        // Never reuse a seq the server has accepted (a reloaded page starts again at 0).
        table.seq = Math.max(table.seq, m.last_seq);
        if (table.outstanding && table.outstanding.seq <= m.last_seq) table.outstanding = null;
      }
      if (table.outstanding) ws.send(JSON.stringify(table.outstanding)); // idempotent resend
      renderHeader();
      break;
    case 'state':
      table.state = m;
      // Another tab or device of this seat may have acted: number above its seqs.
      if (typeof m.last_seq === 'number') table.seq = Math.max(table.seq, m.last_seq);
      if (table.outstanding && m.version > table.outstanding.version) table.outstanding = null;
      if (table.selected && !(table.selected.startsWith('pile:')
        ? m.view.zones.some((z) => `pile:${zoneKeyOf(z)}` === table.selected && z.count > z.cards.length)
        : cardByHandle(table.selected))) table.selected = null;
      if (!table.state || !table.shownVersion || m.version !== table.shownVersion) table.notice = null;
      table.shownVersion = m.version;
      nameLook();
      render();
      continueLooks();
      break;
    case 'history': {
      // What this seat was told before it joined (a reload, a reconnect, another tab):
      // it replaces the log and the chat, which it covers.
      const log = [];
      for (const past of m.events || []) {
        for (const e of past.events || []) log.push({ ...e, by: past.by, version: past.version });
      }
      table.logOmitted = m.events_omitted || 0;
      table.log = log.slice(-LOG_LIMIT);
      table.chat = (m.chat || []).slice(-CHAT_LIMIT);
      table.chatOmitted = m.chat_omitted || 0;
      renderLog();
      renderChat();
      break;
    }
    case 'chat':
      table.chat.push(m);
      if (table.chat.length > CHAT_LIMIT) {
        table.chatOmitted += table.chat.length - CHAT_LIMIT;
        table.chat.splice(0, table.chat.length - CHAT_LIMIT);
      }
      if (m.seat === table.seat && table.chatSent) {
        table.chatSent = false;
        table.chatRefusal = null;
      }
      renderChat();
      break;
    case 'events':
      for (const e of m.events || []) table.log.push({ ...e, by: m.by, version: m.version });
      if (table.log.length > LOG_LIMIT) table.log.splice(0, table.log.length - LOG_LIMIT);
      table.refusal = null;
      renderLog();
      break;
    case 'ack':
      if (table.outstanding && table.outstanding.seq === m.seq) table.outstanding = null;
      break;
    case 'refused':
      if (m.seq === null && table.chatSent) {
        // The answer to the chat line just sent (an action's refusal names its seq).
        table.chatSent = false;
        table.chatRefusal = m;
        renderChat();
        break;
      }
      if (table.outstanding && (m.seq === null || m.seq === table.outstanding.seq)) table.outstanding = null;
      table.refusal = m;
      renderStatus();
      break;
    case 'end':
      table.end = m;
      renderStatus();
      break;
    case 'error':
      if (m.moved && typeof m.moved.url === 'string' && table.movedTo !== m.moved.url) {
        // Another node holds the table: join again there at once (not an error to show).
        table.movedTo = m.moved.url;
        table.following = true;
        table.attempt = 0;
        ws.close();
        break;
      }
      table.fatal = m;
      renderHeader();
      renderStatus();
      break;
    default:
      break;
  }
}

/** Sends the listed action at `index` of the latest state, by its index. */
function send(index) {
  const st = table.state;
  if (!st) return;
  if (!table.ws || table.ws.readyState !== WebSocket.OPEN) {
    // A click while the connection is down is not lost silently: the page says so.
    notice(t('notSent'));
    const conn = $('conn');
    conn.classList.remove('flash');
    void conn.offsetWidth; // restarts the pill's flash
    conn.classList.add('flash');
    return;
  }
  if (table.outstanding) return;
  table.notice = null;
  if (index < 0 || index >= st.actions.length) return;
  table.seq += 1;
  const msg = { type: 'action', seq: table.seq, version: st.version, pick: index };
  table.outstanding = msg;
  table.refusal = null;
  table.ws.send(JSON.stringify(msg));
  // The buttons are disabled until the answer comes: the focus is found again then.
  focusAfter = focusKey();
  renderFrame();
  renderStatus();
  renderActions();
}

/** Sends a line of chat (a seat only); the box keeps the text until it is told back. */
function sendChat(text) {
  const line = text.trim();
  if (!line || table.seat === null || !table.ws || table.ws.readyState !== WebSocket.OPEN) return false;
  table.chatSent = true;
  table.chatRefusal = null;
  table.ws.send(JSON.stringify({ type: 'chat', text: line }));
  return true;
}

/** Where the focus was when the page last sent an action (see `restoreFocus`). */
let focusAfter = null;

// ---------------------------------------------------------------------------------------
// Reading the view.

function players() {
  return (table.state && table.state.view.players) || (table.hello && table.hello.players) || [];
}

function playerName(n) {
  const name = players()[n];
  if (name === undefined) return String(n);
  return n === table.seat ? `${name} (${t('you')})` : name;
}

function cardByHandle(h) {
  if (!table.state) return null;
  for (const z of table.state.view.zones) {
    for (const c of z.cards) if (c.handle === h) return { card: c, zone: z };
  }
  // Cards held aside by an effect (PMV 11.4, Magic's planeswalking aside) that the view lists.
  for (const c of table.state.view.held || []) if (c.handle === h) return { card: c, zone: { zone: c.from, player: c.player } };
  return null;
}

function cardLabel(h) {
  const found = cardByHandle(h);
  if (found && found.card.front) return found.card.front.name;
  return `${t('someCard')} (${h.slice(0, 7)}…)`;
}

/** A zone's name as its game names it (from /api/games), in the page's language. */
function zoneName(key) {
  const g = gameKey();
  return (STRINGS[lang].zoneNames[g] || {})[key] || (STRINGS.en.zoneNames[g] || {})[key] || key;
}

function zoneLabel(z) {
  const name = zoneName(z.zone);
  if (z.player === undefined || z.player === null) return name;
  return lang === 'ja' ? `${players()[z.player] ?? z.player}の${name}` : `${players()[z.player] ?? z.player}'s ${name}`;
}

function gameKey() {
  return (table.state && table.state.view.game) || (table.hello && table.hello.game) || Object.keys(VARIANTS)[0];
}

/** Whether a listed action names the card with handle `h`. */
function actionNames(a, h) {
  if (a.card === h) return true;
  if (a.action === 'answer') return a.choice && a.choice.handle === h;
  if (a.action === 'game') return JSON.stringify(a.game).includes(`"${h}"`);
  return false;
}

function actionCard(a) {
  if (a.card) return a.card;
  if (a.action === 'answer' && a.choice && a.choice.handle) return a.choice.handle;
  return null;
}

/** A decision's kind in words: the game's, or the page's for the engine's own codes. */
function decisionWords(code) {
  return gameWord(`decide-${code}`) ?? STRINGS[lang].decide[code] ?? STRINGS.en.decide[code] ?? code;
}

/** An option's label in the game's words where it has them (`option-keep`; an option
 * named by a player in a decision with a `pick-` word), else the game's label. */
function optionWord(p, opt) {
  if (!opt || !opt.label) return null;
  const known = gameWord(`option-${opt.label}`);
  if (known !== null) return known;
  if (p && players().includes(opt.label)) {
    const pick = gw(`pick-${p.what}`, { name: nameWithYou(opt.label) });
    if (pick !== null) return pick;
  }
  return opt.label;
}

function choiceLabel(choice) {
  const p = table.state && table.state.view.pending;
  const opt = p && p.options.find((o) => o.kind === choice.kind && (choice.kind === 'option'
    ? o.index === choice.index : choice.kind === 'card' ? o.handle === choice.handle : o.effect === choice.effect));
  if (choice.kind === 'card') return cardLabel(choice.handle);
  if (choice.kind === 'unseen') return t('unseenOption', { n: (opt && opt.count) || '?' });
  if (choice.kind === 'effect') return (opt && opt.label) || t('effect', { n: choice.effect });
  const label = optionWord(p, opt) || t('option', { n: choice.index });
  return opt && opt.handle && cardByHandle(opt.handle) && cardByHandle(opt.handle).card.front
    ? `${label} · ${cardLabel(opt.handle)}` : label;
}

const HANDLE = /^h[0-9a-f]{16}$/;

/** One field of a game action or a public entry as a slot's value: a card by its name,
 * a list joined, a `player` by name, an `index` counted from 1, a change (`by`) signed. */
function slotValue(k, v) {
  if (typeof v === 'string' && HANDLE.test(v)) return cardLabel(v);
  if (Array.isArray(v)) return v.map((x) => slotValue(k, x)).join(', ');
  if (k === 'player' && typeof v === 'number') return players()[v] ?? v;
  if (k === 'index' && typeof v === 'number') return v + 1;
  if (k === 'by' && typeof v === 'number') return `${v > 0 ? '+' : ''}${v}`;
  if (v !== null && typeof v === 'object') return JSON.stringify(v);
  return v;
}

/** Every field of `o` (but its `action`) as slots. */
function slotsOf(o) {
  const slots = {};
  for (const [k, v] of Object.entries(o)) if (k !== 'action' && v !== null && v !== undefined) slots[k] = slotValue(k, v);
  return slots;
}

/** The key of a game action's list field (the cards it attacks with …), or null. */
function listKey(g) {
  return Object.keys(g).find((k) => Array.isArray(g[k])) ?? null;
}

/** A game action's own text: the game's template for its name (one for an empty list,
 * for more than one entry, or for each entry where the game has them), its fields
 * filled in, cards by name; the fields no template names follow it. */
function gameActionLabel(g) {
  const name = `action-${g.action}`;
  const lk = listKey(g);
  const list = lk === null ? null : g[lk];
  const slots = slotsOf(g);
  const named = new Set();
  for (const suffix of ['', '-many', '-none']) {
    for (const [, k] of (gameWord(name + suffix) || '').matchAll(/\{(\w+)\}/g)) named.add(k);
  }
  let text = null;
  if (list && list.length === 0 && gameWord(`${name}-none`) !== null) text = gw(`${name}-none`);
  else if (list && list.length && gameWord(`${name}-each`) !== null) {
    text = list.map((item) => gw(`${name}-each`, Object.fromEntries((Array.isArray(item) ? item : [item])
      .map((x, j) => [`item${j + 1}`, slotValue('item', x)])))).join('; ');
  } else if (list && list.length > 1 && gameWord(`${name}-many`) !== null) text = gw(`${name}-many`, slots);
  else text = gw(name, slots);
  if (text !== null && (gameWord(`${name}-none`) !== null || gameWord(`${name}-each`) !== null)) named.add(lk);
  const parts = [text ?? g.action];
  for (const [k, v] of Object.entries(g)) {
    if (k === 'action' || v === null || named.has(k)) continue;
    if (typeof v === 'string' && HANDLE.test(v)) parts.push(`${k}: ${cardLabel(v)}`);
    else if (k === 'player' && typeof v === 'number') parts.push(`${k}: ${players()[v] ?? v}`);
    else parts.push(`${k}: ${typeof v === 'object' ? JSON.stringify(v) : v}`);
  }
  return parts.join(' · ');
}

/** The action's text in the page's language. */
function actionLabel(a) {
  const g = gameKey();
  switch (a.action) {
    case 'move': return t('act.move', { card: cardLabel(a.card), zone: zoneLabel(a.to) });
    case 'move-top': return t('act.move-top', { from: zoneLabel(a.from), to: zoneLabel(a.to) });
    case 'enter': return t('act.enter', { name: a.name, zone: zoneLabel(a.to) });
    case 'turn': return a.orientation === 'sideways'
      ? t('act.turnSideways', { card: cardLabel(a.card), word: t(`sideways.${g}`) })
      : t('act.turnUpright', { card: cardLabel(a.card), word: t(`upright.${g}`) });
    case 'face': return t(a.facing === 'face-up' ? 'act.faceUp' : 'act.faceDown', { card: cardLabel(a.card) });
    case 'reveal': case 'look': case 'extract': case 'put-back':
      return t(`act.${a.action}`, { card: cardLabel(a.card) });
    case 'shuffle': case 'split': return t(`act.${a.action}`, { zone: zoneLabel(a.zone) });
    case 'look-top': return t('act.look-top', { n: a.count, zone: zoneLabel(a.zone) });
    case 'end-effect': return t('act.end-effect', { effect: a.effect });
    case 'answer': return t('act.answer', { choice: choiceLabel(a.choice) });
    case 'game': return t('act.game', { what: gameActionLabel(a.game) });
    default: return JSON.stringify(a);
  }
}

// ---------------------------------------------------------------------------------------
// Rendering.

function render() {
  const focus = focusKey() || focusAfter;
  focusAfter = null;
  renderHeader();
  renderTable();
  renderLog();
  renderChat();
  restoreFocus(focus);
}

/** Where the keyboard focus is, as something a redraw can find again: an element's id,
 * or the box it is in (`#game-actions` …) and its key (a card's handle, an action's
 * words). */
function focusKey() {
  const a = /** @type {HTMLElement | null} */ (document.activeElement);
  if (!a || a === document.body || !document.contains(a)) return null;
  if (a.dataset && a.dataset.fkey) {
    const box = a.parentElement && a.parentElement.closest('[id]');
    return { box: box ? box.id : null, key: a.dataset.fkey };
  }
  return a.id ? { id: a.id } : null;
}

/** Puts the focus back where it was before a redraw (the same element, or the first
 * button of the same box when that one is gone), so a keyboard user keeps their place. */
function restoreFocus(f) {
  if (!f) return;
  const now = document.activeElement;
  if (now && now !== document.body && document.contains(now)) return; // still there
  if ($('decision').open) return; // the dialog has the focus
  let target = null;
  if (f.id) target = $(f.id);
  else {
    const box = f.box ? $(f.box) : null;
    const same = [.../** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[data-fkey]'))].filter((e) => e.dataset.fkey === f.key);
    target = same.find((e) => box && box.contains(e)) || same[0]
      || (box ? box.querySelector('button:not([disabled])') : null);
  }
  if (target) target.focus({ preventScroll: true });
}

function renderHeader() {
  document.documentElement.lang = lang;
  document.title = t('title');
  $('title').textContent = t('title');
  const replays = $('replays-link');
  if (replays) replays.textContent = t('replays');
  const langBtn = $('lang');
  langBtn.textContent = t('lang');
  langBtn.setAttribute('aria-label', `${t('lang')}: ${t('langLabel')}`);
  const where = $('where');
  if (table.id) {
    const h = table.hello;
    const game = h ? t(`games.${h.game}`) + (h.variant ? ` (${h.variant})` : '') : '';
    where.textContent = `${h && h.name ? `${h.name} · ` : ''}${t('tableOf', { id: table.id, game })} · ${table.seat === null
      ? t('spectator') : t('seatOf', { n: table.seat, name: players()[table.seat] ?? '' })}`;
  } else {
    where.textContent = '';
  }
  const conn = $('conn');
  conn.dataset.state = table.fatal ? 'failed' : table.conn;
  conn.dataset.reconnected = table.joins > 1 ? 'yes' : 'no';
  if (!table.id) conn.textContent = '';
  else if (table.fatal) conn.textContent = t('joinFailed', { e: said(table.fatal) });
  else if (table.conn === 'reconnecting') conn.textContent = t('reconnecting', { s: table.retryIn, n: table.attempt });
  else conn.textContent = table.conn === 'connected' && table.joins > 1 ? t('reconnected') : t(table.conn);
}

function renderTable() {
  const app = $('app');
  if (!table.state) return;
  let layout = $('table-layout');
  if (!layout) {
    // A card table: the game's bar (turn, phase, lives, stack, decision, game actions)
    // on top, the other players across the top of the board, your own zones at the
    // bottom with your hand last, always in view; actions, log and chat at the side
    // (below the board on a phone, where your zones stay at the bottom of the screen).
    document.body.classList.add('at-table');
    layout = el('div', { id: 'table-layout', class: 'layout' },
      el('div', { class: 'bar' },
        el('section', { id: 'frame', class: 'panel frame', 'aria-labelledby': 'frame-h' }),
        el('section', { id: 'status', class: 'status', 'aria-live': 'polite' })),
      el('section', { id: 'zones', 'aria-labelledby': 'zones-h' },
        el('h2', { id: 'zones-h', class: 'visually-hidden', text: t('zones') }),
        el('div', { id: 'others', class: 'others-area' }),
        el('div', { id: 'mine', class: 'mine-area' })),
      el('div', { class: 'side' },
        el('section', { id: 'actions', class: 'panel', 'aria-labelledby': 'actions-h' }),
        el('details', { id: 'public', class: 'panel' }),
        el('section', { id: 'log', class: 'panel log', 'aria-labelledby': 'log-h' }),
        el('section', { id: 'chat', class: 'panel chat', 'aria-labelledby': 'chat-h' })));
    app.replaceChildren(layout);
    renderLog();
    renderChat();
  }
  renderFrame();
  renderStatus();
  renderPublic();
  renderZones();
  renderActions();
  renderDecision();
}

// ---------------------------------------------------------------------------------------
// The game's frame: one bar with the edition, the turn, its phase and step, whose turn and
// move it is, life totals (with their controls), the stack, the pending decision, the
// game actions as buttons, and how the game ended. All of it from the view's `public`
// section and the listed actions.

/** A player's name, with "(you)" when it is the viewer's. */
function nameWithYou(name) {
  return table.seat !== null && players()[table.seat] === name ? `${name} (${t('you')})` : name;
}

/** The game's frame from the view's public section, in one shape for every game: its
 * turn is the section's `frame`, or the section itself where it names a `turn`. A rules
 * game (`begun`) that has not yet chosen who plays first (`starter`) is starting. Null
 * when the game shows no public section. */
function frameOf(view) {
  const pub = view.public;
  if (!pub || typeof pub !== 'object') return null;
  const f = pub.frame || ('turn' in pub ? pub : null);
  const starting = pub.begun === true && 'starter' in pub && !pub.starter;
  const rules = 'begun' in pub ? Boolean(pub.begun) : null;
  if (!f) return { begun: false, starting, rules, life: {}, out: [], f: {}, outcome: null, lost: {} };
  return {
    begun: !starting, starting, rules, turn: f.turn, active: f.turn_player ?? f.active, phase: f.phase, step: f.step,
    life: f.life || {}, out: f.out || f.left || [], winner: f.winner || null, over: Boolean(f.over),
    outcome: pub.outcome || null, lost: pub.lost || {}, f,
  };
}

/** Why player `n` lost, in the game's words: a cause, or `loss-out`. */
function lossWords(cause, n) {
  return gw(`loss-${cause}`, { name: nameWithYou(n) }) ?? gw('loss-out', { name: nameWithYou(n) }) ?? nameWithYou(n);
}

/** How the game ended, as a headline and its causes; null while it goes on. The
 * public section's `outcome` (winners, a draw, why) with who `lost` and why; or a
 * frame that is `over`, with its `winner` and the players `out`, each out for a life
 * at 0 or what the log says of them (an event the game has loss words for). */
function outcomeOf(fr) {
  if (!fr) return null;
  const o = fr.outcome;
  if (o) {
    const winners = o.winners || [];
    const head = o.draw || winners.length === 0 ? t('outcome.draw')
      : t(winners.length > 1 ? 'outcome.winners' : 'outcome.winner', { names: winners.map(nameWithYou).join(', ') });
    const how = Object.entries(fr.lost).map(([n, cause]) => lossWords(cause, n));
    how.push(gw(`cause-${o.cause}`) ?? o.cause);
    return { head, how, winners };
  }
  if (!fr.over) return null;
  const head = fr.winner ? t('outcome.winner', { names: nameWithYou(fr.winner) }) : t('outcome.ended');
  const how = fr.out.map((n) => {
    if (fr.life[n] !== undefined && fr.life[n] <= 0) return lossWords('life', n);
    const said = [...table.log].reverse().find((e) => gameWord(`loss-${e.event}`) !== null && (e.en || '').includes(n));
    return lossWords(said ? said.event : 'out', n);
  });
  return { head, how, winners: fr.winner ? [fr.winner] : [] };
}

/** Whether a value counts nothing: absent, 0, empty, or a text of no digit but 0 and no
 * letter (an empty mana pool's `{0}`). */
function countsNothing(v) {
  if (v === undefined || v === null || v === false || v === 0 || v === '') return true;
  return typeof v === 'string' && !/[1-9\p{L}]/u.test(v);
}

/** How the game ended, as one sentence in the page's language. */
function howText(o) {
  return lang === 'ja' ? `${o.how.join('、')}。` : `${o.how.join('; ')}.`;
}

/** Which row of the bar a game action goes in, by the game's layout: `life` for one
 * that changes a life total (drawn beside it); the first row for one with an empty
 * list that the game has words for (attacking with nothing); `more` for one no row
 * names. */
function gameGroup(g) {
  const l = layout();
  if (l.life.includes(g.action)) return 'life';
  const lk = listKey(g);
  if (lk !== null && g[lk].length === 0 && l.rows.length && gameWord(`action-${g.action}-none`) !== null) return l.rows[0].key;
  const row = l.rows.find((r) => r.actions.includes(g.action));
  return row ? row.key : 'more';
}

/** The index of a listed concede waiting for its second click (a concession ends the game). */
let confirming = null;

function gameButton(a, i) {
  const g = a.game;
  const b = actionButton(a, i);
  const lk = listKey(g);
  if (lk !== null) b.dataset.count = g[lk].length;
  const l = layout();
  if (l.danger.includes(g.action) || l.confirm.includes(g.action)) {
    b.classList.add('danger');
    if (l.confirm.includes(g.action)) {
      // A copy without the button's sending listener: the first click only asks again.
      const fresh = b.cloneNode(true);
      if (confirming === i) { fresh.textContent = t('confirmConcede'); fresh.dataset.confirm = 'yes'; }
      fresh.addEventListener('click', () => {
        if (confirming === i) { confirming = null; send(i); return; }
        confirming = i;
        renderFrame();
        const again = /** @type {HTMLElement | null} */ (document.querySelector('#game-actions button[data-confirm="yes"]'));
        if (again) again.focus();
      });
      return fresh;
    }
  }
  const rows = layout().rows;
  if (rows.length && gameGroup(g) === rows[0].key) b.classList.add('primary');
  return b;
}

function renderFrame() {
  const box = $('frame');
  if (!box || !table.state) return;
  const view = table.state.view;
  const g = gameKey();
  const fr = frameOf(view);
  const acts = table.state.actions.map((a, i) => [a, i]).filter(([a]) => a.action === 'game');
  const l = layout();
  if (confirming !== null && !acts.some(([a, i]) => i === confirming && l.confirm.includes(a.game.action))) confirming = null;
  const parts = [el('h2', { id: 'frame-h', class: 'visually-hidden', text: t('frame') })];
  const edition = gameWord('edition') ?? t(`games.${g}`);
  const mode = fr && fr.rules !== null ? (fr.rules ? t('modeRules') : t('modeManual')) : null;
  parts.push(el('p', { class: 'edition', id: 'edition' }, edition, mode ? el('span', { class: 'mode', 'data-mode': fr.rules ? 'rules' : 'manual', text: mode }) : null));

  // The turn: number, phase and step (one the game has words for), whose turn, and the
  // players its public section names that the game's turn line shows (`turn-` words).
  const turn = [];
  if (!fr || !fr.begun) {
    turn.push(el('span', { text: (fr && fr.starting && gameWord('starting')) || t('notStarted') }));
  } else {
    turn.push(el('span', { class: 'turn-n', text: t('turnN', { n: fr.turn }) }));
    const phase = gameWord(`phase-${fr.phase}`) ?? fr.phase;
    turn.push(el('span', { class: 'phase', id: 'phase', 'data-phase': fr.phase, text: phase }));
    const step = fr.step ? gameWord(`step-${fr.step}`) : null;
    if (step) turn.push(el('span', { class: 'step', id: 'step', 'data-step': fr.step, text: step }));
    const mine = players()[table.seat] === fr.active;
    turn.push(el('span', { class: `whose${mine ? ' mine' : ''}`, id: 'whose-turn', text: mine ? t('yourTurn') : t('turnOf', { name: fr.active }) }));
    for (const field of gameKeys('turn-').filter((k) => !k.endsWith('-you'))) {
      const who = fr.f[field];
      if (typeof who !== 'string' || !who) continue;
      const me = players()[table.seat] === who;
      turn.push(el('span', { class: `${field}${me ? ' mine' : ''}`, id: field,
        text: (me && gameWord(`turn-${field}-you`)) || gw(`turn-${field}`, { name: who }) }));
    }
  }
  parts.push(el('p', { class: 'turn-line' }, turn.map((x, k) => [k ? ' · ' : '', x])));

  // Life totals, each with its controls where the seat may adjust it.
  if (fr && Object.keys(fr.life).length) {
    const lifeActs = acts.filter(([a]) => l.life.includes(a.game.action));
    parts.push(el('ul', { class: 'lives', id: 'lives', 'aria-label': t('lifeH') }, Object.entries(fr.life).map(([name, life]) => {
      const seat = players().indexOf(name);
      const controls = lifeActs.filter(([a]) => a.game.player === seat).map(([a, i]) => {
        const b = actionButton(a, i);
        b.classList.add('life-control');
        b.textContent = `${a.game.by > 0 ? '+' : ''}${a.game.by}`;
        b.setAttribute('aria-label', gameActionLabel(a.game));
        return b;
      });
      // The per-player fields the game's `player-` words name, unless they count nothing.
      const extra = gameKeys('player-').map((field) => [field, (fr.f[field] || {})[name]])
        .filter(([, v]) => !countsNothing(v)).map(([field, v]) => gw(`player-${field}`, { n: v }));
      const out = fr.out.includes(name);
      return el('li', { class: `life${seat === table.seat ? ' mine' : ''}${out ? ' out' : ''}`, 'data-player': name },
        el('span', { class: 'life-name', text: nameWithYou(name) }), ' ',
        el('strong', { class: 'life-total', 'data-life': life, text: String(life) }),
        out ? el('span', { class: 'life-extra', text: ` (${t('out')})` }) : null,
        extra.length ? el('span', { class: 'life-extra', text: ` · ${extra.join(' · ')}` }) : null,
        controls.length ? el('span', { class: 'life-controls' }, controls) : null);
    })));
  }

  // The lists the game's `list-` words name (a stack), newest first.
  for (const field of fr ? gameKeys('list-') : []) {
    const items = Array.isArray(fr.f[field]) ? fr.f[field] : [];
    if (!items.length) continue;
    parts.push(el('div', { class: field, id: field }, el('h3', { text: gameWord(`list-${field}`) }),
      el('ol', {}, [...items].reverse().map((it) => el('li', {
        text: (it && typeof it === 'object' && gw(`item-${field}`, slotsOf(it))) || String(slotValue(field, it)) })))));
  }

  // The pending decision: whose, and what.
  const p = view.pending;
  if (p) {
    const mine = p.decider === table.seat;
    parts.push(el('p', { class: `prompt${mine ? ' mine' : ''}`, id: 'prompt', 'data-decision': p.what },
      mine ? t('decisionWhat', { name: playerName(p.decider), what: decisionWords(p.what) })
        : t('waitDecision', { name: playerName(p.decider), what: decisionWords(p.what) })));
  }

  // How the game ended.
  const o = outcomeOf(fr);
  if (o) {
    parts.push(el('div', { class: 'outcome', id: 'outcome', role: 'status', 'data-winners': o.winners.join(',') },
      el('strong', { text: o.head }), o.how.length ? el('span', { text: ` ${howText(o)}` }) : null));
  }

  // The game actions, in the game's rows (what to do now first), then the rest.
  if (table.seat !== null && !o) {
    const rows = new Map([...l.rows.map((r) => [r.key, []]), ['more', []]]);
    for (const [a, i] of acts) {
      const k = gameGroup(a.game);
      if (rows.has(k)) rows.get(k).push(gameButton(a, i));
    }
    const filled = [...rows.entries()].filter(([, bs]) => bs.length);
    parts.push(el('div', { class: 'game-actions', id: 'game-actions', role: 'group', 'aria-labelledby': 'game-actions-h' },
      el('h3', { id: 'game-actions-h', class: 'visually-hidden', text: t('gameActions') }),
      filled.length ? filled.map(([k, bs]) => el('div', { class: 'ga-row', 'data-group': k },
        el('span', { class: 'ga-label', text: gameWord(`row-${k}`) ?? t(`group.${k}`) }), bs))
        : (table.state.actions.length ? null : el('p', { class: 'hint', text: t('noGameActions') }))));
  }
  box.replaceChildren(...parts);
}

function renderStatus() {
  const box = $('status');
  if (!box) return;
  const st = table.state;
  const parts = [];
  if (st) {
    const tm = st.to_move;
    parts.push(el('p', { class: tm !== null && tm === table.seat ? 'to-move mine' : 'to-move', id: 'to-move' },
      tm === null || tm === undefined ? t('nobodyToMove')
        : tm === table.seat ? t('yourMove') : t('toMove', { name: playerName(tm) })));
    const p = st.view.pending;
    if (p && p.decider !== table.seat) {
      parts.push(el('p', { class: 'waiting', text: t('waitDecision', { name: playerName(p.decider), what: decisionWords(p.what) }) }));
    }
    parts.push(el('p', { class: 'version', text: `${t('version')} ${st.version}` }));
  }
  if (st) box.dataset.version = st.version;
  if (table.outstanding) parts.push(el('p', { class: 'sending', text: t('waitingAck') }));
  if (table.notice) parts.push(el('p', { class: 'error notice', role: 'alert', id: 'notice', text: table.notice }));
  if (table.refusal) {
    parts.push(el('p', { class: 'error', role: 'alert', id: 'refusal', text: t('refused', { code: table.refusal.code, e: said(table.refusal) }) }));
  }
  if (table.end) {
    // The game's own outcome (who won and how) where its view says it.
    const o = outcomeOf(frameOf(st ? st.view : {}));
    parts.push(el('p', { class: 'end', role: 'alert', id: 'game-end', 'data-reason': table.end.reason,
      text: o ? `${o.head} ${howText(o)}` : t('gameOver', { reason: t(`endReason.${table.end.reason}`) }) }));
  }
  if (table.fatal) parts.push(el('p', { class: 'error', role: 'alert', text: t('joinFailed', { e: said(table.fatal) }) }));
  box.replaceChildren(...parts);
}

/** A public field's label: the game's `field-` word, else its key. */
function fieldLabel(k) {
  return gameWord(`field-${k}`) ?? k;
}

/** The view's `public` value, shown as a definition list (cards by their names). */
function publicValue(v) {
  if (v === null || v === undefined) return '—';
  if (Array.isArray(v)) {
    if (v.length === 0) return t('none');
    return el('ul', { class: 'plain' }, v.map((x) => el('li', {}, publicValue(x))));
  }
  if (typeof v === 'object') {
    if (typeof v.name === 'string') {
      const rest = Object.entries(v).filter(([k, x]) => k !== 'name' && k !== 'handle' && x !== null);
      return `${v.name}${rest.length ? ` (${rest.map(([k, x]) => `${fieldLabel(k)} ${typeof x === 'object' ? JSON.stringify(x) : x}`).join(', ')})` : ''}`;
    }
    const entries = Object.entries(v);
    if (entries.length && entries.every(([, x]) => x === null || typeof x !== 'object')) {
      // A small map of scalars (life or mana by player): one line.
      return el('span', { class: 'inline-map' }, entries.map(([k, x], i) => [i ? ' · ' : '',
        el('span', { class: 'map-key', text: fieldLabel(k) }), ' ', publicValue(x)]));
    }
    return el('dl', { class: 'kv' }, entries.map(([k, x]) => [
      el('dt', { text: fieldLabel(k) }), el('dd', {}, publicValue(x))]));
  }
  if (typeof v === 'boolean') return v ? '✓' : '✗';
  if (typeof v === 'string' && /^h[0-9a-f]{16}$/.test(v)) return cardLabel(v);
  return String(v);
}

/** Everything the view's public section holds, folded away below the bar (which shows
 * what a player reads during play). */
function renderPublic() {
  const box = $('public');
  const pub = table.state.view.public;
  box.replaceChildren(el('summary', {}, el('h2', { id: 'public-h', text: t('publicState') })),
    pub === null || pub === undefined ? el('p', { text: t('noPublic') }) : publicValue(pub));
}

/** Zones drawn as piles (a deck, a graveyard, the areas cards are put away in): a
 * stack with its count, its face-up cards as a short list. Every other zone (the hand,
 * the field, the stack) lays its cards out side by side. Which are piles is the game's
 * to say: /api/games marks each zone (`pile`, from its table words). */
function isPile(key) {
  const zones = (GAMES[gameKey()] || {}).zones || [];
  const z = zones.find((zz) => zz.key === key);
  return Boolean(z && z.pile);
}

/** A player's life as the game's public section gives it, or null. */
function lifeOf(seat) {
  const fr = table.state ? frameOf(table.state.view) : null;
  const name = players()[seat];
  if (!fr || name === undefined || fr.life[name] === undefined) return null;
  return fr.life[name];
}

function renderZones() {
  const view = table.state.view;
  const groups = new Map();
  for (const z of view.zones) {
    const k = z.player === undefined || z.player === null ? 'shared' : z.player;
    if (!groups.has(k)) groups.set(k, []);
    groups.get(k).push(z);
  }
  // Across the top: the other players (in seat order after yours, as round a table),
  // then the shared zones (the field of Magic, the stack); at the bottom: your own.
  const n = players().length;
  const me = table.seat;
  const others = [...groups.keys()].filter((k) => k !== 'shared' && k !== me)
    .sort((a, b) => ((a - (me ?? 0) + n) % n) - ((b - (me ?? 0) + n) % n));
  const section = (k) => {
    const mine = k === me;
    const zones = groups.get(k);
    let spread = zones.filter((z) => !isPile(z.zone) && !(mine && z.zone === 'hand'));
    const piles = zones.filter((z) => isPile(z.zone));
    let hand = mine ? zones.filter((z) => z.zone === 'hand') : [];
    // With nothing else spread out (Magic's field is shared), the hand sits beside the piles.
    if (spread.length === 0) { spread = hand; hand = []; }
    const life = k === 'shared' ? null : lifeOf(k);
    const name = k === 'shared' ? t('shared') : mine ? t('yourZones', { name: players()[k] }) : t('playerZones', { name: playerName(k) });
    return el('section', { class: `player-zones${mine ? ' mine' : ''}${k === 'shared' ? ' shared' : ''}`, 'data-player': k, 'aria-label': name },
      el('h3', {}, el('span', { text: name }),
        life !== null ? el('span', { class: 'seat-life', 'data-life': life, text: t('lifeShort', { n: life }) }) : null),
      el('div', { class: 'zone-row' },
        el('div', { class: 'spread-zones' }, spread.map(renderZone)),
        piles.length ? el('div', { class: 'pile-zones' }, piles.map(renderZone)) : null),
      hand.length ? el('div', { class: 'hand-row' }, hand.map(renderZone)) : null);
  };
  $('others').replaceChildren(...others.map(section),
    ...(groups.has('shared') ? [section('shared')] : []), ...heldSection(view));
  $('mine').replaceChildren(...(groups.has(me) ? [section(me)] : []));
  $('mine').hidden = !groups.has(me);
}

/** The cards held aside that the view lists (put back by the holding effect). */
function heldSection(view) {
  const held = view.held || [];
  if (held.length === 0) return [];
  return [el('section', { class: 'player-zones held', 'data-player': 'held', 'aria-labelledby': 'held-h' },
    el('h3', { id: 'held-h', text: t('heldAside') }),
    el('ul', {}, held.map((c) => el('li', { 'data-handle': c.handle,
      text: `${c.front ? c.front.name : `${t('someCard')} (${c.handle.slice(0, 7)}…)`} · ${zoneLabel({ zone: c.from, player: c.player })}` }))))];
}

/** @param {Zone} z */
function moveTopActions(z) {
  const key = zoneKeyOf(z);
  return table.state.actions.map((a, i) => [a, i]).filter(([a]) => a.action === 'move-top' && zoneKeyOf(a.from) === key);
}

/** The listed actions of a zone as a whole (a pile's menu): taking its top card
 * somewhere (draw), shuffling it, splitting it. */
function zoneActions(key) {
  return table.state.actions.map((a, i) => [a, i]).filter(([a]) => (a.action === 'move-top' && zoneKeyOf(a.from) === key)
    || ((a.action === 'shuffle' || a.action === 'split') && zoneKeyOf(a.zone) === key));
}

/** The listed looks at cards of zone `key` the page shows, its top card first (the
 * highest position): what "Look at the top N…" may send. */
function lookActions(key) {
  const z = table.state.view.zones.find((zz) => zoneKeyOf(zz) === key);
  if (!z) return [];
  const pos = new Map(z.cards.map((c) => [c.handle, c.position]));
  return table.state.actions.map((a, i) => [a, i]).filter(([a]) => a.action === 'look' && pos.has(a.card))
    .sort(([a], [b]) => pos.get(b.card) - pos.get(a.card));
}

/** The listed looks at the top cards of zone `key` (a deck the seat does not see into),
 * fewest cards first. */
function lookTopActions(key) {
  return table.state.actions.map((a, i) => [a, i]).filter(([a]) => a.action === 'look-top' && zoneKeyOf(a.zone) === key)
    .sort(([a], [b]) => a.count - b.count);
}

/** How many cards "Look at the top N…" may ask for in zone `key`: the most a listed
 * look at its top takes, or else its listed looks at cards the page shows. */
function lookTopMost(key) {
  const tops = lookTopActions(key);
  return tops.length ? tops[tops.length - 1][0].count : lookActions(key).length;
}

// "Look at the top N…": the cards still to look at (handles, top first), sent one by
// one as each state comes (each look changes the list); and, by effect id, the card each
// look's effect shows, so that its "End look" says what it ends.
let lookQueue = [];
const lookNames = new Map();
// By effect id, the pile (zone key) a look at its top cards shows: its end is in that
// pile's menu too.
const lookPiles = new Map();
let looking = null; // { before: end-effect ids listed before the look was sent, card, pile }

/** Notes a look about to be sent: the effect it makes is the end-effect listed next. */
function noteLook(a) {
  if (a.action !== 'look' && a.action !== 'look-top') return;
  const ends = table.state.actions.filter((x) => x.action === 'end-effect').map((x) => x.effect);
  const what = a.action === 'look' ? cardLabel(a.card) : t('lookTopWhat', { n: a.count, zone: zoneLabel(a.zone) });
  looking = { before: new Set(ends), card: what, pile: a.action === 'look-top' ? zoneKeyOf(a.zone) : null };
}

/** Asks for the top `n` cards of zone `key`: the listed look at that many (a deck), or
 * the listed looks at each of them, one after another (cards the page shows). */
function lookAtTop(key, n) {
  const most = lookTopMost(key);
  if (!Number.isInteger(n) || n < 1 || n > most) {
    notice(t('lookTopBad', { n: most }));
    return;
  }
  const top = lookTopActions(key).find(([a]) => a.count === n);
  if (top) {
    noteLook(top[0]);
    send(top[1]);
    return;
  }
  lookQueue = lookActions(key).slice(0, n).map(([a]) => a.card);
  continueLooks();
}

/** When a state comes (before it is drawn, so that its end is drawn with the name):
 * names the effect the last look made. */
function nameLook() {
  const st = table.state;
  if (!st || table.outstanding || !looking) return;
  // The move passed on (a table without turns): the look's end is listed when it is
  // this seat's move again.
  if (!st.actions.length) return;
  for (const a of st.actions) {
    if (a.action === 'end-effect' && !looking.before.has(a.effect)) {
      lookNames.set(a.effect, looking.card);
      if (looking.pile) lookPiles.set(a.effect, looking.pile);
    }
  }
  looking = null;
}

/** After a state: sends the next look asked for while it is still listed (none is sent
 * unlisted: the queue stops). */
function continueLooks() {
  const st = table.state;
  if (!st || table.outstanding) return;
  nameLook();
  if (!lookQueue.length) return;
  const h = lookQueue.shift();
  const i = st.actions.findIndex((a) => a.action === 'look' && a.card === h);
  if (i < 0) { lookQueue = []; return; }
  noteLook(st.actions[i]);
  send(i);
}

/** The pile menu's "Look at the top N…": a number and a button, offered only when
 * looks at the zone's top cards (or at its cards the page shows) are listed. */
function lookTopForm(key, label) {
  const most = lookTopMost(key);
  if (!most) return null;
  const n = el('input', { type: 'number', id: 'look-n', min: 1, max: most, value: Math.min(3, most),
    'aria-label': t('lookTopAsk', { zone: label, n: most }) });
  return el('p', { class: 'look-top' }, el('label', { for: 'look-n', text: t('lookTop') }), ' ', n, ' ',
    el('button', { type: 'button', class: 'action', id: 'look-top', 'data-fkey': `look-top:${key}`,
      disabled: table.outstanding || table.fatal ? true : null,
      onclick: () => lookAtTop(key, Number(n.value)), text: t('lookTop') }));
}

/** Piles whose face-up cards are all shown (the player asked), by zone key. */
const spreadPiles = new Set();

/** @param {Zone} z */
function renderZone(z) {
  const key = zoneKeyOf(z);
  const label = zoneLabel(z);
  const pile = isPile(z.zone);
  const hidden = z.count - z.cards.length;
  const head = el('h4', {},
    el('span', { class: 'zone-name', text: zoneName(z.zone) }), ' ',
    el('span', { class: 'count', 'data-count': z.count, text: t('cards', { n: z.count }) }),
    z.limit !== undefined ? el('span', { class: 'limit', text: ` · ${t('limit', { n: z.limit })}` }) : null);
  // A pile shows its top face-up cards (all of them once spread), newest first.
  const shown = pile && !spreadPiles.has(key) && z.cards.length > 3 ? z.cards.slice(-3) : z.cards;
  let cards = (pile ? [...shown].reverse() : shown).map((c) => renderCard(c, z, pile));
  // A shared field (Magic's in-play zone) is laid out as at a table: each player's
  // permanents in a row of their own, the others' first, the viewer's last.
  const controllers = [...new Set(z.cards.map((c) => c.controller).filter((c) => c !== undefined))];
  if (!pile && (z.player === undefined || z.player === null) && controllers.length > 1) {
    const n = players().length;
    const me = table.seat ?? 0;
    controllers.sort((a, b) => (((a - me + n) % n) || n) - (((b - me + n) % n) || n));
    cards = controllers.map((p) => el('div', { class: `control-row${p === table.seat ? ' mine' : ''}`, 'data-controller': p },
      el('span', { class: 'control-name', text: playerName(p) }),
      z.cards.filter((c) => c.controller === p).map((c) => renderCard(c, z, false))));
  }
  const parts = [];
  if (hidden > 0) {
    // The cards the viewer may not see: one pile of backs with their number. It is a
    // button: its menu lists the zone's own actions (draw, shuffle, split), and it can
    // be dragged (its top card) where a listed move takes it.
    const tops = moveTopActions(z);
    const pileDraggable = tops.length > 0;
    const sel = table.selected === `pile:${key}`;
    parts.push(el('button', {
      type: 'button', class: `card back pile${sel ? ' selected' : ''}${zoneActions(key).length ? ' actionable' : ''}`,
      'aria-pressed': sel ? 'true' : 'false', title: gameWord(`pile-${z.zone}`),
      'data-hidden': hidden, 'data-fkey': `pile:${key}`, draggable: pileDraggable ? 'true' : null,
      'data-drops': pileDraggable ? tops.map(([a]) => zoneKeyOf(a.to)).join(' ') : null,
      'data-drag': pileDraggable ? `pile:${key}` : null,
      onclick: () => select(`pile:${key}`),
      ondragstart: pileDraggable ? (ev) => { dragging = `pile:${key}`; ev.dataTransfer.setData('text/plain', dragging); ev.dataTransfer.effectAllowed = 'move'; } : null,
      ondragend: () => { dragging = null; clearDropMarks(); },
    }, el('span', { class: 'visually-hidden', text: `${label}: ` }), el('span', { class: 'pile-count', 'aria-hidden': 'true', text: String(hidden) }),
    el('span', { class: 'pile-word', text: t('hiddenCards', { n: hidden }) })));
  }
  const zoneEl = el('section', {
    class: `zone${pile ? ' pile-zone' : ''}${z.zone === 'hand' ? ' hand' : ''}`, 'data-zone': z.zone, 'data-player': z.player ?? '', 'data-key': key,
    'aria-label': `${label}: ${t('cards', { n: z.count })}`,
  }, head, el('div', { class: 'cards' }, parts, cards),
  pile && z.cards.length > 3 ? el('button', { type: 'button', class: 'link spread', 'data-fkey': `spread:${key}`,
    onclick: () => { if (spreadPiles.has(key)) spreadPiles.delete(key); else spreadPiles.add(key); renderZones(); },
    text: spreadPiles.has(key) ? t('fold') : t('spread', { n: z.cards.length }) }) : null);
  zoneEl.addEventListener('dragover', (ev) => {
    if (!dragging) return;
    // Every zone takes the drop, so that one that cannot take the card says why.
    ev.preventDefault();
    markDrop(zoneEl, dropAction(dragging, z) >= 0);
  });
  zoneEl.addEventListener('dragleave', () => zoneEl.classList.remove('drop', 'nodrop'));
  zoneEl.addEventListener('drop', (ev) => {
    ev.preventDefault();
    const src = ev.dataTransfer.getData('text/plain') || dragging;
    dragging = null;
    clearDropMarks();
    dropOn(src, z);
  });
  return zoneEl;
}

let dragging = null;

function markDrop(zoneEl, ok) {
  zoneEl.classList.toggle('drop', ok);
  zoneEl.classList.toggle('nodrop', !ok);
}

function clearDropMarks() {
  for (const e of document.querySelectorAll('.zone.drop, .zone.nodrop')) e.classList.remove('drop', 'nodrop');
}

/** The index of the listed action that moves the dragged thing (`card:H` or `pile:KEY`) to zone `z`, or -1. */
function dropAction(src, z) {
  if (!src || !table.state) return -1;
  const key = zoneKeyOf(z);
  const acts = table.state.actions;
  if (src.startsWith('card:')) {
    const h = src.slice(5);
    return acts.findIndex((a) => (a.action === 'move' || a.action === 'enter') && a.card === h && zoneKeyOf(a.to) === key);
  }
  if (src.startsWith('pile:')) {
    const from = src.slice(5);
    return acts.findIndex((a) => a.action === 'move-top' && zoneKeyOf(a.from) === from && zoneKeyOf(a.to) === key);
  }
  return -1;
}

/** A drop of `src` on zone `z`: the listed move that takes it there, or words saying why
 * there is none (where it may go instead). A drop where it came from does nothing. */
function dropOn(src, z) {
  if (!src || !table.state) return;
  const i = dropAction(src, z);
  if (i >= 0) { send(i); return; }
  const key = zoneKeyOf(z);
  let what; let targets;
  if (src.startsWith('card:')) {
    const h = src.slice(5);
    const found = cardByHandle(h);
    if (found && zoneKeyOf(found.zone) === key) return;
    what = cardLabel(h);
    targets = table.state.actions.filter((a) => a.action === 'move' && a.card === h).map((a) => a.to);
  } else {
    const from = src.slice(5);
    if (from === key) return;
    const z0 = table.state.view.zones.find((x) => zoneKeyOf(x) === from);
    what = z0 ? t('act.move-top', { from: zoneLabel(z0), to: zoneLabel(z) }) : t('someCard');
    targets = table.state.actions.filter((a) => a.action === 'move-top' && zoneKeyOf(a.from) === from).map((a) => a.to);
  }
  const fr = frameOf(table.state.view);
  const why = targets.length ? t('dropElsewhere', { zones: targets.map(zoneLabel).join(lang === 'ja' ? '、' : ', ') })
    : fr && fr.rules ? t('dropRules') : t('dropNowhere');
  notice(t('cannotDrop', { card: what, zone: zoneLabel(z), why }));
}

/** A short message in the status line (a drop refused, a click while disconnected). */
function notice(text) {
  table.notice = text;
  renderStatus();
}

/** Selects a card (`h`) or a pile (`pile:KEY`), or unselects it: its menu is the action
 * panel's list of what names it. From the keyboard the focus goes to the menu. */
function select(what) {
  const fromKeyboard = keyboardUsed;
  table.selected = table.selected === what ? null : what;
  renderZones();
  renderActions();
  if (table.selected) {
    const menu = $('card-actions');
    const first = /** @type {HTMLElement | null} */ (menu && menu.querySelector('button:not([disabled])'));
    if (menu) menu.scrollIntoView({ block: 'nearest' });
    if (first && fromKeyboard) first.focus();
  }
}

/** Whether the last thing the player did was a key press (a keyboard user's selection
 * moves the focus to the card's menu; a mouse user's stays on the card). */
let keyboardUsed = false;
window.addEventListener('keydown', (ev) => {
  keyboardUsed = true;
  if (ev.key === 'Escape' && table.selected && !$('decision').open) {
    // Escape closes a card's menu and puts the focus back on the card.
    const was = table.selected;
    table.selected = null;
    renderZones();
    renderActions();
    const back = [.../** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[data-fkey]'))].find((e) => e.dataset.fkey === (was.startsWith('pile:') ? was : `card:${was}`));
    if (back) back.focus();
  }
}, true);
window.addEventListener('pointerdown', () => { keyboardUsed = false; }, true);

/** A card's cost (a Magic pool's `cost: {1}{G}` line), and its other lines of text. */
/** @param {Side} f */
function costAndText(f) {
  let cost = null;
  const text = [];
  for (const line of f.abilities || []) {
    const m = /^cost:\s*(.*)$/.exec(line);
    if (m && cost === null) cost = m[1];
    else text.push(line);
  }
  return { cost, text };
}

/** A card's numbers as printed: those a game's word `numbers-<name>` prints together
 * (`{a}/{b}`) when the card has every one of them, each other one by its name. */
function numbersText(nums) {
  const n = { ...(nums || {}) };
  const parts = [];
  for (const name of gameKeys('numbers-')) {
    const w = gameWord(`numbers-${name}`);
    const slots = [...w.matchAll(/\{(\w+)\}/g)].map(([, k]) => k);
    if (slots.length === 0 || !slots.every((k) => n[k] !== undefined)) continue;
    parts.push(fill(w, n));
    for (const k of slots) delete n[k];
  }
  for (const [k, v] of Object.entries(n)) parts.push(`${k} ${v}`);
  return parts.join(' · ');
}

/** A card's face (or back) as a button: its menu on a click, dragged where a listed move takes it.
 * @param {Card} c
 * @param {Zone} z
 * @param {boolean} small */
function renderCard(c, z, small) {
  const f = c.front;
  const sideways = c.orientation === 'sideways';
  // The zones this card may be dropped on: the listed moves of it.
  const drops = table.state.actions.filter((a) => a.action === 'move' && a.card === c.handle).map((a) => zoneKeyOf(a.to));
  const movable = drops.length > 0;
  const classes = ['card', f ? 'front' : 'back', small ? 'mini' : '', sideways ? 'sideways' : '', c.facing === 'face-down' ? 'face-down' : '',
    table.selected === c.handle ? 'selected' : '',
    table.state.actions.some((a) => actionNames(a, c.handle)) ? 'actionable' : ''].filter(Boolean).join(' ');
  const name = f ? f.name : t('cardBack');
  const details = [];
  if (c.facing === 'face-down') details.push(t('faceDown'));
  if (c.orientation) details.push(sideways ? `${t('orientation.sideways')} (${t(`sideways.${gameKey()}`)})` : t('orientation.upright'));
  if (c.controller !== undefined && c.controller !== z.player) details.push(t('controller', { name: playerName(c.controller) }));
  if (c.attached_to) details.push(t('attachedTo', { name: cardLabel(c.attached_to) }));
  if (c.other_side) details.push(t('otherSide', { name: c.other_side.name }));
  const { cost, text } = f ? costAndText(f) : { cost: null, text: [] };
  const numbers = f ? numbersText(f.numbers) : '';
  return el('button', {
    type: 'button', class: classes, 'data-handle': c.handle, 'data-name': f ? f.name : null, 'data-fkey': `card:${c.handle}`,
    'aria-pressed': table.selected === c.handle ? 'true' : 'false',
    title: f ? [name, cost, f.types.join(' · '), ...text, numbers].filter(Boolean).join('\n') : null,
    draggable: movable ? 'true' : null,
    'data-drops': movable ? drops.join(' ') : null,
    'data-drag': movable ? `card:${c.handle}` : null,
    onclick: () => select(c.handle),
    ondragstart: movable ? (ev) => { dragging = `card:${c.handle}`; ev.dataTransfer.setData('text/plain', dragging); ev.dataTransfer.effectAllowed = 'move'; } : null,
    ondragend: () => { dragging = null; clearDropMarks(); },
  },
  f ? [
    el('span', { class: 'card-head' }, el('span', { class: 'card-name', text: f.name }),
      cost ? el('span', { class: 'card-cost', text: cost }) : null),
    small ? null : el('span', { class: 'card-types', text: f.types.join(' · ') }),
    small || !text.length ? null : el('span', { class: 'card-text', text: text.join('\n') }),
    numbers ? el('span', { class: 'card-numbers', text: numbers }) : null,
    details.length ? el('span', { class: 'card-state', text: details.join(' · ') }) : null,
  ] : el('span', { class: 'card-state', text: [t('cardBack'), ...details].join(' · ') }));
}

// ---------------------------------------------------------------------------------------
// Touch drag: a finger (or pen) pressed on a draggable card or pile and moved carries a
// copy of it; lifted over a zone, the card goes there by the listed move, or the page
// says why it cannot. (A mouse uses the browser's own drag and drop, above.)

let touchDrag = null;

document.addEventListener('pointerdown', (ev) => {
  if (ev.pointerType === 'mouse') return;
  const target = /** @type {HTMLElement} */ (ev.target);
  const src = /** @type {HTMLElement | null} */ (target.closest && target.closest('[data-drag]'));
  if (!src) return;
  touchDrag = { src: src.dataset.drag, el: src, x: ev.clientX, y: ev.clientY, ghost: null, id: ev.pointerId };
});

document.addEventListener('pointermove', (ev) => {
  const d = touchDrag;
  if (!d || ev.pointerId !== d.id) return;
  if (!d.ghost) {
    if (Math.hypot(ev.clientX - d.x, ev.clientY - d.y) < 10) return;
    d.ghost = d.el.cloneNode(true);
    d.ghost.classList.add('ghost');
    d.ghost.removeAttribute('id');
    d.ghost.setAttribute('aria-hidden', 'true');
    document.body.append(d.ghost);
    dragging = d.src;
  }
  ev.preventDefault();
  d.ghost.style.left = `${ev.clientX - 20}px`;
  d.ghost.style.top = `${ev.clientY - 20}px`;
  clearDropMarks();
  const zoneEl = zoneAt(ev.clientX, ev.clientY);
  if (zoneEl) markDrop(zoneEl, dropAction(d.src, zoneFor(zoneEl)) >= 0);
}, { passive: false });

function endTouchDrag(ev, dropIt) {
  const d = touchDrag;
  if (!d || ev.pointerId !== d.id) return;
  touchDrag = null;
  if (!d.ghost) return;
  d.ghost.remove();
  dragging = null;
  clearDropMarks();
  const zoneEl = dropIt ? zoneAt(ev.clientX, ev.clientY) : null;
  if (zoneEl) dropOn(d.src, zoneFor(zoneEl));
  // The click that follows a drag is not a selection.
  const stop = (e) => { e.stopPropagation(); e.preventDefault(); };
  window.addEventListener('click', stop, { capture: true, once: true });
  setTimeout(() => window.removeEventListener('click', stop, { capture: true }), 0);
}
document.addEventListener('pointerup', (ev) => endTouchDrag(ev, true));
document.addEventListener('pointercancel', (ev) => endTouchDrag(ev, false));

function zoneAt(x, y) {
  const e = document.elementFromPoint(x, y);
  return e && e.closest ? e.closest('section.zone[data-key]') : null;
}

/** The view's zone that a drawn zone shows. */
function zoneFor(zoneEl) {
  return table.state.view.zones.find((z) => zoneKeyOf(z) === zoneEl.dataset.key) || { zone: zoneEl.dataset.zone };
}

function actionButton(a, i) {
  // An end of a look this page asked for says which card it stops showing.
  const label = a.action === 'end-effect' && lookNames.has(a.effect)
    ? t('endLookOf', { what: lookNames.get(a.effect) }) : actionLabel(a);
  return el('button', {
    type: 'button', class: 'action', 'data-action': a.action, 'data-index': i, 'data-fkey': `act:${label}`,
    'data-to': a.to ? zoneKeyOf(a.to) : null,
    'data-game-action': a.action === 'game' ? a.game.action : null,
    disabled: table.outstanding || table.fatal ? true : null,
    onclick: () => { noteLook(a); send(i); },
    text: label,
  });
}

function renderActions() {
  const box = $('actions');
  if (!box || !table.state) return;
  const acts = table.state.actions.map((a, i) => [a, i]);
  const parts = [el('h2', { id: 'actions-h', text: t('actions') })];
  if (acts.length === 0 || (!table.selected && acts.every(([a]) => a.action === 'game' || a.action === 'answer'))) {
    parts.push(el('p', { text: acts.length ? t('pickCard') : t('noActions') }));
  } else if (table.selected) {
    const pile = table.selected.startsWith('pile:') ? table.selected.slice(5) : null;
    const pz = pile && table.state.view.zones.find((z) => zoneKeyOf(z) === pile);
    // A pile's menu: its actions, and the end of a look at its top cards.
    const mine = pile
      ? zoneActions(pile).concat(acts.filter(([a]) => a.action === 'end-effect' && lookPiles.get(a.effect) === pile))
      : acts.filter(([a]) => actionNames(a, table.selected));
    parts.push(el('h3', { text: pile ? t('pileActions', { zone: pz ? zoneLabel(pz) : pile }) : t('actionsFor', { name: cardLabel(table.selected) }) }),
      mine.length ? el('div', { class: 'action-list', id: 'card-actions' }, mine.map(([a, i]) => actionButton(a, i)))
        : (pile && lookTopMost(pile) ? null : el('p', { text: t('noCardActions') })),
      pile ? lookTopForm(pile, pz ? zoneLabel(pz) : pile) : null,
      el('button', { type: 'button', class: 'link', id: 'clear-selection', onclick: () => select(table.selected), text: t('clear') }));
  } else {
    // Without a selection: the actions that name no card the page shows, grouped by kind
    // (the game's own actions are in the bar above the board).
    // (A look at a pile's top cards is its menu's "Look at the top N…".)
    const other = acts.filter(([a]) => a.action !== 'game' && a.action !== 'look-top'
      && (!actionCard(a) || !cardByHandle(actionCard(a))));
    parts.push(el('p', { class: 'hint', text: t('pickCard') }));
    if (other.length) {
      // Grouped by kind; a long group (cards brought from outside the game) folds away.
      const kinds = new Map();
      for (const [a, i] of other) {
        const k = a.action === 'game' ? a.game.action : a.action;
        if (!kinds.has(k)) kinds.set(k, []);
        kinds.get(k).push(actionButton(a, i));
      }
      parts.push(el('h3', { text: t('otherActions') }),
        el('div', { class: 'action-list', id: 'other-actions' }, [...kinds.entries()].map(([k, buttons]) => (buttons.length > 6
          ? el('details', { class: 'action-group', 'data-kind': k }, el('summary', { text: `${k} (${buttons.length})` }),
            el('div', { class: 'action-list' }, buttons))
          : buttons))));
    }
  }
  box.replaceChildren(...parts);
}

function renderDecision() {
  const dlg = $('decision');
  const p = table.state && table.state.view.pending;
  const answers = table.state ? table.state.actions.map((a, i) => [a, i]).filter(([a]) => a.action === 'answer') : [];
  if (!p || p.decider !== table.seat || answers.length === 0) {
    if (dlg.open) dlg.close();
    return;
  }
  $('decision-title').textContent = t('decision');
  $('decision-what').textContent = t('decisionWhat', { name: playerName(p.decider), what: decisionWords(p.what) });
  $('decision-options').replaceChildren(...answers.map(([a, i]) => actionButton(a, i)));
  if (!dlg.open) dlg.showModal();
}

/** What the log shows now: its language, its first event and how many (a log that only
 * grew gets the new events appended; anything else is drawn again). */
let logShown = null;

function logItem(e) {
  return el('li', { class: 'event', 'data-event': e.event },
    el('span', { class: 'event-text', text: lang === 'ja' ? e.ja : e.en }), ' ',
    e.by !== undefined && e.by !== null ? el('span', { class: 'event-by', text: t('by', { name: playerName(e.by) }) }) : null, ' ',
    (e.rules || []).length ? el('span', { class: 'rules', 'aria-label': t('rules') },
      e.rules.map((r) => el('code', { class: 'rule', text: r }))) : null);
}

function renderLog() {
  const box = $('log');
  if (!box) return;
  const list = $('events');
  if (list && box.contains(list) && logShown && logShown.lang === lang && logShown.first === table.log[0]
    && logShown.count <= table.log.length) {
    if (logShown.count < table.log.length) {
      list.append(...table.log.slice(logShown.count).map(logItem));
      logShown.count = table.log.length;
      list.scrollTop = list.scrollHeight;
    }
    return;
  }
  const items = table.log.map(logItem);
  const fresh = el('ol', { class: 'events', id: 'events' }, items);
  box.replaceChildren(...[el('h2', { id: 'log-h', text: t('log') }),
    table.logOmitted ? el('p', { class: 'omitted', text: t('logOmitted', { count: table.logOmitted }) }) : null,
    items.length ? fresh : el('p', { text: t('logEmpty') })].filter(Boolean));
  fresh.scrollTop = fresh.scrollHeight;
  logShown = { lang, first: table.log[0], count: table.log.length };
}

/** The chat panel: the lines said at the table, and (for a seat) a box to say one. The
 * box is made once and kept, so what is being typed survives a new line coming in. */
function renderChat() {
  const box = $('chat');
  if (!box) return;
  let head = $('chat-h');
  let lines = $('chat-lines');
  let form = $('chat-form');
  if (!head) {
    head = el('h2', { id: 'chat-h' });
    lines = el('ol', { id: 'chat-lines', class: 'chat-lines', 'aria-live': 'polite' });
    if (table.seat === null) {
      form = el('p', { id: 'chat-form', class: 'chat-note' });
    } else {
      const input = el('input', { id: 'chat-input', type: 'text', maxlength: CHAT_MAX, autocomplete: 'off' });
      form = el('form', { id: 'chat-form', class: 'chat-form' },
        el('label', { for: 'chat-input', id: 'chat-label', class: 'visually-hidden' }), input,
        el('button', { type: 'submit', id: 'chat-send' }));
      form.addEventListener('submit', (ev) => {
        ev.preventDefault();
        if (sendChat(input.value)) input.value = '';
      });
    }
    box.replaceChildren(head, el('p', { id: 'chat-omitted', class: 'omitted' }), lines,
      el('p', { id: 'chat-refusal', class: 'error', role: 'alert' }), form);
  }
  head.textContent = t('chat');
  const omitted = $('chat-omitted');
  omitted.textContent = table.chatOmitted ? t('chatOmitted', { count: table.chatOmitted }) : '';
  omitted.hidden = !table.chatOmitted;
  if (table.seat === null) {
    form.textContent = t('chatSpectator');
  } else {
    $('chat-label').textContent = t('chatLabel');
    $('chat-input').setAttribute('placeholder', t('chatLabel'));
    $('chat-send').textContent = t('chatSend');
  }
  const refusal = $('chat-refusal');
  refusal.textContent = table.chatRefusal ? t('chatRefused', { e: said(table.chatRefusal) }) : '';
  refusal.hidden = !table.chatRefusal;
  lines.replaceChildren(...(table.chat.length
    ? table.chat.map((l) => el('li', { class: l.seat === table.seat ? 'chat-line mine' : 'chat-line', 'data-n': l.n },
      el('span', { class: 'chat-name', text: nameWithYou(l.name || playerName(l.seat)) }), ' ',
      el('span', { class: 'chat-text', text: l.text })))
    : [el('li', { class: 'chat-empty', text: t('chatEmpty') })]));
  lines.scrollTop = lines.scrollHeight;
}

// ---------------------------------------------------------------------------------------
// Start.

async function start() {
  try {
    await loadGames();
  } catch (e) {
    $('app').replaceChildren(el('p', { class: 'error', role: 'alert', text: String(e.message || e) }));
    return;
  }
  $('lang').addEventListener('click', () => {
    lang = lang === 'en' ? 'ja' : 'en';
    renderHeader();
    if (table.id) { if (table.state) render(); } else if (lobbyRerender) lobbyRerender();
  });
  $('decision').addEventListener('cancel', (ev) => ev.preventDefault()); // a decision must be answered
  const frag = parseFragment();
  renderHeader();
  if (!frag) { lobby(); return; }
  table.id = frag.id;
  table.seat = frag.seat;
  table.token = frag.token;
  $('app').replaceChildren(el('p', { text: t('connecting') }));
  connect();
}

window.addEventListener('hashchange', () => location.reload());
start();
