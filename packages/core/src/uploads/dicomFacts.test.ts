import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dicomDateToIso, toMammoDicomFacts } from './dicomFacts';

describe('DICOM header facts', () => {
  it('turns DICOM dates (YYYYMMDD, old YYYY.MM.DD) into ISO dates', () => {
    expect(dicomDateToIso('20240305')).toBe('2024-03-05');
    expect(dicomDateToIso(' 2024.03.05 ')).toBe('2024-03-05');
    expect(dicomDateToIso('20240229')).toBe('2024-02-29');
  });

  it.each(['20230229', '20241301', '20240100', '18991231', '2024-03-05', '', 'yesterday'])(
    'drops %j, which names no real study day',
    (value) => {
      expect(dicomDateToIso(value)).toBeNull();
    },
  );

  it('property: every calendar day from 1900 round-trips', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date(Date.UTC(1900, 0, 1)),
          max: new Date(Date.UTC(2099, 11, 31)),
          noInvalidDate: true,
        }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          expect(dicomDateToIso(iso.replaceAll('-', ''))).toBe(iso);
        },
      ),
    );
  });

  it('normalises the modality and flags a study that is not a mammogram', () => {
    expect(
      toMammoDicomFacts({ studyDate: '20240305', modality: ' mg ', sopClassUid: null }),
    ).toEqual({
      studyDate: '2024-03-05',
      modality: 'MG',
      isMammography: true,
    });
    expect(toMammoDicomFacts({ studyDate: null, modality: 'CT', sopClassUid: null })).toEqual({
      studyDate: null,
      modality: 'CT',
      isMammography: false,
    });
    expect(
      toMammoDicomFacts({ studyDate: null, modality: '  ', sopClassUid: null }).isMammography,
    ).toBe(true);
  });
});
