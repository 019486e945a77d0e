import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '@atrium/contract/site-settings';
import { migrateToLatest } from '../../db/database.ts';
import { createTestDatabase } from '../../testing/test-app.ts';
import { CONFIRM_LINK_DAYS, createMailingListService, RESEND_AFTER_MINUTES } from './mailing-list.service.ts';

// The service without Fastify: a database, a config value, a clock the test moves and an outbox
// that only counts wake-ups (one per queued mail). The windows are minutes and days long, which
// the HTTP tests cannot wait out.
const MINUTE = 60_000;
const ADDRESS = '203.0.113.9';

let t: Awaited<ReturnType<typeof createTestDatabase>>;
let at: number;
let wakes: number;
let service: ReturnType<typeof createMailingListService>;

beforeAll(async () => {
  t = await createTestDatabase();
  await migrateToLatest(t.db);
});
afterAll(() => t.close());

beforeEach(() => {
  at = Date.parse('2026-03-02T09:00:00.000Z');
  wakes = 0;
  service = createMailingListService({
    db: t.db,
    config: { publicUrl: 'https://atrium.example' },
    clock: { now: () => new Date(at) },
    outbox: { wake: () => void (wakes += 1) },
  });
});

let n = 0;
const newAddress = () => `reader-${(n += 1)}@example.org`;

describe('mailing list, on its own clock', () => {
  it(`mails a pending address a new link only once ${RESEND_AFTER_MINUTES} minutes have passed`, async () => {
    const email = newAddress();
    const first = await service.signup(email, ADDRESS);
    expect(first).toBeDefined();
    expect(wakes).toBe(1);

    at += RESEND_AFTER_MINUTES * MINUTE - 1;
    expect(await service.signup(email, ADDRESS)).toBeUndefined();
    expect(wakes).toBe(1);

    at += 1;
    const second = await service.signup(email, ADDRESS);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect(wakes).toBe(2);
    // The new link replaces the old one.
    expect(await service.confirm(first!, ADDRESS)).toBe(false);
    expect(await service.confirm(second!, ADDRESS)).toBe(true);
  });

  it(`takes a link up to ${CONFIRM_LINK_DAYS} days old, and only once`, async () => {
    const token = await service.signup(newAddress(), ADDRESS);
    at += CONFIRM_LINK_DAYS * 24 * 60 * MINUTE - MINUTE;
    expect(await service.confirm(token!, ADDRESS)).toBe(true);
    expect(await service.confirm(token!, ADDRESS)).toBe(false);
  });

  it(`refuses a link older than ${CONFIRM_LINK_DAYS} days`, async () => {
    const token = await service.signup(newAddress(), ADDRESS);
    at += CONFIRM_LINK_DAYS * 24 * 60 * MINUTE + MINUTE;
    expect(await service.confirm(token!, ADDRESS)).toBe(false);
  });

  it(`tells a subscribed address it is on the list, at most once per ${RESEND_AFTER_MINUTES} minutes`, async () => {
    const email = newAddress();
    const token = await service.signup(email, ADDRESS);
    await service.confirm(token!, ADDRESS);
    at += 60 * MINUTE;
    expect(await service.signup(email, ADDRESS)).toBeUndefined();
    expect(wakes).toBe(2);
    at += RESEND_AFTER_MINUTES * MINUTE - 1;
    expect(await service.signup(email, ADDRESS)).toBeUndefined();
    expect(wakes).toBe(2);
    const mails = await t.db
      .selectFrom('mail_outbox')
      .select('kind')
      .where('to_address', '=', email)
      .orderBy('id')
      .execute();
    expect(mails.map((m) => m.kind)).toEqual(['mailing-list-confirmation', 'mailing-list-already-subscribed']);
  });

  // Issue 23, N2: a subscribed address answered faster (no write, no mail) than a new one. The
  // statements each signup runs are compared instead of timings, which would be flaky.
  it('runs the same statements for a new, a pending and a subscribed address', async () => {
    const statements: string[] = [];
    const recording = createMailingListService({
      db: t.db.withPlugin({
        transformQuery({ node }) {
          statements.push(describeStatement(node));
          return node;
        },
        transformResult: async ({ result }) => result,
      }),
      config: { publicUrl: 'https://atrium.example' },
      clock: { now: () => new Date(at) },
      outbox: { wake: () => void (wakes += 1) },
    });
    const pending = newAddress();
    const subscribed = newAddress();
    await service.signup(pending, ADDRESS);
    await service.confirm((await service.signup(subscribed, ADDRESS))!, ADDRESS);
    at += RESEND_AFTER_MINUTES * MINUTE;

    const runs: Record<string, string[]> = {};
    for (const [state, email] of [
      ['new', newAddress()],
      ['pending', pending],
      ['subscribed', subscribed],
    ] as const) {
      statements.length = 0;
      const before = wakes;
      await recording.signup(email, ADDRESS);
      expect(wakes - before, state).toBe(1);
      runs[state] = [...statements];
    }
    expect(runs.new).toContain('insert mail_outbox');
    expect(runs.pending).toEqual(runs.new);
    expect(runs.subscribed).toEqual(runs.new);
  });
});

/** A statement's kind and first table; an insert into or update of an entry are both its 'write'. */
function describeStatement(node: { kind: string }): string {
  const table = /"kind":"TableNode".*?"name":"(\w+)"/.exec(JSON.stringify(node))?.[1] ?? '?';
  const kind = node.kind.replace('QueryNode', '').toLowerCase();
  if (table === 'mailing_list_entries' && (kind === 'insert' || kind === 'update')) return `write ${table}`;
  return `${kind} ${table}`;
}

describe('mailing list mails, in the organisation’s name', () => {
  it('names the organisation as the site settings hold it at the signup (decision 048)', async () => {
    let orgName = 'Riverside Learning Network';
    const named = createMailingListService({
      db: t.db,
      config: { publicUrl: 'https://atrium.example' },
      clock: { now: () => new Date(at) },
      outbox: { wake: () => undefined },
      siteSettings: { publicSettings: async () => ({ ...defaultSiteSettings('UTC'), orgName }) },
    });
    const subjectOf = async (email: string) =>
      (await t.db.selectFrom('mail_outbox').select('subject').where('to_address', '=', email).executeTakeFirstOrThrow())
        .subject;

    const first = newAddress();
    await named.signup(first, ADDRESS);
    expect(await subjectOf(first)).toBe('Confirm your subscription to the Riverside Learning Network newsletter');

    orgName = 'Harbour Knowledge Circle';
    const second = newAddress();
    await named.signup(second, ADDRESS);
    expect(await subjectOf(second)).toBe('Confirm your subscription to the Harbour Knowledge Circle newsletter');
  });
});
