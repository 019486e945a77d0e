import {
  MissionVisionGoalMessages,
  subGoalFields,
  subGoalFileFields,
  subGoalSortKeys,
} from '@atrium/contract/mission-vision-goals';
import { z } from 'zod';
import { baseWire, mapColumns } from '../../resource-kit/columns.ts';
import { defineResource } from '../../resource-kit/define-resource.ts';
import { sortsFor } from '../../resource-kit/sorts.ts';
import { baseWireSchema } from '../../resource-kit/wire.ts';

/** Mission, Vision and Goal: three fixed rows (no add, delete or reorder), edited and switched Active/Blocked. */
export const missionVisionGoalsSub = defineResource({
  key: 'mission-vision-goals-sub',
  table: 'mission_vision_goals_sub',
  noun: 'Sub-goal',
  operations: { create: false, remove: false, bulkRemove: false, reorder: false },
  fields: subGoalFields,
  required: [],
  files: subGoalFileFields,
  wireSchema: z.object({
    ...baseWireSchema,
    title: z.string(),
    description: z.string(),
    mvgImage: z.string().nullable(),
  }),
  publicRead: true,
  sorts: sortsFor(subGoalSortKeys),
  searchText: (row) => `${row.title} ${row.description}`,
  toColumns: mapColumns({
    fields: { title: 'title', description: 'description', status: 'status' },
    richText: ['description'],
    files: { mvgImage: 'image' },
  }),
  rules: (row): Record<string, string> => {
    if (!String(row.title).trim() || !String(row.description).trim()) {
      return { [!String(row.title).trim() ? 'title' : 'description']: MissionVisionGoalMessages.subRequired };
    }
    return row.image ? {} : { mvgImage: MissionVisionGoalMessages.subImageRequired };
  },
  toWire: (row) => ({
    ...baseWire(row),
    title: row.title as string,
    description: row.description as string,
    mvgImage: (row.image as string | null) ?? null,
  }),
});
