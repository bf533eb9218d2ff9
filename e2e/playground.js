// The rules playground (/playground) in Debian's Chromium, driven by playwright-core.
// Run by run.sh before rules.js, on the same server; the WebAssembly module must be
// built first (.ci/wasm.sh):
//
//   node playground.js URL OUT_DIR
//
// First the page's script is checked against the TypeScript types generated from the
// Rust types (`tsc --noEmit` over crates/ryoiki-server/web/playground.js, with the
// module's own .d.ts from wasm-bindgen). Then, in the browser, with every request to
// anywhere but the server refused and the network cut once the page has loaded (the
// playground works offline): the sample scenario (a conformance file) runs and passes;
// bob's view of the setup hides alice's hand and shows her field; stepping forward
// shows the move's events citing the rules, and bob now sees the card in the removed
// area; alice's view is hers; in Japanese the same frame shows Japanese words and the
// same rule ids; stepping back returns to the setup; a broken scenario names its line
// and column. Screenshots go to OUT_DIR/playground/.
'use strict';

const { chromium } = require('playwright-core');
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const assert = require('node:assert/strict');

const [, , BASE, OUT0 = '../target/e2e'] = process.argv;
if (!BASE) {
  console.error('usage: node playground.js http://HOST:PORT [OUT_DIR]');
  process.exit(2);
}
const OUT = path.join(OUT0, 'playground');
fs.mkdirSync(OUT, { recursive: true });
const WEB = path.join(__dirname, '..', 'crates', 'ryoiki-server', 'web');

const LAUNCH = {
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};
// Generous: CI's machine may be busy with builds; a wait that times out fails the test.
const TIMEOUT = 90000;
const T0 = Date.now();
function progress(msg) { console.log(`[playground ${((Date.now() - T0) / 1000).toFixed(1)}s] ${msg}`); }

/** The page's script checked against the generated types and the module's .d.ts. */
function typeCheck() {
  const module = path.join(WEB, 'playground', 'pkg', 'ryoiki_wasm.d.ts');
  assert.ok(fs.existsSync(module), `no ${module}: build the playground's WebAssembly with .ci/wasm.sh first`);
  const tsc = path.join(__dirname, 'node_modules', '.bin', 'tsc');
  const r = spawnSync(tsc, ['--noEmit', '--strict', '--allowJs', '--checkJs',
    '--target', 'es2022', '--module', 'es2022', '--moduleResolution', 'bundler',
    '--lib', 'es2022,esnext.disposable,dom', path.join(WEB, 'playground.js')], { encoding: 'utf8' });
  if (r.error) throw r.error;
  assert.equal(r.status, 0, `tsc found type errors in playground.js:\n${r.stdout}${r.stderr}`);
}

/** The texts of the elements matching `selector`. */
async function texts(page, selector) {
  return page.locator(selector).allTextContents();
}

/** The card names the shown view lists in zone `zone` (`alice:hand`), or in all zones. */
async function cardsShown(page, zone) {
  const sel = zone ? `#view .zone[data-zone="${zone}"] .card` : '#view .card';
  return texts(page, sel);
}

/** The rule ids cited by the shown events. */
async function eventRules(page) {
  return page.locator('#events .rule').evaluateAll((els) => els.map((e) => e.dataset.rule));
}

