import { foldRoute } from '~/site/sections/fold-route';

/** /about-us (spec 3 §2): the about-us page's sections. */
const route = foldRoute('about-us');
export const loader = route.loader;
export const meta = route.meta;
export default route.Page;
