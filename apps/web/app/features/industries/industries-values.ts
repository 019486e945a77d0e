import type { industriesEndpoints } from '@atrium/contract/endpoints/resources';
import { industryFields, type Industry } from '@atrium/contract/industries';
import { fieldForm } from '~/admin-kit/field-form';
import type { WriteBody } from '~/admin-kit/resource-api';
import type { FormErrors } from '~/lib/form-errors';

/** What an industry's create and update send (decision 074: the contract's body type). */
export type IndustryBody = WriteBody<typeof industriesEndpoints>;

/** The declared fields the form edits (decision 074): values, rules and body come from them. */
export const industryForm = fieldForm(industryFields.fields, ['industriesName']);

/** An industry's form values: its name under its wire name, and the status it saves with. */
export type IndustryValues = ReturnType<typeof industryForm.initial> & { published: boolean };

export function initialIndustryValues(record: Industry | null): IndustryValues {
  return { ...industryForm.initial(record), published: record?.status === 1 };
}

/** The name's rules are the contract's (requirements 2 §5: required). */
export function validateIndustry(values: IndustryValues): FormErrors {
  return industryForm.validate(values);
}

/** The JSON body of a create or update (requirements 2 §7). */
export function industryBody(values: IndustryValues): IndustryBody {
  return { ...industryForm.body(values), status: values.published ? 1 : 0 };
}
