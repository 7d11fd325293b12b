import type { AppLocale } from '../schemas';

/**
 * Height and weight: stored in centimetres and kilograms (one decimal), entered and shown in the
 * member's units. Conversion happens only where a value is typed or shown; the rounding rules are
 * in docs/adr/0111-body-measurements-stored-metric-entered-in-local-units.md.
 */

/** What is measured. */
export type BodyQuantity = 'height' | 'weight';

/** How a height is entered: centimetres, or feet and inches. */
export type HeightUnit = 'cm' | 'ftIn';
/** How a weight is entered: kilograms, pounds, or stones and pounds. */
export type WeightUnit = 'kg' | 'lb' | 'stLb';
export type MeasurementUnit = HeightUnit | WeightUnit;

/** One box of an entry: feet, inches, centimetres, stones, pounds, kilograms. */
export type MeasurementPart = 'ft' | 'in' | 'cm' | 'st' | 'lb' | 'kg';

/** The unit each quantity is stored in. */
export const STORED_MEASUREMENT_UNITS: {
  readonly height: 'cm';
  readonly weight: 'kg';
} = Object.freeze({ height: 'cm', weight: 'kg' });

/** The units a member can enter each quantity in, in the order the unit switch offers them. */
export const MEASUREMENT_UNITS: {
  readonly height: readonly HeightUnit[];
  readonly weight: readonly WeightUnit[];
} = Object.freeze({
  height: Object.freeze(['ftIn', 'cm'] as const),
  weight: Object.freeze(['lb', 'stLb', 'kg'] as const),
});

/**
 * The accepted range of each quantity in its stored unit (an adult or child who can be scanned;
 * the scanner tables' limits lie inside). The one definition: ranges in other units derive from it.
 */
export const BODY_MEASUREMENT_RANGES: {
  readonly height: { readonly min: number; readonly max: number };
  readonly weight: { readonly min: number; readonly max: number };
} = Object.freeze({
  height: Object.freeze({ min: 90, max: 245 }),
  weight: Object.freeze({ min: 27, max: 320 }),
});

export const CENTIMETRES_PER_INCH = 2.54;
export const INCHES_PER_FOOT = 12;
export const KILOGRAMS_PER_POUND = 0.45359237;
export const POUNDS_PER_STONE = 14;
/** Stored values keep one decimal (a millimetre, 100 grams). */
export const STORED_MEASUREMENT_DECIMALS = 1;

interface UnitDefinition {
  readonly quantity: BodyQuantity;
  readonly parts: readonly MeasurementPart[];
  /** How many of the smallest part each part holds (feet: 12 inches). */
  readonly factors: readonly number[];
  /** Stored units per smallest part (centimetres per inch). */
  readonly storedPerSmallest: number;
  /** Decimals a converted value is shown with, in the smallest part. */
  readonly decimals: number;
}

const UNITS: { readonly [U in MeasurementUnit]: UnitDefinition } = {
  cm: { quantity: 'height', parts: ['cm'], factors: [1], storedPerSmallest: 1, decimals: 1 },
  ftIn: {
    quantity: 'height',
    parts: ['ft', 'in'],
    factors: [INCHES_PER_FOOT, 1],
    storedPerSmallest: CENTIMETRES_PER_INCH,
    decimals: 0,
  },
  kg: { quantity: 'weight', parts: ['kg'], factors: [1], storedPerSmallest: 1, decimals: 1 },
  lb: {
    quantity: 'weight',
    parts: ['lb'],
    factors: [1],
    storedPerSmallest: KILOGRAMS_PER_POUND,
    decimals: 0,
  },
  stLb: {
    quantity: 'weight',
    parts: ['st', 'lb'],
    factors: [POUNDS_PER_STONE, 1],
    storedPerSmallest: KILOGRAMS_PER_POUND,
    decimals: 0,
  },
};

/** Rounds half up (away from zero) to `decimals`, without binary drift (1.005 -> 1.01). */
export function roundMeasurement(value: number, decimals: number): number {
  const sign = value < 0 ? -1 : 1;
  const scaled = Number(`${Math.abs(value)}e${decimals}`);
  return sign * Number(`${Math.round(scaled)}e-${decimals}`);
}

const roundStored = (value: number): number => roundMeasurement(value, STORED_MEASUREMENT_DECIMALS);

/** Whether a text is one of the units. */
export function isMeasurementUnit(value: unknown): value is MeasurementUnit {
  return typeof value === 'string' && Object.hasOwn(UNITS, value);
}

/** The quantity a unit measures. */
export function quantityOfUnit(unit: MeasurementUnit): BodyQuantity {
  return UNITS[unit].quantity;
}

