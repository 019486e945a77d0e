import { adminProfile } from '@atrium/contract/endpoints/auth';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from './api-client';
import { getStoredUser, isLoggedIn, setStoredUser } from './session';

export const profileQueryKey = ['admin-profile', 'getById', {}] as const;

/**
 * The screens show the stored user (requirements 1 §2); this refreshes it from the server in the
 * background, so a change made in another session shows up here too.
 */
export function useProfileRefresh() {
  const query = useQuery({
    queryKey: profileQueryKey,
    queryFn: async () => (await call(adminProfile, {})).data,
    // Read when asked, not only when mounted: a sign-out empties the cache while the shell is
    // still mounted, and a read then would meet a 401 and open the session dialog.
    enabled: () => isLoggedIn(),
  });
  useEffect(() => {
    if (!query.data) return;
    if (JSON.stringify(query.data) !== JSON.stringify(getStoredUser())) setStoredUser(query.data);
  }, [query.data]);
  return query;
}
