import type { missionVisionGoalsSubEndpoints } from '@atrium/contract/endpoints/resources';
import type { WriteBody } from '~/admin-kit/resource-api';
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

/** Requirements 2 §5: title and description required, and an image, the stored one or a new one. */
export function validateMissionVisionGoalSub(
  values: MissionVisionGoalSubValues,
  storedImage: string | null,
): FormErrors {
  return {
    title: firstError(missionVisionGoalSubFields.fields.title.body, values.title),
    description: richTextError(
      missionVisionGoalSubFields.fields.description.body,
      values.description,
      MissionVisionGoalMessages.subRequired,
    ),
    mvgImage: requiredFileError(values.mvgImage, storedImage, MissionVisionGoalMessages.subImageRequired),
  };
}

/** What a sub-goal's update sends (decision 074: the contract's body type). */
export type MissionVisionGoalSubBody = WriteBody<typeof missionVisionGoalsSubEndpoints>;

/** The body of a sub-goal's update (multipart with a new image, the kit decides) (requirements 2 §7): the status it has, the image only when new. */
export function missionVisionGoalSubBody(
  values: MissionVisionGoalSubValues,
  record: Pick<MissionVisionGoalSub, 'status'>,
): MissionVisionGoalSubBody {
  return {
    title: values.title.trim(),
    description: values.description,
    status: record.status,
    ...(values.mvgImage ? { mvgImage: values.mvgImage } : {}),
  };
}
