import {
  defaultSiteSettings,
  type PublicSiteSettings,
  type SiteSettings,
  type SiteSettingsBody,
  type SocialLink,
  socialNetworkKeys,
} from '@atrium/contract/site-settings';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../service-deps.ts';
import type { MediaHolder } from '../media/media.repository.ts';
import { loadSharp } from '../media/load-sharp.ts';
import type { MediaService } from '../media/media.types.ts';
import { isUploadedFile, type UploadedFile } from '../media/uploaded-file.ts';
import { createSiteSettingsRepository, type SiteSettingsRow, type SiteSettingsTable } from './site-settings.repository.ts';

/** The settings' images, as the media library sees who uses a file (decision 038). */
export const siteSettingsMediaHolder: MediaHolder = {
  resource: 'site-settings',
  table: 'site_settings',
  fileColumns: ['logo', 'favicon', 'share_image'],
  textColumns: [],
  titleColumn: 'org_name',
  noTrash: true,
};

const imageFields = ['logo', 'favicon', 'share_image'] as const;
type ImageField = (typeof imageFields)[number];
type ImageValue = UploadedFile | '' | null | string | undefined;

/** The PATCH body as the route hands it over: the fields, the images and their alt texts. */
export type SiteSettingsInput = SiteSettingsBody & { [K in ImageField]?: ImageValue } & Record<string, unknown>;

export type SiteSettingsDeps = {
  db: Db;
  media: MediaService;
  config: { orgTimezone: string };
  clock: Clock;
};

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
export function createSiteSettingsService({ db, media, config, clock }: SiteSettingsDeps) {
  const repo = createSiteSettingsRepository(db);

  const imageSize = memoSize(media);

  async function withSize(settings: Omit<PublicSiteSettings, 'shareImageSize'>): Promise<PublicSiteSettings> {
    return { ...settings, shareImageSize: settings.shareImage ? await imageSize(settings.shareImage) : null };
  }

  function toPublic(row: SiteSettingsRow | undefined): Omit<PublicSiteSettings, 'shareImageSize'> {
    if (!row) return defaultSiteSettings(config.orgTimezone);
    return {
      orgName: row.org_name,
      shortName: row.short_name,
      description: row.description,
      logo: row.logo,
      favicon: row.favicon,
      shareImage: row.share_image,
      contactEmail: row.contact_email,
      postalAddress: row.postal_address,
      socialLinks: socialLinksOf(row.social_links),
      footerText: row.footer_text,
      timezone: row.timezone ?? config.orgTimezone,
    };
  }

  function toRow(settings: Omit<PublicSiteSettings, 'shareImageSize'>): Omit<SiteSettingsTable, 'id' | 'updated_at' | 'updated_by'> {
    return {
      org_name: settings.orgName,
      short_name: settings.shortName,
      description: settings.description,
      logo: settings.logo,
      favicon: settings.favicon,
      share_image: settings.shareImage,
      contact_email: settings.contactEmail,
      postal_address: settings.postalAddress,
      social_links: JSON.stringify(settings.socialLinks),
      footer_text: settings.footerText,
      timezone: settings.timezone,
    };
  }

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
    async publicSettings(): Promise<PublicSiteSettings> {
      return withSize(toPublic(await repo.get()));
    },

    async settings(): Promise<SiteSettings> {
      const row = await repo.get();
      return { ...(await withSize(toPublic(row))), updatedAt: row?.updated_at ?? null, updatedBy: row?.updated_by_name ?? null };
    },

    /** The zone the back office shows publish times in: the stored one, else ORG_TIMEZONE. */
    async timezone(): Promise<string> {
      return (await repo.get())?.timezone ?? config.orgTimezone;
    },

    /** Writes the fields sent (the others keep their values), with the images stored or chosen. */
    async update(input: SiteSettingsInput, by: number | null): Promise<SiteSettings> {
      const before = await repo.get();
      const current = toPublic(before);
      const { values: images, stored } = await storeImages(input, by);
      const next: Omit<PublicSiteSettings, 'shareImageSize'> = {
        orgName: input.org_name ?? current.orgName,
        shortName: input.short_name ?? current.shortName,
        description: input.description ?? current.description,
        logo: images.logo !== undefined ? images.logo : current.logo,
        favicon: images.favicon !== undefined ? images.favicon : current.favicon,
        shareImage: images.share_image !== undefined ? images.share_image : current.shareImage,
        contactEmail: input.contact_email ?? current.contactEmail,
        postalAddress: input.postal_address ?? current.postalAddress,
        socialLinks: input.social_links ?? current.socialLinks,
        footerText: input.footer_text ?? current.footerText,
        timezone: input.timezone ?? current.timezone,
      };
      const row = { ...toRow(next), updated_at: clock.now().toISOString(), updated_by: by };
      try {
        await repo.put(row);
      } catch (error) {
        await Promise.all(stored.map((path) => media.remove(path)));
        throw error;
      }
      if (before) await media.removeReplaced(before, row);
      return this.settings();
    },
  };
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
