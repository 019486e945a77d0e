import {
  defaultSiteSettings,
  organisationFields,
  type PublicSiteSettings,
  type SiteSettings,
  type SiteSettingsBody,
  siteSettingsFields,
  type SocialLink,
  socialNetworkKeys,
} from '@atrium/contract/site-settings';
import { DEFAULT_PHONE_COUNTRY } from '@atrium/contract/submission-rules';
import { toSearchText } from '@atrium/contract/text';
import { type IfMatch, updatedAtsOf, VersionMessages, versionTag } from '@atrium/contract/versions';
import type { Db } from '../../db/database.ts';
import { StaleVersionError } from '../../errors.ts';
import { stampAfter } from '../../resource-kit/repository.ts';
import type { Clock } from '../../service-deps.ts';
import type { MediaHolder } from '../../foundations/media/media.repository.ts';
import type { LocalesService } from '../../foundations/locales/locales.service.ts';
import { type CallLocale, createTranslator } from '../../resource-kit/translations.ts';
import { loadSharp } from '../../foundations/media/load-sharp.ts';
import type { MediaService } from '../../foundations/media/media.types.ts';
import { isUploadedFile, type UploadedFile } from '../../foundations/media/uploaded-file.ts';
import {
  createSiteSettingsRepository,
  type SiteSettingsRow,
  type SiteSettingsTable,
} from './site-settings.repository.ts';

function imageColumns(): string[] {
  return Object.values(siteSettingsFields.fields).flatMap((field) => (field.kind === 'file' ? [field.column] : []));
}

/** The settings' images, as the media library sees who uses a file (decision 038). */
export const siteSettingsMediaHolder: MediaHolder = {
  resource: 'site-settings',
  table: 'site_settings',
  fileColumns: imageColumns(),
  textColumns: [],
  titleColumn: 'short_name',
  noTrash: true,
};

const fields = siteSettingsFields.fields;
const imageFields = ['logo', 'favicon', 'shareImage'] as const satisfies ReadonlyArray<keyof typeof fields>;
type ImageField = (typeof imageFields)[number];
/** The settings as the pages read them, before the share image's size is measured. */
type Settings = Omit<PublicSiteSettings, 'shareImageSize'>;
type Stored = Omit<SiteSettingsTable, 'id' | 'updated_at' | 'updated_by'>;
type OrganisationField = (typeof organisationFields)[number];
const isOrganisation = (wire: string): wire is OrganisationField =>
  (organisationFields as readonly string[]).includes(wire);
const entries = Object.entries(fields) as Array<[keyof Settings, (typeof fields)[keyof typeof fields]]>;
type ImageValue = UploadedFile | '' | null | string | undefined;

/** The PATCH body as the route hands it over: the fields, the images and their alt texts. */
export type SiteSettingsInput = SiteSettingsBody & { [K in ImageField]?: ImageValue } & Record<string, unknown>;

export type SiteSettingsDeps = {
  db: Db;
  media: MediaService;
  config: { orgTimezone: string };
  clock: Clock;
  /** The site's languages (decision 092); without them (a script), the default language alone. */
  locales?: LocalesService;
};

/** The settings' texts in `translations` (decision 092): their one row is record 1 of this key. */
const TRANSLATED = { key: 'site-settings', declared: fields } as const;
const ROW_ID = 1;

function socialLinksOf(json: string): SocialLink[] {
  try {
    const value = JSON.parse(json) as unknown;
    if (!Array.isArray(value)) return [];
    return value.filter(
      (link): link is SocialLink =>
        typeof link?.url === 'string' && (socialNetworkKeys as readonly string[]).includes(link?.network),
    );
  } catch {
    return [];
  }
}

/**
 * Decision 048: the organisation's settings, one row. Read by the public site (through its
 * endpoint), the feeds, the icons and the back office's time zone; written by administrators.
 * A database without the row answers the defaults (SiteProfile and ORG_TIMEZONE).
 */
