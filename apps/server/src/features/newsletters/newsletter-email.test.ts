import { defaultSiteSettings } from '@atrium/contract/site-settings';
import { doIUseEmail } from '@jsx-email/doiuse-email';
import { mailCatalogue } from '@atrium/contract/mail-catalogues';
import { NewsletterMailTexts } from '@atrium/contract/newsletters';
import { describe, expect, it } from 'vitest';
import { introText, renderNewsletterEmail, type NewsletterEmailInput } from './newsletter-email.ts';
import { newsletterSite } from './newsletter-site.ts';

/** Decision 052: the newsletter email, its plain text and its support in mail clients. */

const site = newsletterSite({ publicUrl: 'https://atrium.example.org' }, defaultSiteSettings('UTC'));
const item = (
  overrides: Partial<NewsletterEmailInput['items'][number]> = {},
): NewsletterEmailInput['items'][number] => ({
  type: 'blog',
  id: 1,
  title: 'Field notes from the river',
  subtitle: '',
  description: '<p>What we saw downstream, and what it means for the delta.</p>',
  slug: 'field-notes',
  content_date: '2026-11-20',
  author_name: 'Ada',
  picture: '/media/images/river.jpg',
  pictureAlt: 'A river at dawn',
  visible: true,
  published_at: '2026-11-20T09:00:00.000Z',
  ...overrides,
});
const render = (overrides: Partial<NewsletterEmailInput> = {}) =>
  renderNewsletterEmail({
    newsletter: {
      subject: 'November at Atrium',
      preheader: 'Rivers, soil and a podcast',
      intro:
        '<h2>Hello</h2><p>Read <a href="/learn">everything</a> or <a href="https://example.org/x?a=1&amp;b=2">this</a>.</p><ul><li>One</li><li>Two</li></ul><figure><img src="/media/images/a.png" alt="A chart"><figcaption>The chart</figcaption></figure>',
    },
    items: [
      item(),
      item({ type: 'video', id: 2, title: 'A talk', slug: 'a-talk', picture: null, subtitle: 'Soil <b>matters</b>' }),
    ],
    site,
    unsubscribeUrl: 'https://atrium.example.org/api/mailinglists/unsubscribe/tok/',
    archiveUrl: 'https://atrium.example.org/newsletters/november',
    ...overrides,
  });

/**
 * What the linter (caniemail's data) finds unsupported somewhere, and why each is fine: every one
 * is an enhancement the email reads well without. A new finding fails the test until it is judged.
 */
const TOLERATED: Record<string, string> = {
  'Type selector': 'the <style> resets; inline styles carry the look',
  'Attribute selector': "Outlook.com's dark-mode rules ([data-ogsc]) and Apple's data detectors",
  'Class selector': 'the phone and dark-mode rules: the inline styles are the light, desktop look',
  'Descendant combinator': 'dark-mode rules',
  '@media': 'phone and dark mode: without it the 600px column is still fluid (max-width) and light',
  '<body> element': 'clients that replace <body>: the outer table carries the background too',
  'display:none': 'the hidden preheader (also max-height:0, overflow and mso-hide)',
  overflow: 'the hidden preheader and the rounded sheet',
  opacity: 'the hidden preheader',
  'role attribute': 'role=presentation: ignored where unknown',
  'border-radius': 'square corners in Outlook for Windows',
  'aria-label attribute': 'the Read link names its item; where dropped, the card title before it does',
};

