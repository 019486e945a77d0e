import type { faqsEndpoints } from '@atrium/contract/endpoints/resources';
import { faqFields, type Faq } from '@atrium/contract/faqs';
import { fieldForm } from '~/admin-kit/field-form';
import type { WriteBody } from '~/admin-kit/resource-api';
import type { FormErrors } from '~/lib/form-errors';

/** What an FAQ's create and update send (decision 074: the contract's body type). */
export type FaqBody = WriteBody<typeof faqsEndpoints>;

/** The declared fields the form edits (decision 074): values, rules and body come from them. */
export const faqForm = fieldForm(faqFields.fields, ['title', 'Description']);

/** An FAQ's form values, under their wire names so the server's field errors land on them. */
export type FaqValues = ReturnType<typeof faqForm.initial>;

export function initialFaqValues(record: Faq | null): FaqValues {
  return faqForm.initial(record);
}

/** Requirements 1 §5: title and description both required, 'All fields are required.' on each one missing. */
export function validateFaq(values: FaqValues): FormErrors {
  return faqForm.validate(values);
}

/**
 * The JSON body of a create or update (requirements 1 §7). A new FAQ starts unpublished (requirements 1 §4); an
 * edit keeps the status the record has. No position: the server puts a new FAQ last (decision 003).
 */
export function faqBody(values: FaqValues, record: Faq | null): FaqBody {
  return { ...faqForm.body(values), status: record?.status ?? 0 };
}
