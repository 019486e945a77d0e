import { industriesEndpoints } from '@atrium/contract/endpoints/resources';
import { MAX_PAGE_SIZE } from '@atrium/contract/enums';
import type { SiteApi } from '~/lib/site-api';

/** An industry as the contact form's select offers it. */
export type IndustryOption = { id: number; name: string };

/**
 * The published industries for the contact form's select (requirements 3 §7: GET /industries/), in the
 * administrators' order; null when they cannot be read (the form then says so, requirements 3 §8).
 */
export async function contactIndustries(api: SiteApi): Promise<IndustryOption[] | null> {
  try {
    const { body } = await api(industriesEndpoints.list, {
      query: { status: 1, sort_by: 'position', limit: MAX_PAGE_SIZE },
    });
    if (!body.success) return null;
    return body.data.map((industry) => ({ id: industry.id, name: industry.industriesName }));
  } catch {
    return null;
  }
}