(async () => {
  const browser = await chromium.launch(LAUNCH);
  let failed = false;
  try {
    typeCheck();
    progress('tsc --noEmit: playground.js agrees with the generated types');

    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    context.setDefaultTimeout(TIMEOUT);
    const origin = new URL(BASE).origin;
    const elsewhere = [];
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (new URL(url).origin === origin) return route.continue();
      elsewhere.push(url);
      return route.abort();
    });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });

    const loadStart = Date.now();
    await page.goto(new URL('/playground', BASE).toString());
    await page.waitForSelector('body[data-engine]');
    assert.equal(await page.getAttribute('body', 'data-engine'), 'ready',
      `the engine did not load: ${await page.textContent('#status')}`);
    const loadMs = Date.now() - loadStart;
    assert.match(await page.textContent('#status'), /Force of Will/);
    // From here on, no network: running and stepping happen in the page alone.
    await context.setOffline(true);

    // The sample: a conformance scenario, run.
    const clickAt = Date.now();
    await page.click('#run');
    await page.waitForSelector('#status.passed');
    const runWall = Date.now() - clickAt;
    const runMs = Number(await page.getAttribute('#status', 'data-ms'));
    progress(`engine loaded in ${loadMs} ms; the sample ran in ${runMs} ms in the module (${runWall} ms click to shown)`);
    assert.equal(await page.textContent('#position'), 'Setup');
    assert.deepEqual(await texts(page, '#player option'), ['alice', 'bob']);
    assert.deepEqual(await page.locator('#checks .rule').evaluateAll((els) => els.map((e) => e.dataset.rule)),
      ['fow-3.1.b', 'fow-3.1.b', 'fow-3.1.b', 'fow-3.1.b', 'fow-3.1.b']);
    assert.equal(await page.locator('#checks li.passed').count(), 5);

    // The setup as bob sees it: alice's hand hidden, her field public.
    await page.selectOption('#player', 'bob');
    assert.equal(await page.getAttribute('#view', 'data-viewer'), '1');
    assert.ok(!(await cardsShown(page)).includes('Hidden Blade'), 'bob sees the card in alice\'s hand');
    assert.deepEqual(await cardsShown(page, 'alice:field'), ['Ashen Wolf']);
    // The hand's count is known to all (FoW 3.1.b.1), its card is not.
    assert.equal(await page.textContent('#view .zone[data-zone="alice:hand"] h4'), 'alice:hand (1)');
    await page.screenshot({ path: path.join(OUT, 'setup-bob.png'), fullPage: true });

    // Step 1: the card moves to the removed area; its events cite the rules.
    await page.click('#forward');
    await page.waitForSelector('#position[data-index="1"]');
    assert.equal(await page.textContent('#position'), 'Step 1 of 1');
    assert.ok(await page.isDisabled('#forward'), 'forward past the last step');
    const events = await texts(page, '#events li');
    assert.ok(events.some((e) => e.includes('Hidden Blade')), `events: ${events}`);
    const rules = await eventRules(page);
    assert.ok(rules.length > 0 && rules.every((r) => r.startsWith('fow-')), `rules: ${rules}`);
    assert.deepEqual(await cardsShown(page, 'alice:removed-area'), ['Hidden Blade']);
    assert.equal(await page.locator('#checks li.passed').count(), 1);
    // The same frame as alice sees it.
    await page.selectOption('#player', 'alice');
    assert.equal(await page.getAttribute('#view', 'data-viewer'), '0');
    assert.deepEqual(await cardsShown(page, 'alice:removed-area'), ['Hidden Blade']);
    assert.deepEqual(await cardsShown(page, 'alice:hand'), []);

    // In Japanese: the same frame and rules, in Japanese words.
    const titlesEn = await texts(page, '#events .rule');
    await page.selectOption('#lang', 'ja');
    await page.waitForSelector('html[lang="ja"]');
    assert.equal(await page.textContent('#position'), 'ステップ 1 / 1');
    assert.equal(await page.inputValue('#player'), 'alice', 'the player chosen is kept');
    assert.deepEqual(await eventRules(page), rules);
    const titlesJa = await texts(page, '#events .rule');
    assert.notDeepEqual(titlesJa, titlesEn);
    assert.match(await page.textContent('#status'), /合格/);
    assert.deepEqual(await cardsShown(page, 'alice:removed-area'), ['Hidden Blade']);
    await page.screenshot({ path: path.join(OUT, 'step1-alice-ja.png'), fullPage: true });

    // Back to the setup, still in Japanese.
    await page.click('#back');
    await page.waitForSelector('#position[data-index="0"]');
    assert.equal(await page.textContent('#position'), '準備');
    assert.ok(await page.isDisabled('#back'));
    assert.ok((await cardsShown(page, 'alice:hand')).includes('Hidden Blade'));

    // A scenario that does not load: its line and column, as `ryoiki check` gives them.
    await page.selectOption('#lang', 'en');
    const bad = (await page.inputValue('#scenario')).replace('zone = "field"', 'zone = "nowhere"');
    await page.fill('#scenario', bad);
    await page.click('#run');
    await page.waitForSelector('#load-problems li');
    const problem = page.locator('#load-problems li').first();
    assert.equal(await problem.getAttribute('data-line'), '19');
    assert.match(await problem.textContent(), /^playground\.toml:19:\d+: .*nowhere/);
    assert.equal(await page.textContent('#position'), '');

    assert.deepEqual(elsewhere, [], 'the page asked for something from elsewhere');
    assert.deepEqual(errors, [], 'the page had errors');
    await context.close();
    console.log(`e2e playground: passed (engine ${loadMs} ms to load, the conformance sample ${runMs} ms to run)`);
  } catch (e) {
    failed = true;
    console.error(`e2e playground: FAILED: ${e.stack || e}`);
  } finally {
    await browser.close();
  }
  process.exit(failed ? 1 : 0);
})();
