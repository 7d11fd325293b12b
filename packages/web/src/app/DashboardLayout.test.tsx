import { describe, expect, it } from 'vitest';
import { liveConnectionStatus } from './DashboardLayout';

describe('liveConnectionStatus', () => {
  it('binds the realtime connected flag to the pill: unknown, connected, paused', () => {
    expect(liveConnectionStatus(undefined)).toBe('connecting');
    expect(liveConnectionStatus(true)).toBe('connected');
    expect(liveConnectionStatus(false)).toBe('disconnected');
  });
});
