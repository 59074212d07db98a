import type { AdminEmailConfig, AdminWebConfig } from '@contract/site-admin';
import { SITE_ADMIN_LIMITS } from '@contract/site-admin';
import type { TFunction } from 'i18next';

/** The server's rules, checked before sending so each message sits under its field. */
const isUrl = (value: string) => value.trim() === '' || /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(value.trim());
const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

export function validateWebConfig(form: AdminWebConfig, t: TFunction) {
  const errors: Partial<Record<keyof AdminWebConfig, string>> = {};
  for (const key of ['baseUrl', 'recordUrl', 'projectUrl'] as const)
    if (!isUrl(form[key])) errors[key] = t('validation.url');
  for (const key of ['name', 'shortName'] as const)
    if (!form[key].trim()) errors[key] = t('validation.required');
  for (const key of [
    'baseUrl',
    'name',
    'shortName',
    'recordName',
    'recordUrl',
    'projectName',
    'projectUrl',
  ] as const)
    if (!errors[key] && form[key].trim().length > SITE_ADMIN_LIMITS.nameMax)
      errors[key] = t('validation.tooLong', { max: SITE_ADMIN_LIMITS.nameMax });
  if (form.description.length > SITE_ADMIN_LIMITS.descriptionMax)
    errors.description = t('validation.tooLong', { max: SITE_ADMIN_LIMITS.descriptionMax });
  return errors;
}

export function validateEmailConfig(form: AdminEmailConfig, t: TFunction) {
  const errors: Partial<Record<keyof AdminEmailConfig, string>> = {};
  if (/\s/.test(form.emailHost.trim())) errors.emailHost = t('validation.host');
  if (!Number.isInteger(form.emailPort) || form.emailPort < 1 || form.emailPort > 65535)
    errors.emailPort = t('validation.port');
  if (form.emailUsername.trim() && !isEmail(form.emailUsername)) errors.emailUsername = t('validation.email');
  if (!isUrl(form.emailBGImg)) errors.emailBGImg = t('validation.url');
  return errors;
}
