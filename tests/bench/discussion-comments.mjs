// Comments and replies of a busy discussion under load (issue 11).
//
//   npx tsx tests/bench/discussion-comments.mjs [--comments 5000] [--replies 50000] [--busy 200]
//                                               [--duration 4] [--concurrency 50] [--quick]
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx tests/bench/discussion-comments.mjs
//
// Starts the app on a random port (embedded PGlite in a temp folder, or a scratch database on the
// Postgres of DATABASE_URL, dropped afterwards) and seeds one discussion with C comments and R
// replies with bulk SQL: one busy comment holds B replies, the rest are spread over the others,
// and root likes every third comment. Then drives GET /api/comments (first, middle and last
// page, as a guest and as root with the like map) and GET /api/reply (the busy comment, and
// ordinary ones) with a fixed number of concurrent keep-alive clients from a worker thread,
// printing p50/p95/p99 as ratios to GET /api/health measured the same way just before each
// route (goal: p95 within 2×), the bytes each answers and the statements each request sends to
// the database. Stops by itself; never fails on a missed goal (shared machines are noisy), only
// on errors.
import { againstBaseline, cliArgs, ms, ratio } from './_load.mjs';
import {
  countStatements,
  ROOT_PASSWORD,
  runMain,
  signIn,
  startBench,
  statementRunner,
  watchdog,
} from './_server.mjs';

/** The goal (issue 11): each measured route's p95 within this multiple of /api/health's. */
const GOAL_P95_RATIO = 2;

function parseArgs(argv) {
  const { quick, value } = cliArgs(argv);
  return {
    comments: value('comments', 5000),
    replies: value('replies', 50000),
    busy: value('busy', 200),
    durationMs: value('duration', quick ? 1.5 : 4) * 1000,
    concurrency: value('concurrency', 50),
  };
}

// ------------------------------------------------------------------ seeding

async function seed(db, sql, { comments, replies, busy }) {
  const exec = async (text) => (await db.execute(sql.raw(text))).rows;
  const started = performance.now();
  await exec(`insert into user_info (uid, username, password, title_name, title_color)
    select 'bench-' || g, 'bench_user_' || g, 'x', case when g % 10 = 0 then 'Veteran' end,
      case when g % 10 = 0 then '#ff9900' end
    from generate_series(1, 200) g`);
  const [{ categoryId }] = await exec(
    `insert into discussion_category (name) values ('bench') returning id as "categoryId"`,
  );
  const [{ did }] = await exec(`insert into discussion (category_id, title, description, content, uid, author)
    values (${categoryId}, 'A busy discussion', 'd', 'c', 'bench-1', 'bench_user_1') returning id as did`);
  await exec(`insert into comment (did, content, from_uid, from_name, from_role, like_num, gmt_create)
    select ${did}, 'Comment ' || g || ': ' || repeat('some words about the problem ', 4), 'bench-' || (1 + g % 200),
      'bench_user_' || (1 + g % 200), 'user', (g::bigint * 7919) % 40, now() - make_interval(secs => ${comments} - g)
    from generate_series(1, ${comments}) g`);
  const [{ lo }] = await exec(`select min(id) as lo from comment where did = ${did}`);
  const others = comments - 1;
  await exec(`insert into reply (comment_id, from_uid, from_name, from_role, to_uid, to_name, content, gmt_create)
    select case when g <= ${busy} then ${lo} else ${lo} + 1 + (g % ${others}) end,
      'bench-' || (1 + g % 197), 'bench_user_' || (1 + g % 197), 'user', 'bench-' || (1 + g % 200),
      'bench_user_' || (1 + g % 200), 'Reply ' || g || ': ' || repeat('I think so too ', 3),
      now() - make_interval(secs => ${replies} - g)
    from generate_series(1, ${replies}) g`);
  const [{ rootUid }] = await exec(`select uid as "rootUid" from user_info where username = 'root'`);
  await exec(`insert into comment_like (uid, comment_id)
    select '${rootUid}', id from comment where did = ${did} and id % 3 = 0`);
  await exec(`update discussion set comment_num = ${comments + replies} where id = ${did}`);
  await exec('vacuum analyze');
  return { did, lo, seconds: (performance.now() - started) / 1000 };
}

// ------------------------------------------------------------------ main

async function main() {
  const options = parseArgs(process.argv.slice(2));
  watchdog('discussion-comments', 15);
  const { server, sql, pg, stop } = await startBench({ scratchPrefix: 'bench_comments' });
  try {
    console.log(
      `database: ${server.database.kind}; seeding ${options.comments} comments, ${options.replies} replies (${options.busy} on the busy comment)…`,
    );
    const seeded = await seed(server.database.db, sql, options);
    console.log(`seeded in ${seeded.seconds.toFixed(1)} s`);
    const counter = countStatements(server.database, pg);

    const token = await signIn(server.url, 'root', ROOT_PASSWORD);

    const lastPage = Math.ceil(options.comments / 10);
    const middlePage = Math.ceil(lastPage / 2);
    const page = (n, headers) => ({
      path: `/api/comments?did=${seeded.did}&currentPage=${n}&limit=10`,
      headers,
    });
    const pages = (from, to, headers) =>
      Array.from({ length: to - from + 1 }, (_, i) => page(from + i, headers));
    const signedIn = { Authorization: token };
    const scenarios = [
      ['GET /api/health (baseline)', [{ path: '/api/health' }]],
      ['comments, first page', [page(1)]],
      ['comments, middle pages', pages(middlePage - 5, middlePage + 5)],
      ['comments, last pages', pages(lastPage - 5, lastPage)],
      ['comments, pages 1-20 signed in', pages(1, 20, signedIn)],
      [`replies, busy comment (${options.busy})`, [{ path: `/api/reply?commentId=${seeded.lo}` }]],
      [
        'replies, ordinary comments',
        Array.from({ length: 50 }, (_, i) => ({ path: `/api/reply?commentId=${seeded.lo + 1 + i * 97}` })),
      ],
    ];

    const run = statementRunner({
      server,
      counter,
      concurrency: options.concurrency,
      durationMs: options.durationMs,
    });
    const [baseline, ...routes] = scenarios;
    const results = await againstBaseline(run, baseline, routes);

    console.log(
      `\n${server.database.kind}, ${options.comments} comments, ${options.replies} replies, ${options.concurrency} clients, ${options.durationMs / 1000} s each`,
    );
    console.log(
      `${'route'.padEnd(34)} ${'req/s'.padStart(7)}    p50     p95     p99   h p95   p50/h  p95/h  p99/h   KB  db/req alone, load`,
    );
    for (const r of results) {
      console.log(
        `${r.name.padEnd(34)} ${r.throughput.toFixed(0).padStart(7)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)} ${ms(r.base.p95)} ${ratio(r.p50, r.base.p50)} ${ratio(r.p95, r.base.p95)} ${ratio(r.p99, r.base.p99)} ${(r.bytes / 1024).toFixed(1).padStart(5)} ${r.aloneStatements.toFixed(1).padStart(6)} ${r.loadStatements.toFixed(2).padStart(6)}`,
      );
    }
    const over = results.filter((r) => r.p95 > GOAL_P95_RATIO * r.base.p95);
    console.log(
      over.length === 0
        ? `\nevery route within ${GOAL_P95_RATIO}x /api/health's p95`
        : `\nover ${GOAL_P95_RATIO}x /api/health's p95: ${over.map((r) => r.name).join('; ')}`,
    );
  } finally {
    await stop();
  }
}

runMain(main);
