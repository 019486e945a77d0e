import { describeResourceContract } from '../../testing/resource-contract.suite.ts';
import { buildLearnItem } from '../../testing/learn-fixtures.ts';
import { describeVideoPart } from '../../testing/learn-media.suite.ts';
import { learnPodcasts } from './learn-podcasts.resource.ts';

describeResourceContract({
  resource: learnPodcasts,
  build: (text) => buildLearnItem('podcast', { title: text }),
  buildUpdate: (text) => ({ title: text }),
});

// The rules every learn type shares run in modules/learn/learn-item.test.ts.
describeVideoPart('podcast');
