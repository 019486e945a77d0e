import { industriesEndpoints } from '@atrium/contract/endpoints/resources';
import type { Industry } from '@atrium/contract/industries';
import { IndustryTexts } from '@atrium/contract/industries';
import { titleColumn } from '~/admin-kit/columns';
import { createResourceApi } from '~/admin-kit/resource-api';
import type { ResourceDefinition } from '~/admin-kit/types';
import { IndustryForm } from './industries-form';
import type { IndustryBody } from './industries-values';

export const industriesApi = createResourceApi(industriesEndpoints);

/** The Industries screen (requirements 2 §2): the industry name, with the whole list convention. */
export const industriesDefinition: ResourceDefinition<Industry, IndustryBody> = {
  api: industriesApi,
  texts: IndustryTexts,
  description: 'The industries visitors can choose from when they request an appointment or write to you.',
  rowLabel: (row) => row.industriesName,
  Form: IndustryForm,
  inlineSaveError: true,
  columns: [titleColumn({ header: 'Name', title: (row) => row.industriesName })],
};
