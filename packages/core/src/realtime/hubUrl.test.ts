import { describe, expect, it } from 'vitest';
import { ENCOUNTERS_HUB, TASK_NOTES_HUB } from './hubContract';
import { buildHubUrl } from './hubUrl';

describe('buildHubUrl: both hubs "on the platform API host" (spec section 7)', () => {
  it('joins the API base and the hub path into an absolute URL', () => {
    expect(buildHubUrl('https://api.scanwise.test', TASK_NOTES_HUB.path)).toBe(
      'https://api.scanwise.test/tasks/hubs/notes',
    );
    expect(buildHubUrl('http://localhost:4000/', ENCOUNTERS_HUB.path)).toBe(
      'http://localhost:4000/packages/hubs/encounters',
    );
  });

  it('keeps a path prefix of the base and tolerates extra slashes', () => {
    expect(buildHubUrl(' https://gw.test/platform// ', 'tasks/hubs/notes')).toBe(
      'https://gw.test/platform/tasks/hubs/notes',
    );
  });

  it('refuses a relative or non-http base (a configuration mistake)', () => {
    expect(() => buildHubUrl('/api', TASK_NOTES_HUB.path)).toThrow(/absolute/);
    expect(() => buildHubUrl('ftp://x.test', TASK_NOTES_HUB.path)).toThrow(/absolute/);
  });
});
