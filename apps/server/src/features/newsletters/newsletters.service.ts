import { randomBytes } from 'node:crypto';
import { slugify } from '@atrium/contract/learn';
import type { newsletterBodySchema, newsletterPatchSchema } from '@atrium/contract/newsletters';
import {
  type ArchivedNewsletter,
  type ArchivedNewsletterSummary,
  EDITABLE_NEWSLETTER_STATES,
  MAX_NEWSLETTER_ITEMS,
  type Newsletter,
  NewsletterMailTexts,
  NewsletterMessages,
  type NewsletterItemRef,
  type NewsletterListQuery,
  type NewsletterPreview,
  type NewsletterSummary,
  type NewsletterTestRecipient,
  newsletterWebPath,
} from '@atrium/contract/newsletters';
import { pathInLocale } from '@atrium/contract/locale-paths';
import { LocaleTexts } from '@atrium/contract/locales';
import { mailCatalogue } from '@atrium/contract/mail-catalogues';
import { stripMarkup, toSearchText } from '@atrium/contract/text';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { Config } from '../../env.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import type { Clock } from '../../service-deps.ts';
import type { Outbox } from '../../foundations/mail/outbox.ts';
import { sanitizeRichText } from '../../foundations/rich-text/sanitize.ts';
import type { LocalesService } from '../../foundations/locales/locales.service.ts';
import type { MediaLibraryService } from '../../foundations/media/media-library.service.ts';
import { createLearnTranslations } from '../learn/learn-translations.ts';
import { itemSummary, type NewsletterEmail, renderNewsletterEmail } from './newsletter-email.ts';
import type { SiteSettingsService } from '../site-settings/site-settings.service.ts';
import { newsletterSite } from './newsletter-site.ts';
import { createNewsletterTranslations, NEWSLETTER_TEXTS } from './newsletter-translations.ts';
import { createNewslettersRepository, type NewsletterLearnRow } from './newsletters.repository.ts';
import type { NewsletterRow } from './newsletters.tables.ts';

/** Without a newsletter sent before, "since the last newsletter" reaches back this far. */
const FIRST_NEWSLETTER_DAYS = 31;
const MAX_SLUG = 80;
/** The archive's list and feed: the newest this many. */
export const ARCHIVE_LIMIT = 200;
/** The outbox kind of a test copy (the real sends are decision 053's). */
const NEWSLETTER_TEST_KIND = 'newsletter_test';

export type NewslettersServiceDeps = {
  db: Db;
  config: Pick<Config, 'publicUrl'>;
  clock: Clock;
  outbox: Pick<Outbox, 'enqueue' | 'wake'>;
  /** The organisation's name and description as the settings hold them now (decision 048). */
  siteSettings: Pick<SiteSettingsService, 'publicSettings'>;
  /** The site's languages (decision 091): a newsletter is written per language; none, the default alone. */
  locales?: Pick<LocalesService, 'resolve'>;
  /** The pictures' alts, read as the site's pages read theirs (decisions 038, 100): in the mail's language. */
  mediaLibrary: Pick<MediaLibraryService, 'alts'>;
};

/** The language a call names, resolved: `other` when it is not the default. */
type Call = { locale: string; isDefault: boolean; defaultLocale: string; dir: 'ltr' | 'rtl'; isMultilingual: boolean };

type Body = z.output<typeof newsletterBodySchema>;
type Patch = z.output<typeof newsletterPatchSchema>;

/** The public page of a newsletter in the archive. */
export const newsletterArchivePath = (slug: string) => `/newsletters/${encodeURIComponent(slug)}`;

const archivedSummary = (row: NewsletterRow): ArchivedNewsletterSummary => ({
  slug: row.slug,
  subject: row.subject,
  preheader: row.preheader,
  sent_at: row.sent_at ?? row.updated_at,
});

