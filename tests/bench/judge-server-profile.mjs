#!/usr/bin/env node
// What the server process does per submission in a same-code burst: the statements it runs on
// PGlite (by SQL text), the protocol messages it hands PGlite (crossings into the WASM backend),
// the HTTP requests it answers (by path), its CPU per submission, and optionally a CPU profile.
//
//   node --import tsx tests/bench/judge-server-profile.mjs [--quick] [--count N] [--profile out.cpuprofile]
//
// The counts are exact and machine-independent: they are the figures to compare before and after
// a change; the CPU figure varies with the machine's load (judge-burst.mjs is the throughput bench).
import diagnostics from 'node:diagnostics_channel';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { startJudgeHarness } from '../support/judge-harness.ts';

const args = process.argv.slice(2);
const countFlag = args.indexOf('--count');
// --quick (CI's smoke run of every benchmark): fewer submissions; the counts per submission are the same.
const COUNT = countFlag >= 0 ? Number(args[countFlag + 1]) : args.includes('--quick') ? 50 : 200;
const profileFlag = args.indexOf('--profile');
const PROFILE = profileFlag >= 0 ? args[profileFlag + 1] : null;
const IN_FLIGHT = 16;

const source = `#include <iostream>
// submission same
int main() { long long a, b; std::cin >> a >> b; std::cout << a + b << std::endl; return 0; }
`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const harness = await startJudgeHarness({ runners: 2 });
if (harness.server.database.kind !== 'pglite') throw new Error('this profile reads PGlite only');
try {
  const client = harness.server.database.db.$client;
  let counting = false;
  const statements = new Map();
  const requests = new Map();
  let crossings = 0;
  let protocolMessages = 0;
  const decoder = new TextDecoder();
  const statementOf = new Map();
  let lastUnnamed = null;
  const tally = (text, field) => {
    if (!counting) return;
    const key = text.replace(/\s+/g, ' ').slice(0, 110);
    const entry = statements.get(key) ?? { runs: 0, parses: 0 };
    entry[field]++;
    statements.set(key, entry);
  };
  const cString = (bytes, from) => {
    const end = bytes.indexOf(0, from);
    return { text: decoder.decode(bytes.subarray(from, end)), next: end + 1 };
  };
  /** Tallies a buffer's Parse ('P'), Bind ('B': one statement run) and simple Query ('Q') messages. */
  const readMessages = (bytes) => {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let offset = 0;
    while (offset + 5 <= bytes.length) {
      const type = bytes[offset];
      const length = view.getUint32(offset + 1);
      const body = offset + 5;
      if (type === 0x51) {
        const { text } = cString(bytes, body);
        tally(text, 'parses');
        tally(text, 'runs');
      } else if (type === 0x50) {
        const name = cString(bytes, body);
        const { text } = cString(bytes, name.next);
        if (name.text === '') lastUnnamed = text;
        else statementOf.set(name.text, text);
        tally(text, 'parses');
      } else if (type === 0x42) {
        const portal = cString(bytes, body);
        const name = cString(bytes, portal.next);
        tally((name.text === '' ? lastUnnamed : statementOf.get(name.text)) ?? '(unknown)', 'runs');
      }
      offset += 1 + length;
      if (counting) protocolMessages++;
    }
  };
  const rawSync = client.execProtocolRawSync.bind(client);
  client.execProtocolRawSync = (message) => {
    if (counting) crossings++;
    // Read even when not counting: a statement named before the burst is run by name in it.
    readMessages(message);
    return rawSync(message);
  };
  diagnostics.subscribe('http.server.request.start', ({ request }) => {
    if (!counting) return;
    const path = request.url.split('?')[0];
    requests.set(path, (requests.get(path) ?? 0) + 1);
  });

  const db = harness.server.platform.db;
  for (let i = 0; i < 600; i++) {
    const live = await db.query.judgeServer.findMany();
    if (live.filter((r) => r.status === 0).length >= 2) break;
    await sleep(100);
  }
  const users = await Promise.all(Array.from({ length: 8 }, () => harness.createUser()));
  const submit = (i) =>
    harness.submit(users[i % users.length].token, { pid: '1000', language: 'C++', code: source });
  const warm = [];
  for (let i = 0; i < 8; i++) warm.push(await submit(i));
  await harness.waitForVerdicts(warm, 180_000);

  const session = PROFILE ? new Session() : null;
  if (session) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
  }
  counting = true;
  const cpuBefore = process.cpuUsage();
  const started = Date.now();
  const ids = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < COUNT) ids.push(await submit(next++));
    }),
  );
  await harness.waitForVerdicts(ids, 600_000);
  counting = false;
  const cpu = process.cpuUsage(cpuBefore);
  const elapsed = (Date.now() - started) / 1000;
  if (session) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(PROFILE, JSON.stringify(profile));
    session.disconnect();
  }
  // The waits' own reads ran while counting: one select a 100 ms; left in, they are small.
  const per = (n) => (n / COUNT).toFixed(2);
  console.log(
    `judge-server-profile: ${COUNT} same-code submissions, ${IN_FLIGHT} in flight, ${elapsed.toFixed(1)} s`,
  );
  console.log(
    `  server process CPU ${(((cpu.user + cpu.system) / 1000 / COUNT) * 1).toFixed(2)} ms per submission (user ${(cpu.user / 1000 / COUNT).toFixed(2)}, system ${(cpu.system / 1000 / COUNT).toFixed(2)})`,
  );
  let parses = 0;
  let runs = 0;
  for (const entry of statements.values()) {
    parses += entry.parses;
    runs += entry.runs;
  }
  console.log(
    `  PGlite: ${per(runs)} statements run, ${per(parses)} parsed, ${per(crossings)} crossings, ${per(protocolMessages)} protocol messages per submission`,
  );
  console.log('  HTTP requests per submission:');
  for (const [path, n] of [...requests].sort((a, b) => b[1] - a[1]))
    console.log(`    ${per(n).padStart(6)}  ${path}`);
  console.log('  statements per submission (runs, parses):');
  for (const [text, entry] of [...statements].sort((a, b) => b[1].runs - a[1].runs)) {
    console.log(`    ${per(entry.runs).padStart(6)} ${per(entry.parses).padStart(6)}  ${text}`);
  }
} finally {
  await harness.stop();
}
process.exit(0);
