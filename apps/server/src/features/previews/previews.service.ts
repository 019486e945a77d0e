import { createHash, randomBytes } from 'node:crypto';
import { CategoryType } from '@atrium/contract/categories';
import { type SitePage, SitePageLabels, SitePages } from '@atrium/contract/enums';
import { LearnKeys, LearnMediaFields, type LearnRecord, LearnTexts, type LearnType } from '@atrium/contract/learn';
import { stripMarkup } from '@atrium/contract/text';
import {
  type CreatedPreviewLink,
  FORM_PREVIEW_MINUTES,
  type FormPreviewBody,
  type LearnPreviewValues,
  type Preview,
  type PreviewLink,
  PreviewMessages,
  previewPath,
  type PreviewTarget,
  type PreviewType,
} from '@atrium/contract/previews';
import { videoEmbedUrl } from '@atrium/contract/video';
import type { Db } from '../../db/database.ts';
import type { Config } from '../../env.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import type { Clock } from '../../service-deps.ts';
import { expandCategories, learnWire } from '../learn/learn-item.ts';
import { createLearnItemsRepository } from '../learn/learn-items.repository.ts';
import { createLearnLocaleSlugsRepository } from '../learn/learn-locale-slugs.repository.ts';
import { createPagesService } from '../pages/pages.service.ts';
import { sanitizeRichText } from '../../foundations/rich-text/sanitize.ts';
import { createPreviewsRepository, type PreviewRow } from './previews.repository.ts';
import { learnEndpoints } from '@atrium/contract/endpoints/resources';
import { LocaleTexts } from '@atrium/contract/locales';
import type { LocalesService } from '../../foundations/locales/locales.service.ts';
import { createTranslator } from '../../resource-kit/translations.ts';
import { createTranslationsRepository } from '../../resource-kit/translations.repository.ts';

export type PreviewsServiceDeps = {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'previewLinkDays'>;
  clock: Clock;
  /** The site's languages: a translation form's preview is in its language (decision 092). */
  locales?: LocalesService;
};

/** A learn form's texts written per language, by their preview value's name (the transcript's wire name differs). */
const translatedValues = ['title', 'subtitle', 'description', 'transcript'] as const;
const valueWire: Record<(typeof translatedValues)[number], string> = {
  title: 'title',
  subtitle: 'subtitle',
  description: 'description',
  transcript: 'podCastTranscript',
};

type LearnItem = LearnRecord[LearnType];
type PageMeta = Extract<Preview, { type: 'page' }>['meta'];
/** A learn item with its page's meta (null: the item's own texts), or a default page. */
type Stored =
  | { type: LearnType; item: LearnItem; page: PageMeta | null; locale?: string; untranslated?: string[] }
  | { type: 'page'; page: SitePage; meta: PageMeta; locale?: string };

const DAY_MS = 86_400_000;
const isSitePage = (value: unknown): value is SitePage => (SitePages as readonly unknown[]).includes(value);
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
/** A meta form's values to lay over the saved meta: a field left blank keeps the saved text. */
const filledMeta = (values: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(values).flatMap(([key, value]) => (value?.trim() ? [[key, value.trim()]] : [])));

/**
 * A meta form's values over a page's meta as read (in a language, decision 101): a text the form
 * fills is no longer one the language lacks.
 */
function overMeta(meta: PageMeta, values: Record<string, string | undefined>): PageMeta {
  const filled = filledMeta(values);
  const out: PageMeta = { ...meta, ...filled };
  if (meta.untranslated) out.untranslated = meta.untranslated.filter((name) => !(name in filled));
  return out;
}

/**
 * Previews (decision 028): links to a record's saved state, an editor's unsaved form kept for an
 * hour, and the read of either by its token for the site's /preview/<token> page. A token is 32
 * random bytes; only its sha256 is stored. Expired rows are swept on every new preview.
 */
