import { ResourceListPage } from '~/admin-kit/resource-list-page';
import { industryDefinition } from '~/features/industries/industry-definition';

export function meta() {
  return [{ title: 'Industries · Atrium back office' }];
}

export default function IndustriesScreen() {
  return <ResourceListPage definition={industryDefinition} />;
}
