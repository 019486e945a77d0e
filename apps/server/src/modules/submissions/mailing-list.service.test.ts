import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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

  it('mails a subscribed address nothing', async () => {
    const email = newAddress();
    const token = await service.signup(email, ADDRESS);
    await service.confirm(token!, ADDRESS);
    at += 60 * MINUTE;
    expect(await service.signup(email, ADDRESS)).toBeUndefined();
    expect(wakes).toBe(1);
  });
});
