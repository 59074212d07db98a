import nodemailer from 'nodemailer';
import type { MailTransport } from '../platform/mailer';

/** SMTP delivery through nodemailer; the core only calls it when SMTP is configured. */
export const smtpTransport: MailTransport = {
  async deliver(mail, smtp) {
    try {
      const transport = nodemailer.createTransport({
        host: smtp.host,
        port: smtp.port,
        secure: smtp.secure,
        auth: smtp.username ? { user: smtp.username, pass: smtp.password } : undefined,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      });
      const info = await transport.sendMail({
        from: smtp.from || smtp.username,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
      });
      return { status: 'sent', response: info.response };
    } catch (error) {
      return { status: 'failed', error: error instanceof Error ? error.message : String(error) };
    }
  },
};
