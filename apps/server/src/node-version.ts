/**
 * Atrium needs Node 24 (node:sqlite, crypto.argon2, type stripping). npm scripts use the pinned
 * `node` package; running the machine's older Node directly would fail in obscure ways.
 */
export function assertNodeVersion(): void {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 24) {
    console.error(
      `Atrium needs Node.js 24 but this is ${process.version}. Run it through npm (npm start, npm test), ` +
        'which uses the Node 24 that `npm install` put in node_modules, or install Node 24.',
    );
    process.exit(1);
  }
}
