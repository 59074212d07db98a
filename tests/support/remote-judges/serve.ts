// `npm run stand-ins:remote`: every remote judge's stand-in on fixed loopback ports, for rehearsing
// remote judging on `npm start` without the internet. Prints the REMOTE_JUDGE_URLS to start with
// and the account to put on the switch page; Ctrl-C stops them.
import { parseArgs } from 'node:util';
import { REMOTE_JUDGE_INFO, REMOTE_JUDGES } from '../../../contract/remote-judge';
import { startStandIn } from './index';
import { DEFAULT_ACCOUNT, type StandIn } from './stand-in';

const { values } = parseArgs({
  options: {
    'port-base': { type: 'string', default: '9100' },
    'pending-polls': { type: 'string', default: '2' },
  },
});
const portBase = Number(values['port-base']);
const pendingPolls = Number(values['pending-polls']);
if (!Number.isInteger(portBase) || portBase < 1024 || portBase > 65000) {
  throw new Error(`--port-base must be a port between 1024 and 65000, got ${values['port-base']}`);
}

const standIns: StandIn[] = [];
for (const [index, judge] of REMOTE_JUDGES.entries()) {
  standIns.push(await startStandIn(judge, { port: portBase + index, pendingPolls }));
}
const urls = standIns.map((s) => `${s.judge}=${s.url}`).join(',');
console.log('Remote judge stand-ins are up:');
for (const s of standIns) {
  const info = REMOTE_JUDGE_INFO[s.judge];
  console.log(`  ${info.name.padEnd(15)} ${s.url}   (problem ${info.idExample})`);
}
console.log(`\nStart the platform with:\n  REMOTE_JUDGE_URLS=${urls} npm start`);
console.log(
  `\nThen, as root, put the account ${DEFAULT_ACCOUNT.username} / ${DEFAULT_ACCOUNT.password} in each judge's lists on Admin → Switch.`,
);
console.log('A submission whose code contains "expect: WRONG_ANSWER" (any status name) gets that verdict.');

const stop = async () => {
  await Promise.all(standIns.map((s) => s.close()));
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
