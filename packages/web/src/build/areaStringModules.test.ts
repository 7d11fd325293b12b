// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAZY_AREAS } from '../i18n/areaStrings';
import { areaStringModules } from './areaStringModules';

describe("areaStrings.ts's US English chunks, as the size budget reads them", () => {
  const modules = areaStringModules(
    readFileSync(join(import.meta.dirname, '..', 'i18n', 'areaStrings.ts'), 'utf8'),
  );

  it('finds a module for every area', () => {
    expect([...modules.keys()].sort()).toEqual([...LAZY_AREAS].sort());
  });

  it("names each area's US English module, not its en-GB overrides", () => {
    expect(modules.get('booking')).toBe('src/i18n/resources/booking.ts');
    expect(modules.get('dashboard')).toBe('src/i18n/resources/dashboard.ts');
  });
});
