import { CategoryMessages, type Category } from '@atrium/contract/categories';
import { describe, expect, it } from 'vitest';
import { categoryBody, initialCategoryValues, validateCategory } from './categories-values.ts';

const record: Category = {
  id: 4,
  name: 'Webinar',
  desc: 'Live sessions',
  categoryType: 1,
  icon: 3,
  status: 1,
  position: 8,
  created_at: '2026-11-22T06:00:00.000Z',
  updated_at: '2026-11-22T06:00:00.000Z',
};

describe('category form values', () => {
  it('start empty for an add and from the record for an edit', () => {
    expect(initialCategoryValues(null)).toEqual({ name: '', desc: '', icon: null });
    expect(initialCategoryValues(record)).toEqual({ name: 'Webinar', desc: 'Live sessions', icon: 3 });
  });

  it('require a title, blank counting as none', () => {
    expect(validateCategory({ name: '   ', desc: '', icon: null }, 2).name).toBe(CategoryMessages.titleRequired);
    expect(validateCategory({ name: 'Water', desc: '', icon: null }, 2)).toEqual({
      name: undefined,
      desc: undefined,
      icon: undefined,
    });
  });

  it('require an icon for a media type only', () => {
    expect(validateCategory({ name: 'Webinar', desc: '', icon: null }, 1).icon).toBe(CategoryMessages.iconRequired);
    expect(validateCategory({ name: 'Webinar', desc: '', icon: 6 }, 1).icon).toBeUndefined();
    expect(validateCategory({ name: 'Water', desc: '', icon: null }, 2).icon).toBeUndefined();
  });

  it('keep to the lengths the server allows', () => {
    expect(validateCategory({ name: 'x'.repeat(101), desc: '', icon: null }, 2).name).toBeTruthy();
    expect(validateCategory({ name: 'x', desc: 'y'.repeat(2001), icon: null }, 2).desc).toBeTruthy();
  });

  it('add an active category with its group, trimmed, and an icon for a media type only', () => {
    expect(categoryBody({ name: ' Webinar ', desc: ' Live ', icon: 2 }, 1, 'add')).toEqual({
      name: 'Webinar',
      desc: 'Live',
      categoryType: 1,
      icon: 2,
      status: 1,
    });
    expect(categoryBody({ name: 'Water', desc: '', icon: null }, 2, 'add')).toEqual({
      name: 'Water',
      desc: '',
      categoryType: 2,
      status: 1,
    });
  });

  it('edit without the name or the group, which cannot change', () => {
    expect(categoryBody({ name: 'Webinar', desc: 'Recorded too', icon: 5 }, 1, 'edit')).toEqual({
      desc: 'Recorded too',
      icon: 5,
    });
    expect(categoryBody({ name: 'Founder', desc: 'The founders', icon: null }, 0, 'edit')).toEqual({
      desc: 'The founders',
    });
  });
});
