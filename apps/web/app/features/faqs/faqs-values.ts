import { FaqMessages, faqFields, type Faq } from '@atrium/contract/faqs';
import { firstError, richTextError, type FormErrors } from '~/lib/form-errors';

/** An FAQ's form values, under their wire names so the server's field errors land on them. */
export type FaqValues = { title: string; Description: string };

export function initialFaqValues(record: Faq | null): FaqValues {
  return { title: record?.title ?? '', Description: record?.Description ?? '' };
}

/** Spec 1 §5: title and description both required, 'All fields are required.' on each one missing. */
export function validateFaq(values: FaqValues): FormErrors {
  return {
    title: firstError(faqFields.title, values.title),
    Description: richTextError(faqFields.Description, values.Description, FaqMessages.allRequired),
  };
}

/**
 * The JSON body of a create or update (spec 1 §7). A new FAQ starts unpublished (spec 1 §4); an
 * edit keeps the status the record has. No position: the server puts a new FAQ last (decision 003).
 */
export function faqBody(values: FaqValues, record: Faq | null): { title: string; Description: string; status: number } {
  return { title: values.title.trim(), Description: values.Description, status: record?.status ?? 0 };
}
