import {
  type Locale,
  type LocaleSettings,
  localeDirection,
  type LocaleSettingsInput,
  LocaleTexts,
} from '@atrium/contract/locales';
import { splitLocalePath } from '@atrium/contract/locale-paths';
import type { Db } from '../../db/database.ts';
import { ConflictError, ValidationError } from '../../errors.ts';
import { createLocalesRepository } from './locales.repository.ts';

export type LocalesService = ReturnType<typeof createLocalesService>;

/**
 * The site's languages (decision 081), read once and kept until the next content change (every
 * page and every read with `?locale=` asks for them): `forget` is called at each one, from any
 * process, and by this service's own write.
 */
export function createLocalesService({ db }: { db: Db }) {
  const repository = createLocalesRepository(db);
  let held: Promise<LocaleSettings> | undefined;
  const defaultChanged: Array<(defaultLocale: string) => Promise<void>> = [];

  async function read(): Promise<LocaleSettings> {
    const rows = await repository.list();
    const defaultLocale = rows.find((row) => row.isDefault)?.code ?? rows[0]!.code;
    return { defaultLocale, locales: rows.map(({ code, name, dir }) => ({ code, name, dir })) };
  }

  const service = {
    settings(): Promise<LocaleSettings> {
      held ??= read().catch((error: unknown) => {
        held = undefined;
        throw error;
      });
      return held;
    },

    forget(): void {
      held = undefined;
    },

    /**
     * Tells `listener` of a new default language once it is saved, in the process that saved it
     * (the site search reads the default language's text with that language's stemming, decision 091).
     */
    whenDefaultChanges(listener: (defaultLocale: string) => Promise<void>): void {
      defaultChanged.push(listener);
    },

    /**
     * The language a read or write names (`?locale=`), in its canonical spelling; the default
     * language when none is named. A language the site does not have is a 400.
     */
    async resolve(
      locale: string | undefined,
    ): Promise<{ locale: string; isDefault: boolean; settings: LocaleSettings }> {
      const settings = await service.settings();
      if (locale === undefined || locale === '') return { locale: settings.defaultLocale, isDefault: true, settings };
      const wanted = locale.toLowerCase();
      const found = settings.locales.find((one) => one.code.toLowerCase() === wanted);
      if (!found) throw new ValidationError({ locale: LocaleTexts.unknownLocale(locale) });
      return { locale: found.code, isDefault: found.code === settings.defaultLocale, settings };
    },

    /**
     * The language a visitor's form was sent in (decision 091): the one it names (`locale`, a 400
     * when the site has no such language: a forged value is refused, not guessed at), else the one
     * whose prefix the page it was sent from has (`fromPath`, the Referer's path: a path of no
     * language is the default language's), else the default language.
     */
    async visitorLanguage(
      sent: string | undefined,
      fromPath: string | undefined,
    ): Promise<{ locale: Locale; defaultLocale: string }> {
      const settings = await service.settings();
      const code =
        sent !== undefined && sent !== ''
          ? (await service.resolve(sent)).locale
          : splitLocalePath(fromPath ?? '', settings).locale;
      return { locale: settings.locales.find((one) => one.code === code)!, defaultLocale: settings.defaultLocale };
    },

    /**
     * Sets the whole list. A language removed while content is written in it is refused (409)
     * naming what would be lost; so is a new default language while anything is translated, as
     * the records' own columns hold the default language's text.
     */
    async put(input: LocaleSettingsInput): Promise<LocaleSettings> {
      const current = await read();
      const names = new Map(current.locales.map((locale) => [locale.code, locale.name]));
      const removed = current.locales
        .map((locale) => locale.code)
        .filter((code) => !input.locales.some((locale) => locale.code === code));
      const lost = await repository.holdings(removed);
      if (lost.length) {
        const byLocale = Map.groupBy(lost, (row) => row.locale);
        const errors = Object.fromEntries(
          [...byLocale].map(([code, rows]) => [
            `locales.${code}`,
            rows.map((row) => LocaleTexts.records(row.resource, row.records)).join(', '),
          ]),
        );
        const [code, summary] = Object.entries(errors)[0]!;
        throw new ConflictError(LocaleTexts.hasContent(names.get(code.slice(8)) ?? code, summary), errors);
      }
      if (input.defaultLocale !== current.defaultLocale && (await repository.anyTranslation()))
        throw new ConflictError(LocaleTexts.defaultHasTranslations, {
          defaultLocale: LocaleTexts.defaultHasTranslations,
        });
      const locales = input.locales.map((locale) => ({
        code: locale.code,
        name: locale.name,
        dir: locale.dir ?? localeDirection(locale.code),
      }));
      await repository.replace(locales, input.defaultLocale);
      service.forget();
      if (input.defaultLocale !== current.defaultLocale)
        for (const listener of defaultChanged) await listener(input.defaultLocale);
      return service.settings();
    },
  };
  return service;
}
