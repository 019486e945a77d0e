import type { individualsEndpoints } from '@atrium/contract/endpoints/resources';
import type { WriteBody } from '~/admin-kit/resource-api';

/** What an individual's create and update send (decision 074: the contract's body type). */
export type IndividualBody = WriteBody<typeof individualsEndpoints>;
import { FOUNDER_CATEGORY, IndividualMessages, individualFields, type Individual } from '@atrium/contract/individuals';
import { firstError, requiredFileError, richTextError } from '~/lib/form-errors';

/**
 * The individual form's values. File fields carry their wire names, so the server's field
 * errors (IndividualImage, backgroundImage) land on them as they are.
 */
export type IndividualValues = {
  title: string;
  subtitle: string;
  description: string;
  /** The chosen category's id as the select holds it; '' for none. */
  category: string;
  IndividualImage: File | null;
  backgroundImage: File | null;
  /** The stored background image, until a category change clears it (requirements 2 §4). */
  storedBackground: string | null;
  published: boolean;
};

export type CategoryOption = { id: number; name: string };

export function initialIndividualValues(record: Individual | null): IndividualValues {
  return {
    title: record?.title ?? '',
    subtitle: record?.subtitle ?? '',
    description: record?.description ?? '',
    category: record?.category ? String(record.category) : '',
    IndividualImage: null,
    backgroundImage: null,
    storedBackground: record?.backgroundImage ?? null,
    published: record?.status === 1,
  };
}

/** Only the Founder category has a background image (requirements 2 §2). */
export function isFounder(categoryId: string, categories: CategoryOption[]): boolean {
  return categories.find((c) => String(c.id) === categoryId)?.name === FOUNDER_CATEGORY;
}

/** Changing the category clears the background image, chosen or stored (requirements 2 §4). */
export function withCategory(values: IndividualValues, category: string): Partial<IndividualValues> {
  if (category === values.category) return {};
  return { category, backgroundImage: null, storedBackground: null };
}

/** Requirements 2 §5, with the contract's messages; the stored image counts on edit. */
export function validateIndividual(
  values: IndividualValues,
  storedImage: string | null,
  categories: CategoryOption[],
): Partial<Record<string, string>> {
  return {
    title: firstError(individualFields.fields.title.body, values.title),
    subtitle: firstError(individualFields.fields.subtitle.body, values.subtitle),
    description: richTextError(
      individualFields.fields.description.body,
      values.description,
      IndividualMessages.descriptionRequired,
    ),
    IndividualImage: requiredFileError(values.IndividualImage, storedImage, IndividualMessages.imageRequired),
    category: firstError(individualFields.fields.category.body, values.category),
    backgroundImage:
      isFounder(values.category, categories) && !values.backgroundImage && !values.storedBackground
        ? IndividualMessages.backgroundRequired
        : undefined,
  };
}

/**
 * The body of a create or update (requirements 2 §7), multipart with a new image (the kit decides). Images go only when newly chosen; a
 * new background only for a Founder. No position: the server puts a new individual last
 * (decision 003).
 */
export function individualBody(values: IndividualValues, categories: CategoryOption[]): IndividualBody {
  const body: IndividualBody = {
    title: values.title.trim(),
    subtitle: values.subtitle.trim(),
    description: values.description,
    category: values.category,
    status: values.published ? 1 : 0,
  };
  if (values.IndividualImage) body.IndividualImage = values.IndividualImage;
  if (values.backgroundImage && isFounder(values.category, categories)) body.backgroundImage = values.backgroundImage;
  return body;
}
