// @vitest-environment node
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cssModuleClassNames, cssModuleFileHash } from './cssModuleClassNames';

const PACKAGE_ROOT = join(import.meta.dirname, '..', '..');

function cssModules(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return cssModules(path);
    return entry.name.endsWith('.module.css') ? [path] : [];
  });
}

describe("a CSS module's class names", () => {
  const name = cssModuleClassNames(PACKAGE_ROOT);
  const card = join(PACKAGE_ROOT, 'src/design/components/Card/Card.module.css');

  it('keep the local name, followed by one hash per file', () => {
    expect(name('title', card)).toMatch(/^title_[A-Za-z0-9_-]{5}$/);
    expect(name('title', card).slice(-5)).toBe(name('body', card).slice(-5));
  });

  it("depend on the file's path inside the package, not on where the package is checked out", () => {
    expect(cssModuleClassNames('/elsewhere/web')('title', '/elsewhere/web/src/a.module.css')).toBe(
      cssModuleClassNames('/work/web')('title', '/work/web/src/a.module.css'),
    );
  });

  it("ignore the bundler's query on the file's name", () => {
    expect(name('title', `${card}?used`)).toBe(name('title', card));
  });

  it("differ between every two of the app's CSS modules", () => {
    const files = cssModules(join(PACKAGE_ROOT, 'src'));
    expect(files.length).toBeGreaterThan(10);
    const hashes = new Set(files.map((file) => cssModuleFileHash(PACKAGE_ROOT, file)));
    expect(hashes.size).toBe(files.length);
  });
});
