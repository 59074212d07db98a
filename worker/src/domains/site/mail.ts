import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema';
import type { DeliveryResult, OutgoingMail, SmtpSettings } from '../../platform/mailer';
import type { Platform } from '../../platform/platform';
import { type EmailSettings, readConfig } from './config';

export function smtpSettingsOf(email: EmailSettings): SmtpSettings {
  return {
    host: email.emailHost,
    port: email.emailPort,
    secure: email.emailSsl,
    username: email.emailUsername,
    password: email.emailPassword,
    from: email.emailUsername,
  };
}

/**
 * Every mail lands in `mail_outbox` first. With SMTP configured it is delivered at once and
 * the row records the outcome; without, the row (status `logged`) is the only copy, which
 * root reads through /api/admin/mail-outbox.
 */
export async function sendMail(platform: Platform, mail: OutgoingMail): Promise<DeliveryResult> {
  const { db, clock, log } = platform;
  const [row] = await db
    .insert(mailOutbox)
    .values({ ...mail, status: 'queued', gmtCreate: clock.now() })
    .returning({ id: mailOutbox.id });
  const email = await readConfig(db, 'email');
  if (!email.emailHost) {
    await db.update(mailOutbox).set({ status: 'logged' }).where(eq(mailOutbox.id, row!.id));
    return { status: 'logged' };
  }
  let result: DeliveryResult;
  try {
    result = await platform.mail.deliver(mail, smtpSettingsOf(email));
  } catch (error) {
    result = { status: 'failed', error: error instanceof Error ? error.message : String(error) };
  }
  await db
    .update(mailOutbox)
    .set({
      status: result.status,
      error: result.status === 'failed' ? result.error : null,
      sentAt: result.status === 'sent' ? clock.now() : null,
    })
    .where(eq(mailOutbox.id, row!.id));
  if (result.status === 'failed')
    log.warn('mail delivery failed', { to: mail.to, subject: mail.subject, error: result.error });
  return result;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

export interface MailContent {
  to: string;
  siteName: string;
  subject: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
  /** A code shown large, e.g. a verification code. */
  code?: string;
  link?: { url: string; label: string };
  /** Header image from the SMTP config (emailBGImg). */
  headerImage?: string;
}

/** A plain HTML mail and its text twin, both naming the site. */
export function composeMail(content: MailContent): OutgoingMail {
  const subject = `${content.subject} - ${content.siteName}`;
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#303133;background:#f5f7fa;padding:24px">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:6px;padding:24px">',
    content.headerImage
      ? `<img src="${escapeHtml(content.headerImage)}" alt="" style="max-width:100%;border-radius:4px">`
      : '',
    `<h2 style="margin-top:0">${escapeHtml(content.siteName)}</h2>`,
    ...content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    content.code
      ? `<p style="font-size:28px;font-weight:bold;letter-spacing:6px;color:#409eff">${escapeHtml(content.code)}</p>`
      : '',
    content.link
      ? `<p><a href="${escapeHtml(content.link.url)}" style="color:#409eff">${escapeHtml(content.link.label)}</a></p>` +
        `<p style="font-size:12px;color:#909399;word-break:break-all">${escapeHtml(content.link.url)}</p>`
      : '',
    `<p style="font-size:12px;color:#909399">This mail was sent automatically by ${escapeHtml(content.siteName)}; please do not reply.</p>`,
    '</div></body></html>',
  ].join('');
  const text = [
    content.siteName,
    '',
    ...content.paragraphs,
    ...(content.code ? ['', content.code] : []),
    ...(content.link ? ['', `${content.link.label}: ${content.link.url}`] : []),
    '',
    `This mail was sent automatically by ${content.siteName}; please do not reply.`,
  ].join('\n');
  return { to: content.to, subject, html, text };
}
