import { describeResourceContract } from '../../testing/resource-contract.suite.ts';
import { buildLearnItem } from '../../testing/learn-fixtures.ts';
import { learnVideos } from './learn-videos.resource.ts';

describeResourceContract({
  resource: learnVideos,
  build: (text) => buildLearnItem('video', { title: text }),
  buildUpdate: (text) => ({ title: text }),
});
