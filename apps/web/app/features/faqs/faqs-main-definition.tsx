import { faqsMainEndpoints } from '@atrium/contract/endpoints/resources';
import { FaqMessages, type FaqMain } from '@atrium/contract/faqs';
import type { SingleRecordDefinition } from '~/admin-kit/single-record';
import { createSingleRecordApi } from '~/admin-kit/single-record-api';
import { FaqMainForm } from './faqs-main-form';
import type { FaqMainBody } from './faqs-main-values';

export const faqsMainApi = createSingleRecordApi(faqsMainEndpoints);

/** The single record heading the FAQs page: created by the first save, updated after. */
export const faqsMainDefinition: SingleRecordDefinition<FaqMain, FaqMainBody> = {
  api: faqsMainApi,
  heading: 'Main FAQ',
  description: 'The heading, text and background picture at the top of the FAQs page.',
  canCreate: true,
  texts: {
    fetchFailed: FaqMessages.mainFetchFailed,
    saveFailed: FaqMessages.mainSaveFailed,
    created: FaqMessages.mainCreated,
    updated: FaqMessages.mainUpdated,
  },
  Form: FaqMainForm,
};
