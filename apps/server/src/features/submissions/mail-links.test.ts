import { MailingListPages, SubmissionAnswers } from '@atrium/contract/submissions';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { sentMails, solvedCaptcha } from '../../testing/submissions.ts';
import { useSignedInApp } from '../../testing/use-test-app.ts';

/**
 * Issue 36 item 1 (decision 067): a mail gateway or link checker fetches every link of a mail
 * (GET, often HEAD first). A confirmation link confirmed, and a List-Unsubscribe address
 * unsubscribed and erased, on that fetch. Now a link only opens a page; its button POSTs.
 */
const ctx = useSignedInApp();
const site = 'http://localhost:3000';

let n = 0;
const newAddress = () => `links-${(n += 1)}-${Date.now()}@example.org`;

const inject = (options: InjectOptions) => ctx.t.app.inject(options);
const entry = async (email: string) =>
  ctx.t.db
    .selectFrom('mailing_list_entries')
    .selectAll()
    .where('email_key', '=', email.toLowerCase())
    .executeTakeFirst();
const entryById = (id: number) =>
  ctx.t.db.selectFrom('mailing_list_entries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Signs `email` up and reads the confirmation mail: its page links' tokens and List-Unsubscribe address. */
async function signUp(email: string) {
  const before = (await sentMails(ctx.t)).length;
  const res = await inject({
    method: 'POST',
    url: '/api/mailinglists/',
    payload: { email, status: 0, recaptchaToken: await solvedCaptcha(ctx.t) },
  });
  expect(res.statusCode).toBe(201);
  const mail = (await sentMails(ctx.t)).slice(before).find((m) => m.to.toLowerCase() === email)!;
  const token = (kind: 'confirm' | 'unsubscribe') =>
    new RegExp(`${site}/mailing-list/${kind}\\?token=([A-Za-z0-9_-]{43})`).exec(mail.text)?.[1] ?? '';
  return {
    mail,
    confirmToken: token('confirm'),
    unsubscribeToken: token('unsubscribe'),
    listUnsubscribe: mail.headers['list-unsubscribe']!.slice(1, -1).replace(site, ''),
  };
}

/** What a link page's button posts: a plain form, url-encoded. */
const form = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });

/** Every way a scanner or a person may open a link: HEAD and GET, as a browser and as a bot. */
const opened = [
  { method: 'HEAD', headers: {} },
  { method: 'GET', headers: {} },
  { method: 'GET', headers: { accept: 'text/html,application/xhtml+xml' } },
  { method: 'HEAD', headers: { accept: 'text/html' } },
  { method: 'GET', headers: { accept: '*/*', 'user-agent': 'Mail-Gateway-LinkCheck/1.0' } },
] as const;

