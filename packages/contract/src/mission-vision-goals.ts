import type { z } from 'zod';
import { file, resourceFields, richText, status, text } from './fields.ts';
import { baseRecordSchema } from './record.ts';
import { standardTexts } from './resource-texts.ts';

export const MissionVisionGoalMessages = {
  fetchFailed: 'Unable to fetch mission vision goals. Please try again.',
  updateFailed: 'Unable to update mission vision goal. Please try again.',
  updated: 'Mission Vision Goal Updated Successfully!',
  subRequired: 'Title and description are required.',
  subImageRequired: 'Please add an image.',
} as const;

export const MissionVisionGoalSubTexts = standardTexts('Sub-Goal', 'Sub-Goals', {
  updated: 'Sub-Goal Updated Successfully!',
  published: 'Sub-Goal Active Successfully!',
  unpublished: 'Sub-Goal Blocked Successfully!',
  countsToast: 'Unable to fetch sub-goal counts. Please try again.',
  listToast: 'Unable to fetch sub-goals. Please try again.',
  listInline: 'Failed to fetch sub-goals. Please try again.',
  updateFailed: 'An error occurred while updating.',
  statusFailedTitle: 'Failed to Update Status',
});

/** Requirements 2 §2, §4: the row actions are Publish and Unpublish; the states read Active and Blocked. */
export const MissionVisionGoalSubStatusLabels = {
  published: 'Active',
  unpublished: 'Blocked',
  publish: 'Publish',
  unpublish: 'Unpublish',
} as const;

/** The single record's fields, declared once (decision 074). */
export const missionVisionGoalFields = resourceFields({
  title: text({ column: 'title', max: 2_000, search: true }),
  description: richText({ column: 'description', max: 20_000 }),
});

export const missionVisionGoalSubSortKeys = ['position', '-position', 'created_at', '-created_at'] as const;

/** A sub-goal's fields, declared once (decision 074). */
export const missionVisionGoalSubFields = resourceFields({
  title: text({ column: 'title', max: 2_000, required: MissionVisionGoalMessages.subRequired, search: true }),
  description: richText({
    column: 'description',
    max: 100_000,
    required: MissionVisionGoalMessages.subRequired,
    search: true,
  }),
  status: status(),
  mvgImage: file({ column: 'image', kind: 'image' }),
});

/** The single mission-vision-goal record. */
export const missionVisionGoalSchema = baseRecordSchema.extend(missionVisionGoalFields.record);
export type MissionVisionGoal = z.infer<typeof missionVisionGoalSchema>;

/** One of the three sub-goals (Mission, Vision, Goal). */
export const missionVisionGoalSubSchema = baseRecordSchema.extend(missionVisionGoalSubFields.record);
export type MissionVisionGoalSub = z.infer<typeof missionVisionGoalSubSchema>;
