// The message bell at scale.
//
//   npx tsx tests/bench/message-unread.mjs [--users 5000] [--rows 100000] [--duration 4]
//                                          [--concurrency 50] [--quick]
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx tests/bench/message-unread.mjs
//
// Every signed-in page polls GET /api/msg/unread. Starts the app on a random port (embedded PGlite
// in a temp folder, or a scratch database on the Postgres of DATABASE_URL, dropped afterwards),
// seeds R msg_remind and R user_sys_notice rows over U users with bulk SQL (four in five read, as
// on a site whose users open their messages), with a few heavy users holding thousands of unread
// ones each, then drives /api/msg/unread for the heavy users with C concurrent keep-alive clients
// from a worker thread, and the first page of a box (which also marks it read), each against
// GET /api/health measured the same way just before it (target for unread: p95 at most 1.5× the
// health p95). Prints the query plans of the count too. Stops by itself; never fails on a missed
// target (shared machines are noisy), only on errors.
import { againstBaseline, cliArgs, measure, ms, ratio } from './_load.mjs';
import { runMain, signIn, startBench, watchdog } from './_server.mjs';

const GOAL_P95_RATIO = 1.5;
const HEAVY_USERS = 10;
const HEAVY_UNREAD = 2000;
const TYPICAL_USERS = 50;
const PASSWORD = 'bench-user-password';

function parseArgs(argv) {
  const { quick, value } = cliArgs(argv);
  return {
    users: value('users', quick ? 1000 : 5000),
    rows: value('rows', quick ? 20000 : 100000),
    durationMs: value('duration', quick ? 1 : 4) * 1000,
    concurrency: value('concurrency', 50),
  };
}

// ------------------------------------------------------------------ seeding

async function seed(db, sql, { users, rows }) {
  const exec = (text) => db.execute(sql.raw(text));
  const started = performance.now();
  const { hashPassword } = await import('../../worker/src/lib/password.ts');
  const hash = await hashPassword(PASSWORD, 1000);
  await exec(`insert into user_info (uid, username, password)
    select 'bench-' || g, 'bench_user_' || g, '${hash}' from generate_series(1, ${users}) g`);
  await exec(`insert into admin_sys_notice (title, content, type, pushed)
    select 'Bench notice ' || g, 'Notice **' || g || '**', 'All', true from generate_series(1, 50) g`);
  const heavy = HEAVY_USERS * HEAVY_UNREAD;
  const spread = Math.max(0, rows - heavy);
  const actions = "array['Discuss','Reply','Like_Post','Like_Discuss']";
  // The heavy users' unread ones, then the rest spread over everyone, four in five read.
  await exec(`insert into msg_remind (action, source_id, source_type, source_title, source_content, url, state,
      sender_id, recipient_id, gmt_create)
    select (${actions})[1 + (g / ${HEAVY_USERS}) % 4], g % 500, 'Discussion', 'Bench discussion ' || g % 500, 'comment ' || g,
      '/discussion-detail/' || g % 500, false, 'bench-' || (1 + (g * 7) % ${users}), 'bench-' || (1 + g % ${HEAVY_USERS}),
      now() - make_interval(secs => g)
    from generate_series(1, ${heavy}) g`);
  await exec(`insert into msg_remind (action, source_id, source_type, source_title, source_content, url, state,
      sender_id, recipient_id, gmt_create)
    select (${actions})[1 + g % 4], g % 500, 'Discussion', 'Bench discussion ' || g % 500, 'comment ' || g,
      '/discussion-detail/' || g % 500, g % 5 <> 0, 'bench-' || (1 + (g * 7) % ${users}), 'bench-' || (1 + g % ${users}),
      now() - make_interval(secs => g)
    from generate_series(1, ${spread}) g`);
  // Notices: the (notice, recipient) pair is unique, so each user gets each notice once at most.
  await exec(`insert into user_sys_notice (sys_notice_id, recipient_id, type, state, gmt_create)
    select n.id, 'bench-' || u, 'Sys', (u + n.id) % 5 <> 0 and u > ${HEAVY_USERS}, now() - make_interval(secs => n.id)
    from generate_series(1, ${users}) u
    cross join (select id from admin_sys_notice order by id) n
    limit ${rows}`);
  await exec(`insert into user_sys_notice (recipient_id, type, title, content, state)
    select 'bench-' || (1 + g % ${HEAVY_USERS}), 'Mine', 'Own notice ' || g, 'x', false
    from generate_series(1, ${HEAVY_USERS * 100}) g`);
  await exec('vacuum analyze');
  const count = async (table) => Number((await exec(`select count(*)::int as n from ${table}`)).rows[0].n);
  return {
    seconds: (performance.now() - started) / 1000,
    reminders: await count('msg_remind'),
    notices: await count('user_sys_notice'),
  };
}

