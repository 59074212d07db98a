import { z } from 'zod';
import { emailSchema } from './account';
import { optionalInteger, pagingSchema, requiredId, text } from './common/fields';

/**
 * The super admin's site calls (spec 3 admin entities Announcement, Website config, SMTP config):
 * /api/admin/announcement, /api/admin/config/{get,set}-web-config, {get,set}-email-config,
 * test-email, home-carousel and /api/file/upload-carouse-img. Field names are HOJ's
 * (Announcement, WebConfigDTO, EmailConfigDTO, TestEmailDTO) so its admin client works unchanged.
 */

export const SITE_ADMIN_LIMITS = {
  announcementTitleMax: 255,
  announcementContentMax: 65535,
  announcementPageSize: 10,
  nameMax: 255,
  urlMax: 255,
  descriptionMax: 65535,
  hostMax: 255,
  passwordMax: 255,
  bgImageMax: 1000,
  carouselMaxBytes: 5 * 1024 * 1024,
} as const;

/** What get-email-config answers for a stored SMTP password; sent back unchanged, it keeps the password. */
export const MASKED_PASSWORD = '********';

/** An optional link: empty, or an absolute http(s) URL. */
const urlField = (field: string, max: number = SITE_ADMIN_LIMITS.urlMax) =>
  text(field, { max, trim: true }).refine(
    (value) => value === '' || /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(value),
    `${field} must be an http:// or https:// URL`,
  );

/** Announcement status: 0 visible, 1 hidden. */
const announcementStatus = optionalInteger('status', {
  min: 0,
  max: 1,
  message: 'status must be 0 (visible) or 1 (hidden)',
});

const announcementTitle = text('title', {
  max: SITE_ADMIN_LIMITS.announcementTitleMax,
  trim: true,
  typeError: 'title is required',
}).refine((value) => value.length > 0, 'title is required');
const announcementContent = text('content', {
  max: SITE_ADMIN_LIMITS.announcementContentMax,
  typeError: 'content is required',
}).refine((value) => value.trim().length > 0, 'content is required');

/** GET /api/admin/announcement */
export const adminAnnouncementListQuery = pagingSchema(SITE_ADMIN_LIMITS.announcementPageSize);

/** POST /api/admin/announcement */
export const addAnnouncementRequest = z.object({
  title: announcementTitle,
  content: announcementContent,
  status: announcementStatus,
});
export type AddAnnouncementRequest = z.output<typeof addAnnouncementRequest>;

/** PUT /api/admin/announcement: HOJ's client sends the whole announcement; absent fields stay. */
export const updateAnnouncementRequest = z.object({
  id: requiredId('id'),
  title: announcementTitle.optional(),
  content: announcementContent.optional(),
  status: announcementStatus,
});
export type UpdateAnnouncementRequest = z.output<typeof updateAnnouncementRequest>;

/** DELETE /api/admin/announcement?aid= */
export const deleteAnnouncementQuery = z.object({ aid: requiredId('aid') });

/** Answer of get-web-config (HOJ's WebConfigDTO). */
export interface AdminWebConfig {
  baseUrl: string;
  name: string;
  shortName: string;
  description: string;
  register: boolean;
  recordName: string;
  recordUrl: string;
  projectName: string;
  projectUrl: string;
}

const requiredName = (field: string) =>
  text(field, { max: SITE_ADMIN_LIMITS.nameMax, trim: true }).refine(
    (value) => value.length > 0,
    `${field} must not be empty`,
  );

/** PUT /api/admin/config/set-web-config: every field optional; a given one is stored as given. */
export const setWebConfigRequest = z.object({
  baseUrl: urlField('baseUrl').optional(),
  name: requiredName('name').optional(),
  shortName: requiredName('shortName').optional(),
  description: text('description', { max: SITE_ADMIN_LIMITS.descriptionMax }).optional(),
  register: z.boolean({ error: 'register must be true or false' }).optional(),
  recordName: text('recordName', { max: SITE_ADMIN_LIMITS.nameMax, trim: true }).optional(),
  recordUrl: urlField('recordUrl').optional(),
  projectName: text('projectName', { max: SITE_ADMIN_LIMITS.nameMax, trim: true }).optional(),
  projectUrl: urlField('projectUrl').optional(),
});
export type SetWebConfigRequest = z.output<typeof setWebConfigRequest>;

/** Answer of get-email-config (HOJ's EmailConfigDTO); the password is MASKED_PASSWORD when one is stored. */
export interface AdminEmailConfig {
  emailHost: string;
  emailPort: number;
  emailUsername: string;
  emailPassword: string;
  emailSsl: boolean;
  emailBGImg: string;
}

/** PUT /api/admin/config/set-email-config: an empty or masked password keeps the stored one (as HOJ). */
export const setEmailConfigRequest = z.object({
  emailHost: text('emailHost', { max: SITE_ADMIN_LIMITS.hostMax, trim: true })
    .refine((value) => !/\s/.test(value), 'emailHost must be a host name without spaces')
    .optional(),
  emailPort: optionalInteger('emailPort', {
    min: 1,
    max: 65535,
    message: 'emailPort must be an integer from 1 to 65535',
  }),
  emailUsername: text('emailUsername', { max: SITE_ADMIN_LIMITS.nameMax, trim: true })
    .refine(
      (value) => value === '' || z.email().safeParse(value).success,
      'emailUsername must be the e-mail address mail is sent from',
    )
    .optional(),
  emailPassword: text('emailPassword', { max: SITE_ADMIN_LIMITS.passwordMax }).optional(),
  emailSsl: z.boolean({ error: 'emailSsl must be true or false' }).optional(),
  emailBGImg: urlField('emailBGImg', SITE_ADMIN_LIMITS.bgImageMax).optional(),
});
export type SetEmailConfigRequest = z.output<typeof setEmailConfigRequest>;

/** POST /api/admin/config/test-email */
export const testEmailRequest = z.object({ email: emailSchema('email') });

/** DELETE /api/admin/config/home-carousel?id= */
export const deleteCarouselQuery = z.object({ id: requiredId('id') });

/** Answer of POST /api/file/upload-carouse-img (HOJ's map): the carousel entry and its image URL. */
export interface CarouselUploaded {
  id: number;
  url: string;
}
