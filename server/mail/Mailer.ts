import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';

export interface OutgoingMail {
  to: string;
  /** The name the mail is from (the employer's); the address is the server's (PORTICO_MAIL_FROM). */
  fromName: string;
  subject: string;
  html: string;
  text: string;
  /** The mail's language (Content-Language). */
  language: string;
  /** Message-ID's left part: the same mail retried keeps its id, so a mail client shows it once. */
  idempotencyKey: string;
}

export interface Mailer {
  /** Where mail goes, for the log: smtp://host:port, the outbox folder, or nowhere. */
  readonly destination: string;
  send: (mail: OutgoingMail) => Promise<{ messageId: string }>;
  close: () => void;
}

export interface MailerOptions {
  /** smtp://user:pass@host:port (smtps:// for TLS): mail is sent there. */
  smtpUrl?: string;
  /** Without SMTP: each mail is written as a .eml file here; null writes nothing (tests, a memory database). */
  outboxDir?: string | null;
  /** The sender's address (PORTICO_MAIL_FROM), default no-reply@ the public URL's host. */
  fromAddress: string;
}

/**
 * The server's e-mail (nodemailer): to SMTP_URL when set, else into the outbox folder as .eml files
 * (the demo shows them; any mail client opens them), else nowhere.
 */
export function createMailer(options: MailerOptions): Mailer {
  // nodemailer (some 40 modules) loads with the first mail, not at the server's start.
  let transport: Promise<Transporter> | undefined;
  const loadTransport = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    ));
  const outbox = options.smtpUrl ? null : (options.outboxDir ?? null);
  const domain = options.fromAddress.split('@')[1] ?? 'localhost';
  return {
    destination: options.smtpUrl ? redactedUrl(options.smtpUrl) : (outbox ?? 'nowhere (no SMTP_URL and no outbox)'),
    async send(mail) {
      const messageId = `<${mail.idempotencyKey.replace(/[^A-Za-z0-9._-]/g, '.')}@${domain}>`;
      const info = await (
        await loadTransport()
      ).sendMail({
        from: { name: mail.fromName, address: options.fromAddress },
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId,
        headers: { 'Content-Language': mail.language, 'Auto-Submitted': 'auto-generated' },
      });
      if (outbox) {
        await mkdir(outbox, { recursive: true });
        const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.idempotencyKey.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 120)}.eml`;
        await writeFile(path.join(outbox, name), (info as unknown as { message: Buffer }).message);
      }
      return { messageId };
    },
    close: () => void transport?.then((loaded) => loaded.close()),
  };
}

function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    throw new Error(`SMTP_URL must be an address such as smtp://user:password@mail.example.com:587, but is not one`);
  }
}
