// First view: how long until each main route shows its content on a modest connection?
//
//   node tests/bench/first-view.mjs [--runs 5] [--quick]      (after `npm run build`)
//
// Starts the built platform (scripts/lib/built-platform.mjs: the Node entry on a random port,
// WEB_DIST_DIR or web/dist, no judge runners) and opens each route in Chromium with the network
// emulated through CDP at 10 Mbit/s down, 40 ms round trip and the cache disabled, recording the
// moment (from navigation start) the route's main content is in the page. The same is measured in
// the same run for web/public/first-view-baseline.html, a static page of the same server, and each
// route is printed as a ratio to it: the figures then compare across machines and loads. Rounds
// alternate the routes so drift on a shared machine hits all alike; medians are printed.
// Never fails on the figures (shared machines are noisy), only on errors.
import {
  apiLogin,
  launchChromium,
  newContext,
  ROOT_PASSWORD,
  SAMPLE_PROBLEM,
  startBuiltPlatform,
  submitSample,
} from '../../scripts/lib/built-platform.mjs';

const quick = process.argv.includes('--quick');
const at = process.argv.indexOf('--runs');
const runs = at >= 0 ? Number(process.argv[at + 1]) : quick ? 1 : 5;

/** 10 Mbit/s down, 5 up, 40 ms added to every round trip (Chrome DevTools' own units: bytes/s). */
const NETWORK = { offline: false, latency: 40, downloadThroughput: 10e6 / 8, uploadThroughput: 5e6 / 8 };

/** Each route and the selectors that all match once its main content is shown (fetched data, not a skeleton). */
const PAGES = [
  { name: 'baseline (static page)', path: '/first-view-baseline.html', content: ['h1'] },
  // The seeded problem in the home page's recently updated problems.
  { name: 'home', path: '/home', content: [`main a[href="/problem/${SAMPLE_PROBLEM}"]`] },
  { name: 'problem list', path: '/problem', content: [`table tbody a[href="/problem/${SAMPLE_PROBLEM}"]`] },
  // The statement's title and limits, which render with its description.
  {
    name: 'problem page',
    path: `/problem/${SAMPLE_PROBLEM}`,
    content: ['[data-testid="problem-page"] h1', '[data-testid="problem-limits"]'],
  },
  { name: 'status', path: '/status', content: ['table tbody a[href^="/submission-detail/"]'] },
];

const SETTLE_MS = 500;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Milliseconds from navigation start until every content selector matches, and first paint. */
async function firstView(browser, url, page) {
  const context = await newContext(browser);
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  try {
    await tab.goto(url + page.path, { waitUntil: 'commit' });
    // Checked on every animation frame in the page, timed by the page's own clock.
    const shown = await tab
      .waitForFunction(
        (wanted) =>
          wanted.every((selector) => document.querySelector(selector)) ? performance.now() : false,
        page.content,
        { polling: 'raf', timeout: 60_000 },
      )
      .catch((error) => {
        throw new Error(`${page.path}: ${page.content.join(' + ')} never showed (${error.message})`);
      });
    const contentMs = await shown.jsonValue();
    const paint = await tab.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    );
    return { contentMs, paintMs: paint };
  } finally {
    await context.close();
    // Let the closed page's teardown (garbage collection of a heavy bundle) finish before the
    // next page starts, so it is not charged to whichever page comes next.
    await new Promise((settle) => setTimeout(settle, SETTLE_MS));
  }
}

async function main() {
  const [platform, browser] = await Promise.all([startBuiltPlatform(), launchChromium()]);
  try {
    // The status page's first row: one (Pending, no runners) submission.
    const root = await apiLogin(platform.url, 'root', ROOT_PASSWORD);
    await submitSample(platform.url, root.token);
    const times = new Map(PAGES.map((page) => [page.name, { content: [], paint: [] }]));
    // One unmeasured pass: the server's first answers (cold caches, lazy compilation) are not the
    // page's; Chromium's cache is off anyway.
    for (const page of PAGES) await firstView(browser, platform.url, page);
    for (let round = 0; round < runs; round++) {
      for (const page of PAGES) {
        // A page that never shows is retried once and reported: one stall of a shared machine
        // should not void the run, but it must not go unseen either.
        const { contentMs, paintMs } = await firstView(browser, platform.url, page).catch((error) => {
          console.error(`retrying after a stall: ${error.message}`);
          return firstView(browser, platform.url, page);
        });
        times.get(page.name).content.push(contentMs);
        if (paintMs !== null) times.get(page.name).paint.push(paintMs);
      }
    }
    const baseline = median(times.get(PAGES[0].name).content);
    console.log(
      `first view at ${NETWORK.downloadThroughput / 125_000} Mbit/s, ${NETWORK.latency} ms RTT, cache off; median of ${runs}`,
    );
    console.log(
      `${'page'.padEnd(24)}${'content ms'.padStart(12)}${'first paint ms'.padStart(16)}${'× baseline'.padStart(12)}`,
    );
    for (const page of PAGES) {
      const { content, paint } = times.get(page.name);
      const ms = median(content);
      console.log(
        `${page.name.padEnd(24)}${ms.toFixed(0).padStart(12)}${(paint.length ? median(paint).toFixed(0) : '-').padStart(16)}${(ms / baseline).toFixed(1).padStart(12)}`,
      );
    }
  } finally {
    await browser.close();
    await platform.stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
