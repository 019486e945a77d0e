import type { SitePage } from '@atrium/contract/enums';
import { type FoldName, FoldNames, isFoldAllowed } from '@atrium/contract/pages';
import { allLearn } from './all-learn/all-learn';
import { heroSlider } from './hero-slider/hero-slider';
import { featuredInitiatives } from './learn/featured-initiatives';
import { initiativesList } from './learn/initiatives-list';
import { learnSlider } from './learn/learn-slider';
import { recentContent } from './learn/recent-content';
import { missionRows } from './mission/mission-rows';
import { missionTabs } from './mission/mission-tabs';
import { advisoryBoard } from './people/advisory-board';
import { advisoryList } from './people/advisory-list';
import { founderBanner } from './people/founder-banner';
import { testimonials } from './people/testimonials';
import type { Section } from './section';

/** Every known fold name (requirements 3 §2) and the section it renders. */
export const foldSections: Record<FoldName, Section<unknown>> = {
  'hero slider': heroSlider,
  'advisory board': advisoryBoard,
  testimonials,
  'mission vision goal': missionTabs,
  'featured initiatives': featuredInitiatives,
  'recent content': recentContent,
  'About Us CEO': founderBanner,
  'Advisory Board All Members': advisoryList,
  'About Us Mission Vision Goal': missionRows,
  'Learn Content Slider': learnSlider,
  'All Learn Data Fold': allLearn,
  initiatives: initiativesList,
};

const byName = new Map<string, FoldName>(FoldNames.map((name) => [name.toLowerCase(), name]));

/**
 * The section a fold of this page renders (requirements 3 §2): its name matched to a known one (in any
 * case: the stored names mix 'hero slider' and 'About Us CEO'). An unknown name, or one the page
 * does not accept (recent content only on home, initiatives only on the initiatives page), logs a
 * warning and renders nothing.
 */
export function sectionFor(name: string, page: SitePage): [FoldName, Section<unknown>] | undefined {
  const known = byName.get(name.trim().toLowerCase());
  if (!known) {
    console.warn(`Unknown section "${name}" on the ${page} page: nothing rendered.`);
    return undefined;
  }
  if (!isFoldAllowed(known, page)) {
    console.warn(`The "${known}" section is not shown on the ${page} page: nothing rendered.`);
    return undefined;
  }
  return [known, foldSections[known]];
}
