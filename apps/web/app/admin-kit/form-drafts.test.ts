import { describe, expect, it } from 'vitest';
import {
  DRAFT_MAX_AGE_MS,
  draftKey,
  draftVerdict,
  formatDraftTime,
  isExpired,
  isNewer,
  newerDraft,
  plainValues,
  sameValues,
} from './form-drafts';

describe('sameValues (a form is dirty when its values differ from its start)', () => {
  it('compares plain values, arrays and nested objects by content', () => {
    expect(
      sameValues({ title: 'a', ids: [1, 2], cta: { on: true } }, { title: 'a', ids: [1, 2], cta: { on: true } }),
    ).toBe(true);
    expect(sameValues({ title: 'a' }, { title: 'b' })).toBe(false);
    expect(sameValues({ ids: [1, 2] }, { ids: [2, 1] })).toBe(false);
    expect(sameValues({ ids: [1] }, { ids: [1, 2] })).toBe(false);
    expect(sameValues({ a: null }, { a: '' })).toBe(false);
  });

  it('takes a missing key as undefined', () => {
    expect(sameValues({ a: 1, b: undefined }, { a: 1 })).toBe(true);
  });

  it('counts a chosen file as a change, and the same file as none', () => {
    const file = new File(['x'], 'x.png', { type: 'image/png' });
    expect(sameValues({ image: null }, { image: file })).toBe(false);
    expect(sameValues({ image: file }, { image: file })).toBe(true);
    expect(sameValues({ image: file }, { image: new File(['x'], 'x.png', { type: 'image/png' }) })).toBe(false);
  });
});

describe('draft keys', () => {
  it('are per user, per screen, per record, with "new" for the add form', () => {
    expect(draftKey(7, 'faqs', 12)).toBe('7/faqs/12');
    expect(draftKey(7, 'faqs', null)).toBe('7/faqs/new');
    expect(draftKey(8, 'faqs', 12)).not.toBe(draftKey(7, 'faqs', 12));
  });
});

describe('draftVerdict (what a form does with a draft it finds on opening)', () => {
  const start = { title: 'Saved' };
  const draft = (savedAt: string, title = 'Typed') => ({ savedAt, values: { title } });

  it('offers a draft typed after the record was saved that differs from it', () => {
    expect(draftVerdict(draft('2026-11-26T10:05:00.000Z'), '2026-11-26T10:00:00.000Z', start)).toBe('offer');
  });

  it('drops a draft older than the record (saved since, perhaps by someone else)', () => {
    expect(draftVerdict(draft('2026-11-26T09:59:00.000Z'), '2026-11-26T10:00:00.000Z', start)).toBe('drop');
  });

  it('drops a draft that says what the form already shows', () => {
    expect(draftVerdict(draft('2026-11-26T10:05:00.000Z', 'Saved'), '2026-11-26T10:00:00.000Z', start)).toBe('drop');
  });

  it('offers a draft of a new record whenever it differs from the empty form', () => {
    expect(draftVerdict(draft('2026-11-26T10:05:00.000Z'), null, { title: '' })).toBe('offer');
    expect(draftVerdict(draft('2026-11-26T10:05:00.000Z', ''), null, { title: '' })).toBe('drop');
  });

  it('reads a server time without a zone as UTC', () => {
    expect(isNewer('2026-11-26T10:00:01.000Z', '2026-11-26 10:00:00')).toBe(true);
    expect(isNewer('2026-11-26T09:59:59.000Z', '2026-11-26 10:00:00')).toBe(false);
  });
});

describe('old drafts', () => {
  it('expire after 30 days', () => {
    const now = Date.parse('2026-11-26T10:00:00.000Z');
    expect(isExpired({ savedAt: new Date(now - DRAFT_MAX_AGE_MS + 1000).toISOString() }, now)).toBe(false);
    expect(isExpired({ savedAt: new Date(now - DRAFT_MAX_AGE_MS - 1000).toISOString() }, now)).toBe(true);
    expect(isExpired({ savedAt: 'not a time' }, now)).toBe(true);
  });

  it('show their time in the browser’s locale', () => {
    expect(formatDraftTime('2026-11-26T10:05:00.000Z', 'en-GB')).toMatch(/26 Nov 2026/);
  });
});

describe('the server’s copy (decision 086)', () => {
  it('holds the form’s data without its files', () => {
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    expect(plainValues({ title: 'T', image: file, tags: [1], nested: { a: null } })).toEqual({
      title: 'T',
      tags: [1],
      nested: { a: null },
    });
  });

  it('offers this browser’s draft when both hold the same data, else the later one', () => {
    const file = new File(['x'], 'a.png');
    const local = { values: { title: 'T', image: file }, savedAt: '2026-11-26T10:00:02.000Z' };
    const same = { values: { title: 'T' }, savedAt: '2026-11-26T10:00:05.000Z' };
    expect(newerDraft(local, same)).toBe(local);
    const elsewhere = { values: { title: 'Typed in another browser' }, savedAt: '2026-11-26T11:00:00.000Z' };
    expect(newerDraft(local, elsewhere)).toBe(elsewhere);
    expect(newerDraft({ ...local, savedAt: '2026-11-26T12:00:00.000Z' }, elsewhere)!.values.title).toBe('T');
    expect(newerDraft(null, elsewhere)).toBe(elsewhere);
    expect(newerDraft(local, null)).toBe(local);
    expect(newerDraft(null, null)).toBeNull();
  });
});
