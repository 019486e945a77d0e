import { FaqMessages, faqFields, faqMainFields, type Faq, type FaqMain } from '@atrium/contract/faqs';
// Relative, not '~/': the unit tests run under the workspace's Vitest, which has no app alias.
import { firstError, requiredFileError, richTextError, type FormErrors } from '../../lib/form-errors';

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

/** The main FAQ's form values; `FaqImage` is a newly chosen file, the stored one stays on the record. */
export type MainFaqValues = { title: string; subtitle: string; description: string; FaqImage: File | null };

export function initialMainFaqValues(record: FaqMain | null): MainFaqValues {
  return {
    title: record?.title ?? '',
    subtitle: record?.subtitle ?? '',
    description: record?.description ?? '',
    FaqImage: null,
  };
}

/** Spec 1 §5: a title, and an image, the stored one or a new one. */
export function validateMainFaq(values: MainFaqValues, storedImage: string | null): FormErrors {
  return {
    title: firstError(faqMainFields.title, values.title),
    FaqImage: requiredFileError(values.FaqImage, storedImage, FaqMessages.imageRequired),
  };
}

/** The multipart body of the create or update (spec 1 §7); the image only when a new one was chosen. */
export function mainFaqBody(values: MainFaqValues): FormData {
  const body = new FormData();
  body.set('title', values.title.trim());
  body.set('subtitle', values.subtitle.trim());
  body.set('description', values.description.trim());
  if (values.FaqImage) body.set('FaqImage', values.FaqImage);
  return body;
}
