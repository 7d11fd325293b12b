import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UploadCutRules } from '../src/controls/uploadCuts';
import { CuttableFileStore } from '../src/uploads/cuttableFileStore';

describe('the upload store', () => {
  it('leaves its directory alone once made: removing it at once (a platform closed) is no uncaught error', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'scanwise-store-test-'));
    new CuttableFileStore(directory, new UploadCutRules(), () => undefined);
    rmSync(directory, { recursive: true, force: true });
    // The library's own check would have made the directory again (or thrown) by now.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(existsSync(directory)).toBe(false);
  });
});
