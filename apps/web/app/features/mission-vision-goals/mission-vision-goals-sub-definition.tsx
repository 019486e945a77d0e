import { missionVisionGoalsSubEndpoints } from '@atrium/contract/endpoints/resources';
import {
  MissionVisionGoalSubStatusLabels,
  MissionVisionGoalSubTexts,
  type MissionVisionGoalSub,
} from '@atrium/contract/mission-vision-goals';
import { titleColumn } from '~/admin-kit/columns';
import { createResourceApi } from '~/admin-kit/resource-api';
import { Thumbnail } from '~/admin-kit/thumbnail';
import type { ResourceDefinition } from '~/admin-kit/types';
import { MissionVisionGoalSubForm } from './mission-vision-goals-sub-form';
import type { MissionVisionGoalSubBody } from './mission-vision-goals-sub-values';

export const missionVisionGoalsSubApi = createResourceApi(missionVisionGoalsSubEndpoints);

/**
 * Mission, Vision and Goal (requirements 2 §2): three fixed rows, edited and switched Active or
 * Blocked; nothing to add, delete or reorder, too few to search or page.
 */
export const missionVisionGoalsSubDefinition: ResourceDefinition<MissionVisionGoalSub, MissionVisionGoalSubBody> = {
  api: missionVisionGoalsSubApi,
  texts: MissionVisionGoalSubTexts,
  description: 'Each with its picture and text. Only active ones are shown on the site.',
  rowLabel: (row) => row.title,
  Form: MissionVisionGoalSubForm,
  canAdd: false,
  canDelete: false,
  canReorder: false,
  hasSearch: false,
  hasPager: false,
  statusLabels: MissionVisionGoalSubStatusLabels,
  inlineSaveError: true,
  columns: [
    {
      header: 'Image',
      width: '72px',
      role: 'preview',
      render: (row) => <Thumbnail path={row.mvgImage} shape="square" />,
    },
    titleColumn({ title: (row) => row.title, subtitle: (row) => row.description }),
  ],
};
