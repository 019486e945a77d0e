import { publicSiteSettings } from '@atrium/contract/endpoints/site-settings';
import { DEFAULT_PHONE_COUNTRY } from '@atrium/contract/submission-rules';
import { useQuery } from '@tanstack/react-query';
import { call } from '~/lib/api-client';

/** The query Site settings refreshes when it saves, so a new default country applies at once. */
export const defaultCountryKey = ['default-country'] as const;

/**
 * The site's default country (Site settings, decision 084): phone numbers without '+' are read as
 * its numbers, and shown in its national format. US until the settings are read.
 */
export function useDefaultCountry(): string {
  const query = useQuery({
    queryKey: defaultCountryKey,
    queryFn: async ({ signal }) => (await call(publicSiteSettings, {}, { signal })).data.defaultCountry,
    staleTime: Infinity,
  });
  return query.data ?? DEFAULT_PHONE_COUNTRY;
}
