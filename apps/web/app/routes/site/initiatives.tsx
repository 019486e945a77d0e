import { foldRoute } from '~/site/sections/fold-route';

/** /initiatives (requirements 3 §2): the initiatives page's sections. */
export default foldRoute('initiatives', '/initiatives');
