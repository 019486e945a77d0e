import { AdminTexts } from '@atrium/contract/messages';
import type { MissionVisionGoal } from '@atrium/contract/mission-vision-goals';
import { TextInput } from '@mantine/core';
import { ResourceForm } from '~/admin-kit/resource-form';
import type { SingleRecordFormProps } from '~/admin-kit/single-record';
import { useKitForm } from '~/admin-kit/use-kit-form';
import { RichTextField } from '~/components/rich-text/rich-text-field';
import {
  initialMissionVisionGoalValues,
  missionVisionGoalBody,
  type MissionVisionGoalBody,
  type MissionVisionGoalValues,
} from './mission-vision-goals-values';

const noRules = () => ({});

/**
 * The main record's form (requirements 2 §2): title and brief description, no rules. The server keeps
 * the description as rich text, so it is edited as such: plain text would come back escaped.
 */
export function MissionVisionGoalForm({
  record,
  submitting,
  serverErrors,
  onSubmit,
  onCancel,
}: SingleRecordFormProps<MissionVisionGoal, MissionVisionGoalBody>) {
  const form = useKitForm<MissionVisionGoalValues>({
    initial: () => initialMissionVisionGoalValues(record),
    validate: noRules,
    serverErrors,
  });
  const { values } = form;

  return (
    <ResourceForm
      mode="edit"
      submitLabel={AdminTexts.submit}
      submitting={submitting}
      form={form}
      onValidSubmit={() => onSubmit(missionVisionGoalBody(values))}
      onCancel={onCancel}
    >
      <TextInput label="Title" maxLength={2000} {...form.field('title')} />
      <RichTextField label="Brief description" {...form.field('description')} minHeight={90} />
    </ResourceForm>
  );
}
