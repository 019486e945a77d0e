import type { z } from 'zod';
import { file, position, resourceFields, richText, status, text } from './fields.ts';
import { baseRecordSchema } from './record.ts';
import { standardTexts } from './resource-texts.ts';

export const FaqMessages = {
  allRequired: 'All fields are required.',
  titleRequired: 'Title is required.',
  imageRequired: 'Image is required.',
  imageTypes: 'Only JPG, JPEG, and PNG files are allowed',
  mainFetchFailed: 'Unable to fetch main FAQ data.',
  mainSaveFailed: 'An error occurred while saving.',
  mainCreated: 'Main FAQ Created Successfully!',
  mainUpdated: 'Main FAQ Updated Successfully!',
  publicLoadFailed: 'Unable to load FAQs. Please try again later.',
  publicEmpty: 'No FAQs available at this time.',
} as const;

export const FaqTexts = standardTexts('FAQ', 'FAQs', {
  countsToast: 'Unable to fetch FAQ counts.',
  listToast: 'Unable to fetch FAQs.',
  listInline: 'Failed to fetch FAQs. Please try again.',
  createFailed: 'Unable to create FAQ.',
  updateFailed: 'Unable to update FAQ.',
  deleteFailed: 'An error occurred while deleting the FAQ.',
  bulkDeleteFailed: 'An error occurred while deleting the FAQs.',
  searchPlaceholder: 'Search FAQ',
});

export const faqSortKeys = ['position', '-position', 'created_at', '-created_at'] as const;

/** A FAQ's fields, declared once (decision 074). */
export const faqFields = resourceFields({
  title: text({
    column: 'title',
    max: 2_000,
    required: FaqMessages.allRequired,
    search: true,
    localized: true,
    label: 'Title',
    hint: 'The question, as a visitor would ask it.',
  }),
  Description: richText({
    column: 'description',
    max: 100_000,
    required: FaqMessages.allRequired,
    search: true,
    localized: true,
    label: 'Description',
    hint: 'The answer shown when a visitor opens the question.',
  }),
  status: status(),
  position: position(),
});

export const faqSchema = baseRecordSchema.extend(faqFields.record);
export type Faq = z.infer<typeof faqSchema>;

/** The main FAQ's fields, declared once (decision 074). */
export const faqMainFields = resourceFields({
  title: text({ column: 'title', max: 2_000, required: FaqMessages.titleRequired, search: true, localized: true }),
  subtitle: text({ column: 'subtitle', max: 2_000, localized: true }),
  description: text({ column: 'description', max: 20_000, localized: true }),
  FaqImage: file({ column: 'image', kind: 'image' }),
});

/** The main FAQ record (one per site). */
export const faqMainSchema = baseRecordSchema.extend(faqMainFields.record);
export type FaqMain = z.infer<typeof faqMainSchema>;
