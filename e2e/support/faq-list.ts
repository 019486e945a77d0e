import { FaqTexts, type Faq } from '@atrium/contract/faqs';
import type { ListResourceOptions } from './list-conventions.ts';

/** The FAQ list as the list conventions see it: its screen, its API and how a test seeds a question. */
export const faqList: ListResourceOptions<Faq> = {
  texts: FaqTexts,
  path: '/admin/faq',
  endpoint: '/api/faqs/',
  create: (api, title, status) =>
    api.call<Faq>('POST', '/api/faqs/', { title, Description: '<p>An answer seeded by the suite.</p>', status }),
};
