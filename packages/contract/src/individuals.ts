import { z } from 'zod';
import { categoryTypeSchema } from './categories.ts';
import { file, nullable, number, position, resourceFields, richText, status, text } from './fields.ts';
import { formInt } from './form.ts';
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
  /** The category column of an individual without one (requirements 2 §2). */
  noCategory: 'None',
} as const;

export const IndividualTexts = standardTexts('Individual', 'Individuals', { searchPlaceholder: 'Search Individual' });

/** The category whose members carry a background image. */
export const FOUNDER_CATEGORY = 'Founder';

export const individualSortKeys = ['position', '-position', 'created_at', '-created_at'] as const;

/** An individual's fields, declared once (decision 074). */
export const individualFields = resourceFields({
  title: text({ column: 'title', max: 500, required: IndividualMessages.titleRequired, search: true }),
  subtitle: text({ column: 'subtitle', max: 500, required: IndividualMessages.subtitleRequired, search: true }),
  description: richText({ column: 'description', max: 100_000, required: IndividualMessages.descriptionRequired }),
  category: nullable(
    number({
      column: 'category_id',
      message: IndividualMessages.categoryRequired,
      required: true,
      rule: formInt(IndividualMessages.categoryRequired).pipe(z.number().positive(IndividualMessages.categoryRequired)),
    }),
  ),
  status: status(),
  position: position(),
  IndividualImage: file({ column: 'image', kind: 'image' }),
  backgroundImage: file({ column: 'background_image', kind: 'image' }),
});

/** An individual as the API answers it, with its category's name and group. */
export const individualSchema = baseRecordSchema.extend({
  ...individualFields.record,
  category_name: z.string().nullable(),
  category_details: z.object({ id: z.number(), name: z.string(), categoryType: categoryTypeSchema }).nullable(),
});
export type Individual = z.infer<typeof individualSchema>;