describe('mail links act only on POST (decision 067)', () => {
  it('a confirmation link opened with GET or HEAD confirms no one; the page’s button does', async () => {
    const email = newAddress();
    const { confirmToken } = await signUp(email);
    expect(confirmToken).toHaveLength(43);
    const pending = (await entry(email))!;
    expect(pending.status).toBe(0);

    // The address mails sent before this change carry, and the page's own address.
    for (const { method, headers } of opened) {
      const res = await inject({ method, url: `/api/mailinglists/confirm/${confirmToken}/`, headers });
      expect(res.statusCode, `${method} ${JSON.stringify(headers)}`).toBe(303);
      expect(res.headers.location).toBe(`${site}${MailingListPages.confirm}?token=${confirmToken}`);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
    expect(await entryById(pending.id)).toEqual(pending);

    const pressed = await form(`/api/mailinglists/confirm/${confirmToken}/`, { from: 'page' });
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe(`${site}${MailingListPages.confirmed}`);
    expect((await entryById(pending.id)).status).toBe(1);

    // Used: the page's button lands on the invalid-link page, and nothing changes.
    const confirmed = await entryById(pending.id);
    const again = await form(`/api/mailinglists/confirm/${confirmToken}/`, { from: 'page' });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(`${site}${MailingListPages.confirmed}?${MailingListPages.invalidQuery}`);
    expect(await entryById(pending.id)).toEqual(confirmed);
  });

  it('a List-Unsubscribe address opened with GET or HEAD erases no one; RFC 8058’s one-click POST does, without a redirect', async () => {
    const email = newAddress();
    const { confirmToken, unsubscribeToken, listUnsubscribe } = await signUp(email);
    expect(listUnsubscribe).toBe(`/api/mailinglists/unsubscribe/${unsubscribeToken}/`);
    await form(`/api/mailinglists/confirm/${confirmToken}/`, {});
    const subscribed = (await entry(email))!;
    expect(subscribed.status).toBe(1);

    for (const { method, headers } of opened) {
      const res = await inject({ method, url: listUnsubscribe, headers });
      expect(res.statusCode, `${method} ${JSON.stringify(headers)}`).toBe(303);
      expect(res.headers.location).toBe(`${site}${MailingListPages.unsubscribe}?token=${unsubscribeToken}`);
    }
    expect(await entryById(subscribed.id)).toEqual(subscribed);

    const oneClick = await form(listUnsubscribe, { 'List-Unsubscribe': 'One-Click' });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.headers.location).toBeUndefined();
    expect(oneClick.json()).toEqual({ success: true, message: SubmissionAnswers.mailingListUnsubscribed });
    expect(await entryById(subscribed.id)).toMatchObject({ status: 3, email, email_key: null });
  });

  it('the unsubscribe page’s button posts the one-click field with from=page and lands on the result page', async () => {
    const email = newAddress();
    const { unsubscribeToken } = await signUp(email);
    const res = await form(`/api/mailinglists/unsubscribe/${unsubscribeToken}/`, {
      'List-Unsubscribe': 'One-Click',
      from: 'page',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${site}${MailingListPages.unsubscribed}`);
    expect(await entry(email)).toBeUndefined();
  });

  it('the mails link to the site’s pages, never to an address that acts when fetched', async () => {
    const email = newAddress();
    const { mail, confirmToken, unsubscribeToken } = await signUp(email);
    expect(mail.html).toContain(`href="${site}/mailing-list/confirm?token=${confirmToken}"`);
    expect(mail.html).toContain(`href="${site}/mailing-list/unsubscribe?token=${unsubscribeToken}"`);
    expect(mail.html).not.toContain('/api/');
    expect(mail.text).not.toContain('/api/');
  });

  describe('as an attacker: 4xx with the envelope, and nothing changes', () => {
    const refused = (res: { statusCode: number; json: () => unknown }, status: number) => {
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    };

    it('no token, a forged one, a NUL, a huge one, a huge body, a wrong field', async () => {
      const email = newAddress();
      const { confirmToken, unsubscribeToken } = await signUp(email);
      const before = await entry(email);

      refused(await form('/api/mailinglists/confirm//', { from: 'page' }), 400);
      refused(await form('/api/mailinglists/unsubscribe//', { 'List-Unsubscribe': 'One-Click' }), 400);
      refused(await form('/api/mailinglists/confirm/', { from: 'page' }), 404);
      refused(await form(`/api/mailinglists/confirm/${'A'.repeat(43)}/`, {}), 404);
      refused(await form(`/api/mailinglists/unsubscribe/${'A'.repeat(43)}/`, { 'List-Unsubscribe': 'One-Click' }), 404);
      refused(await form(`/api/mailinglists/confirm/${confirmToken.slice(0, 42)}%00/`, { from: 'page' }), 400);
      // Longer than a route parameter may be: no route.
      refused(await form(`/api/mailinglists/confirm/${'A'.repeat(5000)}/`, {}), 404);
      refused(await form(`/api/mailinglists/confirm/${'A'.repeat(99)}/`, {}), 400);
      refused(await inject({ url: `/api/mailinglists/confirm/${confirmToken.slice(0, 42)}%00/` }), 400);
      refused(await form(`/api/mailinglists/confirm/${confirmToken}/`, { from: 'page', pad: 'x'.repeat(4096) }), 413);
      refused(await form(`/api/mailinglists/confirm/${confirmToken}/`, { from: 'elsewhere' }), 400);
      refused(await form(`/api/mailinglists/unsubscribe/${unsubscribeToken}/`, { from: 'page' }), 400);
      refused(
        await form(`/api/mailinglists/unsubscribe/${unsubscribeToken}/`, { 'List-Unsubscribe': 'One-Click\u0000' }),
        400,
      );
      expect(await entry(email)).toEqual(before);
    });

    it('a page’s form posted from another site is refused (403); the page’s own Origin, null, or none pass', async () => {
      const email = newAddress();
      const { confirmToken, unsubscribeToken } = await signUp(email);
      const before = await entry(email);
      const confirmUrl = `/api/mailinglists/confirm/${confirmToken}/`;
      const unsubscribeUrl = `/api/mailinglists/unsubscribe/${unsubscribeToken}/`;
      const evil = { origin: 'https://evil.example' };
      refused(await form(confirmUrl, { from: 'page' }, evil), 403);
      refused(await form(confirmUrl, {}, evil), 403);
      refused(await form(unsubscribeUrl, { 'List-Unsubscribe': 'One-Click', from: 'page' }, evil), 403);
      expect((await form(confirmUrl, {}, evil)).json().message).toBe(SubmissionAnswers.mailingListForeignOrigin);
      expect(await entry(email)).toEqual(before);

      // The link pages answer no-referrer, under which a browser's own form says `Origin: null`.
      expect((await form(confirmUrl, { from: 'page' }, { origin: 'null' })).statusCode).toBe(303);
      expect((await entry(email))!.status).toBe(1);
      // RFC 8058: a mail client's one-click may come from anywhere, a webmail in a browser too.
      const oneClick = await form(unsubscribeUrl, { 'List-Unsubscribe': 'One-Click' }, evil);
      expect(oneClick.statusCode).toBe(200);
      expect(await entry(email)).toBeUndefined();
    });

    it('the site’s own origin passes, and so does an API client’s JSON', async () => {
      const email = newAddress();
      const { confirmToken } = await signUp(email);
      const res = await form(`/api/mailinglists/confirm/${confirmToken}/`, { from: 'page' }, { origin: site });
      expect(res.statusCode).toBe(303);
      const again = await inject({ method: 'POST', url: `/api/mailinglists/confirm/${confirmToken}/`, payload: {} });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ success: false, message: SubmissionAnswers.mailingListLinkInvalid });
      expect((await entry(email))!.status).toBe(1);
    });

    it('opening a mangled link: 400 for an API client; a browser still reaches the page, which says so', async () => {
      const api = await inject({ url: '/api/mailinglists/unsubscribe/bad!token/' });
      expect(api.statusCode).toBe(400);
      expect(api.json()).toEqual({ success: false, message: SubmissionAnswers.mailingListLinkInvalid });
      const browser = await inject({
        url: '/api/mailinglists/confirm/cut-by-the-mail-client/',
        headers: { accept: 'text/html' },
      });
      expect(browser.statusCode).toBe(303);
      expect(browser.headers.location).toBe(`${site}${MailingListPages.confirm}?token=cut-by-the-mail-client`);
    });
  });
});
