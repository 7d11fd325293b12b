import { describe, expect, it } from 'vitest';
import { addressRegionName } from './addressRegionName';

describe('addressRegionName', () => {
  it('names a US state or territory from the US table', () => {
    expect(addressRegionName({ country: 'US', state: 'NY' })).toBe('New York');
    expect(addressRegionName({ country: 'US', state: 'PR' })).toBe('Puerto Rico');
  });

  it('names a UK region from the UK table ("SCT Scotland")', () => {
    expect(addressRegionName({ country: 'GB', state: 'SCT' })).toBe('Scotland');
  });

  it('does not cross tables: NE is Nebraska in the US and North East in the UK', () => {
    expect(addressRegionName({ country: 'US', state: 'NE' })).toBe('Nebraska');
    expect(addressRegionName({ country: 'GB', state: 'NE' })).toBe('North East');
  });

  it('falls back to the code when it is unknown', () => {
    expect(addressRegionName({ country: 'GB', state: 'NY' })).toBe('NY');
  });
});
