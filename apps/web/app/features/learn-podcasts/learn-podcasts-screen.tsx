import { ResourceListPage } from '~/admin-kit/resource-list-page';
import { learnPodcastsDefinition } from './learn-podcasts-definition';

/** Requirements 2 §2: the podcasts, with the whole list convention. */
export default function LearnPodcastsScreen() {
  return <ResourceListPage definition={learnPodcastsDefinition} />;
}
