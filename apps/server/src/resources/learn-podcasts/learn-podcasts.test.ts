import { describeResourceContract } from '../../testing/resource-contract.suite.ts';
import { buildLearnItem } from '../../testing/learn-fixtures.ts';
import { learnPodcasts } from './learn-podcasts.resource.ts';

describeResourceContract({
  resource: learnPodcasts,
  build: (text) => buildLearnItem('podcast', { title: text }),
  buildUpdate: (text) => ({ title: text }),
});
