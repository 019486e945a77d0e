import { AdminNavLabels } from '@atrium/contract/messages';
import { Stack } from '@mantine/core';
import { ResourceListPage } from '~/admin-kit/resource-list-page';
import { SingleRecordCard } from '~/admin-kit/single-record';
import { PageHeader } from '~/components/page-header';
import { missionVisionGoalsDefinition } from './mission-vision-goals-definition';
import { missionVisionGoalsSubDefinition } from './mission-vision-goals-sub-definition';

/** Requirements 2 §2: the main record on top, the three sub-goals below. */
export default function MissionVisionGoalsScreen() {
  return (
    <>
      <PageHeader
        title={AdminNavLabels.missionVisionGoal}
        description="The mission, vision and goal block of the About Us page."
      />
      <Stack gap="xl">
        <SingleRecordCard definition={missionVisionGoalsDefinition} />
        <ResourceListPage definition={missionVisionGoalsSubDefinition} headingOrder={2} />
      </Stack>
    </>
  );
}
