import { PageMessages, type Page } from '@atrium/contract/pages';
import { LearnMessages } from '@atrium/contract/learn';
import { describe, expect, it } from 'vitest';
import {
  hashtag,
  initialMetaValues,
  metaBody,
  validateMeta,
  withoutKeyword,
  type MetaValues,
} from './pages-meta-values';

const page = (overrides: Partial<Page> = {}): Page => ({
  id: 3,
  pageType: 'default',
  customUrl: 'about-us',
  metaTitle: 'About us',
  metaDescription: 'Who we are',
  metaOGTitle: 'About us',
  metaOGDescription: 'Who we are',
  metaKeywords: 'network, knowledge',
  image: null,
  videoUrl: null,
  folds: [],
  itemId: null,
  title: 'About Us',
  status: 1,
  updated_at: null,
  ...overrides,
});

const filled: MetaValues = initialMetaValues(page());

describe('validateMeta', () => {
  it('passes a page whose six fields are filled', () => {
    expect(Object.values(validateMeta(filled, 'default')).filter(Boolean)).toEqual([]);
  });

  it("says 'All fields are required.' on each empty field, spaces counting as empty", () => {
    const errors = validateMeta({ ...filled, metaTitle: '', metaOGDescription: '   ', customUrl: ' ' }, 'default');
    expect(errors.metaTitle).toBe(PageMessages.allRequired);
    expect(errors.metaOGDescription).toBe(PageMessages.allRequired);
    expect(errors.customUrl).toBe(PageMessages.allRequired);
    expect(errors.metaDescription).toBeUndefined();
  });

  it("asks a learn item's page for its address only: its texts may be empty (decision 086)", () => {
    const empty = { metaTitle: '', metaDescription: ' ', metaOGTitle: '', metaOGDescription: '', metaKeywords: ', ' };
    expect(Object.values(validateMeta({ ...filled, ...empty }, 'podcasts')).filter(Boolean)).toEqual([]);
    expect(validateMeta({ ...filled, ...empty, customUrl: '' }, 'blogs').customUrl).toBe(PageMessages.allRequired);
  });

  it('counts keywords of only commas and spaces as empty', () => {
    expect(validateMeta({ ...filled, metaKeywords: ' , ,, ' }, 'default').metaKeywords).toBe(PageMessages.allRequired);
  });

  it('refuses an address that is not a slug', () => {
    expect(validateMeta({ ...filled, customUrl: 'Not a slug!' }, 'blogs').customUrl).toBe(LearnMessages.slugInvalid);
  });

  it('refuses more than 30 keywords', () => {
    const many = Array.from({ length: 31 }, (_, i) => `k${i}`).join(', ');
    expect(validateMeta({ ...filled, metaKeywords: many }, 'blogs').metaKeywords).toBe(PageMessages.keywordsTooMany);
  });
});

describe('metaBody', () => {
  it('trims the texts and sends the keywords normalised, with the page id and type', () => {
    const body = metaBody(
      { ...filled, metaTitle: '  Team  ', metaKeywords: ' network,, Knowledge , network,' },
      page({ id: 0, pageType: 'blogs', customUrl: 'old-slug' }),
    );
    expect(body).toMatchObject({ id: 0, metaTitle: 'Team', metaKeywords: 'network, Knowledge', pageType: 'blogs' });
  });

  it("keeps a default page's address whatever the field says; a learn item's is the field's", () => {
    expect(metaBody({ ...filled, customUrl: 'elsewhere' }, page()).customUrl).toBe('about-us');
    expect(metaBody({ ...filled, customUrl: ' new-slug ' }, page({ pageType: 'videos' })).customUrl).toBe('new-slug');
  });
});

describe('keyword chips', () => {
  it('shows a keyword as a hashtag', () => {
    expect(hashtag('open data')).toBe('#open data');
  });

  it('removes one keyword, whatever its case, and normalises the rest', () => {
    expect(withoutKeyword('a, Open Data ,b,, c', 'open data')).toBe('a, b, c');
    expect(withoutKeyword('a', 'a')).toBe('');
  });
});
