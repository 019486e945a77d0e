import { toMultipart } from '~/lib/api-client';
import { FaqMessages, type FaqMain } from '@atrium/contract/faqs';
import { describe, expect, it } from 'vitest';
import { faqMainBody as typedFaqMainBody, initialFaqMainValues, validateFaqMain } from './faqs-main-values.ts';

/** The body as it goes over the wire in multipart (decision 074: the kit encodes the typed body). */
const faqMainBody = (...args: Parameters<typeof typedFaqMainBody>) => toMultipart(typedFaqMainBody(...args));

const png = new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });
const clean = (errors: Partial<Record<string, string>>) =>
  Object.fromEntries(Object.entries(errors).filter(([, v]) => Boolean(v)));

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

describe('main FAQ form rules', () => {
  it('requires a title and an image, the stored one counting', () => {
    expect(clean(validateFaqMain(initialFaqMainValues(null), null))).toEqual({
      title: FaqMessages.titleRequired,
      FaqImage: FaqMessages.imageRequired,
    });
    expect(clean(validateFaqMain(initialFaqMainValues(main), main.FaqImage))).toEqual({});
    expect(clean(validateFaqMain({ ...initialFaqMainValues(null), title: 'T', FaqImage: png }, null))).toEqual({});
  });

  it('sends every text field, and the image only when a new one was chosen', () => {
    const kept = faqMainBody({ ...initialFaqMainValues(main), title: ' Questions? ' });
    expect(Object.fromEntries(kept.entries())).toEqual({
      title: 'Questions?',
      subtitle: 'Asked often',
      description: 'Answers below.',
    });
    const replaced = faqMainBody({ ...initialFaqMainValues(main), FaqImage: png });
    expect(replaced.get('FaqImage')).toBe(png);
  });
});