/** The boxes of a unit, largest first (feet then inches; stones then pounds). */
export function measurementUnitParts(unit: MeasurementUnit): readonly MeasurementPart[] {
  return UNITS[unit].parts;
}

/** The stored value (cm or kg, one decimal) of parts in a unit, largest part first. */
export function toStoredMeasurement(unit: MeasurementUnit, parts: readonly number[]): number {
  const definition = UNITS[unit];
  const smallest = definition.factors.reduce(
    (sum, factor, index) => sum + factor * (parts[index] ?? 0),
    0,
  );
  return roundStored(smallest * definition.storedPerSmallest);
}

/**
 * A stored value in a unit's parts, largest first, rounded to the unit's shown precision (whole
 * inches and pounds; cm and kg to one decimal); the rounding carries (5 ft 11.6 in is 6 ft 0 in).
 */
export function fromStoredMeasurement(unit: MeasurementUnit, stored: number): number[] {
  const definition = UNITS[unit];
  const smallest = roundMeasurement(stored / definition.storedPerSmallest, definition.decimals);
  return splitSmallest(definition, smallest);
}

function splitSmallest(definition: UnitDefinition, smallest: number): number[] {
  let rest = smallest;
  return definition.factors.map((factor, index) => {
    if (index === definition.factors.length - 1) return roundMeasurement(rest, definition.decimals);
    const whole = Math.floor(roundMeasurement(rest / factor, 6));
    rest = roundMeasurement(rest - whole * factor, 6);
    return whole;
  });
}

/**
 * The accepted range in a unit's parts, rounded inwards to the unit's shown precision, so every
 * value the message names is accepted (90 cm is 35.4 in: "from 3 ft 0 in").
 */
export function measurementRangeIn(unit: MeasurementUnit): {
  readonly min: number[];
  readonly max: number[];
} {
  const definition = UNITS[unit];
  const { min, max } = BODY_MEASUREMENT_RANGES[definition.quantity];
  const step = 10 ** definition.decimals;
  const toSmallest = (stored: number): number =>
    roundMeasurement(stored / definition.storedPerSmallest, 6) * step;
  return {
    min: splitSmallest(definition, Math.ceil(toSmallest(min)) / step),
    max: splitSmallest(definition, Math.floor(toSmallest(max)) / step),
  };
}

/** Whether a stored value is inside its quantity's range. */
export function isMeasurementInRange(quantity: BodyQuantity, stored: number): boolean {
  const { min, max } = BODY_MEASUREMENT_RANGES[quantity];
  return stored >= min && stored <= max;
}

/** Feet and inches in centimetres (one decimal): 5 ft 10 in is 177.8 cm. */
export function feetInchesToCentimetres(feet: number, inches: number): number {
  return toStoredMeasurement('ftIn', [feet, inches]);
}

/** Centimetres in whole feet and inches: 180 cm is 5 ft 11 in. */
export function centimetresToFeetInches(centimetres: number): {
  readonly feet: number;
  readonly inches: number;
} {
  const [feet = 0, inches = 0] = fromStoredMeasurement('ftIn', centimetres);
  return { feet, inches };
}

/** Pounds in kilograms (one decimal): 150 lb is 68 kg. */
export function poundsToKilograms(pounds: number): number {
  return toStoredMeasurement('lb', [pounds]);
}

/** Kilograms in whole pounds: 68 kg is 150 lb. */
export function kilogramsToPounds(kilograms: number): number {
  return fromStoredMeasurement('lb', kilograms)[0] ?? 0;
}

/** Stones and pounds in kilograms (one decimal): 11 st 4 lb is 71.7 kg. */
export function stonesPoundsToKilograms(stones: number, pounds: number): number {
  return toStoredMeasurement('stLb', [stones, pounds]);
}

/** Kilograms in whole stones and pounds: 71.7 kg is 11 st 4 lb. */
export function kilogramsToStonesPounds(kilograms: number): {
  readonly stones: number;
  readonly pounds: number;
} {
  const [stones = 0, pounds = 0] = fromStoredMeasurement('stLb', kilograms);
  return { stones, pounds };
}

/**
 * The units a locale enters body measurements in: en-us feet and inches, pounds; en-gb
 * centimetres and kilograms (the unit switch offers feet and inches, stones and pounds).
 */
export function defaultMeasurementUnits(locale: AppLocale): {
  readonly height: HeightUnit;
  readonly weight: WeightUnit;
} {
  return locale === 'en-gb' ? { height: 'cm', weight: 'kg' } : { height: 'ftIn', weight: 'lb' };
}