function toSummary(row: NewsletterRow): NewsletterSummary {
  return {
    id: Number(row.id),
    slug: row.slug,
    subject: row.subject,
    preheader: row.preheader,
    selection: row.selection,
    state: row.state,
    send_at: row.send_at,
    sent_at: row.sent_at,
    private: Boolean(Number(row.private)),
    webUrl: row.state === 'sent' ? webPath(row) : null,
    created_by: row.created_by === null ? null : Number(row.created_by),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Its web address once sent (decision 086): the archive page, or a private one's unlisted page. */
const webPath = (row: Pick<NewsletterRow, 'slug' | 'private' | 'web_token'>) =>
  row.web_token
    ? newsletterWebPath({ slug: row.slug, private: Boolean(Number(row.private)) }, row.web_token)
    : newsletterArchivePath(row.slug);

/**
 * Decision 052: writing newsletters (drafts change until they are sent), the items they carry,
 * the one rendering of the email, and the test copy through the outbox.
 */
export function createNewslettersService({
  db,
  config,
  clock,
  outbox,
  siteSettings,
  locales,
  mediaLibrary,
}: NewslettersServiceDeps) {
  const repo = createNewslettersRepository(db);
  const { translations, rowsIn } = createNewsletterTranslations(db);
  const learnTranslations = createLearnTranslations(db);

  /** `?locale=` (decision 091): a language the site does not have is a 400. */
  async function resolve(locale: string | undefined): Promise<Call | undefined> {
    if (!locales) {
      if (locale) throw new ValidationError({ locale: LocaleTexts.unknownLocale(locale) });
      return undefined;
    }
    const found = await locales.resolve(locale);
    const dir = found.settings.locales.find((one) => one.code === found.locale)?.dir ?? 'ltr';
    return {
      locale: found.locale,
      isDefault: found.isDefault,
      defaultLocale: found.settings.defaultLocale,
      dir,
      isMultilingual: found.settings.locales.length > 1,
    };
  }
  /** A call in a language other than the default; the default's reads are the ones they were. */
  const otherThanDefault = (call: Call | undefined) => (call && !call.isDefault ? call : undefined);

  const inLanguage = async (row: NewsletterRow, locale: string) => (await rowsIn([row], locale))[0]!;

  /**
   * Learn items as a reader of `locale` sees them, through the learn feed's own overlay (decision
   * 098): their title, subtitle, text and slug there where written in it, and whether their title
   * and summary are the default language's (`untranslated`, decision 097).
   */
  async function itemsIn<T extends NewsletterLearnRow>(
    items: T[],
    locale: string,
  ): Promise<Array<T & { untranslated: Array<'title' | 'summary'> }>> {
    const byType = new Map<string, T>();
    for (const type of new Set(items.map((item) => item.type))) {
      const ofType = items.filter((item) => item.type === type);
      for (const item of await learnTranslations.overlay(type, ofType, locale)) byType.set(`${type}:${item.id}`, item);
    }
    return items.map((item) => {
      const own = byType.get(`${item.type}:${item.id}`)!;
      const missing = (own as { untranslated?: string[] }).untranslated ?? [];
      // The summary is the subtitle's, or the text's without one (itemSummary).
      const summaryFrom = own.subtitle.trim() ? 'subtitle' : 'description';
      return {
        ...own,
        untranslated: [
          ...(missing.includes('title') ? (['title'] as const) : []),
          ...(missing.includes(summaryFrom) ? (['summary'] as const) : []),
        ],
      };
    });
  }
  const site = async () => newsletterSite(config, await siteSettings.publicSettings());
  const now = () => clock.now().toISOString();

  async function requireRow(id: number): Promise<NewsletterRow> {
    const row = await repo.getById(id);
    if (!row) throw new NotFoundError(NewsletterMessages.notFound);
    return row;
  }

  /** A slug from the subject, unique among newsletters ('-2', '-3' ... when taken). */
  async function uniqueSlug(subject: string, exceptId?: number): Promise<string> {
    const base =
      slugify(subject)
        .slice(0, MAX_SLUG - 4)
        .replace(/-+$/, '') || 'newsletter';
    for (let n = 1; ; n++) {
      const slug = n === 1 ? base : `${base}-${n}`;
      if (!(await repo.slugTaken(slug, exceptId))) return slug;
    }
  }

  /** The picked items must exist (of any status: a scheduled item may be picked before it is out). */
  async function checkItems(items: NewsletterItemRef[]): Promise<void> {
    if (items.length === 0) return;
    const found = await repo.learnItems(items, now());
    if (found.length !== items.length) throw new ValidationError({ items: NewsletterMessages.itemMissing });
  }

  async function toNewsletter(row: NewsletterRow): Promise<Newsletter> {
    const cards = await repo.learnItems(await repo.items(Number(row.id)), now());
    return {
      ...toSummary(row),
      intro: row.intro,
      items: cards.map(({ type, id, title, slug, visible }) => ({ type, id, title, slug, visible })),
    };
  }

  /**
   * The learn items a newsletter carries, in order: the picked ones the public sees now, or
   * everything published after the newsletter sent before it (or, for the first, in the last
   * month) up to when it went out (now, until it has), newest first, at most
   * MAX_NEWSLETTER_ITEMS. Each with its picture's alt text from the media library, in `other`'s
   * language where written in it, else the default language's, named by `pictureAltLang`.
   */
  async function itemsFor(
    row: Pick<NewsletterRow, 'id' | 'selection' | 'sent_at'>,
    other?: Pick<Call, 'locale' | 'defaultLocale'>,
  ): Promise<Array<NewsletterLearnRow & { pictureAlt: string; pictureAltLang?: string }>> {
    const at = now();
    let items: NewsletterLearnRow[];
    if (row.selection === 'picked') {
      items = (await repo.learnItems(await repo.items(Number(row.id)), at)).filter((item) => item.visible);
    } else {
      const until = row.sent_at ?? at;
      const since =
        (await repo.lastSentBefore(until, Number(row.id))) ??
        new Date(new Date(until).getTime() - FIRST_NEWSLETTER_DAYS * 86_400_000).toISOString();
      items = await repo.publishedBetween(since, until, at, MAX_NEWSLETTER_ITEMS);
    }
    const pictures = items.flatMap((item) => (item.picture ? [item.picture] : []));
    const { alts, untranslated } = pictures.length
      ? await mediaLibrary.alts(pictures, other?.locale)
      : { alts: {}, untranslated: [] };
    return items.map((item) => ({
      ...item,
      pictureAlt: (item.picture && alts[item.picture]) || '',
      ...(other && item.picture && untranslated.includes(item.picture) ? { pictureAltLang: other.defaultLocale } : {}),
    }));
  }

  /**
   * The email of a newsletter, for one recipient's unsubscribe address; in `call`'s language when
   * it is not the default (decision 091): its texts, the items' and the template's words in it,
   * the site's addresses under its prefix.
   */
  async function render(row: NewsletterRow, unsubscribeUrl: string, call?: Call): Promise<NewsletterEmail> {
    const s = await site();
    const other = otherThanDefault(call);
    const path = (to: string) => (other ? pathInLocale(to, other.locale, other.defaultLocale) : to);
    const items = await itemsFor(row, other);
    return renderNewsletterEmail({
      newsletter: other ? (await inLanguage(row, other.locale)).row : row,
      items: other ? await itemsIn(items, other.locale) : items,
      site: s,
      unsubscribeUrl,
      // Every sent newsletter's mail links its web address, a private one's too (decision 086).
      ...(row.state === 'sent' ? { archiveUrl: s.url + path(webPath(row)) } : {}),
      ...(other
        ? {
            language: {
              lang: other.locale,
              dir: other.dir,
              texts: mailCatalogue(other.locale, other.defaultLocale),
              path,
            },
          }
        : {}),
    });
  }

  /** The languages other than the default a newsletter is written in. */
  async function writtenIn(id: number): Promise<string[]> {
    return (await translations.localesOf([id])).get(id) ?? [];
  }

  /** A newsletter as read in `call`'s language: its texts there, and which languages it has (decision 091). */
  async function recordIn(row: NewsletterRow, call: Call | undefined): Promise<Newsletter> {
    if (!call) return toNewsletter(row);
    const locales = [call.defaultLocale, ...(await writtenIn(Number(row.id)))];
    if (call.isDefault) return { ...(await toNewsletter(row)), locales };
    const { row: own, untranslated } = await inLanguage(row, call.locale);
    return { ...(await toNewsletter(own)), locales, untranslated };
  }

  /**
   * A write in another language (decision 091): its subject, preheader and introduction are that
   * language's (an empty one removes it: the default language's shows again); what the patch says
   * besides (the items, their selection, privacy) is shared and saved as in the default language.
   */
  async function updateIn(row: NewsletterRow, patch: Patch, call: Call): Promise<Newsletter> {
    const id = Number(row.id);
    const own: Record<string, string | null> = {};
    for (const field of NEWSLETTER_TEXTS) {
      const value = patch[field];
      if (value === undefined) continue;
      const text = field === 'intro' ? sanitizeRichText(value) : value;
      own[field] = (field === 'intro' ? stripMarkup(text) : text).trim() === '' ? null : text;
    }
    const shared = { ...patch };
    for (const field of NEWSLETTER_TEXTS) delete shared[field];
    if (shared.items) await checkItems(shared.items);
    const changed = await repo.update(
      id,
      {
        ...(shared.selection !== undefined ? { selection: shared.selection } : {}),
        ...(shared.private !== undefined ? { private: shared.private ? 1 : 0 } : {}),
        updated_at: now(),
      },
      shared.items,
      EDITABLE_NEWSLETTER_STATES,
      (trx) => translations.put(trx, id, call.locale, own),
    );
    if (!changed) throw new ConflictError(NewsletterMessages.notEditable);
    return recordIn(await requireRow(id), call);
  }

  /** What a test copy or the preview links to as its unsubscribe address: the page that tells what it does. */
  const sampleUnsubscribeUrl = () => `${config.publicUrl}/mailing-list/unsubscribed`;

  return {
    itemsFor,
    render,

    async list(query: NewsletterListQuery) {
      const { rows, total } = await repo.list({
        limit: query.limit,
        skip: query.skip,
        search: query.searchedText ? toSearchText(query.searchedText) : undefined,
        state: query.state,
      });
      return { items: rows.map(toSummary), total };
    },

    async get(id: number, locale?: string): Promise<Newsletter> {
      const call = await resolve(locale);
      return recordIn(await requireRow(id), call);
    },

    /** A render in a language, by its tag (the sends' snapshots per language, decision 091). */
    renderIn: async (row: NewsletterRow, unsubscribeUrl: string, locale: string) =>
      render(row, unsubscribeUrl, await resolve(locale)),

    writtenIn,

    async create(body: Body, by: number | null): Promise<Newsletter> {
      await checkItems(body.items);
      const at = now();
      const intro = sanitizeRichText(body.intro);
      const id = await repo.create(
        {
          slug: await uniqueSlug(body.subject),
          subject: body.subject,
          preheader: body.preheader,
          intro,
          selection: body.selection,
          state: 'draft',
          private: body.private ? 1 : 0,
          web_token: randomBytes(24).toString('base64url'),
          created_by: by,
          search_text: toSearchText(body.subject, body.preheader),
          created_at: at,
          updated_at: at,
        },
        body.items,
      );
      return recordIn(await requireRow(id), await resolve(undefined));
    },

    async update(id: number, patch: Patch, locale?: string): Promise<Newsletter> {
      const call = await resolve(locale);
      const row = await requireRow(id);
      if (!EDITABLE_NEWSLETTER_STATES.includes(row.state)) throw new ConflictError(NewsletterMessages.notEditable);
      if (call && !call.isDefault) return updateIn(row, patch, call);
      if (patch.items) await checkItems(patch.items);
      const subject = patch.subject ?? row.subject;
      const preheader = patch.preheader ?? row.preheader;
      const changed = await repo.update(
        id,
        {
          ...(patch.subject !== undefined && patch.subject !== row.subject
            ? { subject, slug: await uniqueSlug(subject, id) }
            : {}),
          ...(patch.preheader !== undefined ? { preheader } : {}),
          ...(patch.intro !== undefined ? { intro: sanitizeRichText(patch.intro) } : {}),
          ...(patch.selection !== undefined ? { selection: patch.selection } : {}),
          ...(patch.private !== undefined ? { private: patch.private ? 1 : 0 } : {}),
          search_text: toSearchText(subject, preheader),
          updated_at: now(),
        },
        patch.items,
        EDITABLE_NEWSLETTER_STATES,
      );
      // Its sending began between the read and the write.
      if (!changed) throw new ConflictError(NewsletterMessages.notEditable);
      return recordIn(await requireRow(id), call);
    },

    async remove(id: number): Promise<NewsletterRow> {
      const row = await requireRow(id);
      if (row.state !== 'draft' || !(await repo.remove(id, ['draft']))) {
        throw new ConflictError(NewsletterMessages.notDeletable);
      }
      await translations.forget(db, [id]);
      return row;
    },

    async candidates(search: string | undefined, limit: number) {
      const rows = await repo.candidates(search ? toSearchText(search) : undefined, limit, now());
      return rows.map(({ type, id, title, slug, visible }) => ({ type, id, title, slug, visible }));
    },

    async preview(id: number, locale?: string): Promise<NewsletterPreview> {
      const call = await resolve(locale);
      return render(await requireRow(id), sampleUnsubscribeUrl(), call);
    },

    /** Who a test copy may go to: the active users, by address. */
    async testRecipients(): Promise<NewsletterTestRecipient[]> {
      return (await repo.testRecipients()).map((user) => ({
        email: user.email,
        name: `${user.first_name} ${user.last_name}`.trim(),
      }));
    },

    /**
     * One copy now to `email`, through the outbox, its subject marked as a test. Only to an
     * active user (decision 067): otherwise an editor's account, or whoever took it, could mail
     * any address a text of their choice under the organisation's name.
     */
    async sendTest(id: number, email: string, locale?: string): Promise<void> {
      const call = await resolve(locale);
      const row = await requireRow(id);
      const wanted = email.trim().toLowerCase();
      const user = (await repo.testRecipients()).find((one) => one.email.toLowerCase() === wanted);
      if (!user) throw new ValidationError({ email: NewsletterMessages.testNotAUser });
      const mail = await render(row, sampleUnsubscribeUrl(), call);
      await outbox.enqueue([
        {
          kind: NEWSLETTER_TEST_KIND,
          to: user.email,
          subject: NewsletterMailTexts.testPrefix + mail.subject,
          html: mail.html,
          text: mail.text,
        },
      ]);
      outbox.wake();
    },

    /**
     * The public archive's list: sent, not private, newest first; in `locale` where written in it
     * (decision 097), a language the site does not have being a 400.
     */
    async archive(limit = ARCHIVE_LIMIT, locale?: string): Promise<ArchivedNewsletterSummary[]> {
      const call = otherThanDefault(await resolve(locale));
      const rows = await repo.archive(limit);
      if (!call) return rows.map(archivedSummary);
      const written = await translations.localesOf(rows.map((row) => Number(row.id)));
      return (await rowsIn(rows, call.locale)).map(({ row, untranslated }) => ({
        ...archivedSummary(row),
        locales: [call.defaultLocale, ...(written.get(Number(row.id)) ?? [])],
        untranslated,
      }));
    },

    /** A newsletter of the public archive with its items; undefined when unsent, private or unknown. */
    async archived(slug: string, locale?: string): Promise<ArchivedNewsletter | undefined> {
      return withItems(await repo.archivedBySlug(slug), await resolve(locale));
    },

    /** A sent newsletter by its web token, private ones too (decision 086); undefined when unsent or unknown. */
    async viewed(token: string, locale?: string): Promise<ArchivedNewsletter | undefined> {
      return withItems(await repo.sentByWebToken(token), await resolve(locale));
    },
  };

  /**
   * A sent newsletter as its web page shows it: its summary, introduction and items; in `call`'s
   * language (decision 097) its texts and its items' where written in it, the rest named as the
   * default language's. On a site with several languages it names those it is written in, in the
   * default language too: its page's alternates are those (decision 102).
   */
  async function withItems(
    found: NewsletterRow | undefined,
    call: Call | undefined,
  ): Promise<ArchivedNewsletter | undefined> {
    if (!found) return undefined;
    const other = otherThanDefault(call);
    const own = other ? await inLanguage(found, other.locale) : undefined;
    const row = own?.row ?? found;
    const read = await itemsFor(row, other);
    const items: Array<(typeof read)[number] & { untranslated?: Array<'title' | 'summary'> }> = other
      ? await itemsIn(read, other.locale)
      : read;
    const locales = async () => [call!.defaultLocale, ...(await writtenIn(Number(row.id)))];
    const languages = other
      ? { locales: await locales(), untranslated: own!.untranslated }
      : call?.isMultilingual
        ? { locales: await locales() }
        : {};
    return {
      ...archivedSummary(row),
      ...languages,
      intro: row.intro,
      items: items.map((item) => ({
        type: item.type,
        title: item.title,
        slug: item.slug,
        summary: itemSummary(item),
        picture: item.picture,
        pictureAlt: item.pictureAlt,
        ...(item.untranslated ? { untranslated: item.untranslated } : {}),
      })),
    };
  }
}
