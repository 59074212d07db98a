export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** `response` is the SMTP server's final reply when the transport has one (e.g. `250 2.0.0 OK`). */
export type DeliveryResult =
  | { status: 'sent'; response?: string }
  | { status: 'logged' }
  | { status: 'failed'; error: string };

/**
 * Delivers a mail that is already in the outbox over SMTP. When no SMTP server is configured
 * the core does not call the transport: the outbox row is the only copy, which root can read.
 */
export interface MailTransport {
  deliver(mail: OutgoingMail, smtp: SmtpSettings): Promise<DeliveryResult>;
}

export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the first byte (465); otherwise STARTTLS when offered. */
  secure: boolean;
  username: string;
  password: string;
  /** The From address; defaults to the username. */
  from: string;
}
