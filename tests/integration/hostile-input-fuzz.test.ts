import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../worker/src/app';
import { checkerCompile } from '../../worker/src/db/schema';
import { createTestApp, RUNNER_TOKEN, type TestApp } from '../support/test-app';

/**
 * Hostile input against every routed method+path, read from the app itself so a new
 * endpoint is covered the day it is mounted: anonymous, as root, and (for the runner
 * protocol) as a judge runner. For each route the test first learns the fields the route
 * asks for from its 400 messages (which name the field) and fills them with plausible
 * values, so a hostile value in one field reaches as deep as it can; then it sends each
 * hostile value in each field, in the query and in the JSON body, plus invalid JSON and an
 * oversized body. Any 5xx, or any refusal without the `{status, data, msg}` envelope, fails.
 * Deterministic: the same requests in the same order every run.
 */

const app = createApp();
let t: TestApp;
let rootToken: string;
let standInRunner: ReturnType<typeof setInterval>;
const logged: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  rootToken = await t.rootToken();
  // A refusal is the client's fault and is never logged; only a 500 writes its stack. The expected
  // lines: the upcoming contests of Codeforces and AtCoder cannot be read here (no judge is
  // reachable in this test), which that route logs by design and answers with an empty list; and
  // a well-formed POST /judge-server/start-failed, a runner's report that it cannot start, which
  // is logged for the operator by design.
  for (const level of ['error', 'warn'] as const) {
    t.platform.log[level] = (message, context) => {
      if (level === 'warn' && message.startsWith('get-recent-other-contest:')) return;
      if (level === 'error' && /^judge runner .* could not start: /s.test(message)) return;
      logged.push(`${level}: ${message} ${JSON.stringify(context)}`.slice(0, 300));
    };
  }
  // The checker-compile calls wait up to 30 s for a runner; this answers them at once.
  standInRunner = setInterval(() => {
    t.platform.db
      .update(checkerCompile)
      .set({ status: 'failed', message: 'no runner in the fuzz test' })
      .where(eq(checkerCompile.status, 'pending'))
      .catch((error) => console.error('stand-in runner', error));
  }, 50);
});
afterAll(async () => {
  clearInterval(standInRunner);
  await t?.close();
});

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const LONG = 'x'.repeat(100 * 1024);

/** Out-of-range and negative ids, NUL, a 100 KB string, wrong types, arrays for scalars. */
const HOSTILE_VALUES: Json[] = [
  2147483648,
  2 ** 53,
  -1,
  0,
  '2147483648',
  'a\u0000b',
  LONG,
  '',
  true,
  {},
  [1, 2],
  null,
];
/** A value every scalar field refuses, naming itself: how the test finds a route's optional fields. */
const DISCOVERY_VALUE: Json = [1, 2];

/** Field names many routes share: sent to every route, and how its optional fields are found. */
const COMMON_FIELDS = [
  'pid',
  'cid',
  'tid',
  'gid',
  'uid',
  'id',
  'submitId',
  'problemId',
  'username',
  'password',
  'keyword',
  'currentPage',
  'limit',
  'searchUser',
  'email',
  'title',
  'code',
  'language',
  'status',
  'type',
  'name',
  'pidList',
  'importId',
];

/** Plausible values tried in order when a route names a field it needs. */
function fillers(field: string): Json[] {
  const name = field.split('.').at(-1)!.toLowerCase();
  if (name === 'username') return ['fuzz_nobody'];
  if (name.includes('password')) return ['fuzz-pass-1'];
  if (name.includes('email')) return ['fuzz@example.com'];
  if (name === 'code' || name === 'captcha') return ['123456', 'int main(){}'];
  if (name === 'language') return ['C++'];
  return [1, 'a', true, [1], { id: 1 }, 'C++'];
}

interface Probe {
  method: string;
  path: string;
  token: string | null;
  query?: Record<string, Json>;
  body?: Json;
  rawBody?: string;
}

interface Answer {
  status: number;
  envelope: { status: number; data: unknown; msg: string } | null;
  contentType: string;
}

/** One example per method+path+answer, so a broken route reads as one line. */
const failures = new Map<string, string>();
let sent = 0;

