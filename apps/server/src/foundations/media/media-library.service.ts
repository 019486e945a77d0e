import { auditResourceLabel } from '@atrium/contract/endpoints/audit';
import { type MediaItem, MediaLibraryMessages, type MediaUse, MediaUseScreens } from '@atrium/contract/media-library';
import { LocaleTexts } from '@atrium/contract/locales';
import { stripMarkup, toSearchText } from '@atrium/contract/text';
import type { Db } from '../../db/database.ts';
import { ConflictError, NotFoundError, UnsupportedMediaTypeError, ValidationError } from '../../errors.ts';
import type { Clock, Log } from '../../service-deps.ts';
import { type MediaHolder, type MediaRepository, type MediaRow, mediaSearchText } from './media.repository.ts';
import { imageVariantPaths } from './media.service.ts';
import type { MediaService } from './media.types.ts';
import type { UploadedFile } from './uploaded-file.ts';

/** The language of a read or write, as the kit's translator resolves it (resource-kit/translations.ts). */
type CallLocale = { locale: string; isDefault: boolean; defaultLocale: string; several: boolean };

/**
 * The resource kit's translator of the files' alt text (decision 100: `mediaTranslated`'s key and
 * field, made by `createTranslator`), registered by the floor above: a foundation does not import
 * the kit (decision 076). These are the parts the library calls.
 */
export type MediaTranslator = {
  resolve(locale: string | undefined): Promise<CallLocale | undefined>;
  localize<R extends { id: number }>(records: R[], call: CallLocale): Promise<R[]>;
  split(input: Record<string, unknown>): { own: Record<string, string | null>; shared: Record<string, unknown> };
  put(trx: Db, id: number, locale: string, values: Record<string, string | null>): Promise<void>;
  missingIn(missing: string | undefined): Promise<{ locale: string } | undefined>;
};

export type MediaLibraryDeps = {
  repo: MediaRepository;
  media: MediaService;
  /** Every table whose records hold files or rich text, with its title column. */
  holders: MediaHolder[];
  /** The alt text's translator, once registered (none in a script: the default language alone). */
  translator: () => MediaTranslator | undefined;
  clock: Clock;
  log: Pick<Log, 'warn' | 'info'>;
};

type Describe = { alt?: string; decorative?: boolean };

