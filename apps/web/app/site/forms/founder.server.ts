import { categoriesEndpoints, individualsEndpoints } from '@atrium/contract/endpoints/resources';
import { SystemCategories } from '@atrium/contract/categories';
import type { SiteApi } from '~/lib/site-api';
import type { PopupFounder } from '~/site/forms/appointment-popup';

/**
 * The founder the appointment popup shows (requirements 3 §2): the first published individual, by
 * position, of the published Founder category. Two small reads, never the whole list.
 */
export async function popupFounder(api: SiteApi): Promise<PopupFounder> {
  try {
    const categories = await api(categoriesEndpoints.list, {
      query: { name: SystemCategories.Founder.name, status: 1, limit: 1 },
    });
    if (!categories.body.success) return { state: 'failed' };
    const category = categories.body.data[0];
    if (!category) return { state: 'none' };
    const people = await api(individualsEndpoints.list, {
      query: { category: category.id, status: 1, sort_by: 'position', limit: 1 },
    });
    if (!people.body.success) return { state: 'failed' };
    const founder = people.body.data[0];
    return founder ? { state: 'found', founder } : { state: 'none' };
  } catch {
    return { state: 'failed' };
  }
}
