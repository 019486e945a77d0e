import { describe, expect, it } from 'vitest';
import { diffRevision, plainText, valueText, wordDiff } from './revision-diff';

describe('revision diff', () => {
  it('compares rich text by words: removed on the revision’s side, added on the saved side', () => {
    const { before, after } = wordDiff('The quick brown fox', 'The slow brown fox jumps');
    expect(before.filter((p) => p.change === 'removed').map((p) => p.text.trim())).toEqual(['quick']);
    expect(
      before
        .filter((p) => p.change === 'same')
        .map((p) => p.text)
        .join(''),
    ).toContain('brown fox');
    expect(after.filter((p) => p.change === 'added').map((p) => p.text.trim())).toEqual(['slow', 'jumps']);
    expect(after.map((p) => p.text).join('')).toBe('The slow brown fox jumps');
    expect(
      before
        .map((p) => p.text)
        .join('')
        .trim(),
    ).toBe('The quick brown fox');
  });

  it('reads rich text as its words: markup and entities are text, never markup', () => {
    expect(plainText('<p>One &amp; <b>two</b></p><script>alert(1)</script>')).toBe('One & two');
    const [field] = diffRevision({
      data: { Description: '<p>Old <img src=x onerror=alert(1)> words</p>' },
      current: { Description: '<p>New words</p>' },
      richText: ['Description'],
      files: [],
    });
    expect(field).toMatchObject({ kind: 'rich', same: false, label: 'Description' });
    const texts = field!.kind === 'rich' ? field!.before.map((p) => p.text).join('') : '';
    expect(texts).not.toContain('<');
  });

  it('compares other fields by value and files by path', () => {
    const fields = diffRevision({
      data: { title: 'A', categories: [5, 6], heroSliderImage: '/media/images/a.png', cta_url: null },
      current: { title: 'A', categories: [5], heroSliderImage: '/media/images/b.png', cta_url: '' },
      richText: [],
      files: ['heroSliderImage'],
    });
    expect(fields.map((f) => [f.field, f.kind, f.same])).toEqual([
      ['title', 'value', true],
      ['categories', 'value', false],
      ['heroSliderImage', 'file', false],
      ['cta_url', 'value', true],
    ]);
    expect(fields[1]).toMatchObject({ before: '5, 6', after: '5', label: 'Categories' });
    expect(fields[2]).toMatchObject({ before: '/media/images/a.png', label: 'Hero slider image' });
  });

  it('shows a page’s folds by name, hidden ones marked', () => {
    expect(
      valueText([
        { name: 'HeroSlider', status: 1 },
        { name: 'Faqs', status: 0 },
      ]),
    ).toBe('HeroSlider, Faqs (hidden)');
  });

  it('labels fields and tells plain values in the server’s words where it gives them (decision 085)', () => {
    const fields = diffRevision({
      data: { categories: [6, 14], cta_status: 0, title: 'A' },
      current: { categories: [6], cta_status: 1, title: 'A' },
      richText: [],
      files: [],
      words: {
        labels: { categories: 'Categories', cta_status: 'Call-to-action button', title: 'Title' },
        data: { categories: 'Soil, Rivers', cta_status: 'Off', title: 'A' },
        current: { categories: 'Soil', cta_status: 'On', title: 'A' },
      },
    });
    expect(fields.map((f) => [f.label, f.kind === 'value' && [f.before, f.after], f.same])).toEqual([
      ['Categories', ['Soil, Rivers', 'Soil'], false],
      ['Call-to-action button', ['Off', 'On'], false],
      ['Title', ['A', 'A'], true],
    ]);
    // Without them (a page's History), the names read as words all the same.
    const [plain] = diffRevision({ data: { cta_status: 0 }, current: { cta_status: 1 }, richText: [], files: [] });
    expect(plain!.label).toBe('Call-to-action button');
  });
});
