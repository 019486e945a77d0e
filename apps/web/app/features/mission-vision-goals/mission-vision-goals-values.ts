import type { missionVisionGoalsEndpoints } from '@atrium/contract/endpoints/resources';
import type { MissionVisionGoal } from '@atrium/contract/mission-vision-goals';
import type { WriteBody } from '~/admin-kit/resource-api';

/** What the main record's update sends (decision 074: the contract's body type). */
export type MissionVisionGoalBody = WriteBody<typeof missionVisionGoalsEndpoints>;

/** The main record's form values: title and brief description, no rules (requirements 2 §5). */
export type MissionVisionGoalValues = { title: string; description: string };

export function initialMissionVisionGoalValues(record: MissionVisionGoal | null): MissionVisionGoalValues {
  return { title: record?.title ?? '', description: record?.description ?? '' };
}

/** The JSON body of the main record's update (requirements 2 §7). */
export function missionVisionGoalBody(values: MissionVisionGoalValues): MissionVisionGoalBody {
  return { title: values.title.trim(), description: values.description };
}
