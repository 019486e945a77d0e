import { individualsEndpoints } from '@atrium/contract/endpoints/resources';
import { IndividualMessages, IndividualTexts, type Individual } from '@atrium/contract/individuals';
import { textColumn, titleColumn } from '~/admin-kit/columns';
import { createResourceApi } from '~/admin-kit/resource-api';
import { Thumbnail } from '~/admin-kit/thumbnail';
import type { ResourceDefinition } from '~/admin-kit/types';
import { IndividualForm } from './individuals-form';
import type { IndividualBody } from './individuals-values';

export const individualsApi = createResourceApi(individualsEndpoints);

/** The Individuals screen (requirements 2 §2): founders, advisory board members and testimonials. */
export const individualsDefinition: ResourceDefinition<Individual, IndividualBody> = {
  api: individualsApi,
  texts: IndividualTexts,
  description: 'The people on the About us and Home pages: the founder, the advisory board and testimonials.',
  rowLabel: (row) => row.title,
  Form: IndividualForm,
  columns: [
    {
      header: 'Image',
      width: '72px',
      role: 'preview',
      render: (row) => <Thumbnail path={row.IndividualImage} shape="square" />,
    },
    titleColumn({ header: 'Name', title: (row) => row.title, subtitle: (row) => row.subtitle }),
    textColumn('Category', (row) => row.category_name ?? IndividualMessages.noCategory, '120px'),
  ],
};
