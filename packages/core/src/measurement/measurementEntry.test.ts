import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeMeasurementEntry,
  emptyMeasurementEntry,
  encodeMeasurementEntry,
  measurementEntryOf,
  readMeasurementEntry,
} from './measurementEntry';

describe('measurement entry: what a member types', () => {
  it('reads boxes into the stored unit; a blank box beside a filled one is 0', () => {
    expect(readMeasurementEntry({ unit: 'ftIn', parts: ['5', '10'] })).toEqual({
      kind: 'value',
      stored: 177.8,
    });
    expect(readMeasurementEntry({ unit: 'ftIn', parts: ['6', ''] })).toEqual({
      kind: 'value',
      stored: 182.9,
    });
    expect(readMeasurementEntry({ unit: 'stLb', parts: ['11', '4'] })).toEqual({
      kind: 'value',
      stored: 71.7,
    });
    expect(readMeasurementEntry({ unit: 'cm', parts: ['172,5'] })).toEqual({
      kind: 'value',
      stored: 172.5,
    });
    expect(readMeasurementEntry(emptyMeasurementEntry('stLb'))).toEqual({ kind: 'blank' });
    expect(readMeasurementEntry({ unit: 'ftIn', parts: ['5', 'ten'] })).toEqual({
      kind: 'notANumber',
    });
    expect(readMeasurementEntry({ unit: 'kg', parts: ['-4'] })).toEqual({ kind: 'notANumber' });
  });

  it('shows a stored value in a unit, as text a member would type', () => {
    expect(measurementEntryOf('ftIn', 177.8)).toEqual({ unit: 'ftIn', parts: ['5', '10'] });
    expect(measurementEntryOf('cm', 180)).toEqual({ unit: 'cm', parts: ['180'] });
    expect(measurementEntryOf('stLb', 71.7)).toEqual({ unit: 'stLb', parts: ['11', '4'] });
  });

  it('survives as text, and refuses text that is not an entry', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('ftIn' as const, 'stLb' as const),
        fc.string({ maxLength: 20 }),
        fc.string({ maxLength: 20 }),
        (unit, big, small) => {
          const entry = { unit, parts: [big, small] };
          expect(decodeMeasurementEntry(encodeMeasurementEntry(entry))).toEqual(entry);
        },
      ),
    );
    for (const text of [
      undefined,
      'not json',
      '"text"',
      JSON.stringify({ unit: 'yards', parts: ['1'] }),
      JSON.stringify({ unit: 'cm', parts: ['1', '2'] }),
      JSON.stringify({ unit: 'ftIn', parts: [5, 10] }),
    ]) {
      expect(decodeMeasurementEntry(text)).toBeUndefined();
    }
  });
});
