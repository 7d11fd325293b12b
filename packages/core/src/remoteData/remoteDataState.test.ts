import { describe, expect, it } from 'vitest';
import { REMOTE_DATA_LOADING, sameRemoteDataState, type RemoteDataState } from './remoteDataState';

const data = [{ id: 'a' }];
const ready = (change: Partial<Extract<RemoteDataState<typeof data>, { status: 'ready' }>> = {}) =>
  ({
    status: 'ready',
    data,
    updatedAt: 10,
    refreshing: false,
    refreshError: null,
    ...change,
  }) as const;

describe('sameRemoteDataState', () => {
  it('holds for two states with the same fields, the data by identity', () => {
    expect(sameRemoteDataState(ready(), ready())).toBe(true);
    expect(sameRemoteDataState(REMOTE_DATA_LOADING, { status: 'loading', error: null })).toBe(true);
    const failure = new Error('down');
    expect(
      sameRemoteDataState({ status: 'error', error: failure }, { status: 'error', error: failure }),
    ).toBe(true);
  });

  it('fails for another status, other data, time, refresh or failure', () => {
    expect(sameRemoteDataState(ready(), REMOTE_DATA_LOADING)).toBe(false);
    expect(sameRemoteDataState(ready(), ready({ data: [{ id: 'a' }] }))).toBe(false);
    expect(sameRemoteDataState(ready(), ready({ updatedAt: 11 }))).toBe(false);
    expect(sameRemoteDataState(ready(), ready({ refreshing: true }))).toBe(false);
    expect(sameRemoteDataState(ready(), ready({ refreshError: new Error('x') }))).toBe(false);
    expect(
      sameRemoteDataState({ status: 'loading', error: null }, { status: 'loading', error: 'x' }),
    ).toBe(false);
    expect(
      sameRemoteDataState({ status: 'loading', error: 'x' }, { status: 'error', error: 'x' }),
    ).toBe(false);
  });
});
