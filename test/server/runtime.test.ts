/**
 * The supported runtime (issue G2): the tests themselves run on the Node that package.json's engines
 * ask for (the `node` package's binary, first on npm scripts' PATH), and an older Node is refused.
 */
import { describe, expect, it } from 'vitest';
import { lowestMajor, requiredNode, satisfiesEngines } from '../../server/src/runtime';

describe('runtime', () => {
  it('runs these tests on a Node that package.json allows, an LTS of 22 or later', () => {
    expect(lowestMajor(requiredNode)).toBeGreaterThanOrEqual(22);
    expect(satisfiesEngines(process.version, requiredNode)).toBe(true);
  });

  it('refuses Node 20 and takes 22 and 24 for engines >=22', () => {
    expect(satisfiesEngines('v20.20.2', '>=22')).toBe(false);
    expect(satisfiesEngines('v22.23.3', '>=22')).toBe(true);
    expect(satisfiesEngines('24.21.0', '>=22')).toBe(true);
    expect(() => lowestMajor('*')).toThrow(/names no version/);
  });
});
