import { LANGUAGE_CATALOG } from '@contract/languages';
import { LOCAL_OJ } from '@contract/limits';
import { count } from 'drizzle-orm';
import { judgeServer, language } from '../db/schema';
import type { DbOrTx } from '../platform/db';

/**
 * Seeds the `language` table from the catalog; safe on every start. Names, templates and compile
 * commands follow the catalog. Which languages are offered (`available`) is the runners' business
 * once one has registered (see domains/judge/languages.ts); until then the defaults apply, so a
 * fresh site whose runners are not connected yet still shows its usual languages.
 */
export async function seedLanguages(db: DbOrTx): Promise<void> {
  const [runners] = await db.select({ n: count() }).from(judgeServer);
  const runnersKnown = (runners?.n ?? 0) > 0;
  for (const [seq, info] of LANGUAGE_CATALOG.entries()) {
    const values = {
      name: info.name,
      description: info.description,
      contentType: info.contentType,
      compileCommand: info.compileCommand,
      template: info.template,
      codeTemplate: info.template,
      isSpj: info.isCFamily,
      oj: LOCAL_OJ,
      seq,
    };
    await db
      .insert(language)
      .values({ ...values, available: info.enabledByDefault })
      .onConflictDoUpdate({
        target: [language.name, language.oj],
        set: {
          contentType: values.contentType,
          compileCommand: values.compileCommand,
          template: values.template,
          codeTemplate: values.codeTemplate,
          isSpj: values.isSpj,
          seq,
          ...(runnersKnown ? {} : { description: values.description, available: info.enabledByDefault }),
        },
      });
  }
}
