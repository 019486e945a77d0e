/** The address of the site's entry script (scripts/site-client-plugin.ts). */
declare module 'virtual:atrium/site-client' {
  const href: string;
  export default href;
}
