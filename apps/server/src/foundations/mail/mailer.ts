import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { createTransport, Transporter } from 'nodemailer';
import type { Config } from '../../env.ts';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes (a notification about a visitor's message: the visitor). */
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
};

type SendOptions = {
  /**
   * Fields added to the log line only when the message stays on this machine (outbox mode),
   * e.g. a reset link so a newcomer can finish the flow. Never logged when mail leaves over
   * SMTP: a working reset link does not belong in production logs.
   */
  outboxLog?: Record<string, string>;
};

type SendResult = { messageId: string; file?: string };

export type Mailer = {
  mode: 'smtp' | 'outbox';
  send(message: MailMessage, options?: SendOptions): Promise<SendResult>;
  close(): void;
};

/** The part of a pino logger the mailer uses; app.log fits. */
export type MailLog = { info(fields: object, message: string): void };

const quiet: MailLog = { info() {} };

type TransportOptions = Parameters<typeof createTransport>[0];

/**
 * nodemailer, loaded with its transport on the first mail: most processes of a site send none
 * for hours, and its modules cost about 5 MB of heap for the life of the process (decision 087's
 * memory budget; bench/NOTES.md 087).
 */
function lazyTransport(options: TransportOptions, defaults: { from: string }) {
  let transport: Promise<Transporter> | undefined;
  return {
    get: () => (transport ??= import('nodemailer').then(({ createTransport }) => createTransport(options, defaults))),
    close: () => void transport?.then((created) => created.close()),
  };
}

/**
 * SMTP when config.mail.smtpUrl is set; otherwise every message is written to
 * config.mail.outboxDir as an .eml file (any mail client opens it), so the reset flow works
 * on a machine with no mail server.
 */
export function createMailer(config: Pick<Config, 'mail'>, log: MailLog = quiet): Mailer {
  const defaults = { from: config.mail.from };

  if (config.mail.smtpUrl) {
    // Short timeouts: a dead mail server should fail a send in seconds, not minutes. Pooled
    // (decision 053): a newsletter's hundreds of mails reuse one connection instead of a new
    // one each (about 120 ms to set up even on loopback; 10 ms a mail pooled).
    const transport = lazyTransport(
      {
        url: config.mail.smtpUrl,
        pool: true,
        maxConnections: 1,
        maxMessages: 500,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      },
      defaults,
    );
    return {
      mode: 'smtp',
      async send(message) {
        const info = await (await transport.get()).sendMail(message);
        log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent over SMTP');
        return { messageId: info.messageId };
      },
      close: transport.close,
    };
  }

  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: 'windows' }, defaults);
  const outboxDir = config.mail.outboxDir;
  return {
    mode: 'outbox',
    async send(message, options = {}) {
      const info = await (await transport.get()).sendMail(message);
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      // The outbox may hold live reset links: readable by the owner only. Written aside and
      // renamed, so whoever watches the outbox never reads a half-written .eml.
      await writeFile(`${file}.part`, info.message as Buffer, { mode: 0o600 });
      await rename(`${file}.part`, file);
      log.info(
        { to: message.to, subject: message.subject, file, ...options.outboxLog },
        `mail written to ${file} (no SMTP_URL set)`,
      );
      return { messageId: info.messageId, file };
    },
    close: transport.close,
  };
}
