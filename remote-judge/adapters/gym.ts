// Codeforces Gym: the same site, account, login, API and languages as the problemset; only the
// problem, submit and status pages live under /gym/{contestId}/ (see codeforces.ts).
import { createCodeforcesAdapter } from './codeforces';

export { CODEFORCES_LANGUAGES as GYM_LANGUAGES } from './codeforces';

export const gymAdapter = createCodeforcesAdapter('GYM');
