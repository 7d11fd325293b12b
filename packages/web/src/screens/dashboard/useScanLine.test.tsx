import { ENTITY_EXAMPLES, type Encounter } from '@scanwise/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderOnPlatform } from '../../test/renderOnPlatform';
import { encounterTitleParts } from './encounterPresentation';
import { useScanLine } from './useScanLine';

const KEYS = { dated: 'uploads.mammo.forScan', undated: 'uploads.mammo.forScanUndated' };

// The hook's input is an encounter as a prop: a view model, not a platform answer.
const UPCOMING_MAMMOGRAPHY: Encounter = {
  ...ENTITY_EXAMPLES.Encounter,
  name: 'Mammography',
  kind: 'MAMMOGRAPHY',
  appointment: {
    ...ENTITY_EXAMPLES.Appointment,
    start: '2026-01-22T15:00:00Z',
    end: '2026-01-22T15:30:00Z',
  },
};
const TO_SCHEDULE: Encounter = {
  ...ENTITY_EXAMPLES.Encounter,
  name: 'Lung CT',
  kind: 'LUNG_CT',
  status: 'AWAITING_SCHEDULING',
  appointment: null,
};

function ScanLine({ encounter }: { readonly encounter: Encounter }) {
  return <p>{useScanLine(encounter, KEYS)}</p>;
}

describe('the scan line of a flow about one scan (upload, questionnaire)', () => {
  it("names the scan and its day in the center's zone, in the page's locale", async () => {
    await renderOnPlatform(<ScanLine encounter={UPCOMING_MAMMOGRAPHY} />, { locale: 'en-gb' });
    expect(screen.getByText('For your Mammography on 22 Jan')).toBeInTheDocument();
  });

  it('names the scan alone when it has no appointment yet', async () => {
    await renderOnPlatform(<ScanLine encounter={TO_SCHEDULE} />);
    expect(screen.getByText('For your Lung CT')).toBeInTheDocument();
  });

  it("takes the package's name, then the kind's words, when the scan's own name is blank", async () => {
    const blank = { ...TO_SCHEDULE, name: '  ' };
    const packaged = {
      ...blank,
      package: { id: 'pkg_lung', name: ' Lung screening ', kind: 'LUNG_CT' as const },
    };
    expect(encounterTitleParts(packaged).name).toBe('Lung screening');
    expect(encounterTitleParts({ ...blank, package: null }).name).toBeUndefined();
    await renderOnPlatform(<ScanLine encounter={{ ...blank, package: null }} />);
    // The kind's words (LUNG_CT: "Lung CT") stand in for the blank name.
    expect(screen.getByText('For your Lung CT')).toBeInTheDocument();
  });
});
