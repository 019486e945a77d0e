import { FaqTexts, type Faq } from '@atrium/contract/faqs';
import { listResource, type ListResource } from './list-conventions.ts';

/** The FAQ list screen as a list resource, records seeded through the API (call it in a spec file: it adds hooks). */
export function faqResource(): ListResource<Faq> {
  return listResource<Faq>({
    texts: FaqTexts,
    path: '/admin/faq',
    endpoint: '/api/faqs/',
    create: (api, title, status) =>
      api.call<Faq>('POST', '/api/faqs/', { title, Description: '<p>An answer seeded by the suite.</p>', status }),
  });
}
