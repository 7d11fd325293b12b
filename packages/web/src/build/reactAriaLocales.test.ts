// @vitest-environment node
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactAriaLocales } from './reactAriaLocales';

type Load = (id: string) => string | null;
const load = reactAriaLocales().load as Load;

/** The installed react-aria's string tables of one component (its overlays: "Dismiss"). */
function installedOverlayTables(): string {
  const entry = createRequire(import.meta.url).resolve('react-aria');
  let folder = dirname(entry);
  while (!existsSync(join(folder, 'package.json'))) folder = dirname(folder);
  return join(folder, 'dist', 'private', 'intl', 'overlays');
}

describe("react-aria's built-in strings in the build", () => {
  it('keeps the en-US table, which en-GB pages read too (react-aria has no en-GB table)', () => {
    const tables = installedOverlayTables();
    expect(existsSync(join(tables, 'en-US.mjs'))).toBe(true);
    expect(existsSync(join(tables, 'en-GB.mjs'))).toBe(false);
    expect(load(join(tables, 'en-US.mjs'))).toBeNull();
  });

  it("builds every other locale's table as an empty one", () => {
    const tables = installedOverlayTables();
    const others = readdirSync(tables).filter((file) => /^[a-z]{2}-[A-Z]{2}\.mjs$/.test(file));
    expect(others.length).toBeGreaterThan(1);
    for (const file of others.filter((name) => name !== 'en-US.mjs')) {
      expect(load(join(tables, file))).toBe('export default {};');
    }
  });

  it("does the same for react-aria-components' own tables (intl/<locale>.mjs)", () => {
    const tables = '/app/node_modules/react-aria-components/dist/private/intl';
    expect(load(`${tables}/en-US.mjs`)).toBeNull();
    expect(load(`${tables}/zh-TW.mjs`)).toBe('export default {};');
  });

  it('leaves every other module alone', () => {
    expect(load('/app/node_modules/react-aria/dist/private/overlays/usePopover.mjs')).toBeNull();
    expect(load('/app/packages/web/src/i18n/resources/de-DE.mjs')).toBeNull();
  });
});
