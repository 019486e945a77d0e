import { missionVisionGoalsEndpoints, missionVisionGoalsSubEndpoints } from '@atrium/contract/endpoints/resources';
import type { MissionVisionGoal, MissionVisionGoalSub } from '@atrium/contract/mission-vision-goals';
import { siteData } from '~/lib/site-api';
import type { SectionContext } from '~/site/sections/section';

export type Mission = { main: MissionVisionGoal | null; parts: MissionVisionGoalSub[] };

/** The three parts of mission, vision and goal (requirements Part 2: fixed, never added) and the main record. */
const PARTS = 3;

/** The main record and the published parts by position, read once for the page. */
export function readMission({ api, once }: SectionContext): Promise<Mission> {
  return once('mission', async () => {
    const [main, parts] = await Promise.all([
      siteData(api(missionVisionGoalsEndpoints.list, { query: { limit: 1 } })),
      siteData(api(missionVisionGoalsSubEndpoints.list, { query: { status: 1, sort_by: 'position', limit: PARTS } })),
    ]);
    return { main: main[0] ?? null, parts };
  });
}
