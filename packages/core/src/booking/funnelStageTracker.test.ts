import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FUNNEL_STAGES, type FunnelStage } from '../schemas';
import { FakeTracking, RecordingLogger, flushPromises } from '../testing';
import { FunnelStageTracker, type FunnelStageReport } from './funnelStageTracker';

const recordingReporter = () => {
  const sent: FunnelStageReport[] = [];
  let failNext = 0;
  return {
    sent,
    failTimes: (n: number) => (failNext = n),
    report: (body: FunnelStageReport): Promise<boolean> => {
      if (failNext > 0) {
        failNext -= 1;
        return Promise.reject(new Error('Network Error'));
      }
      sent.push(body);
      return Promise.resolve(true);
    },
  };
};

describe('FunnelStageTracker: "The stage is reported to the server as it changes"', () => {
  it('reports a new stage with the booking ids, and not again while it stays the same', async () => {
    const server = recordingReporter();
    const tracker = new FunnelStageTracker({ report: server.report });
    expect(await tracker.enter('SCAN_SELECTION_PAGE')).toBe(true);
    expect(await tracker.enter('SCAN_SELECTION_PAGE')).toBe(false);
    expect(await tracker.enter('PACKAGE_SELECTED', { packageId: 'pkg_full_body' })).toBe(true);
    expect(server.sent).toEqual([
      { stage: 'SCAN_SELECTION_PAGE' },
      { stage: 'PACKAGE_SELECTED', packageId: 'pkg_full_body' },
    ]);
    expect(tracker.getSnapshot()).toBe('PACKAGE_SELECTED');
  });

  it('reports a stage again after another one came between (order is not shown, every change counts)', async () => {
    const server = recordingReporter();
    const tracker = new FunnelStageTracker({ report: server.report });
    await tracker.enter('LOCATION_PAGE');
    await tracker.enter('CENTER_SELECTED');
    await tracker.enter('LOCATION_PAGE');
    expect(server.sent.map((r) => r.stage)).toEqual([
      'LOCATION_PAGE',
      'CENTER_SELECTED',
      'LOCATION_PAGE',
    ]);
  });

  it('logs a failed report instead of throwing, and retries that stage on the next entry', async () => {
    const server = recordingReporter();
    const logger = new RecordingLogger();
    const tracker = new FunnelStageTracker({ report: server.report, logger });
    server.failTimes(1);
    expect(await tracker.enter('PAYMENT_PAGE')).toBe(false);
    expect(logger.entries).toEqual([
      {
        level: 'warn',
        message: 'Booking stage could not be reported',
        context: { stage: 'PAYMENT_PAGE', error: 'Network Error' },
      },
    ]);
    expect(await tracker.enter('PAYMENT_PAGE')).toBe(true);
    expect(server.sent.map((r) => r.stage)).toEqual(['PAYMENT_PAGE']);
  });

  it('a failure of an older stage does not make the newer one report twice', async () => {
    let rejectFirst: (error: unknown) => void = () => undefined;
    const sent: string[] = [];
    const tracker = new FunnelStageTracker({
      report: (body) => {
        sent.push(body.stage);
        if (sent.length === 1) return new Promise((_, reject) => (rejectFirst = reject));
        return Promise.resolve();
      },
    });
    const first = tracker.enter('ACCOUNT_CREATED');
    await tracker.enter('SCAN_SELECTION_PAGE');
    rejectFirst('offline');
    expect(await first).toBe(false);
    await tracker.enter('SCAN_SELECTION_PAGE');
    expect(sent).toEqual(['ACCOUNT_CREATED', 'SCAN_SELECTION_PAGE']);
  });

  it('sends the booking in progress (the booking id store) with every stage to the server, never to the ads tracker', async () => {
    const server = recordingReporter();
    const tracking = new FakeTracking();
    let bookingId: string | null = null;
    const tracker = new FunnelStageTracker({
      report: server.report,
      tracking,
      bookingId: () => bookingId,
    });
    await tracker.enter('MY_MONITOR_BOOK_NOW');
    bookingId = 'bkg_1';
    await tracker.enter('SCAN_SELECTION_PAGE');
    await tracker.enter('PACKAGE_SELECTED', { packageId: 'pkg_full_body' });
    expect(server.sent).toEqual([
      { stage: 'MY_MONITOR_BOOK_NOW' },
      { stage: 'SCAN_SELECTION_PAGE', bookingId: 'bkg_1' },
      { stage: 'PACKAGE_SELECTED', bookingId: 'bkg_1', packageId: 'pkg_full_body' },
    ]);
    expect(JSON.stringify(tracking.events)).not.toContain('bkg_1');
  });

  it('sends the stage to the ads tracker too, and reset lets the same stage report again', async () => {
    const server = recordingReporter();
    const tracking = new FakeTracking();
    const tracker = new FunnelStageTracker({ report: server.report, tracking });
    const stages: (FunnelStage | null)[] = [];
    tracker.state$.subscribe((stage) => stages.push(stage));
    await tracker.enter('MY_MONITOR_BOOK_NOW');
    tracker.reset();
    await tracker.enter('MY_MONITOR_BOOK_NOW');
    await flushPromises();
    expect(tracking.bookingStages()).toEqual(['MY_MONITOR_BOOK_NOW', 'MY_MONITOR_BOOK_NOW']);
    expect(stages).toEqual([null, 'MY_MONITOR_BOOK_NOW', null, 'MY_MONITOR_BOOK_NOW']);
    tracker.dispose();
  });

  it('property: the reports are the entered stages with consecutive repeats removed', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...FUNNEL_STAGES), { maxLength: 30 }),
        async (entered) => {
          const server = recordingReporter();
          const tracker = new FunnelStageTracker({ report: server.report });
          for (const stage of entered) await tracker.enter(stage);
          const expected = entered.filter(
            (stage, index) => index === 0 || entered[index - 1] !== stage,
          );
          expect(server.sent.map((r) => r.stage)).toEqual(expected);
        },
      ),
    );
  });
});
