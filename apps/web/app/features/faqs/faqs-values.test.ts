import { FaqMessages, type Faq } from '@atrium/contract/faqs';
import { describe, expect, it } from 'vitest';
import { faqBody, initialFaqValues, validateFaq } from './faqs-values.ts';

const clean = (errors: Partial<Record<string, string>>) =>
  Object.fromEntries(Object.entries(errors).filter(([, v]) => Boolean(v)));

const faq: Faq = {
  id: 4,
  title: 'How do I join?',
  Description: '<p>Write to us.</p>',
  status: 1,
  position: 3,
  created_at: '',
  updated_at: '',
};

describe('FAQ form rules', () => {
  it("says 'All fields are required.' on each empty field; markup alone is no answer", () => {
    expect(clean(validateFaq({ title: '  ', Description: '<p></p>' }))).toEqual({
      title: FaqMessages.allRequired,
      Description: FaqMessages.allRequired,
    });
    expect(clean(validateFaq({ title: 'Q', Description: '' }))).toEqual({ Description: FaqMessages.allRequired });
    expect(clean(validateFaq({ title: 'Q', Description: '<p>A</p>' }))).toEqual({});
  });

  it('creates unpublished, keeps the status on edit, and sends no position', () => {
    expect(faqBody({ title: ' Q ', Description: '<p>A</p>' }, null)).toEqual({
      title: 'Q',
      Description: '<p>A</p>',
      status: 0,
    });
    expect(faqBody(initialFaqValues(faq), faq)).toEqual({
      title: 'How do I join?',
      Description: '<p>Write to us.</p>',
      status: 1,
    });
  });
});
