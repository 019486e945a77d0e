import { industryFields, type Industry } from '@atrium/contract/industries';
import { firstError, type FormErrors } from '~/lib/form-errors';

/** An industry's form values: its name under its wire name, and the status it saves with. */
export type IndustryValues = { industriesName: string; published: boolean };

export function initialIndustryValues(record: Industry | null): IndustryValues {
  return { industriesName: record?.industriesName ?? '', published: record?.status === 1 };
}

/** The name's rules are the contract's (spec 2 §5: required). */
export function validateIndustry(values: IndustryValues): FormErrors {
  return { industriesName: firstError(industryFields.industriesName, values.industriesName) };
}

/** The JSON body of a create or update (spec 2 §7). */
export function industryBody(values: IndustryValues): { industriesName: string; status: 0 | 1 } {
  return { industriesName: values.industriesName.trim(), status: values.published ? 1 : 0 };
}
