import { describe, expect, it } from 'vitest';
import { localeOfSegment, pathInLocale, splitLocalePath } from './locale-paths.ts';
import { AppointmentPopupTexts, FieldLabels, PublicFormTexts, SignupTexts } from './public-forms.ts';
import { SearchTexts } from './search.ts';
import { englishSiteCatalogue, siteCatalogueFor, siteCatalogues } from './site-catalogue.ts';
import { SiteMenu, SiteTexts } from './site.ts';
import { SectionTexts } from './site-sections.ts';
import { CaptchaMessages, SubmissionMessages } from './submission-rules.ts';

/** Every key of a catalogue, as dotted paths ('sections.slider.next'); a function is one key. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key));
}

function at(catalogue: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], catalogue);
}

/** Decision 090: the public site's words per language. */
describe('the site’s catalogues', () => {
  const english = keysOf(englishSiteCatalogue);

  it.each(Object.keys(siteCatalogues).filter((code) => code !== 'en'))(
    '%s has every key English has, each a text or a function like English’s, and no other',
    (code) => {
      const catalogue = siteCatalogues[code]!;
      expect(keysOf(catalogue).sort()).toEqual([...english].sort());
      for (const path of english) {
        const ours = at(catalogue, path);
        const theirs = at(englishSiteCatalogue, path);
        expect(typeof ours, path).toBe(typeof theirs);
        if (typeof ours === 'string') expect(ours.trim(), path).not.toBe('');
      }
    },
  );

  it('is written in each language: next to no text of French, Spanish or Arabic is English’s', () => {
    // Words that are the same in a language (Menu, Blogs, Message) are few: nearly all must differ.
    for (const code of ['fr', 'es', 'ar']) {
      const catalogue = siteCatalogues[code]!;
      const same = english.filter(
        (path) => typeof at(catalogue, path) === 'string' && at(catalogue, path) === at(englishSiteCatalogue, path),
      );
      expect(same.length, `${code}: ${same.join(', ')}`).toBeLessThan(english.length / 10);
    }
    expect(siteCatalogues.ar!.site.notFoundTitle).toMatch(/\p{Script=Arabic}/u);
  });

  it('uses the contract’s own texts for English, the spec’s words where it gives them (not copies)', () => {
    expect(englishSiteCatalogue.site).toBe(SiteTexts);
    expect(englishSiteCatalogue.sections).toBe(SectionTexts);
    expect(englishSiteCatalogue.forms).toBe(PublicFormTexts);
    expect(englishSiteCatalogue.fieldLabels).toBe(FieldLabels);
    expect(englishSiteCatalogue.appointment).toBe(AppointmentPopupTexts);
    expect(englishSiteCatalogue.signup).toBe(SignupTexts);
    expect(englishSiteCatalogue.search).toBe(SearchTexts);
    expect(englishSiteCatalogue.submission).toBe(SubmissionMessages);
    expect(englishSiteCatalogue.captcha).toBe(CaptchaMessages);
    expect(SiteMenu.map((link) => englishSiteCatalogue.menu[link.path])).toEqual(SiteMenu.map((link) => link.label));
  });

  it('finds a regional tag’s language, and English for a language without a catalogue', () => {
    expect(siteCatalogueFor('fr-CA')).toEqual({ locale: 'fr', texts: siteCatalogues.fr });
    expect(siteCatalogueFor('ar')).toEqual({ locale: 'ar', texts: siteCatalogues.ar });
    expect(siteCatalogueFor('de')).toEqual({ locale: 'en', texts: englishSiteCatalogue });
  });

  it('counts and dates through Intl in the language', () => {
    expect(siteCatalogues.fr!.search.count(1234)).toBe(`${(1234).toLocaleString('fr')} résultats`);
    expect(siteCatalogues.ar!.search.count(2)).toBe('نتيجتان');
    expect(siteCatalogues.ar!.search.count(3)).toBe(`${(3).toLocaleString('ar')} نتائج`);
  });
});

describe('where each language lives (decision 090)', () => {
  const settings = {
    defaultLocale: 'en',
    locales: [
      { code: 'en', name: 'English', dir: 'ltr' as const },
      { code: 'fr', name: 'Français', dir: 'ltr' as const },
      { code: 'pt-BR', name: 'Português', dir: 'ltr' as const },
    ],
  };

  it('puts the default language at the root and the others under their tag in lower case', () => {
    expect(pathInLocale('/learn?page=2', 'en', 'en')).toBe('/learn?page=2');
    expect(pathInLocale('/', 'fr', 'en')).toBe('/fr');
    expect(pathInLocale('/?q=1', 'fr', 'en')).toBe('/fr?q=1');
    expect(pathInLocale('/blogs/a', 'pt-BR', 'en')).toBe('/pt-br/blogs/a');
  });

  it('reads the language of a path, and no language from the default’s tag or an unknown one', () => {
    expect(splitLocalePath('/fr/learn?x=1', settings)).toEqual({ locale: 'fr', path: '/learn?x=1' });
    expect(splitLocalePath('/PT-br', settings)).toEqual({ locale: 'pt-BR', path: '/' });
    expect(splitLocalePath('/fr?q=1', settings)).toEqual({ locale: 'fr', path: '/?q=1' });
    expect(splitLocalePath('/learn', settings)).toEqual({ locale: 'en', path: '/learn' });
    expect(splitLocalePath('/de/learn', settings)).toEqual({ locale: 'en', path: '/de/learn' });
    expect(localeOfSegment('en', settings)).toBeUndefined();
  });
});
