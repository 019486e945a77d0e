import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnApi } from '../testing/learn-fixtures.ts';
import { createTestApp, signedInAdmin, type TestApp } from '../testing/test-app.ts';

/**
 * Decision 061: what an attacker sent to the newsletters, the site settings and the search, on
 * SQLite and PostgreSQL. Every refusal is a 4xx in the envelope and changes nothing; the search
 * answers every query language's syntax with results or none, never a 500.
 */

let t: TestApp;
let admin: Record<string, string>;
let newsletterId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAdmin(t)).headers;
  await learnApi({ t, auth: admin as { authorization: string } }).created('blog', {
    title: 'Kestrel notes',
    description: '<p>A kestrel &amp; a <b>hawk</b> met an "owl".</p>',
  });
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/newsletters/',
    headers: admin,
    payload: { subject: 'Kept as it is' },
  });
  expect(made.statusCode, made.body).toBe(201);
  newsletterId = made.json().data.id;
});
afterAll(() => t?.close());

const multipart = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `--x\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('') + '--x--\r\n';

type Row = [label: string, request: () => InjectOptions, field?: string];

const rows: Row[] = [
  // A line break in a subject is a header of its own to a careless mailer, and a broken title or feed item.
  ...['Hi\r\nBcc: someone@example.org', 'Hi\nX-Injected: 1', 'Hi\u2028there', 'Hi\u0085there', 'Tab\there'].map(
    (subject): Row => [
      `a newsletter subject ${JSON.stringify(subject)}`,
      () => ({ method: 'POST', url: '/api/newsletters/', headers: admin, payload: { subject } }),
      'subject',
    ],
  ),
  [
    'a preheader with a line break, on a change',
    () => ({
      method: 'PATCH',
      url: `/api/newsletters/${newsletterId}/`,
      headers: admin,
      payload: { subject: 'Changed', preheader: 'One\r\nTwo' },
    }),
    'preheader',
  ],
  // The test copy's address: one address of a signup's shape, nothing a mailer would read as more.
  ...[
    'someone@example.org\r\nBcc: other@example.org',
    'a,b@example.org',
    '<someone@example.org>',
    'someone@example.org>',
    'Someone <someone@example.org>',
    '"someone"@example.org',
    'someone@[127.0.0.1]',
    'group:someone@example.org;',
  ].map((email): Row => [
    `a test copy to ${JSON.stringify(email)}`,
    () => ({ method: 'POST', url: `/api/newsletters/${newsletterId}/test/`, headers: admin, payload: { email } }),
    'email',
  ]),
  // The organisation's names go into the senders' names of every mail.
  [
    'an organisation name with a line break (JSON)',
    () => ({ method: 'PATCH', url: '/api/admin-site-settings/', headers: admin, payload: { orgName: 'A\r\nB' } }),
    'orgName',
  ],
  [
    'a short name with a line break (multipart)',
    () => ({
      method: 'PATCH',
      url: '/api/admin-site-settings/',
      headers: { ...admin, 'content-type': 'multipart/form-data; boundary=x' },
      payload: multipart({ shortName: 'A\nB' }),
    }),
    'shortName',
  ],
  // An offset keeps no daylight-saving rules: it is no time zone.
  ...['+05:00', '-00:00', 'Mars/Olympus_Mons'].map((timezone): Row => [
    `the time zone ${timezone}`,
    () => ({ method: 'PATCH', url: '/api/admin-site-settings/', headers: admin, payload: { timezone } }),
    'timezone',
  ]),
];

describe('hostile input to the newsletters, the site settings and the search (decision 061)', () => {
  it.each(rows)('%s: a 400 naming the field, nothing changed', async (label, request, field) => {
    const before = await state();
    const res = await t.app.inject({ ...request(), remoteAddress: `10.61.${rows.length}.${label.length}` });
    expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, message: expect.any(String) });
    if (field) expect(Object.keys(body.errors ?? {}), label).toContain(field);
    expect(await state()).toEqual(before);
  });

  it('stores a time zone by its name, whatever its case', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin-site-settings/',
      headers: admin,
      payload: { timezone: 'europe/paris' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.timezone).toBe('Europe/Paris');
  });

  it('answers the syntax of both query languages with results or none, never an error', async () => {
    // 1: the kestrel is found; 0: nothing is; null: either (the engines' stop words differ: PostgreSQL drops "not", SQLite requires it).
    const queries: Array<[string, 0 | 1 | null]> = [
      ['"', 0],
      ['kestrel"', 1],
      ['NEAR(kestrel hawk)', null],
      ['kestrel OR zzz', 0],
      ['kestrel AND', null],
      ['NOT kestrel', null],
      ['-kestrel', 1],
      ['kestrel*', 1],
      ['^kestrel', 1],
      ['title:kestrel', 0],
      ['{title body}: hawk', 0],
      ['kestrel & !hawk', 1],
      ['kestrel <-> hawk', 1],
      ['kestrel:*', 1],
      ["'; drop table learn_search; --", 0],
      ['%_\\', 0],
      ['(((', 0],
      ['\ufdfa'.repeat(20), 0],
      ['\u0301\u0301', 0],
      ['\u{1d4a6}estrel', 1],
      ['\ufeffKESTREL', 1],
      ['mark', 0],
      ['amp', 0],
    ];
    for (const [q, total] of queries) {
      const res = await t.app.inject({ url: `/api/search/?q=${encodeURIComponent(q)}` });
      expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
      const body = res.json();
      if (total !== null) expect(body.total, q).toBe(total);
      // Only the hits are markup: the text's quotes, ampersands and tags come back escaped.
      for (const result of body.data) expect(result.snippet.replace(/<\/?mark>/g, ''), q).not.toMatch(/[<>"]/);
    }
  });
});

/** What a refused request must leave as it was. */
async function state() {
  const newsletters = await t.db
    .selectFrom('newsletters')
    .select(['id', 'subject', 'preheader', 'updated_at'])
    .orderBy('id')
    .execute();
  const outbox = await t.db
    .selectFrom('mail_outbox')
    .select(({ fn }) => fn.countAll().as('n'))
    .executeTakeFirst();
  const settings = await t.app.inject({ url: '/api/admin-site-settings/', headers: admin });
  return { newsletters, outbox: Number(outbox?.n ?? 0), settings: settings.json().data };
}
