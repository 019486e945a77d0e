import type { MissionVisionGoalSub } from '@atrium/contract/mission-vision-goals';
import { TextInput } from '@mantine/core';
import { useCallback } from 'react';
import { ResourceForm } from '~/admin-kit/resource-form';
import type { ResourceFormProps } from '~/admin-kit/types';
import { useKitForm } from '~/admin-kit/use-kit-form';
import { ImagePicker } from '~/components/media-inputs/image-picker';
import { RichTextField } from '~/components/rich-text/rich-text-field';
import {
  initialMissionVisionGoalSubValues,
  missionVisionGoalSubBody,
  validateMissionVisionGoalSub,
  type MissionVisionGoalSubBody,
  type MissionVisionGoalSubValues,
} from './mission-vision-goals-sub-values';

/** The edit form of a sub-goal (requirements 2 §2, §5): title, rich-text description and image. */
export function MissionVisionGoalSubForm({
  mode,
  record,
  submitting,
  serverErrors,
  onSubmit,
  onCancel,
}: ResourceFormProps<MissionVisionGoalSub, MissionVisionGoalSubBody>) {
  const storedImage = record?.mvgImage ?? null;
  const validate = useCallback(
    (values: MissionVisionGoalSubValues) => validateMissionVisionGoalSub(values, storedImage),
    [storedImage],
  );
  const form = useKitForm<MissionVisionGoalSubValues>({
    initial: () => initialMissionVisionGoalSubValues(record),
    validate,
    serverErrors,
  });
  const { values } = form;

  return (
    <ResourceForm
      mode={mode}
      submitting={submitting}
      form={form}
      onValidSubmit={() => onSubmit(missionVisionGoalSubBody(values, record ?? { status: 0 }))}
      onCancel={onCancel}
    >
      <TextInput label="Title" maxLength={2000} {...form.field('title')} required />
      <RichTextField label="Description" {...form.field('description')} required minHeight={120} />
      <ImagePicker
        label="Image"
        {...form.field('mvgImage')}
        existing={storedImage}
        required
        // Not square: a square frame would fill a phone's screen.
        aspectRatio={4 / 3}
      />
    </ResourceForm>
  );
}
