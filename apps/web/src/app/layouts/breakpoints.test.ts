import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { breakpoints, OVERLAY_NAV_BREAKPOINT_PX } from '@maryjane/contract/constants';
import { describe, expect, it } from 'vitest';

// postcss.config.cjs cannot import the contract, so it repeats the breakpoints; keep them equal.
const require = createRequire(import.meta.url);
const config = require('../../../postcss.config.cjs') as {
  plugins: { 'postcss-simple-vars': { variables: Record<string, string> } };
};
const variables = config.plugins['postcss-simple-vars'].variables;

describe('CSS breakpoint variables', () => {
  it('match the contract', () => {
    expect(variables['mantine-breakpoint-overlay-nav']).toBe(`${OVERLAY_NAV_BREAKPOINT_PX / 16}em`);
    for (const name of ['xs', 'sm', 'md', 'lg', 'xl'] as const) {
      expect(variables[`mantine-breakpoint-${name}`]).toBe(`${breakpoints[name] / 16}em`);
    }
  });
});

describe('responsive style props', () => {
  // The contract's xs breakpoint is 0 px (spec §9), so `{ base: …, xs: … }` or
  // `hiddenFrom="xs"` would apply on every screen: phones start at sm.
  it('never name the xs breakpoint', () => {
    const sourceDir = path.resolve(import.meta.dirname, '../..');
    const offenders = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.tsx'))
      .filter((file) =>
        /\{\s*base:[^}]*\bxs:|(hidden|visible)From="xs"/.test(
          readFileSync(path.join(sourceDir, file), 'utf8'),
        ),
      );
    expect(offenders).toEqual([]);
  });
});
