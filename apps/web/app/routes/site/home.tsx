import { foldRoute } from '~/site/sections/fold-route';

/** / (spec 3 §2): the home page's sections. */
const route = foldRoute('home');
export const loader = route.loader;
export const meta = route.meta;
export default route.Page;
