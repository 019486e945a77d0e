import { ResourceListPage } from '~/admin-kit/resource-list-page';
import { heroSliderDefinition } from '~/features/hero-sliders/hero-slider-definition';

export async function clientLoader() {
  return null;
}

export function meta() {
  return [{ title: 'Hero Slider · Atrium back office' }];
}

export default function HeroSliderScreen() {
  return <ResourceListPage definition={heroSliderDefinition} />;
}
