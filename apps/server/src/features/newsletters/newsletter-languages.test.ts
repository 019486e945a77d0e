import { MailCatalogues } from '@atrium/contract/mail-catalogues';
import { siteCatalogues } from '@atrium/contract/site-catalogue';
import { parseRssFeed } from 'feedsmith';
import { beforeAll, describe, expect, it } from 'vitest';
import { learnApi } from '../../testing/learn-fixtures.ts';
import { insertNewsletter, insertSubscribers } from '../../testing/newsletters.ts';
import { sentMails } from '../../testing/submissions.ts';
import { inEnglishFrenchArabic } from '../../testing/locales.ts';
import { useSignedInApp } from '../../testing/use-test-app.ts';
import { assertWellFormedXml } from '../../testing/xml-check.ts';

/** Decision 091: a newsletter written per language, previewed in each, sent to each subscriber in theirs. */
const PUBLIC_URL = 'https://www.atrium.example';
const ctx = useSignedInApp(() => ({ publicUrl: PUBLIC_URL }));
const call = (method: 'GET' | 'PATCH' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.t.app.inject({ method, url, headers: ctx.auth, ...(payload ? { payload } : {}) });

let id = 0;
/** A blog the newsletter carries, its title and address in French, its subtitle in English alone. */
let blogId = 0;
beforeAll(async () => {
  await inEnglishFrenchArabic(ctx);
  id = await insertNewsletter(ctx.t.db, 'Spring news', '<p>What is new this spring.</p>');
  const learn = learnApi(ctx);
  blogId = (await learn.created('blog', { title: 'River rights', subtitle: 'What the agreement says' })).id;
  for (const [method, url, payload] of [
    ['PATCH', `/api/learn-blogs/${blogId}/?locale=fr`, { title: 'Droits du fleuve' }],
    ['PUT', `/api/learn-blogs/${blogId}/slug/?locale=fr`, { slug: 'droits-du-fleuve' }],
    ['PATCH', `/api/newsletters/${id}/`, { items: [{ type: 'blog', id: blogId }] }],
  ] as const) {
    const response = await call(method, url, payload);
    expect(response.statusCode, response.body).toBe(200);
  }
});

describe('newsletters per language (decision 091)', () => {
  it('keeps a language’s subject and introduction beside the default language’s, and says which it has', async () => {
    const french = await call('PATCH', `/api/newsletters/${id}/?locale=fr`, {
      subject: 'Nouvelles du printemps',
      intro: '<p>Les nouveautés du printemps.</p>',
    });
    expect(french.statusCode, french.body).toBe(200);
    expect(french.json().data).toMatchObject({
      subject: 'Nouvelles du printemps',
      intro: '<p>Les nouveautés du printemps.</p>',
      locales: ['en', 'fr'],
      untranslated: ['preheader'],
    });
    const english = (await call('GET', `/api/newsletters/${id}/`)).json().data;
    expect(english).toMatchObject({ subject: 'Spring news', locales: ['en', 'fr'] });
    expect(english).not.toHaveProperty('untranslated');
    // Arabic has nothing yet: the default language's text, every text named.
    expect((await call('GET', `/api/newsletters/${id}/?locale=ar`)).json().data).toMatchObject({
      subject: 'Spring news',
      untranslated: ['subject', 'preheader', 'intro'],
    });
  });

  it('previews the email in a language: its texts, the template’s words and the links under its prefix; Arabic right to left', async () => {
    const preview = (await call('GET', `/api/newsletters/${id}/preview/?locale=fr`)).json().data;
    expect(preview.subject).toBe('Nouvelles du printemps');
    expect(preview.html).toContain('<html lang="fr" dir="ltr"');
    expect(preview.html).toContain(MailCatalogues.fr!.newsletterNoTracking);
    expect(preview.text).toContain('Les nouveautés du printemps.');
    // Decision 098's overlay: the item's French title, at its French address.
    expect(preview.text).toContain('Droits du fleuve');
    expect(preview.text).toContain(`${PUBLIC_URL}/fr/blogs/droits-du-fleuve`);
    const arabic = (await call('GET', `/api/newsletters/${id}/preview/?locale=ar`)).json().data;
    expect(arabic.html).toContain('<html lang="ar" dir="rtl"');
    // Decision 102: on the table too, which mail clients that drop the html element keep.
    expect(arabic.html).toContain('<table role="presentation" class="bg" lang="ar" dir="rtl"');
    expect(arabic.html).toContain(MailCatalogues.ar!.newsletterUnsubscribe);
  });

  it('describes an item’s picture by its library alt in the mail’s language, the default language’s marked with lang (decision 100)', async () => {
    const picture = (await call('GET', `/api/learn-blogs/${blogId}/`)).json().data.BlogImage as string;
    const file = (await call('GET', `/api/media/?paths=${encodeURIComponent(picture)}`)).json().data.items[0];
    for (const [query, alt] of [
      ['', 'Boats moored on the river'],
      ['?locale=fr', 'Des barques sur le fleuve'],
    ]) {
      const saved = await call('PATCH', `/api/media/${file.id}/${query}`, { alt });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const html = async (query: string) =>
      (await call('GET', `/api/newsletters/${id}/preview/${query}`)).json().data.html as string;
    expect(await html('?locale=fr')).toMatch(/<img [^>]*alt="Des barques sur le fleuve" style=/);
    expect(await html('?locale=ar')).toMatch(/<img [^>]*alt="Boats moored on the river" lang="en" style=/);
    expect(await html('')).toMatch(/<img [^>]*alt="Boats moored on the river" style=/);
  });

  it('sends each subscriber the language they signed up in when it is written in it, else the default language', async () => {
    await insertSubscribers(ctx.t.db, [
      { email: 'nl-fr@example.org', locale: 'fr' },
      { email: 'nl-en@example.org', locale: 'en' },
      { email: 'nl-ar@example.org', locale: 'ar' },
      { email: 'nl-de@example.org', locale: 'de' },
      { email: 'nl-old@example.org' },
    ]);
    const send = await call('POST', `/api/newsletters/${id}/send/`, {});
    expect(send.statusCode, send.body).toBe(200);
    const state = async () =>
      (await ctx.t.db.selectFrom('newsletters').select('state').where('id', '=', id).executeTakeFirst())?.state;
    for (let i = 0; i < 20 && (await state()) !== 'sent'; i++) {
      await ctx.t.app.newsletterSending.sender.runOnce();
      await ctx.t.app.outbox.runOnce();
    }
    expect(await state()).toBe('sent');
    const mails = await sentMails(ctx.t);
    const subjectOf = (to: string) => mails.find((mail) => mail.to.includes(to))?.subject;
    expect(subjectOf('nl-fr@example.org')).toBe('Nouvelles du printemps');
    for (const to of ['nl-en@', 'nl-ar@', 'nl-de@', 'nl-old@']) expect(subjectOf(to), to).toBe('Spring news');
    const french = mails.find((mail) => mail.to.includes('nl-fr@example.org'))!;
    expect(french.text).toContain(`${PUBLIC_URL}/fr/mailing-list/unsubscribe?`);
    // Written once it is sent: no language can change what went out.
    expect((await call('PATCH', `/api/newsletters/${id}/?locale=fr`, { subject: 'Trop tard' })).statusCode).toBe(409);
  });

  it('refuses a language the site does not have (400)', async () => {
    for (const url of [`/api/newsletters/${id}/?locale=de`, `/api/newsletters/${id}/preview/?locale=zz`]) {
      const response = await call('GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors).toHaveProperty('locale');
    }
  });
});

/**
 * Decision 097: a sent newsletter's pages on the site in each language (the archive, its page, a
 * private one's web page), and the unsubscribe link's result page in the mail's language.
 */
describe('a sent newsletter on the site in each language (decision 097)', () => {
  const read = (url: string) => ctx.t.app.inject({ url });
  const slugOf = async () =>
    (await ctx.t.db.selectFrom('newsletters').select('slug').where('id', '=', id).executeTakeFirstOrThrow()).slug;

  it('lists the archive in a language: its texts where written in it, the others named as the default’s', async () => {
    const french = await read('/api/newsletters/archive/?locale=fr');
    expect(french.statusCode, french.body).toBe(200);
    expect(french.json().data).toContainEqual(
      expect.objectContaining({
        subject: 'Nouvelles du printemps',
        locales: ['en', 'fr'],
        untranslated: ['preheader'],
      }),
    );
    expect((await read('/api/newsletters/archive/?locale=ar')).json().data).toContainEqual(
      expect.objectContaining({ subject: 'Spring news', untranslated: ['subject', 'preheader', 'intro'] }),
    );
    // The default language's archive is the one it was.
    const english = (await read('/api/newsletters/archive/')).json().data as Array<Record<string, unknown>>;
    const spring = english.find((one) => one.subject === 'Spring news')!;
    expect(spring).not.toHaveProperty('locales');
    expect(spring).not.toHaveProperty('untranslated');
  });

  it('reads a newsletter’s page and its web page in a language, and the French mail linked them under /fr', async () => {
    const slug = await slugOf();
    const page = (await read(`/api/newsletters/archive/${slug}/?locale=fr`)).json().data;
    expect(page).toMatchObject({
      subject: 'Nouvelles du printemps',
      intro: '<p>Les nouveautés du printemps.</p>',
      locales: ['en', 'fr'],
      untranslated: ['preheader'],
    });
    expect(page.items).toEqual([
      expect.objectContaining({ title: 'Droits du fleuve', slug: 'droits-du-fleuve', untranslated: ['summary'] }),
    ]);
    // Decision 102: its English page names the languages it is written in (its alternates), and no more.
    const english = (await read(`/api/newsletters/archive/${slug}/`)).json().data;
    expect(english).toMatchObject({ subject: 'Spring news', locales: ['en', 'fr'] });
    expect(english).not.toHaveProperty('untranslated');
    expect(english.items).toEqual([expect.objectContaining({ title: 'River rights' })]);
    expect(english.items[0]).not.toHaveProperty('untranslated');
    const mails = await sentMails(ctx.t);
    const french = mails.find((mail) => mail.to.includes('nl-fr@example.org'))!;
    expect(french.text).toContain(`${PUBLIC_URL}/fr/newsletters/${slug}`);

    const token = 'web-token-of-spring-news';
    await ctx.t.db.updateTable('newsletters').set({ web_token: token }).where('id', '=', id).execute();
    expect((await read(`/api/newsletters/web/${token}/?locale=fr`)).json().data).toMatchObject({
      subject: 'Nouvelles du printemps',
    });
    expect((await read(`/api/newsletters/web/${token}/?locale=ar`)).json().data).toMatchObject({
      subject: 'Spring news',
      untranslated: ['subject', 'preheader', 'intro'],
    });
  });

  it('serves the archive’s feed in each language: its texts, words and links there; /xx/ the site lacks is a 404 (decision 105)', async () => {
    const slug = await slugOf();
    const french = await read('/fr/newsletters.xml');
    expect(french.statusCode, french.body).toBe(200);
    expect(french.headers['content-type']).toContain('application/rss+xml');
    assertWellFormedXml(french.body);
    const feed = parseRssFeed(french.body);
    expect(feed).toMatchObject({
      language: 'fr',
      link: `${PUBLIC_URL}/fr/newsletters`,
      title: siteCatalogues.fr!.newsletters.feedTitle('Atrium Knowledge Network'),
    });
    expect(french.body).toContain(`<atom:link href="${PUBLIC_URL}/fr/newsletters.xml" rel="self"`);
    expect(feed.items?.find((item) => item.link === `${PUBLIC_URL}/fr/newsletters/${slug}`)).toMatchObject({
      title: 'Nouvelles du printemps',
    });
    // Arabic has no text of its own: the default language's, at the Arabic address.
    const arabic = parseRssFeed((await read('/ar/newsletters.xml')).body);
    expect(arabic.items?.find((item) => item.link === `${PUBLIC_URL}/ar/newsletters/${slug}`)).toMatchObject({
      title: 'Spring news',
    });
    // The default language's feed is the one it was.
    const english = parseRssFeed((await read('/newsletters.xml')).body);
    expect(english).toMatchObject({ language: 'en-us', link: `${PUBLIC_URL}/newsletters` });
    expect(english.items?.find((item) => item.link === `${PUBLIC_URL}/newsletters/${slug}`)?.title).toBe('Spring news');
    expect((await read('/de/newsletters.xml')).statusCode).toBe(404);
    expect((await read('/en/newsletters.xml')).statusCode).toBe(404);
    // Not a language at all: a tag too long, an encoded slash, a space; a NUL is refused before any route (400).
    for (const prefix of ['x'.repeat(200), 'fr%2F..', 'f r'])
      expect((await read(`/${prefix}/newsletters.xml`)).statusCode, prefix).toBe(404);
    expect((await read('/%00/newsletters.xml')).statusCode).toBe(400);
  });

  it('refuses a language the site does not have on the public reads (400)', async () => {
    const slug = await slugOf();
    for (const url of [
      '/api/newsletters/archive/?locale=de',
      `/api/newsletters/archive/${slug}/?locale=de`,
      '/api/newsletters/web/web-token-of-spring-news/?locale=zz',
    ]) {
      const response = await read(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors, url).toHaveProperty('locale');
    }
  });

  it('sends the French unsubscribe page’s button on to the result page in French; an unknown language changes nothing', async () => {
    const mails = await sentMails(ctx.t);
    const french = mails.find((mail) => mail.to.includes('nl-fr@example.org'))!;
    const token = /\/fr\/mailing-list\/unsubscribe\?token=([\w-]+)/.exec(french.text)![1]!;
    const press = (locale: string) =>
      ctx.t.app.inject({
        method: 'POST',
        url: `/api/mailinglists/unsubscribe/${token}/`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `List-Unsubscribe=One-Click&from=page&locale=${locale}`,
      });
    const subscribed = async () =>
      (
        await ctx.t.db
          .selectFrom('mailing_list_entries')
          .select('unsubscribed_at')
          .where('unsubscribe_token', '=', token)
          .executeTakeFirstOrThrow()
      ).unsubscribed_at === null;

    const refused = await press('de');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toHaveProperty('locale');
    expect(await subscribed()).toBe(true);

    const pressed = await press('fr');
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe(`${PUBLIC_URL}/fr/mailing-list/unsubscribed`);
    expect(await subscribed()).toBe(false);
  });

  it('leads every subscriber to the pages of their own language, whatever language the mail is in (decision 102)', async () => {
    const mails = await sentMails(ctx.t);
    const mailTo = (to: string) => mails.find((mail) => mail.to.includes(to))!;
    const header = (to: string) => mailTo(to).headers['list-unsubscribe']!.slice(1, -1).replace(PUBLIC_URL, '');
    const tokenOf = (to: string) => /unsubscribe\/([\w-]{43})\//.exec(header(to))![1]!;
    // Arabic: the newsletter is not written in it, the mail is English, its unsubscribe page Arabic.
    expect(mailTo('nl-ar@').subject).toBe('Spring news');
    expect(mailTo('nl-ar@').text).toContain(`${PUBLIC_URL}/ar/mailing-list/unsubscribe?token=${tokenOf('nl-ar@')}`);
    // A language the site does not have, or none recorded: the default language's page.
    for (const to of ['nl-de@', 'nl-old@', 'nl-en@'])
      expect(mailTo(to).text, to).toContain(`${PUBLIC_URL}/mailing-list/unsubscribe?token=${tokenOf(to)}`);

    // The List-Unsubscribe address says no language: opening it leads to the subscriber's page.
    for (const [to, prefix] of [
      ['nl-ar@', '/ar'],
      ['nl-fr@', '/fr'],
      ['nl-de@', ''],
      ['nl-old@', ''],
    ] as const) {
      for (const method of ['GET', 'HEAD'] as const) {
        const opened = await ctx.t.app.inject({ method, url: header(to), headers: { accept: 'text/html' } });
        expect(opened.statusCode, `${method} ${to}`).toBe(303);
        expect(opened.headers.location, `${method} ${to}`).toBe(
          `${PUBLIC_URL}${prefix}/mailing-list/unsubscribe?token=${tokenOf(to)}`,
        );
      }
    }

    // A page that names no language (opened before, at the default address): its result page in the subscriber's.
    const pressed = await ctx.t.app.inject({
      method: 'POST',
      url: `/api/mailinglists/unsubscribe/${tokenOf('nl-ar@')}/`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click&from=page',
    });
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe(`${PUBLIC_URL}/ar/mailing-list/unsubscribed`);
    // Unknown: the default language's invalid-link page.
    const unknown = await ctx.t.app.inject({
      method: 'POST',
      url: `/api/mailinglists/unsubscribe/${'B'.repeat(43)}/`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click&from=page',
    });
    expect(unknown.headers.location).toBe(`${PUBLIC_URL}/mailing-list/unsubscribed?result=invalid`);
  });
});
