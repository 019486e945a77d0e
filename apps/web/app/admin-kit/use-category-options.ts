import { categoriesEndpoints } from '@atrium/contract/endpoints/resources';
import type { Category } from '@atrium/contract/categories';
import { CategoryMessages } from '@atrium/contract/categories';
import { MAX_PAGE_SIZE } from '@atrium/contract/enums';
import { useQuery } from '@tanstack/react-query';
import { useQueryErrorToast } from './feedback';
import { call } from '~/lib/api-client';

/**
 * The categories a content form offers (requirements 2 §7): every category of one group that is not
 * deleted (the server never lists deleted ones), in their order; inactive ones too unless
 * `activeOnly` (learn content offers only active ones: GET /categories/?status=1). Kept under the
 * categories resource's query key, so saving a category refreshes every form's choice.
 */
export function useCategoryOptions(
  categoryType: Category['categoryType'],
  {
    activeOnly = false,
    failureMessage = CategoryMessages.fetchForSelectFailed,
  }: { activeOnly?: boolean; failureMessage?: string } = {},
) {
  const status = activeOnly ? 1 : undefined;
  const query = useQuery({
    queryKey: ['categories', 'options', categoryType, status ?? 'any'],
    queryFn: async ({ signal }) =>
      (
        await call(
          categoriesEndpoints.list,
          { query: { categoryType, status, limit: MAX_PAGE_SIZE, sort_by: 'position' } },
          { signal },
        )
      ).data,
    staleTime: 60_000,
  });
  useQueryErrorToast(query, failureMessage);
  return query;
}
