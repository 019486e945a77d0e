import type { Redirect } from '@atrium/contract/redirects';
import { RedirectTexts } from '@atrium/contract/redirects';
import { redirectsEndpoints } from '@atrium/contract/endpoints/redirects';
import { titleColumn } from '~/admin-kit/columns';
import { createResourceApi } from '~/admin-kit/resource-api';
import type { ResourceDefinition } from '~/admin-kit/types';
import { RedirectForm, type RedirectBody } from './redirects-form';

export const redirectsApi = createResourceApi(redirectsEndpoints);

/** The Redirects screen: a name, with the whole list convention. */
export const redirectsDefinition: ResourceDefinition<Redirect, RedirectBody> = {
  api: redirectsApi,
  texts: RedirectTexts,
  rowLabel: (row) => row.name,
  Form: RedirectForm,
  columns: [titleColumn({ header: 'Name', title: (row) => row.name })],
};
