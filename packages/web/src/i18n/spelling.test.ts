import { describe, expect, it } from 'vitest';
import { EN_GB_TRANSLATIONS } from './resources/enGB';
import { EN_US_TRANSLATIONS } from './resources/enUS';

// Every string a member reads, in its locale's spelling: en-US pages in American English, en-GB
// pages in British English (the en-GB overrides merged over the US base, as i18next resolves a
// missing regional key). Interpolations ({{center}}) are names, not words, and are left out.

type Tree = { readonly [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : flatten(value, path);
  });
}

function merge(base: Tree, override: Tree): Tree {
  const merged: Record<string, string | Tree> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const under = base[key];
    merged[key] =
      typeof value === 'object' && typeof under === 'object' ? merge(under, value) : value;
  }
  return merged;
}

// -ise and -ize verbs are listed by stem: "advertise", "surprise" and "size" are the same in both.
const IZE_STEMS =
  'recogn|organ|author|real|personal|priorit|minim|optim|summar|custom|final|special|util|familiar|memor|standard|maxim|categor|apolog|emphas|critic|normal|visual|synchron|initial|local|sanit|digit|item|immun|hospital|stabil|mobil';
const BRITISH = new RegExp(
  `\\b(centres?|colours?|favour\\w*|honour\\w*|behaviour\\w*|labour|programmes?|cancell(ed|ing)|catalogue|enrol|fulfil|analys(e|ed|ing)|(${IZE_STEMS})is(e|ed|es|ing|ation)|grey|litres?|metres?|mould|defence|licence|practised|travell(ed|ing)|modelling|labell(ed|ing)|anaesthe\\w*|haem\\w*|paediatric\\w*|oesophag\\w*|oestrogen|tumours?|orthopaedic)\\b`,
  'i',
);
const AMERICAN = new RegExp(
  `\\b(centers?|colors?|favor\\w*|honor\\w*|behavior\\w*|labor|program|cancel(ed|ing)|catalog|enroll|fulfill|analyz(e|ed|ing)|(${IZE_STEMS})iz(e|ed|es|ing|ation)|gray|liters?|meters?|mold|defense|practiced|travel(ed|ing)|modeling|label(ed|ing)|anesthe\\w*|hem(o|at)\\w*|pediatric\\w*|esophag\\w*|estrogen|tumors?|orthopedic)\\b`,
  'i',
);

const words = (text: string): string => text.replace(/{{[^}]*}}/g, '');
const US = flatten(EN_US_TRANSLATIONS);
const GB = flatten(merge(EN_US_TRANSLATIONS, EN_GB_TRANSLATIONS));

describe('spelling by locale', () => {
  it('en-US strings use American spelling ("recognize", "center", "canceled")', () => {
    expect(US.filter(([, text]) => BRITISH.test(words(text)))).toEqual([]);
  });

  it('en-GB strings use British spelling ("recognise", "centre", "cancelled")', () => {
    expect(GB.filter(([, text]) => AMERICAN.test(words(text)))).toEqual([]);
  });

  it('the word lists catch what they are for', () => {
    expect(BRITISH.test('We do not recognise this code')).toBe(true);
    expect(BRITISH.test('Your appointment is cancelled')).toBe(true);
    expect(BRITISH.test('Advertising and a surprise, otherwise fine')).toBe(false);
    expect(AMERICAN.test('Scanwise partner center')).toBe(true);
    expect(AMERICAN.test('Authorize payment')).toBe(true);
    expect(AMERICAN.test('Choose a size')).toBe(false);
  });
});
