/**
 * The Node.js the project runs on. `engines.node` in package.json is the one statement of it; npm
 * scripts run the `node` package's binary (node_modules/.bin comes first on their PATH), so the
 * machine's own Node may be older. Imported first by the entry points: a server started on an older
 * Node stops here, with what to do, before any dependency loads. It also keeps stack traces on our
 * TypeScript's lines (tsx's source maps) but holds no source map of the packages in node_modules,
 * which run the JavaScript they ship: 4 MB less heap (docs/decisions.md "Libraries of rare tasks load
 * on first use").
 */
import { readFileSync } from 'node:fs';
import nodeModule from 'node:module';

/** The lowest major version an engines range such as `>=22` allows. */
export function lowestMajor(engines: string): number {
  const match = /(\d+)/.exec(engines);
  if (!match) throw new Error(`engines.node '${engines}' names no version`);
  return Number(match[1]);
}

/** Whether `version` (`v24.21.0` or `24.21.0`) is at least the lowest major of `engines`. */
export function satisfiesEngines(version: string, engines: string): boolean {
  return Number(version.replace(/^v/, '').split('.')[0]) >= lowestMajor(engines);
}

/** package.json's `engines.node`. */
export const requiredNode: string = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
).engines.node;

if (!satisfiesEngines(process.version, requiredNode)) {
  console.error(
    `Club Beheer needs Node.js ${requiredNode}; this is ${process.version}. ` +
      'Start it with npm start (npm scripts run the Node that npm install put in node_modules).',
  );
  process.exit(1);
}

// Node 22.14 and later (an older 22 keeps every source map).
nodeModule.setSourceMapsSupport?.(true, { nodeModules: false, generatedCode: false });
