import type { ContentColumns } from '../../db/schema.ts';
import { baseWire } from '../../resource-kit/columns.ts';
import { missionVisionGoalsEndpoints } from '@atrium/contract/endpoints/resources';
import { defineResource } from '../../resource-kit/define-resource.ts';
import { sortsFor } from '../../resource-kit/sorts.ts';

/** The mission_vision_goals table, as the migrations build it. */
export type MissionVisionGoalsTable = ContentColumns & { title: string; description: string };

declare module '../../db/schema.ts' {
  interface Database {
    mission_vision_goals: MissionVisionGoalsTable;
  }
}

/** The single mission-vision-goal record, created by the migration; it is read and updated only. */
export const missionVisionGoals = defineResource({
  api: missionVisionGoalsEndpoints,
  table: 'mission_vision_goals',
  columns: { title: 'title', description: 'description' },
  richText: ['description'],
  sorts: sortsFor(['position', 'created_at', '-created_at']),
  searchText: (row) => [row.title],
  toWire: (row) => ({ ...baseWire(row), title: row.title, description: row.description }),
});
