import type { AdminScreen } from '~/admin-kit/admin-screen';

/** A feature's screen with where it lives: its feature key and its route module, relative to app/. */
export type RegisteredScreen = AdminScreen & { key: string; file: string };

/**
 * The one registry of back-office screens: every `features/<key>/<key>-admin.ts`. app/admin/routes.tsx
 * makes a lazy route of each one's screen, and the shell-layout route the navigation and the
 * screens' titles.
 */
const registrations = import.meta.glob<AdminScreen>('./features/*/*-admin.ts', { eager: true, import: 'default' });

export const adminScreens: RegisteredScreen[] = registerAll(registrations);

export function registerAll(modules: Record<string, AdminScreen>): RegisteredScreen[] {
  const screens = Object.entries(modules).map(([modulePath, screen]) => {
    const key = /^\.\/features\/([a-z0-9-]+)\/\1-admin\.ts$/.exec(modulePath)?.[1];
    if (!key) throw new Error(`${modulePath}: a screen is registered in features/<key>/<key>-admin.ts`);
    return { ...screen, key, file: `features/${key}/${key}-screen.tsx` };
  });
  const seen = new Map<string, string>();
  for (const screen of screens) {
    const other = seen.get(screen.path);
    if (other) throw new Error(`features ${other} and ${screen.key} both register /admin/${screen.path}`);
    seen.set(screen.path, screen.key);
  }
  return screens;
}

/** The screen at an address, if a feature registered one there. */
export function screenAt(pathname: string): RegisteredScreen | undefined {
  return adminScreens.find((screen) => pathname.replace(/\/+$/, '') === `/admin/${screen.path}`);
}

/** The navigation entry of a registered screen. */
export const navScreenOf = (screen: AdminScreen) => ({
  ...screen.nav,
  to: `/admin/${screen.path}`,
  ...(screen.access ? { access: screen.access } : {}),
});
