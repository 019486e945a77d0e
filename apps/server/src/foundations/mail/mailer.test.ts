import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../testing/free-port.ts';
import { startSmtpServer } from '../../testing/smtp-server.ts';
import { createMailer } from './mailer.ts';
import { passwordResetEmail } from './password-reset-email.ts';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const link = 'http://localhost:3000/admin/password-reset?token=abc_DEF-123';
const message = () => passwordResetEmail({ to: 'ada@example.org', name: 'Ada <Lovelace>', link, minutes: 5 });

describe('createMailer', () => {
  it('without SMTP writes an .eml file and logs where, with the extra fields', async () => {
    const outboxDir = path.join(mkdtempSync(path.join(tmpdir(), 'atrium-mail-')), 'outbox');
    cleanups.push(() => rmSync(path.dirname(outboxDir), { recursive: true, force: true }));
    const lines: Array<{ fields: Record<string, unknown>; text: string }> = [];
    const mailer = createMailer(
      { mail: { from: 'Atrium <no-reply@example.org>', outboxDir } },
      {
        info: (fields, text) => lines.push({ fields: fields as Record<string, unknown>, text }),
      },
    );
    expect(mailer.mode).toBe('outbox');

    const result = await mailer.send(message(), { outboxLog: { link } });
    expect(result.file).toBeDefined();
    expect(path.dirname(result.file!)).toBe(outboxDir);
    expect(result.file).toMatch(/\.eml$/);
    expect(statSync(result.file!).mode & 0o777).toBe(0o600);
    const raw = readFileSync(result.file!, 'utf8');
    expect(raw).toContain('From: Atrium <no-reply@example.org>');
    expect(raw).toContain('To: ada@example.org');
    expect(raw).toContain('Subject: Reset your Atrium password');
    expect(raw).toContain('multipart/alternative');
    expect(lines).toHaveLength(1);
    expect(lines[0]!.fields).toMatchObject({ to: 'ada@example.org', file: result.file, link });
    expect(lines[0]!.text).toContain(result.file!);
    mailer.close();
  });

  it('with SMTP delivers to the server and keeps the link out of the log', async () => {
    const server = await startSmtpServer();
    cleanups.push(() => server.close());
    const port = server.port;

    const lines: Array<Record<string, unknown>> = [];
    const mailer = createMailer(
      {
        mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Atrium <no-reply@example.org>', outboxDir: '/nonexistent' },
      },
      { info: (fields) => lines.push(fields as Record<string, unknown>) },
    );
    cleanups.push(() => mailer.close());
    expect(mailer.mode).toBe('smtp');
    const result = await mailer.send(message(), { outboxLog: { link } });
    expect(result.file).toBeUndefined();
    expect(server.inbox).toHaveLength(1);
    expect(server.inbox[0]!.raw).toContain('Subject: Reset your Atrium password');
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toHaveProperty('link');
  });

  it('fails a send when the SMTP server is unreachable', async () => {
    const port = await freePort();
    const mailer = createMailer({
      mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'a@example.org', outboxDir: '/x' },
    });
    cleanups.push(() => mailer.close());
    await expect(mailer.send(message())).rejects.toThrow();
  });
});

describe('passwordResetEmail', () => {
  it('has a text and an HTML part with the link, and escapes the name in HTML', () => {
    const mail = message();
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('5 minutes');
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('Ada &lt;Lovelace&gt;');
    expect(mail.html).not.toContain('<Lovelace>');
  });
});
