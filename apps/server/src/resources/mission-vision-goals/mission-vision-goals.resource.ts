import { missionVisionGoalFields } from '@atrium/contract/mission-vision-goals';
import { z } from 'zod';
import { baseWire, mapColumns } from '../../resource-kit/columns.ts';
import { defineResource } from '../../resource-kit/define-resource.ts';
import { sortsFor } from '../../resource-kit/sorts.ts';
import { baseWireSchema } from '../../resource-kit/wire.ts';

/** The single mission-vision-goal record, created by the migration; it is read and updated only. */
export const missionVisionGoals = defineResource({
  key: 'mission-vision-goals',
  table: 'mission_vision_goals',
  noun: 'Mission vision goal',
  singleton: true,
  operations: { create: false, count: false },
  fields: missionVisionGoalFields,
  required: [],
  wireSchema: z.object({ ...baseWireSchema, title: z.string(), description: z.string() }),
  publicRead: true,
  sorts: sortsFor(['position', 'created_at', '-created_at']),
  searchText: (row) => `${row.title}`,
  toColumns: mapColumns({ fields: { title: 'title', description: 'description' }, richText: ['description'] }),
  toWire: (row) => ({ ...baseWire(row), title: row.title as string, description: row.description as string }),
});