describe('newsletter email', () => {
  it('has the subject, the preheader hidden first, the intro with absolute links, cards and the footer links', () => {
    const mail = render();
    expect(mail.subject).toBe('November at Atrium');
    expect(mail.preheader).toBe('Rivers, soil and a podcast');
    const body = mail.html.slice(mail.html.indexOf('<body'));
    expect(body.indexOf('Rivers, soil and a podcast')).toBeLessThan(body.indexOf('November at Atrium'));
    expect(mail.html).toMatch(/<html lang="en"/);
    expect(mail.html).toContain('<meta name="color-scheme" content="light dark">');
    expect(mail.html).toContain('@media (prefers-color-scheme:dark)');
    expect(mail.html).toContain('href="https://atrium.example.org/learn"');
    expect(mail.html).toContain('src="https://atrium.example.org/media/images/a.png"');
    expect(mail.html).toContain('src="https://atrium.example.org/media/images/river.jpg"');
    expect(mail.html).toContain('alt="A river at dawn"');
    expect(mail.html).toContain('href="https://atrium.example.org/blogs/field-notes"');
    expect(mail.html).toContain('href="https://atrium.example.org/videos/a-talk"');
    expect(mail.html).toContain('href="https://atrium.example.org/api/mailinglists/unsubscribe/tok/"');
    expect(mail.html).toContain('href="https://atrium.example.org/newsletters/november"');
    expect(mail.html).not.toMatch(/<figure|<figcaption/);
    // Every table is layout, every image has an alt, no text under 14px.
    expect(mail.html.match(/<table(?![^>]*role="presentation")[^>]*>/g) ?? []).toEqual([]);
    expect(mail.html.match(/<img(?![^>]*alt=")[^>]*>/g) ?? []).toEqual([]);
    const sizes = [...mail.html.matchAll(/font-size:(\d+)px/g)].map((m) => Number(m[1]));
    expect(sizes.filter((size) => size < 14 && size !== 1)).toEqual([]);
  });

  it('escapes what it is given and keeps only what the editor makes', () => {
    const mail = render({
      newsletter: {
        subject: '<script>alert(1)</script> & "quotes"',
        preheader: '',
        intro: '<p onclick="x()">Hi<script>bad()</script><iframe src="https://evil.example/x"></iframe></p>',
      },
      items: [item({ title: '<img src=x onerror=alert(1)>Title' })],
    });
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;');
    expect(mail.html).not.toMatch(/<script|onclick|onerror|evil\.example/);
    // No preheader: the start of the introduction.
    expect(mail.preheader).toBe('Hi');
  });

  it('has a plain-text part with the same content and every address written out', () => {
    const { text } = render();
    expect(text).toContain('November at Atrium\n==================');
    expect(text).toContain(
      'Read everything (https://atrium.example.org/learn) or this (https://example.org/x?a=1&b=2).',
    );
    expect(text).toContain('- One\n- Two');
    expect(text).toContain('BLOG: Field notes from the river\nWhat we saw downstream');
    expect(text).toContain('Read: https://atrium.example.org/blogs/field-notes');
    expect(text).toContain('VIDEO: A talk\nSoil matters\nWatch: https://atrium.example.org/videos/a-talk');
    expect(text).toContain(
      `${NewsletterMailTexts.unsubscribe}: https://atrium.example.org/api/mailinglists/unsubscribe/tok/`,
    );
    expect(text).not.toMatch(/<[a-z]/i);
    expect(introText('<p>a<br>b</p><hr><p>c</p>', site.url)).toBe('a\nb\n\n---\n\nc');
  });

  it('ends with the postal address the site settings hold, in both parts, and without one when none is set (decision 085)', () => {
    const withAddress = newsletterSite(
      { publicUrl: 'https://atrium.example.org' },
      { ...defaultSiteSettings('UTC'), orgName: 'Riverside <Commons>', postalAddress: '12 Quay Road\nLagos 101241' },
    );
    const { html, text } = render({ site: withAddress });
    expect(html).toContain('Riverside &lt;Commons&gt;<br>12 Quay Road<br>Lagos 101241</p>');
    expect(text.trimEnd().split('\n').slice(-3)).toEqual(['Riverside <Commons>', '12 Quay Road', 'Lagos 101241']);
    const without = render({ site: { ...withAddress, postalAddress: '' } });
    expect(without.html).not.toContain('12 Quay Road');
    expect(without.text.trimEnd().endsWith(NewsletterMailTexts.noTracking)).toBe(true);
  });

  it('keeps a right-to-left mail right to left where the html element is dropped, its address lines in their order (decision 102)', () => {
    const withAddress = newsletterSite(
      { publicUrl: 'https://atrium.example.org' },
      { ...defaultSiteSettings('UTC'), postalAddress: '100 East Main Street\nRichmond' },
    );
    const arabic = {
      lang: 'ar',
      dir: 'rtl' as const,
      texts: mailCatalogue('ar', 'en'),
      path: (to: string) => `/ar${to}`,
    };
    const { html } = render({ site: withAddress, language: arabic });
    expect(html).toContain('<table role="presentation" class="bg" lang="ar" dir="rtl"');
    expect(html).toContain('<span dir="auto">100 East Main Street</span><br><span dir="auto">Richmond</span>');
    // A list's indent and a quote's rule on the right.
    expect(html).toContain('padding:0 24px 0 0');
    expect(render({ site: withAddress }).html).toContain('<br>100 East Main Street<br>Richmond</p>');
    const result = doIUseEmail(html, { emailClients: ['gmail.*', 'outlook.*', 'apple-mail.*', 'yahoo.*'] });
    const features = result.success
      ? []
      : result.errors.map((error) => /^`(.+?)` is not supported by/.exec(error)?.[1] ?? error);
    expect(features.filter((feature) => !(feature in TOLERATED))).toEqual([]);
  });

  it('says so when there is nothing new', () => {
    const mail = render({ items: [] });
    expect(mail.html).toContain(NewsletterMailTexts.noItems);
    expect(mail.text).toContain(NewsletterMailTexts.noItems);
  });

  it('uses nothing Gmail, Outlook, Apple Mail or Yahoo lack except the enhancements judged above', () => {
    const errors = (clients: string[]) => {
      const result = doIUseEmail(render().html, { emailClients: clients });
      return result.success ? [] : result.errors;
    };
    const features = new Set(
      errors(['gmail.*', 'outlook.*', 'apple-mail.*', 'yahoo.*']).map(
        (error) => /^`(.+?)` is not supported by/.exec(error)?.[1] ?? error,
      ),
    );
    expect([...features].filter((feature) => !(feature in TOLERATED))).toEqual([]);
    // Apple Mail, the client most people read on a phone, supports all of it.
    expect(errors(['apple-mail.*'])).toEqual([]);
  });
});
