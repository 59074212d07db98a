/**
 * The site area's public face: the shared short-lived cache table, the site configuration,
 * outgoing mail and the UTC day arithmetic the statistics pages share.
 */
import { announcement } from '../../db/schema';

export { addCarouselImage, removeCarouselImage } from './admin-config';
export {
  claimThrottle,
  deleteCache,
  incrementCounter,
  incrementField,
  purgeExpiredCache,
  readCache,
  type ThrottleClaim,
  takeCache,
  writeCache,
} from './cache';
export { publicBaseUrl, readConfig, type SwitchSettings, type WebsiteSettings } from './config';
export { addDays, startOfUtcDay, utcDateString, yearWindowStart } from './dates';
export { composeMail, type MailContent, sendMail } from './mail';
export type { SwitchAccountLists, SwitchAccountStore } from './switch-accounts';

/** The Markdown in site and group announcements: an editor upload linked here is kept by the file area's cleanup. */
export const siteMarkdownColumns = [announcement.content];
