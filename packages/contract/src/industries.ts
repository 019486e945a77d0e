import { z } from 'zod';
import { formChoice, formInt, formText } from './form.ts';
import { baseRecordSchema } from './record.ts';
import { standardTexts } from './resource-texts.ts';

export const IndustryMessages = { nameRequired: 'Industry name is required.' } as const;

export const IndustryTexts = standardTexts('Industry', 'Industries', { searchPlaceholder: 'Search Industry' });

export const industrySortKeys = [
  'position',
  '-position',
  'industriesName',
  '-industriesName',
  'created_at',
  '-created_at',
] as const;

export const industryFields = {
  industriesName: formText({ max: 200, required: IndustryMessages.nameRequired }),
  status: formChoice([0, 1], 'status must be 0 or 1.'),
  position: formInt('position must be a whole number.').pipe(z.number().min(0).max(1_000_000_000)),
};

/** An industry as the API answers it. */
export const industrySchema = baseRecordSchema.extend({ industriesName: z.string() });
export type Industry = z.infer<typeof industrySchema>;
