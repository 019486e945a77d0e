import { categoriesEndpoints } from '@atrium/contract/endpoints/resources';
import { CategoryMessages, CategoryType, CategoryTypeLabels } from '@atrium/contract/categories';
import { createResourceApi } from '~/admin-kit/resource-api';
import type { GroupType } from './categories-state';

export const categoriesApi = createResourceApi(categoriesEndpoints);

/** One of the screen's three groups (requirements 1 §2): what it is called, and what can be done in it. */
export type CategoryGroup = {
  type: GroupType;
  label: string;
  description: string;
  /** The Add button and the add form's heading; null where nothing can be added (individuals). */
  addLabel: string | null;
  /** The success toast of an add (requirements 1 §8). */
  added: string;
  /** Media types carry an icon (1 to 6 in the picker). */
  hasIcon: boolean;
};

export const categoryGroups: CategoryGroup[] = [
  {
    type: CategoryType.Individuals,
    label: CategoryTypeLabels[CategoryType.Individuals],
    description: 'Sections of people on the About Us page. The site relies on these, so none can be added.',
    addLabel: null,
    added: CategoryMessages.added,
    hasIcon: false,
  },
  {
    type: CategoryType.MediaType,
    label: CategoryTypeLabels[CategoryType.MediaType],
    description: 'Kinds of learn content, each shown with its icon.',
    addLabel: 'Add Media Type',
    added: CategoryMessages.added,
    hasIcon: true,
  },
  {
    type: CategoryType.Learn,
    label: CategoryTypeLabels[CategoryType.Learn],
    description: 'Topics that tag learn content; the public site lists them as initiatives.',
    addLabel: 'Add Tag',
    added: CategoryMessages.learnAdded,
    hasIcon: false,
  },
];
