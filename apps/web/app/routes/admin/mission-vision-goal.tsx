import { AdminNavLabels } from '@atrium/contract/messages';
import { Stack } from '@mantine/core';
import { ResourceListPage } from '~/admin-kit/resource-list-page';
import { SingleRecordCard } from '~/admin-kit/single-record';
import { PageHeader } from '~/components/page-header';
import { missionVisionGoalDefinition } from '~/features/mission-vision-goals/main-record';
import { subGoalDefinition } from '~/features/mission-vision-goals/sub-goal-definition';

export async function clientLoader() {
  return null;
}

export function meta() {
  return [{ title: 'Mission Vision Goal · Atrium back office' }];
}

/** Spec 2 §2: the main record on top, the three sub-goals below. */
export default function MissionVisionGoalScreen() {
  return (
    <>
      <PageHeader
        title={AdminNavLabels.missionVisionGoal}
        description="The mission, vision and goal block of the About Us page."
      />
      <Stack gap="xl">
        <SingleRecordCard definition={missionVisionGoalDefinition} />
        <ResourceListPage definition={subGoalDefinition} headingOrder={2} />
      </Stack>
    </>
  );
}