// ------------------------------------------------------------------ main

async function main() {
  const options = parseArgs(process.argv.slice(2));
  watchdog('message-unread', 10);
  const { server, sql, stop } = await startBench({
    scratchPrefix: 'bench_msg',
    dataPrefix: 'message-bench-',
  });
  try {
    const db = server.database.db;
    console.log(
      `database: ${server.database.kind}; seeding ${options.rows} reminders and notices each over ${options.users} users…`,
    );
    const seeded = await seed(db, sql, options);
    console.log(
      `seeded ${seeded.reminders} msg_remind and ${seeded.notices} user_sys_notice rows in ${seeded.seconds.toFixed(1)} s; ${HEAVY_USERS} users hold ${HEAVY_UNREAD}+ unread reminders each`,
    );

    const signInUser = (username) => signIn(server.url, username, PASSWORD);
    const heavyTokens = await Promise.all(
      Array.from({ length: HEAVY_USERS }, (_, i) => signInUser(`bench_user_${i + 1}`)),
    );
    const first = await (
      await fetch(`${server.url}/api/msg/unread`, { headers: { Authorization: heavyTokens[0] } })
    ).json();
    console.log(`  unread of a heavy user: ${JSON.stringify(first.data)}`);

    const explain = async (text) =>
      (await db.execute(sql.raw(`explain ${text}`))).rows.map((r) => `    ${r['QUERY PLAN']}`).join('\n');
    console.log('  plan of the count (reminders, then notices):');
    console.log(
      await explain(
        `select action, count(*) from msg_remind where recipient_id = 'bench-1' and state = false group by action`,
      ),
    );
    console.log(
      await explain(
        `select type, count(*) from user_sys_notice where recipient_id = 'bench-1' and state = false group by type`,
      ),
    );

    // Users of the spread rows: a few dozen messages each, a fifth of them unread.
    const typicalTokens = [];
    for (let from = HEAVY_USERS + 1; from <= HEAVY_USERS + TYPICAL_USERS; from += 10) {
      const names = Array.from({ length: 10 }, (_, i) => `bench_user_${from + i}`);
      typicalTokens.push(...(await Promise.all(names.map(signInUser))));
    }
    const authed = (path, tokens = heavyTokens) =>
      tokens.map((Authorization) => ({ path, headers: { Authorization } }));
    const scenarios = [
      ['GET /api/msg/unread, heavy users', authed('/api/msg/unread')],
      [`GET /api/msg/unread, ${TYPICAL_USERS} typical users`, authed('/api/msg/unread', typicalTokens)],
      // These mark what they show read: run after the unread figure so it keeps its thousands.
      ['GET /api/msg/comment page 1', authed('/api/msg/comment?currentPage=1&limit=6')],
      ['GET /api/msg/sys page 1', authed('/api/msg/sys?currentPage=1&limit=8')],
    ];
    const health = [{ path: '/api/health', headers: {} }];
    const run = async (name, requests) => ({
      name,
      ...(await measure(name, {
        baseUrl: server.url,
        requests,
        concurrency: options.concurrency,
        durationMs: options.durationMs,
        warmupMs: Math.min(500, options.durationMs / 2),
      })),
    });
    const results = await againstBaseline(run, ['GET /api/health', health], scenarios);

    console.log(
      `\n${server.database.kind}, ${seeded.reminders} reminders + ${seeded.notices} notices, ${options.concurrency} clients, ${options.durationMs / 1000} s each`,
    );
    console.log(`${'route'.padEnd(34)} ${'req/s'.padStart(7)}    p50     p95     p99   h p95  p95/h`);
    for (const r of results) {
      console.log(
        `${r.name.padEnd(34)} ${r.throughput.toFixed(0).padStart(7)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)} ${ms(r.base.p95)} ${ratio(r.p95, r.base.p95, 2)}`,
      );
    }
    for (const bell of results.slice(0, 2)) {
      const times = bell.p95 / bell.base.p95;
      console.log(
        `${bell.name}: ${times <= GOAL_P95_RATIO ? 'within' : 'over'} ${GOAL_P95_RATIO}x the health p95 (${times.toFixed(2)}x)`,
      );
    }
  } finally {
    await stop();
  }
}

runMain(main);
