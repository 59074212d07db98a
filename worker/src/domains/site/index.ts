/**
 * The site area's public face: the shared short-lived cache table, the site configuration,
 * outgoing mail and the UTC day arithmetic the statistics pages share.
 */
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
