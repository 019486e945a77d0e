import { ResourceListPage } from '~/admin-kit/resource-list-page';
import { learnVideosDefinition } from './learn-videos-definition';

/** Requirements 2 §2: the videos, with the whole list convention. */
export default function LearnVideosScreen() {
  return <ResourceListPage definition={learnVideosDefinition} />;
}
