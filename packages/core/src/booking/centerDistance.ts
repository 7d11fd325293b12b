import type { Center } from '../schemas';

/** A point on the earth in degrees (WGS 84): a center's, or where a postal code lies. */
export interface GeoPoint {
  readonly latitude: number;
  readonly longitude: number;
}

/** The earth's mean radius in statute miles (the IUGG mean radius, 6371.0088 km). */
export const EARTH_RADIUS_MILES = 3958.7613;

const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/**
 * Whether a point is a real place: finite degrees, latitude within -90..90 and longitude within
 * -180..180.
 */
export function isGeoPoint(point: { latitude?: unknown; longitude?: unknown }): boolean {
  const { latitude, longitude } = point;
  return (
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  );
}

/** A center's point, or null when it carries no coordinates (or unusable ones). */
export function centerPoint(center: Pick<Center, 'latitude' | 'longitude'>): GeoPoint | null {
  if (!isGeoPoint(center)) return null;
  return { latitude: center.latitude as number, longitude: center.longitude as number };
}

/**
 * The great-circle distance between two points in statute miles, by the haversine formula on a
 * sphere of the earth's mean radius: straight across the map, not along the roads.
 */
export function greatCircleMiles(from: GeoPoint, to: GeoPoint): number {
  const dLatitude = radians(to.latitude - from.latitude);
  const dLongitude = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLatitude / 2) ** 2 +
    Math.cos(radians(from.latitude)) *
      Math.cos(radians(to.latitude)) *
      Math.sin(dLongitude / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** A center with its distance from the origin in miles; null when it carries no coordinates. */
export interface CenterAtDistance {
  readonly center: Center;
  readonly miles: number | null;
}

/**
 * Orders centers nearest first by great-circle distance from `origin`. Centers at the same
 * distance, and centers without coordinates (last), keep their given order. Without an origin
 * every distance is null and the order is the given one. Pure; the input is not changed.
 */
export function orderCentersByDistance(
  centers: readonly Center[],
  origin: GeoPoint | null,
): CenterAtDistance[] {
  const measured = centers.map((center, index) => {
    const point = origin && isGeoPoint(origin) ? centerPoint(center) : null;
    const miles = origin && point ? greatCircleMiles(origin, point) : null;
    return { center, miles, index };
  });
  measured.sort((a, b) => {
    if (a.miles === null || b.miles === null) {
      if (a.miles === b.miles) return a.index - b.index;
      return a.miles === null ? 1 : -1;
    }
    return a.miles - b.miles || a.index - b.index;
  });
  return measured.map(({ center, miles }) => ({ center, miles }));
}

/**
 * A distance as the member reads it, in miles on en-US and en-GB pages alike
 * (docs/adr/0106-centers-nearest-first-in-miles.md): one decimal under 10 miles ("2.4 mi"), whole
 * miles from 10 ("38 mi"); under 0.1 mi, `under` is true and `miles` is 0.1 ("Under 0.1 mi").
 */
export interface ShownDistance {
  readonly miles: number;
  readonly fractionDigits: 0 | 1;
  readonly under: boolean;
}

/** The distance shown for `miles` (see {@link ShownDistance}). */
export function shownDistance(miles: number): ShownDistance {
  if (miles < 0.05) return { miles: 0.1, fractionDigits: 1, under: true };
  if (miles < 9.95) return { miles: Math.round(miles * 10) / 10, fractionDigits: 1, under: false };
  return { miles: Math.round(miles), fractionDigits: 0, under: false };
}