export function createPreviewsService({ db, config, clock, locales }: PreviewsServiceDeps) {
  const repo = createPreviewsRepository(db);
  const items = createLearnItemsRepository(db);
  const localeSlugs = createLearnLocaleSlugsRepository(db);
  const pages = createPagesService({ db, clock, locales });
  const notFound = () => new NotFoundError(PreviewMessages.notFound);
  const now = () => clock.now().toISOString();

  /**
   * The language a learn form's preview is in (decision 092): undefined for the default one; a
   * language the site does not have is a 400, and so is a translation of an item not created yet.
   */
  async function previewLocale(type: LearnType, locale: string | undefined, id: number | undefined) {
    if (locale === undefined || locale === '') return undefined;
    const { spec } = learnEndpoints[type];
    const call = await createTranslator(db, { key: spec.key, declared: spec.declared ?? {} }, locales)!.resolve(locale);
    if (!call || call.isDefault) return undefined;
    if (id === undefined) throw new ValidationError({ locale: LocaleTexts.createInDefault });
    return call.locale;
  }

  /**
   * The language of a default page's meta preview (decision 101): undefined for the default one; a
   * language the site does not have is a 400.
   */
  async function pageLocale(locale: string | undefined) {
    if (locale === undefined || locale === '') return undefined;
    if (!locales) throw new ValidationError({ locale: LocaleTexts.unknownLocale(locale) });
    const resolved = await locales.resolve(locale);
    return resolved.isDefault ? undefined : resolved.locale;
  }

  /**
   * A translation preview's texts the form did not send, as the item has them saved in the
   * language (decision 101: the Pages screen's meta form sends none); '' where it has none.
   */
  async function withSavedTexts(
    type: LearnType,
    item: LearnItem,
    locale: string,
    values: LearnPreviewValues,
  ): Promise<LearnPreviewValues> {
    const missing = translatedValues.filter((key) => !(key in values) && valueWire[key] in item);
    if (!missing.length) return values;
    const saved = (await createTranslationsRepository(db, LearnKeys[type]).valuesOf([item.id], locale)).get(item.id);
    return { ...values, ...Object.fromEntries(missing.map((key) => [key, saved?.get(valueWire[key]) ?? ''])) };
  }

  /**
   * A translation's values over the default language's item: a text the language lacks (empty in
   * its form) keeps the default language's, and is named as shown in it.
   */
  function translatedOnly(values: LearnPreviewValues) {
    const own: LearnPreviewValues = { ...values };
    const untranslated: string[] = [];
    for (const key of translatedValues) {
      // A text the item's type does not have (a blog's transcript) is not sent.
      if (!(key in values)) continue;
      const value = values[key];
      if (typeof value === 'string' && stripMarkup(value).trim()) continue;
      delete own[key];
      untranslated.push(valueWire[key]);
    }
    return { own, untranslated };
  }

  /** The record's saved state (a draft too, never a deleted one), as the site renders it. */
  async function saved(type: PreviewType, key: string | number): Promise<Stored | undefined> {
    if (type === 'page') {
      if (!isSitePage(key)) return undefined;
      const read = await pages.publicPage(key);
      return 'found' in read ? { type, page: key, meta: read.found } : undefined;
    }
    const id = Number(key);
    if (!Number.isSafeInteger(id) || id <= 0) return undefined;
    const row = await items.activeItem(type, id);
    if (!row) return undefined;
    const [[withCategories], page] = await Promise.all([
      expandCategories(type, [row], items),
      pages.learnPreviewPage(type, id),
    ]);
    const item = learnWire(type, withCategories!) as LearnItem;
    return { type, item: await withSlugs(type, item), page: page?.saved ? page.page : null };
  }

  /**
   * On a site with several languages, the item's slug in each (the default's and those it has), as
   * its public read says them: the preview's switcher and alternates lead to its pages (decision 097).
   */
  async function withSlugs(type: LearnType, item: LearnItem): Promise<LearnItem> {
    const settings = await locales?.settings();
    if (!settings || settings.locales.length < 2) return item;
    return { ...item, slugs: { [settings.defaultLocale]: item.slug, ...(await localeSlugs.slugsOf(type, item.id)) } };
  }

  /**
   * A preview's language must still be one of the site's when it is read (decision 097): a preview
   * of a language taken away since is gone, as its pages are.
   */
  async function isSiteLanguage(locale: string | undefined): Promise<boolean> {
    if (locale === undefined) return true;
    const settings = await locales?.settings();
    return settings?.locales.some((one) => one.code === locale) ?? false;
  }

  /**
   * What a preview shows, as the audit log names it (decision 088): a default page by its name, a
   * learn item by its title (the form's own while unsaved), a new one as such.
   */
  async function titleOf(type: PreviewType, key: string | number | null | undefined, typed?: string): Promise<string> {
    if (type === 'page') return isSitePage(key) ? `${SitePageLabels[key]} page` : String(key);
    if (typed?.trim()) return stripMarkup(typed).trim();
    const row = key === null || key === undefined ? undefined : await items.activeItem(type, Number(key));
    return row ? stripMarkup(row.title).trim() : `New ${LearnTexts[type].singular.toLowerCase()}`;
  }

  async function issue(row: Omit<PreviewRow, 'id' | 'revoked_at' | 'token_hash' | 'created_at'>) {
    const token = randomBytes(32).toString('base64url');
    await repo.sweep(now());
    const inserted = await repo.insert({ ...row, token_hash: hashOf(token), created_at: now() });
    return { row: inserted, url: config.publicUrl + previewPath(token) };
  }

  /** The learn record the form's values make: over the saved record, or a blank one for a new item. */
  async function formItem(type: LearnType, values: LearnPreviewValues, base: LearnItem | undefined) {
    const today = clock.now().toISOString().slice(0, 10);
    const media = LearnMediaFields[type];
    const item: Record<string, unknown> = base
      ? { ...base }
      : {
          id: 0,
          status: 0,
          position: 0,
          created_at: today,
          updated_at: now(),
          selectedPage: 'learn',
          title: '',
          subtitle: '',
          description: '',
          slug: '',
          categories: [],
          categoryNames: [],
          category_details: [],
          authorName: '',
          authorImage: null,
          cta_status: 0,
          cta_url: null,
          publish_at: null,
          unpublish_at: null,
          ...Object.fromEntries(Object.values(media).map((field) => [field, null])),
          ...('type' in media ? { [media.type]: 0 } : {}),
          // A podcast's audio part (decision 040): the file is a media field above.
          ...('audio' in media ? { podCastAudioDuration: null, podCastTranscript: '' } : {}),
          // A video's length (decision 060): the saved one is shown; a new item has none yet.
          ...(type === 'video' ? { VideoDuration: null } : {}),
        };
    for (const key of ['title', 'subtitle', 'authorName'] as const) {
      if (values[key] !== undefined) item[key] = values[key].trim();
    }
    if (values.description !== undefined) item.description = sanitizeRichText(values.description);
    if (values.selectedPage) item.selectedPage = values.selectedPage;
    // A date being typed may be incomplete: the saved one (or today) is shown until it is whole.
    if (
      values.created_at &&
      /^\d{4}-\d{2}-\d{2}$/.test(values.created_at) &&
      !Number.isNaN(Date.parse(values.created_at))
    )
      item.created_at = values.created_at;
    if (values.cta_status !== undefined) item.cta_status = values.cta_status;
    if (values.cta_url !== undefined) item.cta_url = values.cta_url.trim() || null;
    if (item.cta_status === 0) item.cta_url = null;
    if (values.categories !== undefined) {
      const found = await repo.learnCategories([...new Set(values.categories)]);
      item.categories = found.map((c) => c.id);
      item.categoryNames = found.map((c) => c.name);
      item.category_details = found.map((c) => ({ ...c, categoryType: CategoryType.Learn }));
    }
    if ('type' in media) {
      if (values.videoType !== undefined) item[media.type] = values.videoType;
      // A link the player cannot take (half typed, another host) keeps the saved one.
      const embed = values.videoUrl ? videoEmbedUrl(values.videoUrl.trim()) : null;
      if (embed) item[media.url] = embed;
    }
    const cleared = new Set(values.cleared ?? []);
    if (cleared.has('authorImage')) item.authorImage = null;
    if (cleared.has('image') && 'image' in media) item[media.image] = null;
    if (cleared.has('logo') && 'logo' in media) item[media.logo] = null;
    if (cleared.has('videoFile') && 'file' in media) item[media.file] = null;
    if ('audio' in media) {
      if (values.transcript !== undefined) item.podCastTranscript = values.transcript.replace(/\r\n?/g, '\n').trim();
      if (cleared.has('audioFile')) {
        item[media.audio] = null;
        item.podCastAudioDuration = null;
      }
    }
    return item as LearnItem;
  }

  function linkWire(row: PreviewRow): PreviewLink {
    return { id: row.id, type: row.type as PreviewType, createdAt: row.created_at, expiresAt: row.expires_at };
  }

  return {
    /** POST /preview-links/: 404 when the record does not exist (or is deleted). */
    titleOf,

    async createLink(target: PreviewTarget, adminId: number | null): Promise<CreatedPreviewLink> {
      if (!(await saved(target.type, target.id))) throw notFound();
      const expires = new Date(clock.now().getTime() + config.previewLinkDays * DAY_MS).toISOString();
      const { row, url } = await issue({
        kind: 'link',
        type: target.type,
        record_key: String(target.id),
        payload: null,
        created_by: adminId,
        expires_at: expires,
      });
      return { ...linkWire(row), url };
    },

    /** GET /preview-links/?type=&id= */
    async listLinks(target: PreviewTarget): Promise<PreviewLink[]> {
      return (await repo.openLinks(target.type, String(target.id), now())).map(linkWire);
    },

    /** DELETE /preview-links/{id}/: 404 for a link that is not open (unknown, expired, revoked). */
    /** Revokes an open link; answers the title of what it showed. */
    async revoke(id: number): Promise<string> {
      const revoked = await repo.revoke(id, now());
      if (!revoked) throw new NotFoundError(PreviewMessages.linkNotFound);
      return titleOf(revoked.type as PreviewType, revoked.record_key);
    },

    /** POST /previews/: the form's values as the site will render them, kept for an hour. */
    async createFormPreview(body: FormPreviewBody, adminId: number | null) {
      let payload: Stored;
      let hasNewFiles = false;
      if (body.type === 'page') {
        // In a language (decision 101), over the page's meta as read in it.
        const locale = await pageLocale(body.locale);
        const read = await pages.publicPage(body.id, locale);
        if (!('found' in read)) throw notFound();
        payload = {
          type: 'page',
          page: body.id,
          meta: overMeta(read.found, body.values),
          ...(locale ? { locale } : {}),
        };
      } else {
        const found = body.id === undefined ? undefined : await saved(body.type, body.id);
        if (body.id !== undefined && !found) throw notFound();
        const base = found && found.type !== 'page' ? found : undefined;
        const locale = await previewLocale(body.type, body.locale, body.id);
        // The pages screen's unsaved meta, over the saved meta or the meta made from the item; in a
        // language, the page's meta as read in it (decision 101), as the item's page there has it.
        const metaBase =
          (body.meta || locale) && body.id !== undefined
            ? await pages.learnPreviewPage(body.type, body.id, locale)
            : undefined;
        const page =
          body.meta && metaBase
            ? overMeta(metaBase.page, body.meta)
            : locale
              ? metaBase?.saved
                ? metaBase.page
                : null
              : (base?.page ?? null);
        const values = locale && base ? await withSavedTexts(body.type, base.item, locale, body.values) : body.values;
        const { own, untranslated } = locale ? translatedOnly(values) : { own: values, untranslated: [] };
        const item = await formItem(body.type, own, base?.item);
        // In its language the item is at its slug there, where it has one (decision 090), as its page is.
        if (locale && item.slugs?.[locale]) item.slug = item.slugs[locale];
        payload = { type: body.type, item, page, ...(locale ? { locale, untranslated } : {}) };
        hasNewFiles = body.values.hasNewFiles === true;
      }
      const expires = new Date(clock.now().getTime() + FORM_PREVIEW_MINUTES * 60_000).toISOString();
      const { url } = await issue({
        kind: 'form',
        type: body.type,
        record_key: body.id === undefined ? null : String(body.id),
        payload: JSON.stringify({ ...payload, hasNewFiles }),
        created_by: adminId,
        expires_at: expires,
      });
      return { url, expiresAt: expires };
    },

    /** GET /preview/{token}/: what the token grants, or 404 (unknown, expired, revoked, record gone). */
    async read(token: string): Promise<Preview> {
      const row = await repo.open(hashOf(token), now());
      if (!row) throw notFound();
      const about = { kind: row.kind, expiresAt: row.expires_at };
      if (row.payload !== null) {
        const { hasNewFiles, ...stored } = JSON.parse(row.payload) as Stored & { hasNewFiles: boolean };
        if (!(await isSiteLanguage('locale' in stored ? stored.locale : undefined))) throw notFound();
        return { ...stored, ...about, hasNewFiles } as Preview;
      }
      const found = row.record_key === null ? undefined : await saved(row.type as PreviewType, row.record_key);
      if (!found) throw notFound();
      return { ...found, ...about, hasNewFiles: false } as Preview;
    },
  };
}
