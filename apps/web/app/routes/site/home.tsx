import { foldRoute } from '~/site/sections/fold-route';

/** / (requirements 3 §2): the home page's sections. */
export default foldRoute('home', '/');
