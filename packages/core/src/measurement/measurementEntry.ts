import {
  fromStoredMeasurement,
  isMeasurementUnit,
  measurementUnitParts,
  toStoredMeasurement,
  type MeasurementUnit,
} from './bodyMeasurement';

/** What a member typed into a measurement's boxes, in the unit the switch shows. */
export interface MeasurementEntry {
  readonly unit: MeasurementUnit;
  /** The text of each box, largest part first (feet then inches). */
  readonly parts: readonly string[];
}

/** How an entry reads: nothing typed, not numbers, or a stored value (cm or kg, one decimal). */
export type MeasurementReading =
  | { readonly kind: 'blank' }
  | { readonly kind: 'notANumber' }
  | { readonly kind: 'value'; readonly stored: number };

/** A number as members type it: up to four digits, one decimal point or comma, two decimals. */
const NUMBER_TEXT = /^\s*\d{1,4}(?:[.,]\d{1,2})?\s*$/;

/** The value of a typed number, or undefined when it is not one. */
export function parseTypedNumber(text: string): number | undefined {
  if (!NUMBER_TEXT.test(text)) return undefined;
  return Number(text.trim().replace(',', '.'));
}

/**
 * Reads an entry: every box blank is blank; a blank box beside a filled one is 0 (5 ft is
 * 5 ft 0 in); a box that is not a number makes the entry not a number.
 */
export function readMeasurementEntry(entry: MeasurementEntry): MeasurementReading {
  const texts = measurementUnitParts(entry.unit).map((_, index) => entry.parts[index] ?? '');
  if (texts.every((text) => text.trim() === '')) return { kind: 'blank' };
  const numbers: number[] = [];
  for (const text of texts) {
    if (text.trim() === '') {
      numbers.push(0);
      continue;
    }
    const value = parseTypedNumber(text);
    if (value === undefined) return { kind: 'notANumber' };
    numbers.push(value);
  }
  return { kind: 'value', stored: toStoredMeasurement(entry.unit, numbers) };
}

/** The entry that shows a stored value in a unit (whole inches and pounds, cm and kg to 0.1). */
export function measurementEntryOf(unit: MeasurementUnit, stored: number): MeasurementEntry {
  return { unit, parts: fromStoredMeasurement(unit, stored).map((value) => String(value)) };
}

/** An empty entry in a unit. */
export function emptyMeasurementEntry(unit: MeasurementUnit): MeasurementEntry {
  return { unit, parts: measurementUnitParts(unit).map(() => '') };
}

/** An entry as text (for a draft: answers are text). */
export function encodeMeasurementEntry(entry: MeasurementEntry): string {
  return JSON.stringify({ unit: entry.unit, parts: entry.parts });
}

/** The entry a text holds, or undefined when it is not one (a stray or edited draft). */
export function decodeMeasurementEntry(text: string | undefined): MeasurementEntry | undefined {
  if (text === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { unit, parts } = value as { unit?: unknown; parts?: unknown };
  if (!isMeasurementUnit(unit) || !Array.isArray(parts)) return undefined;
  const count = measurementUnitParts(unit).length;
  if (parts.length !== count || !parts.every((part) => typeof part === 'string')) {
    return undefined;
  }
  if (parts.some((part: string) => part.length > 20)) return undefined;
  return { unit, parts };
}

/** The stored value as text: one decimal at most, no trailing zero (177.8, 180). */
export function formatStoredMeasurement(stored: number): string {
  return String(stored);
}
