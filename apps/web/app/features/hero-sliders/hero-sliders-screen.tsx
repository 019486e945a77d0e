import { ResourceListPage } from '~/admin-kit/resource-list-page';
import { heroSlidersDefinition } from './hero-sliders-definition';

/** Requirements 1 §2: the slides of the site's pages, with the whole list convention. */
export default function HeroSlidersScreen() {
  return <ResourceListPage definition={heroSlidersDefinition} />;
}
