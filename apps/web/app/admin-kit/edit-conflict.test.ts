import { describe, expect, it } from 'vitest';
import { conflictRows, defaultChoices, mergedBody } from './edit-conflict';

describe('edit conflicts (decision 083)', () => {
  const base = { title: 'Shared post', subtitle: 'First', description: '<p>Old words</p>', image: '/media/a.png' };
  const theirs = { ...base, subtitle: 'Theirs', description: '<p>Their words</p>', image: '/media/b.png' };

  it('asks only about the form’s fields the other person changed, as a person reads them', () => {
    const mine = { title: 'My title', subtitle: 'First', description: '<p>My words</p>', image: '/media/a.png' };
    expect(conflictRows(base, theirs, mine)).toEqual([
      { field: 'subtitle', label: 'Subtitle', theirs: 'Theirs', mine: 'First', mineChanged: false },
      { field: 'description', label: 'Description', theirs: 'Their words', mine: 'My words', mineChanged: true },
      { field: 'image', label: 'Image', theirs: 'b.png', mine: 'a.png', mineChanged: false },
    ]);
  });

  it('merges: theirs where only they changed a field, mine where both did; theirs is left to the server', () => {
    const mine = {
      title: 'My title',
      subtitle: 'First',
      description: '<p>My words</p>',
      image: '/media/a.png',
      image_alt: 'A',
    };
    const choices = defaultChoices(conflictRows(base, theirs, mine));
    expect(choices).toEqual({ subtitle: 'theirs', description: 'mine', image: 'theirs' });
    expect(mergedBody(mine, choices)).toEqual({ title: 'My title', description: '<p>My words</p>' });
    expect(mergedBody(mine, { ...choices, subtitle: 'mine' })).toMatchObject({ subtitle: 'First' });
  });

  it('a form that sends every field (a page’s meta, decision 088): theirs is sent with their value, in its words', () => {
    const opened = { metaTitle: 'Home', metaOGTitle: 'Home', folds: 2 };
    const now = { metaTitle: 'Home', metaOGTitle: 'Welcome', folds: 3 };
    const mine = { metaTitle: 'My home', metaOGTitle: 'Home' };
    const labels = { metaOGTitle: 'OG title' };
    const rows = conflictRows(opened, now, mine, labels, { metaOGTitle: (value) => `«${String(value)}»` });
    expect(rows).toEqual([
      { field: 'metaOGTitle', label: 'OG title', theirs: '«Welcome»', mine: '«Home»', mineChanged: false },
    ]);
    expect(mergedBody(mine, defaultChoices(rows), now)).toEqual({ metaTitle: 'My home', metaOGTitle: 'Welcome' });
  });
});