function queryString(query: Record<string, Json>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) params.append(`${key}[]`, String(item));
    else if (value !== null && typeof value === 'object') params.append(key, JSON.stringify(value));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function send(probe: Probe): Promise<Answer> {
  sent++;
  const headers = new Headers({ 'Url-Type': probe.path.includes('/admin') ? 'admin' : 'general' });
  if (probe.token) headers.set('Authorization', probe.token);
  let body: string | undefined;
  if (probe.rawBody !== undefined || probe.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = probe.rawBody ?? JSON.stringify(probe.body);
  }
  const url = `http://localhost${probe.path}${queryString(probe.query ?? {})}`;
  const res = await app.fetch(new Request(url, { method: probe.method, headers, body }), {
    platform: t.platform,
  });
  const contentType = res.headers.get('content-type') ?? '';
  let envelope: Answer['envelope'] = null;
  if (contentType.includes('application/json')) {
    const parsed = (await res.json()) as Record<string, unknown>;
    if (typeof parsed.status === 'number' && 'data' in parsed && typeof parsed.msg === 'string')
      envelope = parsed as Answer['envelope'];
  } else {
    await res.body?.cancel();
  }
  const answer = { status: res.status, envelope, contentType };
  const broken =
    answer.status >= 500 ||
    (answer.status >= 300 && answer.envelope === null) ||
    (answer.envelope !== null && answer.envelope.status !== answer.status);
  if (broken) {
    const what =
      probe.rawBody !== undefined
        ? `raw body ${probe.rawBody.slice(0, 40)}`
        : JSON.stringify({ query: probe.query, body: probe.body }).slice(0, 160);
    const key = `${probe.method} ${probe.path.slice(0, 80)} -> ${answer.status}`;
    if (!failures.has(key))
      failures.set(
        key,
        `${probe.token ? 'signed in' : 'anonymous'}: ${what}: ${answer.envelope?.msg ?? answer.contentType}`,
      );
  }
  return answer;
}

/** Sets `path` (dotted) inside a copy of `fields`. */
function withField(fields: Record<string, Json>, path: string, value: Json): Record<string, Json> {
  const copy = structuredClone(fields);
  const keys = path.split('.');
  let at: Record<string, Json> = copy;
  for (const key of keys.slice(0, -1)) {
    if (typeof at[key] !== 'object' || at[key] === null || Array.isArray(at[key])) at[key] = {};
    at = at[key] as Record<string, Json>;
  }
  at[keys.at(-1)!] = value;
  return copy;
}

/** The field a 400 message names, as the contract words them ("pid is required", "problem.title: …"). */
function namedField(msg: string): string | null {
  const match = /^([A-Za-z_][\w]*(?:\.[\w]+)*)(?::| is | must | can )/.exec(msg);
  return match?.[1] ?? null;
}

/** Learns a baseline the route accepts as far as validation goes: fields it names, filled. */
async function learnBaseline(method: string, path: string, token: string | null, inBody: boolean) {
  let fields: Record<string, Json> = {};
  const learned = new Set<string>();
  const tried = new Map<string, number>();
  for (let step = 0; step < 12; step++) {
    const answer = await send({ method, path, token, ...(inBody ? { body: fields } : { query: fields }) });
    if (answer.status !== 400 || !answer.envelope) break;
    const field = namedField(answer.envelope.msg);
    if (!field) break;
    const attempt = tried.get(field) ?? 0;
    const options = fillers(field);
    if (attempt >= options.length) break;
    tried.set(field, attempt + 1);
    learned.add(field);
    fields = withField(fields, field, options[attempt]!);
  }
  return { fields, learned: [...learned] };
}

function routesOfApp(): { method: string; path: string }[] {
  const seen = new Set<string>();
  const routes: { method: string; path: string }[] = [];
  for (const route of app.routes) {
    if (route.method === 'ALL' || route.path.includes('*') || !route.path.startsWith('/api/')) continue;
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    routes.push({ method: route.method, path: route.path });
  }
  // Logging out would end the signed-in identity's session for the routes after it.
  return routes.sort((a, b) => Number(a.path.includes('logout')) - Number(b.path.includes('logout')));
}

