import type { MissionVisionGoal } from '@atrium/contract/mission-vision-goals';

/** The main record's form values: title and brief description, no rules (requirements 2 §5). */
export type MissionVisionGoalValues = { title: string; description: string };

export function initialMissionVisionGoalValues(record: MissionVisionGoal | null): MissionVisionGoalValues {
  return { title: record?.title ?? '', description: record?.description ?? '' };
}

/** The JSON body of the main record's update (requirements 2 §7). */
export function missionVisionGoalBody(values: MissionVisionGoalValues): MissionVisionGoalValues {
  return { title: values.title.trim(), description: values.description };
}
