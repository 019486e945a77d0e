import { redirectFields, redirectSchema, redirectSortKeys } from '../redirects.ts';
import { resourceEndpoints } from '../resource-endpoints.ts';

export const redirectsEndpoints = resourceEndpoints({
  key: 'redirects',
  noun: 'Redirect',
  // Who manages it (decision 035): 'editor' for content, 'admin' for administrators only.
  access: 'editor',
  record: redirectSchema,
  ...redirectFields.spec,
  sortKeys: redirectSortKeys,
  publicRead: true,
});
