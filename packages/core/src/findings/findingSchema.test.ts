import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ReportSchema } from '../schemas/reports';
import { validatePayload } from '../schemas/validate';
import { FindingSchema, FindingSnippetSchema, SubFindingSchema } from './findingSchema';

const liverFinding = {
  id: 'fnd_1_liver',
  title: 'Fatty liver',
  organ: 'Liver',
  snippets: [
    { id: 's1', text: 'Fatty liver: observation 1', eScore: 2, potentialCancer: false },
    { id: 's2', text: 'Fatty liver: observation 2', eScore: 3, potentialCancer: false },
  ],
  subFindings: [
    {
      id: 'fnd_1_liver_sub1',
      title: 'Hepatic steatosis grade',
      snippets: [{ id: 'sub_s1', text: 'grade', eScore: 2, potentialCancer: false }],
    },
  ],
};

describe('FindingSchema', () => {
  it('accepts "snippets (each with eScore and a potentialCancer flag) and subFindings that also hold snippets"', () => {
    expect(validatePayload(FindingSchema, liverFinding)).toEqual({ ok: true, value: liverFinding });
  });

  it('passes extra fields of findings and snippets through untouched', () => {
    const withExtras = {
      ...liverFinding,
      severity: 'low',
      snippets: [{ eScore: 1, potentialCancer: false, imageRef: 'img_9' }],
    };
    const result = validatePayload(FindingSchema, withExtras);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value).toBe(withExtras);
  });

  it('tolerates a finding with no subFindings (absent or null) and empty snippets', () => {
    expect(validatePayload(FindingSchema, { snippets: [] }).ok).toBe(true);
    expect(validatePayload(FindingSchema, { snippets: [], subFindings: null }).ok).toBe(true);
  });

  it('tolerates snippets whose eScore or potentialCancer is null or absent', () => {
    const snippets = [{ eScore: null, potentialCancer: null }, { text: 'no score' }, {}];
    expect(validatePayload(FindingSchema, { snippets }).ok).toBe(true);
  });

  it('refuses a textual eScore with the path of the bad field', () => {
    const result = validatePayload(FindingSchema, {
      snippets: [{ eScore: 1 }, { eScore: '10', potentialCancer: false }],
    });
    expect(result).toMatchObject({ ok: false, error: { path: ['snippets', '1', 'eScore'] } });
  });

  it('refuses a NaN eScore and a non-boolean potentialCancer flag', () => {
    expect(validatePayload(FindingSnippetSchema, { eScore: Number.NaN }).ok).toBe(false);
    expect(validatePayload(FindingSnippetSchema, { potentialCancer: 'yes' }).ok).toBe(false);
  });

  it('requires snippets on a finding and on each sub-finding', () => {
    expect(validatePayload(FindingSchema, { title: 'No snippets' })).toMatchObject({
      ok: false,
      error: { path: ['snippets'] },
    });
    expect(
      validatePayload(FindingSchema, { snippets: [], subFindings: [{ title: 'x' }] }),
    ).toMatchObject({ ok: false, error: { path: ['subFindings', '0', 'snippets'] } });
    expect(validatePayload(SubFindingSchema, { snippets: [{ eScore: 4 }] }).ok).toBe(true);
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(() => validatePayload(FindingSchema, value)).not.toThrow();
      }),
    );
  });
});

describe('reports use FindingSchema for their findings', () => {
  it('refuses a report whose finding has a snippet with a textual eScore, at its path', () => {
    const report = {
      id: 'rpt_1',
      encounterId: 'enc_1',
      title: 'Full Body Scan report',
      created: '2026-03-09T16:00:00Z',
      summary: 'ok',
      findings: [liverFinding, { snippets: [{ eScore: 'high' }] }],
    };
    expect(validatePayload(ReportSchema, report)).toMatchObject({
      ok: false,
      error: { path: ['findings', '1', 'snippets', '0', 'eScore'] },
    });
    expect(validatePayload(ReportSchema, { ...report, findings: [liverFinding] }).ok).toBe(true);
  });
});