export function createSiteSettingsService({ db, media, config, clock, locales }: SiteSettingsDeps) {
  const repo = createSiteSettingsRepository(db);
  const translator = createTranslator(db, TRANSLATED, locales)!;
  const { resolve } = translator;

  /**
   * The settings as read in `call`'s language: its texts over the default language's, those it
   * lacks named in `untranslated`; `locales` where the site has several (the settings screen's
   * read). The default language's public read stays the one query it was (decision 081's bar on
   * default renders).
   */
  async function inLocale(settings: Settings, call: CallLocale | undefined, always = false): Promise<Settings> {
    // A site with one language answers the settings it always did.
    if (!call || !call.several || (call.isDefault && !always)) return settings;
    const [localized] = await translator.localize([{ ...settings, id: ROW_ID }], call);
    const { id: _id, ...rest } = localized!;
    return rest;
  }

  const imageSize = memoSize(media);

  async function withSize(settings: Omit<PublicSiteSettings, 'shareImageSize'>): Promise<PublicSiteSettings> {
    return { ...settings, shareImageSize: settings.shareImage ? await imageSize(settings.shareImage) : null };
  }

  /**
   * The row's columns under their wire names, from the descriptors (decision 074); the name, email
   * and address from the contact details' row (decision 085). Before either is filled in, the
   * defaults: a database without the settings' row answers SiteProfile's.
   */
  function toPublic({ settings: row, organisation }: SiteSettingsRow): Settings {
    const defaults = defaultSiteSettings(config.orgTimezone);
    const stored = row
      ? (Object.fromEntries(
          entries
            .filter(([wire]) => !isOrganisation(wire))
            .map(([wire, field]) => {
              const value = row[field.column as keyof Stored];
              return [wire, field.kind === 'list' ? socialLinksOf(value as string) : value];
            }),
        ) as Partial<Settings>)
      : {};
    const own = Object.fromEntries(
      organisationFields.map((wire) => {
        const value = organisation?.[fields[wire].column as keyof typeof organisation] ?? '';
        // The name and email are required once saved: empty means never filled in. An address may be left out.
        const unset = !value && (wire !== 'postalAddress' || !row);
        return [wire, unset ? defaults[wire] : value];
      }),
    ) as Pick<Settings, OrganisationField>;
    return { ...defaults, ...stored, ...own, timezone: row?.timezone ?? config.orgTimezone };
  }

  function toRow(settings: Settings): Stored {
    return Object.fromEntries(
      entries
        .filter(([wire]) => !isOrganisation(wire))
        .map(([wire, field]) => [
          field.column,
          field.kind === 'list' ? JSON.stringify(settings[wire]) : settings[wire],
        ]),
    ) as Stored;
  }

  /** Who made the later save of the two rows: the settings' row's saver, or the contact details'. */
  async function lastSaver(row: SiteSettingsRow): Promise<{ id: number; name: string } | null> {
    const at = lastSavedAt(row);
    if (at === null) return null;
    if (at !== row.settings?.updated_at) return row.organisationId ? repo.authorOf(row.organisationId, at) : null;
    const by = row.settings.updated_by;
    return by && row.settings.updated_by_name ? { id: by, name: row.settings.updated_by_name } : null;
  }

  const organisationOf = (settings: Settings) => ({
    company: settings.orgName,
    email: settings.contactEmail,
    address: settings.postalAddress,
  });

  async function storeImages(input: SiteSettingsInput, by: number | null) {
    const stored: string[] = [];
    const values: Partial<Record<ImageField, string | null>> = {};
    try {
      for (const field of imageFields) {
        const value = input[field];
        if (isUploadedFile(value)) {
          const alt = input[`${field}_alt`];
          const decorative = input[`${field}_decorative`];
          const path = await media.store(value, 'image', {
            by,
            ...(typeof alt === 'string' ? { alt } : {}),
            ...(typeof decorative === 'boolean' ? { decorative } : {}),
          });
          stored.push(path);
          values[field] = path;
        } else if (value === '' || value === null) values[field] = null;
        else if (typeof value === 'string') values[field] = await media.chosen(value, 'image', field);
      }
    } catch (error) {
      await Promise.all(stored.map((path) => media.remove(path)));
      throw error;
    }
    return { values, stored };
  }

  return {
    /** What the pages show, in `locale` (`?locale=`, decision 092): absent, the default language. */
    async publicSettings(locale?: string): Promise<PublicSiteSettings> {
      const call = await resolve(locale);
      return withSize(await inLocale(toPublic(await repo.get()), call));
    },

    /** What the settings screen edits, in `locale`, saying which languages the texts are written in. */
    async settings(locale?: string): Promise<SiteSettings> {
      const call = await resolve(locale);
      const row = await repo.get();
      const by = await lastSaver(row);
      return {
        ...(await withSize(await inLocale(toPublic(row), call, true))),
        updatedAt: lastSavedAt(row),
        updatedBy: by?.name ?? null,
      };
    },

    /** The language `locale` names in its canonical spelling, when it is not the default one. */
    async otherLocale(locale: string | undefined): Promise<string | undefined> {
      const call = await resolve(locale);
      return call && !call.isDefault ? call.locale : undefined;
    },

    /** The zone the back office shows publish times in: the stored one, else ORG_TIMEZONE. */
    async timezone(): Promise<string> {
      return (await repo.get()).settings?.timezone ?? config.orgTimezone;
    },

    /** The country whose phone numbers are taken without '+' and shown national (decision 084). */
    async defaultCountry(): Promise<string> {
      return (await repo.get()).settings?.default_country ?? DEFAULT_PHONE_COUNTRY;
    },

    /**
     * The settings' version (decisions 083, 088): the later save of the two rows they show, so a
     * rename on the Contact details screen moves it too; '' after the at-sign while neither was saved.
     */
    version(settings: Pick<SiteSettings, 'updatedAt'>): string {
      return versionTag(1, settings.updatedAt ?? '');
    },

    /**
     * Writes the fields sent (the others keep their values), with the images stored or chosen;
     * with `ifMatch`, only if the settings are still at that version (else 412, decision 083).
     * In another language (`locale`, decision 092) its texts go to `translations` in the same
     * transaction and the rest is shared, as a list resource's; the version is the settings' own,
     * so a save in any language makes the others' open forms stale (they share the images and names).
     */
    async update(
      request: SiteSettingsInput,
      by: number | null,
      ifMatch?: IfMatch,
      locale?: string,
    ): Promise<SiteSettings> {
      const call = await resolve(locale);
      const { own, shared } = call && !call.isDefault ? translator.split(request) : { own: undefined, shared: request };
      const input = shared as SiteSettingsInput;
      const before = await repo.get();
      const expected = ifMatch === undefined || ifMatch === '*' ? undefined : updatedAtsOf(ifMatch, 1);
      const stale = async () => {
        const now = await this.settings(locale);
        const changedBy = await lastSaver(await repo.get());
        return new StaleVersionError(VersionMessages.stale('The site settings', changedBy?.name ?? null), {
          version: this.version(now),
          record: now,
          changedBy,
          changedAt: now.updatedAt ?? '',
        });
      };
      if (expected && !expected.includes(lastSavedAt(before) ?? '')) throw await stale();
      // Each row is written only if still as read: the version met above, checked again in each write.
      const rows = expected && {
        settings: before.settings?.updated_at ?? '',
        organisation: before.organisationSavedAt ?? '',
      };
      const current = toPublic(before);
      const { values: images, stored } = await storeImages(input, by);
      const next = { ...current } as Record<keyof Settings, unknown>;
      for (const [wire] of entries) {
        const value = (imageFields as readonly string[]).includes(wire)
          ? images[wire as ImageField]
          : (input as Record<string, unknown>)[wire];
        if (value !== undefined) next[wire] = value;
      }
      const row = {
        ...toRow(next as Settings),
        updated_at: stampAfter({ after: lastSavedAt(before) ?? undefined }, clock.now().getTime()),
        updated_by: by,
      };
      let written = true;
      try {
        written = await repo.put(
          row,
          organisationOf(next as Settings),
          (title, company) => toSearchText(title, company),
          rows,
          own && call ? (trx) => translator.put(trx, ROW_ID, call.locale, own) : undefined,
        );
      } catch (error) {
        written = false;
        throw error;
      } finally {
        if (!written) await Promise.all(stored.map((path) => media.remove(path)));
      }
      if (!written) throw await stale();
      if (before.settings) await media.removeReplaced(before.settings, row);
      return this.settings(locale);
    },
  };
}

/**
 * The later save of the settings' two rows (decision 088): the settings' row's own, or the
 * contact details' (a rename there is a change of what the settings show); null while neither was saved.
 */
function lastSavedAt(row: SiteSettingsRow): string | null {
  const own = row.settings?.updated_at ?? '';
  const organisation = row.organisationSavedAt ?? '';
  if (!own && !organisation) return null;
  return organisation > own ? organisation : own;
}

/** An image's size in pixels, read from its bytes once per path (og:image:width/height). */
function memoSize(media: MediaService) {
  const sizes = new Map<string, { width: number; height: number } | null>();
  return async (path: string): Promise<{ width: number; height: number } | null> => {
    if (sizes.has(path)) return sizes.get(path)!;
    const bytes = await media.read(path);
    let size: { width: number; height: number } | null = null;
    if (bytes) {
      try {
        const meta = await (await loadSharp())(bytes).metadata();
        if (meta.width && meta.height) size = { width: meta.width, height: meta.height };
      } catch {
        size = null;
      }
    }
    if (sizes.size > 100) sizes.clear();
    sizes.set(path, size);
    return size;
  };
}

export type SiteSettingsService = ReturnType<typeof createSiteSettingsService>;
