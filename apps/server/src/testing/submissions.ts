import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { TestApp } from './test-app.ts';

/** A solved ALTCHA challenge from the app, as the widget would post it in `recaptchaToken`. */
export async function solvedCaptcha(t: TestApp): Promise<string> {
  const response = await t.app.inject({ url: '/api/captcha/challenge/' });
  if (response.statusCode !== 200) throw new Error(`challenge: ${response.statusCode} ${response.body}`);
  const challenge = response.json();
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export type SentMail = {
  file: string;
  to: string;
  subject: string;
  headers: Record<string, string>;
  text: string;
  html: string;
};

/**
 * The mails the app has sent so far (without SMTP_URL each is an .eml file in DATA_DIR/outbox),
 * after the outbox's worker is idle, oldest first: headers and the decoded text and HTML parts.
 */
export async function sentMails(t: TestApp): Promise<SentMail[]> {
  await t.app.outbox.idle();
  const dir = t.config.mail.outboxDir;
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => parseMail(path.join(dir, file), await readFile(path.join(dir, file), 'utf8'))),
  );
}

/** Parses the small MIME messages nodemailer writes (headers, multipart/alternative, QP or base64 parts). */
function parseMail(file: string, raw: string): SentMail {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = parseHeaders(head!);
  const body = rest.join('\r\n\r\n');
  const parts: Record<string, string> = {};
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
  const sections = boundary ? body.split(`--${boundary}`).slice(1, -1) : [`${head}\r\n\r\n${body}`];
  for (const section of sections) {
    const [partHead, ...partBody] = section.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    const partHeaders = parseHeaders(partHead!);
    const type = (partHeaders['content-type'] ?? 'text/plain').split(';')[0]!.trim();
    parts[type] = decode(partBody.join('\r\n\r\n'), partHeaders['content-transfer-encoding'] ?? '7bit');
  }
  return {
    file,
    to: headers.to ?? '',
    subject: decodeWords(headers.subject ?? ''),
    headers,
    text: parts['text/plain'] ?? '',
    html: parts['text/html'] ?? '',
  };
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decode(body: string, encoding: string): string {
  const e = encoding.toLowerCase();
  if (e === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (e === 'quoted-printable') {
    const soft = body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < soft.length; i += 1) {
      const hex = soft.slice(i + 1, i + 3);
      if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(parseInt(hex, 16));
        i += 2;
      } else bytes.push(...Buffer.from(soft[i]!));
    }
    return Buffer.from(bytes).toString('utf8').replace(/\r\n/g, '\n');
  }
  return body.replace(/\r\n/g, '\n');
}

/** RFC 2047 encoded words in a header (=?UTF-8?Q?...?= or =?UTF-8?B?...?=). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeURIComponent(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1')),
    );
}

/**
 * The three public forms as a visitor sends them, each with a freshly solved challenge: a
 * complete valid body, `fields` replacing what a test is about. `industryId` is read at call time
 * (a test makes its industry in `beforeAll`).
 */
export function publicForms(app: () => TestApp, industryId: () => number) {
  const send = async (url: string, payload: Record<string, unknown>) =>
    app().app.inject({ method: 'POST', url, payload: { ...payload, recaptchaToken: await solvedCaptcha(app()) } });
  return {
    contact: (fields: Record<string, unknown> = {}) =>
      send('/api/contact-us/', {
        name: 'Ada Lovelace',
        email: 'ada@example.org',
        phone: '555-987-6543',
        organization: 'Analytical Engines',
        industries: industryId(),
        message: 'Hello.',
        purpose: 'Partnership',
        status: 1,
        ...fields,
      }),
    appointment: (fields: Record<string, unknown> = {}) =>
      send('/api/requestedappointments/', {
        name: 'Grace Hopper',
        email: 'grace@example.org',
        phone_number: '555-123-4567',
        reason: 'A talk',
        status: 1,
        ...fields,
      }),
    signup: (fields: Record<string, unknown> = {}) =>
      send('/api/mailinglists/', { email: 'ada@example.org', status: 0, ...fields }),
  };
}
