import { foldRoute } from '~/site/sections/fold-route';

/** /learn (requirements 3 §2): the learn page's sections. */
export default foldRoute('learn', '/learn');
