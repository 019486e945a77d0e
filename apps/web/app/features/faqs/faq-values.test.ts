import { FaqMessages, type Faq, type FaqMain } from '@atrium/contract/faqs';
import { describe, expect, it } from 'vitest';
import {
  faqBody,
  initialFaqValues,
  initialMainFaqValues,
  mainFaqBody,
  validateFaq,
  validateMainFaq,
} from './faq-values.ts';

const png = new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });
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

const main: FaqMain = {
  id: 1,
  title: 'Questions',
  subtitle: 'Asked often',
  description: 'Answers below.',
  FaqImage: '/media/images/a.png',
  status: 1,
  position: 0,
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

describe('main FAQ form rules', () => {
  it('requires a title and an image, the stored one counting', () => {
    expect(clean(validateMainFaq(initialMainFaqValues(null), null))).toEqual({
      title: FaqMessages.titleRequired,
      FaqImage: FaqMessages.imageRequired,
    });
    expect(clean(validateMainFaq(initialMainFaqValues(main), main.FaqImage))).toEqual({});
    expect(clean(validateMainFaq({ ...initialMainFaqValues(null), title: 'T', FaqImage: png }, null))).toEqual({});
  });

  it('sends every text field, and the image only when a new one was chosen', () => {
    const kept = mainFaqBody({ ...initialMainFaqValues(main), title: ' Questions? ' });
    expect(Object.fromEntries(kept.entries())).toEqual({
      title: 'Questions?',
      subtitle: 'Asked often',
      description: 'Answers below.',
    });
    const replaced = mainFaqBody({ ...initialMainFaqValues(main), FaqImage: png });
    expect(replaced.get('FaqImage')).toBe(png);
  });
});
