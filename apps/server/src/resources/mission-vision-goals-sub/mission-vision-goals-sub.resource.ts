import {
  MissionVisionGoalMessages,
  type missionVisionGoalSubFields,
  missionVisionGoalSubSortKeys,
} from '@atrium/contract/mission-vision-goals';
import type { TableOf } from '../../resource-kit/columns.ts';
import { missionVisionGoalsSubEndpoints } from '@atrium/contract/endpoints/resources';
import { defineResource } from '../../resource-kit/define-resource.ts';
import { sortsFor } from '../../resource-kit/sorts.ts';

/** The mission_vision_goals_sub table, as its field descriptors give it (decision 074). */
type MissionVisionGoalsSubTable = TableOf<typeof missionVisionGoalSubFields.fields>;

declare module '../../db/schema.ts' {
  interface Database {
    mission_vision_goals_sub: MissionVisionGoalsSubTable;
  }
}

/** Mission, Vision and Goal: three fixed rows (no add, delete or reorder), edited and switched Active/Blocked. */
export const missionVisionGoalsSub = defineResource({
  api: missionVisionGoalsSubEndpoints,
  table: 'mission_vision_goals_sub',
  sorts: sortsFor(missionVisionGoalSubSortKeys),
  rules: (row) => {
    const missing = !row.title?.trim() ? 'title' : !row.description?.trim() ? 'description' : null;
    if (missing) return { [missing]: MissionVisionGoalMessages.subRequired };
    return row.image ? {} : { mvgImage: MissionVisionGoalMessages.subImageRequired };
  },
});
