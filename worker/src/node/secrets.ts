import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomId, randomReadable } from '../lib/random';

export interface NodeSecrets {
  jwtSecret: string;
  runnerToken: string;
  /** Encrypts the remote judge accounts stored in the database. */
  remoteAccountKey: string;
  /** The generated root password, kept so the operator can read it again from .data. */
  rootPassword: string;
}

/**
 * Secrets of the embedded default: taken from env vars when set, else generated on first
 * start and kept in `<dataDir>/secrets.json` (mode 0600) so restarts keep sessions valid.
 */
export function loadOrCreateSecrets(dataDir: string, env: NodeJS.ProcessEnv): NodeSecrets {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'secrets.json');
  let stored: Partial<NodeSecrets> = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<NodeSecrets>;
  const secrets: NodeSecrets = {
    jwtSecret: env.JWT_SECRET || stored.jwtSecret || randomId(32),
    runnerToken: env.RUNNER_TOKEN || stored.runnerToken || randomId(24),
    remoteAccountKey: env.REMOTE_ACCOUNT_KEY || stored.remoteAccountKey || randomId(32),
    rootPassword: env.ROOT_PASSWORD || stored.rootPassword || randomReadable(16),
  };
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}