const PATH_PARAM_VALUES = ['2147483648', '-1', '%00', 'a%00b', LONG.slice(0, 4096), '..%2F..%2Fetc%2Fpasswd'];

const merged = (fields: Record<string, Json>, names: string[], value: Json) =>
  names.reduce((all, name) => withField(all, name, value), fields);
/**
 * Every common name set to each hostile value, built once: the same for every route, and with the
 * 100 KB string in 23 fields, rebuilding it (a copy per field) for each route and identity cost
 * seconds of the test's time.
 */
const COMMON_FIELDS_WITH = HOSTILE_VALUES.map((value) => merged({}, COMMON_FIELDS, value));

/**
 * The optional fields among the common names: with every one of them set to an array, the
 * route names the first it refuses; drop it and ask again.
 */
async function discoverFields(
  probe: Omit<Probe, 'query' | 'body'>,
  fields: Record<string, Json>,
  inBody: boolean,
) {
  const remaining = COMMON_FIELDS.filter((name) => !(name in fields));
  const found: string[] = [];
  for (let step = 0; step < 8 && remaining.length > 0; step++) {
    const values = merged(fields, remaining, DISCOVERY_VALUE);
    const answer = await send({ ...probe, ...(inBody ? { body: values } : { query: values }) });
    const field = answer.status === 400 && answer.envelope ? namedField(answer.envelope.msg) : null;
    if (!field || !remaining.includes(field)) break;
    found.push(field);
    remaining.splice(remaining.indexOf(field), 1);
  }
  return found;
}

async function fuzzRoute(method: string, routePath: string, token: string | null) {
  const paths = routePath.includes('/:')
    ? ['1', ...PATH_PARAM_VALUES].map((value) => routePath.replace(/:[^/]+/g, value))
    : [routePath];
  for (const path of paths) await send({ method, path, token });
  const path = paths[0]!;
  const probe = { method, path, token };
  const inBody = method === 'POST' || method === 'PUT';

  // The common names all at once, in the query and in the body, with each hostile value.
  for (const fields of COMMON_FIELDS_WITH) {
    await send({ ...probe, query: fields });
    if (inBody) await send({ ...probe, body: fields });
  }
  if (inBody) {
    await send({ ...probe, rawBody: '{"pid": 1,' });
    await send({ ...probe, rawBody: '['.repeat(100_000) });
    await send({ ...probe, rawBody: JSON.stringify({ pad: 'x'.repeat(2 * 1024 * 1024) }) });
    await send({ ...probe, body: ['pid', 1] });
    await send({ ...probe, body: 'text' });
  }
  const { fields, learned } = await learnBaseline(method, path, token, inBody);
  // Refused before reading anything (not signed in, not allowed): nothing deeper to reach.
  const baseline = await send({ ...probe, ...(inBody ? { body: fields } : { query: fields }) });
  if (baseline.status === 401 || baseline.status === 403) return;

  const targets = [...learned, ...(await discoverFields(probe, fields, inBody))];
  for (const field of targets) {
    for (const value of HOSTILE_VALUES) {
      await send({
        ...probe,
        ...(inBody ? { body: withField(fields, field, value) } : { query: withField(fields, field, value) }),
      });
    }
  }
}

describe('hostile input against every route', () => {
  it('never answers 5xx or without the envelope', async () => {
    const started = performance.now();
    const routes = routesOfApp();
    expect(routes.length).toBeGreaterThan(50);
    for (const { method, path } of routes) {
      const identities = path.startsWith('/api/judge-server/')
        ? [null, `Runner ${RUNNER_TOKEN}`]
        : [null, rootToken];
      for (const token of identities) await fuzzRoute(method, path, token);
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(`hostile-input fuzz: ${routes.length} routes, ${sent} requests, ${seconds} s`);
    expect(Object.fromEntries(failures)).toEqual({});
    expect(logged).toEqual([]);
    // A guard against a hang, not a time to meet: alone this takes 35-40 s, but CI's Postgres
    // pass runs it niced beside the journeys, where it has taken 151 s and, once, over 240.
  }, 600_000);
});
