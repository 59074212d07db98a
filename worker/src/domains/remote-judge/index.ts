// The remote-judge area: the site's accounts on other judges (encrypted, reserved per submission),
// importing their problems, and the upcoming contests of Codeforces and AtCoder. The ONLY file
// other areas import.
import type { SwitchAccountStore } from '../site/switch-accounts';

// PLACEHOLDER until the account pool lands (helper D).
export const remoteAccountStore: SwitchAccountStore = {
  async read() {
    throw new Error('not written yet');
  },
  async replace() {
    throw new Error('not written yet');
  },
};
