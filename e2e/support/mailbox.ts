import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readE2eEnv } from './env.ts';

export type CapturedMail = { to: string[]; subject: string; raw: string; receivedAt: string };

/** The mail captured for `address`, oldest first. */
export function mailTo(address: string): CapturedMail[] {
  const { mailDir } = readE2eEnv();
  if (!existsSync(mailDir)) return [];
  return readdirSync(mailDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(mailDir, name), 'utf8')) as CapturedMail)
    .filter((mail) => mail.to.includes(address.toLowerCase()));
}

/** Waits for the next mail to `address` (sent after `since` of them had arrived). */
export async function waitForMail(address: string, since = 0, timeoutMs = 10_000): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = mailTo(address);
    if (mails.length > since) return mails[mails.length - 1]!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail to ${address} within ${timeoutMs} ms.`);
}

/** Undoes quoted-printable soft breaks and escapes, so links read as they were written. */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The password-reset link in a captured mail. */
export function resetLink(mail: CapturedMail): string {
  const match = /https?:\/\/[^\s"<>]+\/admin\/password-reset\?token=[\w-]+/.exec(decodeQuotedPrintable(mail.raw));
  if (!match) throw new Error(`No reset link in the mail "${mail.subject}".`);
  return match[0];
}
