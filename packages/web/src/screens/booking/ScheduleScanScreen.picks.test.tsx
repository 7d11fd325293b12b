import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { RenderProbeProvider, type RenderProbeSample } from '../../performance/renderProbe';
import { writeTestFigures } from '../../test/figureLines';
import { signedIn } from '../../test/platform/platformScene';
import { renderOnPlatform } from '../../test/renderOnPlatform';
import { BookingRoutes } from './renderBooking';

// A pick on schedule-scan redraws what it changes, not the screen: picking a time leaves the
// centers and the days alone, picking a day leaves the centers alone (React's Profiler around
// each center, day and time cell; the render counts are printed). Counts, not timings, are
// asserted.

class SampleRecorder {
  samples: RenderProbeSample[] = [];
  record(sample: RenderProbeSample): void {
    this.samples.push(sample);
  }
  clear(): void {
    this.samples = [];
  }
  /** The cells of one kind (`center:`, `day:`, `time:`) that rendered, each once. */
  cells(prefix: string): string[] {
    return [...new Set(this.samples.filter((s) => s.id.startsWith(prefix)).map((s) => s.id))];
  }
}

const figures: string[] = [];
afterAll(() => {
  console.log(`schedule-scan pick figures:\n  ${figures.join('\n  ')}`);
  writeTestFigures('schedule-scan-picks', { lines: figures });
});

const counts = (probe: SampleRecorder): string =>
  ['center:', 'day:', 'time:'].map((kind) => `${probe.cells(kind).length} ${kind}`).join(', ');

describe('ScheduleScanScreen: what a pick redraws', { timeout: 30_000 }, () => {
  it('a time re-renders only the times of its day; a day only the days and its times', async () => {
    const probe = new SampleRecorder();
    const { user } = await renderOnPlatform(
      <RenderProbeProvider value={probe}>
        <BookingRoutes />
      </RenderProbeProvider>,
      { route: '/book-scan/select-plan', scene: signedIn() },
    );
    await user.click(await screen.findByRole('radio', { name: /Full Body Scan/ }));
    await user.click(screen.getByRole('button', { name: /^Continue to cent/ }));
    const centers = await screen.findByRole('radiogroup', { name: 'Centers' });
    const centerCount = within(centers).getAllByRole('radio').length;

    probe.clear();
    await user.click(within(centers).getByRole('radio', { name: /Scanwise Fifth Avenue/ }));
    const days = await screen.findByRole('radiogroup', { name: 'Day' });
    const times = await screen.findByRole('radiogroup', { name: /^Time:/ });
    const dayCount = within(days).getAllByRole('radio').length;
    const timeCount = within(times).getAllByRole('radio').length;
    expect(probe.cells('center:').length).toBeLessThanOrEqual(centerCount);
    figures.push(
      `a center: ${counts(probe)} cells rendered (of ${centerCount} centers; the days and times mount)`,
    );

    // The first time takes the focus from the center (whose cell redraws its focus ring); the
    // next time is picked from there.
    await user.click(within(times).getByRole('radio', { name: '9:00 AM' }));
    await waitFor(() => expect(screen.getByText(/9:00 AM/, { selector: 'dd' })).toBeVisible());
    probe.clear();
    await user.click(within(times).getByRole('radio', { name: '9:30 AM' }));
    expect(within(times).getByRole('radio', { name: '9:30 AM' })).toBeChecked();
    await waitFor(() => expect(screen.getByText(/9:30 AM/, { selector: 'dd' })).toBeVisible());
    expect(probe.cells('center:')).toEqual([]);
    expect(probe.cells('day:')).toEqual([]);
    expect(probe.cells('time:').length).toBeLessThanOrEqual(timeCount);
    figures.push(
      `a time: ${counts(probe)} cells re-rendered (of ${centerCount} centers, ${dayCount} days, ${timeCount} times)`,
    );

    probe.clear();
    const otherDay = within(days)
      .getAllByRole('radio')
      .filter(
        (radio) => !radio.hasAttribute('disabled') && !(radio as HTMLInputElement).checked,
      )[0]!;
    await user.click(otherDay);
    expect(otherDay).toBeChecked();
    await waitFor(() =>
      expect(screen.getByRole('radiogroup', { name: /^Time:/ })).toHaveAccessibleName(
        `Time: ${otherDay.getAttribute('aria-label') ?? ''}`,
      ),
    );
    expect(probe.cells('center:')).toEqual([]);
    expect(probe.cells('day:').length).toBeLessThanOrEqual(dayCount);
    figures.push(
      `a day: ${counts(probe)} cells rendered (of ${centerCount} centers, ${dayCount} days; the day's times mount)`,
    );
  });
});
