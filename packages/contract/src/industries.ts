import type { z } from 'zod';
import { position, resourceFields, status, text } from './fields.ts';
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

/** An industry's fields, declared once (decision 074). */
export const industryFields = resourceFields({
  industriesName: text({
    column: 'name',
    max: 200,
    required: IndustryMessages.nameRequired,
    search: true,
    label: 'Industry name',
    placeholder: 'e.g. Renewable energy',
  }),
  status: status(),
  position: position(),
});

/** An industry as the API answers it. */
export const industrySchema = baseRecordSchema.extend(industryFields.record);
export type Industry = z.infer<typeof industrySchema>;
