import { ResourceListPage } from '~/admin-kit/resource-list-page';
import { individualDefinition } from './individual-definition';

/** Spec 2 §2: founders, advisory board members and testimonials, with the whole list convention. */
export default function IndividualsScreen() {
  return <ResourceListPage definition={individualDefinition} />;
}
