/**
 * What the global setup hands to the workers, through environment variables (workers start
 * after the setup and inherit its environment).
 */
export type E2eEnv = {
  /** The app the back office's specs use: an empty database, filled by the tests. */
  baseURL: string;
  /** A second app with the demo content (SEED_DEMO), for the public site's specs. */
  siteURL: string;
  dataDir: string;
  mailDir: string;
  adminEmail: string;
  adminPassword: string;
};

export const E2E_ENV_KEYS = {
  baseURL: 'ATRIUM_E2E_BASE_URL',
  siteURL: 'ATRIUM_E2E_SITE_URL',
  dataDir: 'ATRIUM_E2E_DATA_DIR',
  mailDir: 'ATRIUM_E2E_MAIL_DIR',
  adminEmail: 'ATRIUM_E2E_ADMIN_EMAIL',
  adminPassword: 'ATRIUM_E2E_ADMIN_PASSWORD',
} as const satisfies Record<keyof E2eEnv, string>;

export function readE2eEnv(): E2eEnv {
  const out = {} as E2eEnv;
  for (const [key, name] of Object.entries(E2E_ENV_KEYS) as [keyof E2eEnv, string][]) {
    const value = process.env[name];
    if (!value)
      throw new Error(`${name} is not set: run the suite with \`npm run test:e2e\` (its global setup sets it).`);
    out[key] = value;
  }
  return out;
}
