import { z } from 'zod';
import { formChoice, formInt, formText } from './form.ts';
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

export const faqFields = {
  title: formText({ max: 2_000, required: FaqMessages.allRequired }),
  Description: formText({ max: 100_000, required: FaqMessages.allRequired }),
  status: formChoice([0, 1], 'status must be 0 or 1.'),
  position: formInt('position must be a whole number.').pipe(z.number().min(0).max(1_000_000_000)),
};

export const faqSchema = baseRecordSchema.extend({ title: z.string(), Description: z.string() });
export type Faq = z.infer<typeof faqSchema>;

export const faqMainFields = {
  title: formText({ max: 2_000, required: FaqMessages.titleRequired }),
  subtitle: formText({ max: 2_000 }),
  description: formText({ max: 20_000 }),
};
export const faqMainFileFields = { FaqImage: 'image' } as const;

/** The main FAQ record (one per site). */
export const faqMainSchema = baseRecordSchema.extend({
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  FaqImage: z.string().nullable(),
});
export type FaqMain = z.infer<typeof faqMainSchema>;
