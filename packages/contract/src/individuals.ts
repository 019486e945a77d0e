import { z } from 'zod';
import { categoryTypeSchema } from './categories.ts';
import { formChoice, formInt, formText } from './form.ts';
import { baseRecordSchema } from './record.ts';
import { standardTexts } from './resource-texts.ts';

export const IndividualMessages = {
  titleRequired: 'Title is required.',
  subtitleRequired: 'Subtitle is required.',
  descriptionRequired: 'Description is required.',
  imageRequired: 'Individual image is required.',
  categoryRequired: 'Category is required.',
  backgroundRequired: 'Background image is required for Founder category.',
  categoryInvalid: 'Choose a category of the individuals group.',
  backgroundFounderOnly: 'Only the Founder category has a background image.',
  /** The category column of an individual without one (spec 2 §2). */
  noCategory: 'None',
} as const;

export const IndividualTexts = standardTexts('Individual', 'Individuals', { searchPlaceholder: 'Search Individual' });

/** The category whose members carry a background image. */
export const FOUNDER_CATEGORY = 'Founder';

export const individualSortKeys = ['position', '-position', 'created_at', '-created_at'] as const;

export const individualFields = {
  title: formText({ max: 500, required: IndividualMessages.titleRequired }),
  subtitle: formText({ max: 500, required: IndividualMessages.subtitleRequired }),
  description: formText({ max: 100_000, required: IndividualMessages.descriptionRequired }),
  category: formInt(IndividualMessages.categoryRequired).pipe(z.number().positive(IndividualMessages.categoryRequired)),
  status: formChoice([0, 1], 'status must be 0 or 1.'),
  position: formInt('position must be a whole number.').pipe(z.number().min(0).max(1_000_000_000)),
};
export const individualFileFields = { IndividualImage: 'image', backgroundImage: 'image' } as const;

/** An individual as the API answers it, with its category's name and group. */
export const individualSchema = baseRecordSchema.extend({
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  IndividualImage: z.string().nullable(),
  backgroundImage: z.string().nullable(),
  category: z.number().nullable(),
  category_name: z.string().nullable(),
  category_details: z.object({ id: z.number(), name: z.string(), categoryType: categoryTypeSchema }).nullable(),
});
export type Individual = z.infer<typeof individualSchema>;
