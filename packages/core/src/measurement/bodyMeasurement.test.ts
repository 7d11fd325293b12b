import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BODY_MEASUREMENT_RANGES,
  MEASUREMENT_UNITS,
  centimetresToFeetInches,
  defaultMeasurementUnits,
  feetInchesToCentimetres,
  fromStoredMeasurement,
  kilogramsToPounds,
  kilogramsToStonesPounds,
  measurementRangeIn,
  poundsToKilograms,
  roundMeasurement,
  stonesPoundsToKilograms,
  toStoredMeasurement,
  type MeasurementUnit,
} from './bodyMeasurement';

const ALL_UNITS: readonly MeasurementUnit[] = [
  ...MEASUREMENT_UNITS.height,
  ...MEASUREMENT_UNITS.weight,
];
/** A stored value as the questionnaire keeps them: one decimal. */
const storedValue = (min: number, max: number) =>
  fc.integer({ min: min * 10, max: max * 10 }).map((tenths) => tenths / 10);

describe('body measurements: conversions', () => {
  it('converts the examples a member knows', () => {
    expect(feetInchesToCentimetres(5, 10)).toBe(177.8);
    expect(feetInchesToCentimetres(6, 0)).toBe(182.9);
    expect(centimetresToFeetInches(180)).toEqual({ feet: 5, inches: 11 });
    expect(centimetresToFeetInches(182.6)).toEqual({ feet: 6, inches: 0 });
    expect(poundsToKilograms(150)).toBe(68);
    expect(kilogramsToPounds(68)).toBe(150);
    expect(stonesPoundsToKilograms(11, 4)).toBe(71.7);
    expect(kilogramsToStonesPounds(71.7)).toEqual({ stones: 11, pounds: 4 });
    // Rounding carries: 13.6 lb over 10 stone is 11 st 0 lb, never 10 st 14 lb.
    expect(kilogramsToStonesPounds(stonesPoundsToKilograms(10, 13.6))).toEqual({
      stones: 11,
      pounds: 0,
    });
  });

  it('stores one decimal, rounding half up', () => {
    expect(roundMeasurement(1.005, 2)).toBe(1.01);
    expect(roundMeasurement(177.85, 1)).toBe(177.9);
    expect(toStoredMeasurement('cm', [172.44])).toBe(172.4);
    expect(toStoredMeasurement('kg', [64.25])).toBe(64.3);
  });

  it('feet and inches round-trip exactly through centimetres (whole inches)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 11 }), (ft, inches) => {
        expect(centimetresToFeetInches(feetInchesToCentimetres(ft, inches))).toEqual({
          feet: ft,
          inches,
        });
      }),
    );
  });

  it('pounds round-trip exactly through kilograms (whole pounds)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), (pounds) => {
        expect(kilogramsToPounds(poundsToKilograms(pounds))).toBe(pounds);
      }),
    );
  });

  it('stones and pounds round-trip exactly through kilograms (whole pounds)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 13 }), (st, lb) => {
        expect(kilogramsToStonesPounds(stonesPoundsToKilograms(st, lb))).toEqual({
          stones: st,
          pounds: lb,
        });
      }),
    );
  });

  it('a stored value shown in any unit and typed back stays within half that unit', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ALL_UNITS), storedValue(20, 400), (unit, stored) => {
        const back = toStoredMeasurement(unit, fromStoredMeasurement(unit, stored));
        // Half an inch is 1.27 cm, half a pound 0.23 kg; cm and kg come back exactly.
        const tolerance = { cm: 0, kg: 0, ftIn: 1.27, lb: 0.23, stLb: 0.23 }[unit] + 0.05;
        expect(Math.abs(back - stored)).toBeLessThanOrEqual(tolerance);
      }),
    );
  });

  it('shown parts are never negative and the smaller part stays under its carry', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<MeasurementUnit>('ftIn', 'stLb'),
        storedValue(0, 400),
        (unit, stored) => {
          const [big = 0, small = 0] = fromStoredMeasurement(unit, stored);
          expect(big).toBeGreaterThanOrEqual(0);
          expect(small).toBeGreaterThanOrEqual(0);
          expect(small).toBeLessThan(unit === 'ftIn' ? 12 : 14);
        },
      ),
    );
  });
});

describe('body measurements: ranges, defined once in cm and kg', () => {
  it('names each range in every unit, rounded inwards', () => {
    expect(BODY_MEASUREMENT_RANGES).toEqual({
      height: { min: 90, max: 245 },
      weight: { min: 27, max: 320 },
    });
    expect(measurementRangeIn('cm')).toEqual({ min: [90], max: [245] });
    expect(measurementRangeIn('ftIn')).toEqual({ min: [3, 0], max: [8, 0] });
    expect(measurementRangeIn('kg')).toEqual({ min: [27], max: [320] });
    expect(measurementRangeIn('lb')).toEqual({ min: [60], max: [705] });
    expect(measurementRangeIn('stLb')).toEqual({ min: [4, 4], max: [50, 5] });
  });

  it('every range a message names is accepted at both ends', () => {
    for (const unit of ALL_UNITS) {
      const quantity = (MEASUREMENT_UNITS.height as readonly string[]).includes(unit)
        ? 'height'
        : 'weight';
      const { min, max } = BODY_MEASUREMENT_RANGES[quantity];
      const range = measurementRangeIn(unit);
      expect(toStoredMeasurement(unit, range.min)).toBeGreaterThanOrEqual(min);
      expect(toStoredMeasurement(unit, range.max)).toBeLessThanOrEqual(max);
    }
  });
});

describe('body measurements: the locale picks the units', () => {
  it('en-us enters feet and inches and pounds; en-gb centimetres and kilograms', () => {
    expect(defaultMeasurementUnits('en-us')).toEqual({ height: 'ftIn', weight: 'lb' });
    expect(defaultMeasurementUnits('en-gb')).toEqual({ height: 'cm', weight: 'kg' });
  });
});
