import { AdminTexts } from '@atrium/contract/messages';
import { MissionVisionGoalMessages, type MissionVisionGoal } from '@atrium/contract/mission-vision-goals';
import { TextInput } from '@mantine/core';
import { ResourceForm } from '~/admin-kit/resource-form';
import type { SingleRecordDefinition, SingleRecordFormProps } from '~/admin-kit/single-record';
import { createSingleRecordApi } from '~/admin-kit/single-record-api';
import { useKitForm } from '~/admin-kit/use-kit-form';
import { RichTextField } from '~/components/rich-text/rich-text-field';
import { initialMainValues, mainBody, type MainValues } from './mission-vision-goal-values';

export const missionVisionGoalApi = createSingleRecordApi<MissionVisionGoal>('mission-vision-goals');

const noRules = () => ({});

/**
 * The main record's form (spec 2 §2): title and brief description, no rules. The server keeps
 * the description as rich text, so it is edited as such: plain text would come back escaped.
 */
function MainRecordForm({
  record,
  submitting,
  serverErrors,
  onSubmit,
  onCancel,
}: SingleRecordFormProps<MissionVisionGoal>) {
  const form = useKitForm<MainValues>({ initial: () => initialMainValues(record), validate: noRules, serverErrors });
  const { values } = form;

  return (
    <ResourceForm
      mode="edit"
      submitLabel={AdminTexts.submit}
      submitting={submitting}
      form={form}
      onValidSubmit={() => onSubmit(mainBody(values))}
      onCancel={onCancel}
    >
      <TextInput label="Title" maxLength={2000} {...form.field('title')} />
      <RichTextField label="Brief description" {...form.field('description')} minHeight={90} />
    </ResourceForm>
  );
}

/** The record made by the migration: it is only ever updated (PATCH JSON). */
export const missionVisionGoalDefinition: SingleRecordDefinition<MissionVisionGoal> = {
  api: missionVisionGoalApi,
  heading: 'Introduction',
  description: 'The title and brief description above the mission, vision and goal on the site.',
  canCreate: false,
  texts: {
    fetchFailed: MissionVisionGoalMessages.fetchFailed,
    saveFailed: MissionVisionGoalMessages.updateFailed,
    updated: MissionVisionGoalMessages.updated,
  },
  Form: MainRecordForm,
};
