import { afterEach, describe, expect, it } from 'vitest';
import { WebStorage, createWebStoragePorts } from './webStorage';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('Web Storage adapter in Chromium', () => {
  it('writes through to localStorage and sessionStorage', () => {
    const ports = createWebStoragePorts();
    ports.local.setItem('oidc.user:x', 'u');
    ports.session.setItem('booking', 'b');
    expect(localStorage.getItem('oidc.user:x')).toBe('u');
    expect(sessionStorage.getItem('booking')).toBe('b');
    expect(ports.local.keys()).toContain('oidc.user:x');
    ports.local.removeItem('oidc.user:x');
    expect(localStorage.getItem('oidc.user:x')).toBeNull();
    expect(ports.local.getItem('missing')).toBeNull();
  });

  it('degrades to memory when the quota is exceeded, keeping earlier values', () => {
    const warnings: string[] = [];
    const storage = new WebStorage('local', {
      debug: () => undefined,
      info: () => undefined,
      warn: (message) => warnings.push(message),
      error: () => undefined,
    });
    storage.setItem('early', '1');
    const huge = 'x'.repeat(11 * 1024 * 1024);
    storage.setItem('huge', huge);
    expect(storage.inMemory).toBe(true);
    expect(storage.getItem('huge')?.length).toBe(huge.length);
    expect(storage.getItem('early')).toBe('1');
    expect(warnings).toEqual(['localStorage is unavailable; using memory for this page']);
  });
});
