import { missionVisionGoalsEndpoints } from '@atrium/contract/endpoints/resources';
import { MissionVisionGoalMessages, type MissionVisionGoal } from '@atrium/contract/mission-vision-goals';
import type { SingleRecordDefinition } from '~/admin-kit/single-record';
import { createSingleRecordApi } from '~/admin-kit/single-record-api';
import { MissionVisionGoalForm } from './mission-vision-goals-form';
import type { MissionVisionGoalBody } from './mission-vision-goals-values';

export const missionVisionGoalsApi = createSingleRecordApi(missionVisionGoalsEndpoints);

/** The record made by the migration: it is only ever updated (PATCH JSON). */
export const missionVisionGoalsDefinition: SingleRecordDefinition<MissionVisionGoal, MissionVisionGoalBody> = {
  api: missionVisionGoalsApi,
  heading: 'Introduction',
  description: 'The title and brief description above the mission, vision and goal on the site.',
  canCreate: false,
  texts: {
    fetchFailed: MissionVisionGoalMessages.fetchFailed,
    saveFailed: MissionVisionGoalMessages.updateFailed,
    updated: MissionVisionGoalMessages.updated,
  },
  Form: MissionVisionGoalForm,
};
