import type { faqsMainEndpoints } from '@atrium/contract/endpoints/resources';
import type { WriteBody } from '~/admin-kit/resource-api';
import { FaqMessages, faqMainFields, type FaqMain } from '@atrium/contract/faqs';
import { firstError, requiredFileError, type FormErrors } from '~/lib/form-errors';

/** The main FAQ's form values; `FaqImage` is a newly chosen file, the stored one stays on the record. */
export type FaqMainValues = { title: string; subtitle: string; description: string; FaqImage: File | null };

export function initialFaqMainValues(record: FaqMain | null): FaqMainValues {
  return {
    title: record?.title ?? '',
    subtitle: record?.subtitle ?? '',
    description: record?.description ?? '',
    FaqImage: null,
  };
}

/** Requirements 1 §5: a title, and an image, the stored one or a new one. */
export function validateFaqMain(values: FaqMainValues, storedImage: string | null): FormErrors {
  return {
    title: firstError(faqMainFields.fields.title.body, values.title),
    FaqImage: requiredFileError(values.FaqImage, storedImage, FaqMessages.imageRequired),
  };
}

/** What the main FAQ's create and update send (decision 074: the contract's body type). */
export type FaqMainBody = WriteBody<typeof faqsMainEndpoints>;

/** The body of the create or update (requirements 1 §7), multipart with a new image (the kit decides); the image only when a new one was chosen. */
export function faqMainBody(values: FaqMainValues): FaqMainBody {
  return {
    title: values.title.trim(),
    subtitle: values.subtitle.trim(),
    description: values.description.trim(),
    ...(values.FaqImage ? { FaqImage: values.FaqImage } : {}),
  };
}
