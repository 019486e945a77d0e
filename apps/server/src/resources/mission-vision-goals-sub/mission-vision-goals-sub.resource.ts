import { MissionVisionGoalMessages, missionVisionGoalSubSortKeys } from '@atrium/contract/mission-vision-goals';
import type { ContentColumns } from '../../db/schema.ts';
import { baseWire } from '../../resource-kit/columns.ts';
import { missionVisionGoalsSubEndpoints } from '@atrium/contract/endpoints/resources';
import { defineResource } from '../../resource-kit/define-resource.ts';
import { sortsFor } from '../../resource-kit/sorts.ts';

/** The mission_vision_goals_sub table, as the migrations build it. */
export type MissionVisionGoalsSubTable = ContentColumns & { title: string; description: string; image: string | null };

declare module '../../db/schema.ts' {
  interface Database {
    mission_vision_goals_sub: MissionVisionGoalsSubTable;
  }
}

/** Mission, Vision and Goal: three fixed rows (no add, delete or reorder), edited and switched Active/Blocked. */
export const missionVisionGoalsSub = defineResource({
  api: missionVisionGoalsSubEndpoints,
  table: 'mission_vision_goals_sub',
  columns: { title: 'title', description: 'description', status: 'status', mvgImage: 'image' },
  richText: ['description'],
  sorts: sortsFor(missionVisionGoalSubSortKeys),
  searchText: (row) => [row.title, row.description],
  rules: (row) => {
    const missing = !row.title?.trim() ? 'title' : !row.description?.trim() ? 'description' : null;
    if (missing) return { [missing]: MissionVisionGoalMessages.subRequired };
    return row.image ? {} : { mvgImage: MissionVisionGoalMessages.subImageRequired };
  },
  toWire: (row) => ({ ...baseWire(row), title: row.title, description: row.description, mvgImage: row.image }),
});
