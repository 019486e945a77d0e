import { foldRoute } from '~/site/sections/fold-route';

/** /initiatives (spec 3 §2): the initiatives page's sections. */
const route = foldRoute('initiatives');
export const loader = route.loader;
export const meta = route.meta;
export default route.Page;
