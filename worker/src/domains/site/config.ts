import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { siteConfig } from '../../db/schema';
import type { DbOrTx } from '../../platform/db';

/**
 * Site configuration sections, stored as JSON documents in `site_config`. Each schema fills
 * in defaults, so a fresh database and a partially written section both read complete.
 * Field names follow HOJ's so admin clients written for the contract work unchanged.
 */
export const websiteConfigSchema = z.object({
  /** Public origin for mailed links; empty means the deployment's own (AppConfig.baseUrl). */
  baseUrl: z.string().max(255).default(''),
  name: z.string().max(255).default('Online Judge'),
  shortName: z.string().max(255).default('OJ'),
  description: z.string().max(65535).default('An online judge for practice, contests and teams.'),
  register: z.boolean().default(true),
  recordName: z.string().max(255).default(''),
  recordUrl: z.string().max(255).default(''),
  projectName: z.string().max(255).default('Judge Platform'),
  projectUrl: z.string().max(255).default(''),
});

/**
 * The switch section's flags and counts. The remote judges' account lists of the switch page are
 * kept, encrypted, by the remote-judge area (SwitchAccountStore); a document written before that
 * still holds them, and parsing drops them.
 */
export const switchConfigSchema = z.object({
  openPublicDiscussion: z.boolean().default(true),
  openGroupDiscussion: z.boolean().default(true),
  openContestComment: z.boolean().default(true),
  openPublicJudge: z.boolean().default(true),
  openGroupJudge: z.boolean().default(true),
  openContestJudge: z.boolean().default(true),
  hideNonContestSubmissionCode: z.boolean().default(false),
  /** Seconds a user must wait between two submissions outside contests; 0 disables the limit. */
  defaultSubmitInterval: z.number().int().min(0).max(3600).default(8),
  defaultCreateDiscussionACInitValue: z.number().int().min(0).default(10),
  defaultCreateDiscussionDailyLimit: z.number().int().min(0).default(5),
  defaultCreateCommentACInitValue: z.number().int().min(0).default(10),
  defaultCreateGroupACInitValue: z.number().int().min(0).default(20),
  defaultCreateGroupDailyLimit: z.number().int().min(0).default(2),
  defaultCreateGroupLimit: z.number().int().min(0).default(5),
});

export const emailConfigSchema = z.object({
  emailHost: z.string().max(255).default(''),
  emailPort: z.number().int().min(0).max(65535).default(465),
  emailUsername: z.string().max(255).default(''),
  emailPassword: z.string().max(255).default(''),
  emailSsl: z.boolean().default(true),
  emailBGImg: z.string().max(1000).default(''),
});

export const CONFIG_SECTIONS = {
  website: websiteConfigSchema,
  switch: switchConfigSchema,
  email: emailConfigSchema,
} as const;

export type ConfigSection = keyof typeof CONFIG_SECTIONS;
export type ConfigOf<K extends ConfigSection> = z.output<(typeof CONFIG_SECTIONS)[K]>;
export type WebsiteSettings = ConfigOf<'website'>;
export type SwitchSettings = ConfigOf<'switch'>;
export type EmailSettings = ConfigOf<'email'>;

export async function readConfig<K extends ConfigSection>(db: DbOrTx, key: K): Promise<ConfigOf<K>> {
  const [row] = await db.select({ value: siteConfig.value }).from(siteConfig).where(eq(siteConfig.key, key));
  const schema = CONFIG_SECTIONS[key];
  const parsed = schema.safeParse(row?.value ?? {});
  // A stored document that no longer fits (e.g. written by an older version) falls back to defaults
  // field by field rather than failing every request that reads it.
  if (parsed.success) return parsed.data as ConfigOf<K>;
  const partial = { ...(row?.value as Record<string, unknown>) };
  for (const issue of parsed.error.issues) delete partial[String(issue.path[0])];
  return schema.parse(partial) as ConfigOf<K>;
}

/** Merges `patch` into the stored section after validating the merged whole. */
export async function writeConfig<K extends ConfigSection>(
  db: DbOrTx,
  key: K,
  patch: Partial<ConfigOf<K>>,
): Promise<ConfigOf<K>> {
  const current = await readConfig(db, key);
  const merged = CONFIG_SECTIONS[key].parse({ ...current, ...patch }) as ConfigOf<K>;
  await db
    .insert(siteConfig)
    .values({ key, value: merged })
    .onConflictDoUpdate({ target: siteConfig.key, set: { value: merged, gmtModified: new Date() } });
  return merged;
}

/** The origin mailed links point at: the admin-set website base URL, else the deployment's. */
export function publicBaseUrl(website: WebsiteSettings, deploymentBaseUrl: string): string {
  return (website.baseUrl.trim() || deploymentBaseUrl).replace(/\/+$/, '');
}
