import { LogLevel, WorkerMailer } from 'worker-mailer';
import type { MailTransport } from '../platform/mailer';

/**
 * SMTP delivery over Cloudflare TCP sockets (worker-mailer): TLS from the first byte when the
 * settings say secure (port 465), else STARTTLS when the server offers it. The core only calls
 * it when SMTP is configured; the outbox row records the outcome either way.
 */
export const workerMailerTransport: MailTransport = {
  async deliver(mail, smtp) {
    try {
      await WorkerMailer.send(
        {
          host: smtp.host,
          port: smtp.port,
          secure: smtp.secure,
          startTls: true,
          credentials: smtp.username ? { username: smtp.username, password: smtp.password } : undefined,
          authType: ['plain', 'login', 'cram-md5'],
          socketTimeoutMs: 20_000,
          responseTimeoutMs: 10_000,
          // The outcome lands in the mail outbox row and the caller's log; the library's own lines would repeat it.
          logLevel: LogLevel.NONE,
        },
        {
          from: smtp.from || smtp.username,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        },
      );
      return { status: 'sent' };
    } catch (error) {
      return { status: 'failed', error: error instanceof Error ? error.message : String(error) };
    }
  },
};
