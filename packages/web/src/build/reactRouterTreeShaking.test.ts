// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactRouterTreeShaking } from './reactRouterTreeShaking';

interface Transform {
  filter: { id: RegExp };
  handler(code: string, id: string): { code: string; map: null } | null;
}
const transform = reactRouterTreeShaking().transform as unknown as Transform;

/** The installed react-router's prebuilt module that defines its components (Link, Form...). */
function installedComponentsModule(): { id: string; code: string } {
  const require = createRequire(createRequire(import.meta.url).resolve('react-router-dom'));
  const folder = dirname(require.resolve('react-router'));
  const file = readdirSync(folder).find(
    (name) =>
      name.endsWith('.mjs') && readFileSync(join(folder, name), 'utf8').includes('var Form = '),
  );
  if (file === undefined) throw new Error(`no module defining Form in ${folder}`);
  const id = join(folder, file);
  return { id, code: readFileSync(id, 'utf8') };
}

describe("react-router's components in the build", () => {
  it("applies to react-router's prebuilt modules only", () => {
    expect(transform.filter.id.test(installedComponentsModule().id)).toBe(true);
    expect(transform.filter.id.test('/app/src/navigation/NavigationGuard.tsx')).toBe(false);
  });

  it('marks the components it makes with forwardRef as pure, so an unused one is left out', () => {
    const { id, code } = installedComponentsModule();
    const shaken = transform.handler(code, id)?.code ?? code;
    expect(shaken).toMatch(/^var Form = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(shaken).toMatch(/^var Link = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(shaken).not.toMatch(/^var [\w$]+ = React\d*\.forwardRef\(/m);
  });

  it('drops their top-level display names and keeps every line where it was', () => {
    const { id, code } = installedComponentsModule();
    expect(code).toMatch(/^Form\.displayName = "Form";$/m);
    const shaken = transform.handler(code, id)?.code ?? code;
    expect(shaken).not.toMatch(/^[\w$]+\.displayName = "[^"]*";$/m);
    expect(shaken.split('\n')).toHaveLength(code.split('\n').length);
  });

  it("takes react-router's production build: its development warnings off", () => {
    const { id, code } = installedComponentsModule();
    expect(code).toMatch(/^var ENABLE_DEV_WARNINGS = true;$/m);
    const shaken = transform.handler(code, id)?.code ?? code;
    expect(shaken).toMatch(/^var ENABLE_DEV_WARNINGS = false;$/m);
  });

  it('leaves a module without such statements as it is', () => {
    expect(
      transform.handler('export const x = 1;\n', '/x/react-router/dist/production/a.mjs'),
    ).toBeNull();
  });
});
