import {
  MissionVisionGoalMessages,
  missionVisionGoalSubFields,
  type MissionVisionGoal,
  type MissionVisionGoalSub,
} from '@atrium/contract/mission-vision-goals';
// Relative, not '~/': the unit tests run under the workspace's Vitest, which has no app alias.
import { firstError, requiredFileError, richTextError, type FormErrors } from '../../lib/form-errors';

/** The main record's form values: title and brief description, no rules (spec 2 §5). */
export type MainValues = { title: string; description: string };

export function initialMainValues(record: MissionVisionGoal | null): MainValues {
  return { title: record?.title ?? '', description: record?.description ?? '' };
}

/** The JSON body of the main record's update (spec 2 §7). */
export function mainBody(values: MainValues): MainValues {
  return { title: values.title.trim(), description: values.description };
}

/** A sub-goal's form values, under their wire names; `mvgImage` is a newly chosen file. */
export type SubGoalValues = { title: string; description: string; mvgImage: File | null };

export function initialSubGoalValues(record: MissionVisionGoalSub | null): SubGoalValues {
  return { title: record?.title ?? '', description: record?.description ?? '', mvgImage: null };
}

/** Spec 2 §5: title and description required, and an image, the stored one or a new one. */
export function validateSubGoal(values: SubGoalValues, storedImage: string | null): FormErrors {
  return {
    title: firstError(missionVisionGoalSubFields.title, values.title),
    description: richTextError(
      missionVisionGoalSubFields.description,
      values.description,
      MissionVisionGoalMessages.subRequired,
    ),
    mvgImage: requiredFileError(values.mvgImage, storedImage, MissionVisionGoalMessages.subImageRequired),
  };
}

/** The multipart body of a sub-goal's update (spec 2 §7): the status it has, the image only when new. */
export function subGoalBody(values: SubGoalValues, record: Pick<MissionVisionGoalSub, 'status'>): FormData {
  const body = new FormData();
  body.set('title', values.title.trim());
  body.set('description', values.description);
  body.set('status', String(record.status));
  if (values.mvgImage) body.set('mvgImage', values.mvgImage);
  return body;
}
