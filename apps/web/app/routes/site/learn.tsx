import { foldRoute } from '~/site/sections/fold-route';

/** /learn (spec 3 §2): the learn page's sections. */
const route = foldRoute('learn');
export const loader = route.loader;
export const meta = route.meta;
export default route.Page;
