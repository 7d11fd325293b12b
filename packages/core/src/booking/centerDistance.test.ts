import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENTITY_EXAMPLES, type Center } from '../schemas';
import {
  greatCircleMiles,
  orderCentersByDistance,
  shownDistance,
  type GeoPoint,
} from './centerDistance';

const centerAt = (id: string, latitude: number | null, longitude: number | null): Center => ({
  ...ENTITY_EXAMPLES.Center,
  id,
  latitude,
  longitude,
});

const MIDTOWN: GeoPoint = { latitude: 40.7506, longitude: -73.9972 };
const ids = (ordered: readonly { center: Center }[]): string[] => ordered.map((c) => c.center.id);

describe('greatCircleMiles', () => {
  it('measures New York to London as about 3,460 miles, and a point to itself as 0', () => {
    const london = { latitude: 51.5074, longitude: -0.1278 };
    expect(greatCircleMiles(MIDTOWN, london)).toBeGreaterThan(3440);
    expect(greatCircleMiles(MIDTOWN, london)).toBeLessThan(3480);
    expect(greatCircleMiles(MIDTOWN, MIDTOWN)).toBe(0);
  });

  it('measures one degree of latitude as about 69 miles', () => {
    const north = { latitude: 41.7506, longitude: -73.9972 };
    expect(greatCircleMiles(MIDTOWN, north)).toBeCloseTo(69.09, 1);
  });

  it('property: symmetric, never negative, never more than half the earth round', () => {
    const point = fc.record({
      latitude: fc.double({ min: -90, max: 90, noNaN: true }),
      longitude: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    fc.assert(
      fc.property(point, point, (a, b) => {
        const there = greatCircleMiles(a, b);
        expect(there).toBeGreaterThanOrEqual(0);
        expect(there).toBeLessThanOrEqual(12_450);
        expect(Math.abs(there - greatCircleMiles(b, a))).toBeLessThan(1e-6);
      }),
    );
  });
});

describe('orderCentersByDistance', () => {
  it('orders centers nearest first, with each distance in miles', () => {
    const ordered = orderCentersByDistance(
      [
        centerAt('chicago', 41.8955, -87.6247),
        centerAt('lindenhurst', 40.6857, -73.3707),
        centerAt('fifth-avenue', 40.7484, -73.9857),
      ],
      MIDTOWN,
    );
    expect(ids(ordered)).toEqual(['fifth-avenue', 'lindenhurst', 'chicago']);
    expect(ordered[0]?.miles).toBeCloseTo(0.63, 1);
    expect(ordered[2]?.miles).toBeGreaterThan(700);
  });

  it('keeps the given order of centers at the same distance', () => {
    const ordered = orderCentersByDistance(
      [centerAt('b', 41, -74), centerAt('a', 41, -74), centerAt('near', 40.76, -74)],
      MIDTOWN,
    );
    expect(ids(ordered)).toEqual(['near', 'b', 'a']);
  });

  it('puts centers without coordinates last, in their given order, with no distance', () => {
    const ordered = orderCentersByDistance(
      [
        centerAt('none-1', null, null),
        centerAt('far', 34.0671, -118.3875),
        centerAt('half', 40.7, null),
        centerAt('none-2', null, null),
        centerAt('out-of-range', 123, -74),
        centerAt('near', 40.7484, -73.9857),
      ],
      MIDTOWN,
    );
    expect(ids(ordered)).toEqual(['near', 'far', 'none-1', 'half', 'none-2', 'out-of-range']);
    expect(ordered.slice(2).every((c) => c.miles === null)).toBe(true);
  });

  it('without an origin, keeps the given order and shows no distance', () => {
    const centers = [centerAt('z', 34, -118), centerAt('a', 40.7, -74)];
    const ordered = orderCentersByDistance(centers, null);
    expect(ids(ordered)).toEqual(['z', 'a']);
    expect(ordered.every((c) => c.miles === null)).toBe(true);
  });

  it('property: a permutation of the input, distances never decreasing, the unmeasured last', () => {
    const coordinate = fc.option(fc.double({ min: -80, max: 80, noNaN: true }), { nil: null });
    fc.assert(
      fc.property(fc.array(fc.tuple(coordinate, coordinate)), (points) => {
        const centers = points.map(([lat, lon], index) => centerAt(`c${index}`, lat, lon));
        const ordered = orderCentersByDistance(centers, MIDTOWN);
        expect([...ids(ordered)].sort()).toEqual(centers.map((c) => c.id).sort());
        const miles = ordered.map((c) => c.miles);
        const firstNull = miles.indexOf(null);
        const measured = (firstNull === -1 ? miles : miles.slice(0, firstNull)) as number[];
        expect(miles.slice(measured.length).every((m) => m === null)).toBe(true);
        measured.forEach((m, index) => {
          if (index > 0) expect(m).toBeGreaterThanOrEqual(measured[index - 1] as number);
        });
      }),
    );
  });
});

describe('shownDistance', () => {
  it('shows one decimal under 10 miles, whole miles from 10, "under 0.1" below that', () => {
    expect(shownDistance(2.43)).toEqual({ miles: 2.4, fractionDigits: 1, under: false });
    expect(shownDistance(9.96)).toEqual({ miles: 10, fractionDigits: 0, under: false });
    expect(shownDistance(38.4)).toEqual({ miles: 38, fractionDigits: 0, under: false });
    expect(shownDistance(0.04)).toEqual({ miles: 0.1, fractionDigits: 1, under: true });
    expect(shownDistance(0)).toEqual({ miles: 0.1, fractionDigits: 1, under: true });
    expect(shownDistance(0.05)).toEqual({ miles: 0.1, fractionDigits: 1, under: false });
  });
});
