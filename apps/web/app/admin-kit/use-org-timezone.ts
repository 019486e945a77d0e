import { adminSettings } from '@atrium/contract/endpoints/admin-settings';
import { useQuery } from '@tanstack/react-query';
import { call } from '~/lib/api-client';

/**
 * The organisation's time zone (ORG_TIMEZONE, decision 034): publish and unpublish times are
 * shown and entered in it, whatever the browser's own zone. Read once per session; `ready` is
 * false until then (the inputs wait, so nothing is read in the wrong zone).
 */
export function useOrgTimezone(): { zone: string; ready: boolean } {
  const query = useQuery({
    queryKey: ['admin-settings'],
    queryFn: async ({ signal }) => (await call(adminSettings, {}, { signal })).data,
    staleTime: Infinity,
  });
  return { zone: query.data?.orgTimezone ?? 'UTC', ready: query.data !== undefined };
}
