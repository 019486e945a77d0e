import type { missionVisionGoalFields } from '@atrium/contract/mission-vision-goals';
import { missionVisionGoalsEndpoints } from '@atrium/contract/endpoints/resources';
import type { TableOf } from '../../resource-kit/columns.ts';
import { defineResource } from '../../resource-kit/define-resource.ts';
import { sortsFor } from '../../resource-kit/sorts.ts';

/** The mission_vision_goals table, as its field descriptors give it (decision 074). */
type MissionVisionGoalsTable = TableOf<typeof missionVisionGoalFields.fields>;

declare module '../../db/schema.ts' {
  interface Database {
    mission_vision_goals: MissionVisionGoalsTable;
  }
}

/** The single mission-vision-goal record, created by the migration; it is read and updated only. */
export const missionVisionGoals = defineResource({
  api: missionVisionGoalsEndpoints,
  table: 'mission_vision_goals',
  sorts: sortsFor(['position', 'created_at', '-created_at']),
});
