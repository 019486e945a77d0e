import type { NavPlacement } from '~/components/admin-shell/nav-items';

/**
 * A feature's back-office screen, registered by the feature itself in
 * `features/<key>/<key>-admin.ts` (default export). The screen is the route module beside it,
 * `features/<key>/<key>-screen.tsx`: app/admin/routes.tsx mounts it at `/admin/<path>`, and the
 * shell lists it in the navigation and titles the page with its label, so a new screen touches
 * nothing outside its folder. A registration imports values only from packages (labels from the
 * contract): the back office's first chunk holds every registration.
 */
export type AdminScreen = {
  /** The address under /admin, as the spec writes it, e.g. 'hero-slider'. */
  path: string;
  nav: NavPlacement;
  /**
   * Who may open it (decision 035): `admin` for administrators only (hidden from editors'
   * navigation, a "not allowed" screen at its address); any signed-in user when absent. The
   * server checks every call by itself; this only keeps editors from screens that would fail.
   */
  access?: 'admin';
};

/** The screen's document title: its navigation label, then the back office's name. */
export const adminScreenTitle = (screen: AdminScreen) => `${screen.nav.label} · Atrium back office`;
