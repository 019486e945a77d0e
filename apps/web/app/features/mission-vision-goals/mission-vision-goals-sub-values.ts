import {
  MissionVisionGoalMessages,
  missionVisionGoalSubFields,
  type MissionVisionGoalSub,
} from '@atrium/contract/mission-vision-goals';
import { firstError, requiredFileError, richTextError, type FormErrors } from '~/lib/form-errors';

/** A sub-goal's form values, under their wire names; `mvgImage` is a newly chosen file. */
export type MissionVisionGoalSubValues = { title: string; description: string; mvgImage: File | null };

export function initialMissionVisionGoalSubValues(record: MissionVisionGoalSub | null): MissionVisionGoalSubValues {
  return { title: record?.title ?? '', description: record?.description ?? '', mvgImage: null };
}

/** Spec 2 §5: title and description required, and an image, the stored one or a new one. */
export function validateMissionVisionGoalSub(
  values: MissionVisionGoalSubValues,
  storedImage: string | null,
): FormErrors {
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
export function missionVisionGoalSubBody(
  values: MissionVisionGoalSubValues,
  record: Pick<MissionVisionGoalSub, 'status'>,
): FormData {
  const body = new FormData();
  body.set('title', values.title.trim());
  body.set('description', values.description);
  body.set('status', String(record.status));
  if (values.mvgImage) body.set('mvgImage', values.mvgImage);
  return body;
}
