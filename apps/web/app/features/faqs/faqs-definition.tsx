import { faqsEndpoints } from '@atrium/contract/endpoints/resources';
import { FaqTexts, type Faq } from '@atrium/contract/faqs';
import { titleColumn } from '~/admin-kit/columns';
import { createResourceApi } from '~/admin-kit/resource-api';
import type { ResourceDefinition } from '~/admin-kit/types';
import { FaqForm } from './faqs-form';
import type { FaqBody } from './faqs-values';

export const faqsApi = createResourceApi(faqsEndpoints);

/** The FAQ list of the FAQ screen (requirements 1 §2), with the whole list convention. */
export const faqsDefinition: ResourceDefinition<Faq, FaqBody> = {
  api: faqsApi,
  texts: FaqTexts,
  description: 'The questions and answers of the FAQs page, in the order shown. Only published ones appear.',
  rowLabel: (row) => row.title,
  publicUrl: (row) => (row.status === 1 ? '/faqs' : null),
  Form: FaqForm,
  columns: [
    titleColumn({
      header: 'Question',
      title: (row) => row.title,
      subtitle: (row) => row.Description,
    }),
  ],
};