/** The media library (decision 038): the files with their uses, upload, alt text, replace, delete. */
export function createMediaLibraryService({ repo, media, holders, translator, clock, log }: MediaLibraryDeps) {
  /** The language `locale` names (400 for one the site does not have); undefined without a translator. */
  async function resolve(locale: string | undefined): Promise<CallLocale | undefined> {
    const kit = translator();
    if (kit) return kit.resolve(locale);
    if (locale) throw new ValidationError({ locale: LocaleTexts.unknownLocale(locale) });
    return undefined;
  }

  /** Files as read in `call`'s language: its alt over the default language's, which languages each has. */
  async function inLocale(items: MediaItem[], call: CallLocale | undefined): Promise<MediaItem[]> {
    return call ? translator()!.localize(items, call) : items;
  }

  async function usesOf(paths: string[]): Promise<Map<string, MediaUse[]>> {
    const hits = await repo.holders(holders, paths);
    const byPath = new Map<string, MediaUse[]>();
    for (const hit of hits) {
      const uses = byPath.get(hit.path) ?? [];
      uses.push({
        resource: hit.resource,
        label: auditResourceLabel(hit.resource),
        record_id: hit.recordId,
        title: stripMarkup(hit.title).trim() || `#${hit.recordId}`,
        admin_path: MediaUseScreens[hit.resource] ?? '/admin',
        where: hit.where,
        in_trash: hit.inTrash,
      });
      byPath.set(hit.path, uses);
    }
    return byPath;
  }

  async function toItems(rows: MediaRow[]): Promise<MediaItem[]> {
    const uses = await usesOf(rows.map((r) => r.path));
    return rows.map((row) => ({
      id: row.id,
      path: row.path,
      thumbnail: row.kind === 'image' ? (imageVariantPaths(row.path)[0] ?? row.path) : null,
      kind: row.kind,
      content_type: row.content_type,
      bytes: row.bytes,
      width: row.width,
      height: row.height,
      duration: row.duration,
      original_name: row.original_name,
      alt: row.alt,
      decorative: row.decorative === 1,
      uploaded_at: row.uploaded_at,
      uploaded_by:
        row.uploaded_by !== null && row.uploader_name ? { id: row.uploaded_by, name: row.uploader_name } : null,
      uses: uses.get(row.path) ?? [],
    }));
  }

  async function one(id: number, call?: CallLocale): Promise<MediaItem> {
    const row = await repo.getById(id);
    if (!row) throw new NotFoundError(MediaLibraryMessages.notFound);
    return (await inLocale(await toItems([row]), call))[0]!;
  }

  async function kindOf(file: UploadedFile) {
    const kind = await media.kindOf(file);
    if (!kind)
      throw new UnsupportedMediaTypeError(MediaLibraryMessages.unknownType, {
        [file.field]: MediaLibraryMessages.unknownType,
      });
    return kind;
  }

  return {
    /** The canonical tag of the language `locale` names, when it is not the default one (the audit's title). */
    async otherLocale(locale: string | undefined): Promise<string | undefined> {
      const call = await resolve(locale);
      return call && !call.isDefault ? call.locale : undefined;
    },

    /** One file of the library as its screen shows it, in `locale`'s language (404 for none). */
    async item(id: number, locale?: string): Promise<MediaItem> {
      return one(id, await resolve(locale));
    },

    async list(query: {
      search?: string;
      kind?: string;
      paths?: string[];
      limit: number;
      skip: number;
      locale?: string;
      missing?: string;
    }) {
      const { locale, missing, ...filter } = query;
      const call = await resolve(locale);
      // "Missing in French" as a list's (decision 081): a language of the site but the default, else 400.
      const kit = translator();
      if (!kit && missing) throw new ValidationError({ missing: LocaleTexts.unknownLocale(missing) });
      const missingIn = (await kit?.missingIn(missing))?.locale;
      const search = filter.search ? toSearchText(filter.search) || undefined : undefined;
      const { rows, total } = await repo.list({ ...filter, search, missingIn });
      return { items: await inLocale(await toItems(rows), call), total };
    },

    /**
     * Written alt texts by path ('' for a decorative image); paths with none are left out. In
     * another language (decision 100) its alt where written, else the default language's, whose
     * path is then named in `untranslated`. The default language's read is the query it was.
     */
    async alts(paths: string[], locale?: string): Promise<{ alts: Record<string, string>; untranslated: string[] }> {
      const call = await resolve(locale);
      const other = call && !call.isDefault ? call.locale : undefined;
      const found = await repo.alts(paths, other);
      const alts: Record<string, string> = {};
      const untranslated: string[] = [];
      for (const [path, { alt, decorative, translated }] of found) {
        if (decorative) alts[path] = '';
        else if (translated) alts[path] = translated;
        else if (alt) {
          alts[path] = alt;
          if (other) untranslated.push(path);
        }
      }
      return { alts, untranslated };
    },

    async upload(file: UploadedFile, values: Describe, by: number | null): Promise<MediaItem> {
      const kind = await kindOf(file);
      const alt = values.decorative ? '' : values.alt;
      const path = await media.store(file, kind, { alt, decorative: values.decorative, by, inLibrary: true });
      const row = await repo.getByPath(path);
      return one(row!.id);
    },

    /**
     * Changes a file's alt text or decorative flag. In another language (`locale`, decision 100)
     * the alt is that language's ('' removes it: the default language's shows again) and the flag,
     * shared by every language, is the file's; decorative empties the alt in every language.
     */
    async update(id: number, values: Describe, locale?: string): Promise<MediaItem> {
      const call = await resolve(locale);
      const row = await repo.getById(id);
      if (!row) throw new NotFoundError(MediaLibraryMessages.notFound);
      if (call && !call.isDefault) {
        const { own, shared } = translator()!.split(values);
        const decorative = (shared as Describe).decorative ?? row.decorative === 1;
        const flag =
          decorative === (row.decorative === 1) ? {} : decorative ? { alt: '', decorative: 1 } : { decorative: 0 };
        await repo.update(id, flag, decorative ? undefined : (trx) => translator()!.put(trx, id, call.locale, own));
        return one(id, call);
      }
      const decorative = values.decorative ?? row.decorative === 1;
      const alt = decorative ? '' : (values.alt ?? row.alt);
      await repo.update(id, { alt, decorative: decorative ? 1 : 0 });
      return one(id, call);
    },

    /**
     * New bytes for a file: stored under a new name (stored names are cached for good), then every
     * record, text, revision and picture that used the old path is pointed at the new one in one
     * transaction, and the old file goes. The row keeps its id, alt text and decorative flag.
     */
    async replace(id: number, file: UploadedFile, by: number | null): Promise<MediaItem> {
      const row = await repo.getById(id);
      if (!row) throw new NotFoundError(MediaLibraryMessages.notFound);
      const kind = await kindOf(file);
      if (kind !== row.kind) {
        const message = MediaLibraryMessages.wrongKindReplace(row.kind);
        throw new UnsupportedMediaTypeError(message, { [file.field]: message });
      }
      const path = await media.store(file, kind, { by });
      const stored = (await repo.getByPath(path))!;
      const renames: Array<[string, string]> = [
        [row.path, path],
        ...imageVariantPaths(row.path).map((old, i): [string, string] => [old, imageVariantPaths(path)[i]!]),
      ];
      try {
        await repo.replace(holders, row.path, { ...stored, uploaded_at: clock.now().toISOString() }, renames);
      } catch (error) {
        await media.remove(path);
        throw error;
      }
      // Nothing refers to the old name any more: only its bytes are left to remove.
      await media
        .remove(row.path)
        .catch((err: unknown) => log.warn({ err, path: row.path }, 'a replaced media file could not be removed'));
      return one(id);
    },

    async remove(id: number): Promise<{ id: number }> {
      const row = await repo.getById(id);
      if (!row) throw new NotFoundError(MediaLibraryMessages.notFound);
      const uses = (await usesOf([row.path])).get(row.path) ?? [];
      if (uses.length) throw new ConflictError(MediaLibraryMessages.inUse(uses.length));
      await media.remove(row.path);
      return { id };
    },

    /**
     * Records the files of a database from before the library (decision 038): when the table is
     * empty, every path a record, text, picture or revision holds gets a row (kind and size from
     * its name and storage; dimensions are unknown for them).
     */
    async backfill(): Promise<number> {
      if (!(await repo.isEmpty())) return 0;
      const paths = await repo.referencedPaths(holders);
      let added = 0;
      for (const path of paths) {
        const described = await media.describe(path);
        if (!described) continue;
        const kind = path.startsWith('/media/images/') ? 'image' : path.startsWith('/media/audio/') ? 'audio' : 'video';
        const name = path.slice(path.lastIndexOf('/') + 1);
        await repo.insert({
          path,
          kind,
          content_type: described.contentType,
          bytes: described.bytes,
          original_name: name,
          alt: '',
          decorative: 0,
          search_text: mediaSearchText(name, ''),
          in_library: 0,
          uploaded_at: clock.now().toISOString(),
          uploaded_by: null,
        });
        added++;
      }
      if (added) log.info({ added }, 'media library: recorded the files stored before it');
      return added;
    },
  };
}

export type MediaLibraryService = ReturnType<typeof createMediaLibraryService>;
