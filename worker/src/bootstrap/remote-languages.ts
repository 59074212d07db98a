import { REMOTE_JUDGE_INFO, REMOTE_JUDGES } from '@contract/remote-judge';
import { REMOTE_JUDGE_ADAPTERS } from '../../../remote-judge/registry';
import { language } from '../db/schema';
import type { DbOrTx } from '../platform/db';

/**
 * Seeds each remote judge's language bank (HOJ keeps them as `language` rows with the judge's key
 * as `oj`): what its adapter says the judge accepts, in the judge's order. Safe on every start:
 * rows that exist are kept as they are (an admin may have edited them); a language the adapter
 * adds later is added. Runners never change these rows: the judge runs them, not us.
 */
export async function seedRemoteLanguages(db: DbOrTx): Promise<void> {
  for (const judge of REMOTE_JUDGES) {
    // A judge sharing another's bank (GYM offers Codeforces') has no rows of its own.
    if (REMOTE_JUDGE_INFO[judge].languageBank !== judge) continue;
    const rows = REMOTE_JUDGE_ADAPTERS[judge].languages.map((remote, seq) => ({
      name: remote.name,
      description: remote.name,
      contentType: remote.contentType,
      oj: judge,
      seq,
      available: true,
    }));
    if (rows.length === 0) continue;
    await db
      .insert(language)
      .values(rows)
      .onConflictDoNothing({ target: [language.name, language.oj] });
  }
}
