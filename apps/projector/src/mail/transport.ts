import nodemailer, { type Transporter } from 'nodemailer';

export interface MailTransport {
  readonly transporter: Transporter;
  /** 'smtp' when SMTP_URL names a server; 'log' prints each message instead (npm start's default). */
  readonly kind: 'smtp' | 'log';
}

/** SMTP_URL (smtp://user:pass@host:587, smtps://…) or, without one, messages printed to the log. */
export function createMailTransport(smtpUrl: string | undefined): MailTransport {
  if (smtpUrl) return { kind: 'smtp', transporter: nodemailer.createTransport(smtpUrl) };
  return { kind: 'log', transporter: nodemailer.createTransport({ jsonTransport: true }) };
}
