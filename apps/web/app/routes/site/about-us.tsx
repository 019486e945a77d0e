import { foldRoute } from '~/site/sections/fold-route';

/** /about-us (requirements 3 §2): the about-us page's sections. */
export default foldRoute('about-us', '/about-us');
