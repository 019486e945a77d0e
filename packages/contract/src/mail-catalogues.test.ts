import { describe, expect, it } from 'vitest';
import { mailCatalogue, mailCatalogueLocale, MailCatalogues } from './mail-catalogues.ts';

/** Words a language writes as English does. */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  fr: ['newsletterBlog', 'newsletterArticle', 'newsletterPodcast'],
  es: ['newsletterBlog'],
};

describe('the mails’ catalogues (decision 091)', () => {
  const english = MailCatalogues.en!;
  const keys = Object.keys(english).sort();

  it.each(['fr', 'es', 'ar'])('%s has every text English has, each one its own', (code) => {
    const catalogue = MailCatalogues[code]!;
    expect(Object.keys(catalogue).sort()).toEqual(keys);
    for (const key of keys) {
      const value = catalogue[key as keyof typeof catalogue];
      const text = typeof value === 'function' ? value('Atrium') : value;
      expect(text.trim(), `${code}.${key}`).not.toBe('');
      // Translated, not copied (a name alone may read the same, none of these texts is one).
      const source = english[key as keyof typeof english];
      if (!SAME_AS_ENGLISH[code]?.includes(key))
        expect(text, `${code}.${key}`).not.toBe(typeof source === 'function' ? source('Atrium') : source);
      if (typeof value === 'function') expect(text, `${code}.${key}`).toContain('Atrium');
    }
  });

  it('chooses the language’s catalogue, else the default language’s, else English', () => {
    expect(mailCatalogue('fr-CA', 'en')).toBe(MailCatalogues.fr);
    expect(mailCatalogue('de', 'es')).toBe(MailCatalogues.es);
    expect(mailCatalogue('de', 'it')).toBe(MailCatalogues.en);
  });

  it('says which language a mail is then written in (decision 102)', () => {
    expect(mailCatalogueLocale('fr-CA', 'en')).toBe('fr-CA');
    expect(mailCatalogueLocale('he', 'es')).toBe('es');
    expect(mailCatalogueLocale('he', 'it')).toBe('en');
  });
});
