import type { Logger, TrackingPort } from '../ports';
import type { BookingStageRequest, FunnelStage } from '../schemas';
import { StateStore } from '../store';

/** What the tracker hands the server: the stage with the booking's ids when known. */
export type FunnelStageReport = BookingStageRequest;

/** Sends one stage, e.g. `(body) => api.reportBookingStage(body)`. */
export type FunnelStageReporter = (report: FunnelStageReport) => Promise<unknown>;

export interface FunnelStageDetails {
  readonly encounterId?: string | null;
  readonly packageId?: string | null;
  readonly centerId?: string | null;
}

export interface FunnelStageTrackerOptions {
  readonly report: FunnelStageReporter;
  readonly logger?: Logger;
  /** Also sends a `bookingStage` event to the ads tracker when given. */
  readonly tracking?: TrackingPort;
  /**
   * The booking in progress (the booking id store's id), sent with every stage to the server
   * only, never to the ads tracker; null or absent: none.
   */
  readonly bookingId?: () => string | null;
}

/**
 * Spec section 4: "The stage is reported to the server as it changes." Entering the stage the
 * member is already in reports nothing; any other stage is reported at once (the order and the
 * allowed transitions are not shown, so every change counts). A failed report is logged, never
 * thrown, and forgotten: entering the same stage again retries it. Its state is the member's
 * current stage, null before the first.
 */
export class FunnelStageTracker extends StateStore<FunnelStage | null> {
  /** The stage last reported (or being reported); null after a failure so it is retried. */
  private reported: FunnelStage | null = null;

  constructor(private readonly options: FunnelStageTrackerOptions) {
    super(null);
  }

  /**
   * The member reached `stage`. Resolves once the report settled (true when one was sent and
   * succeeded); callers may ignore the promise, it never rejects.
   */
  async enter(stage: FunnelStage, details: FunnelStageDetails = {}): Promise<boolean> {
    this.set(stage);
    if (this.reported === stage) return false;
    this.reported = stage;
    this.options.tracking?.track({ type: 'bookingStage', stage });
    const bookingId = this.options.bookingId?.() ?? null;
    const report: FunnelStageReport = {
      stage,
      ...(bookingId === null ? {} : { bookingId }),
      ...details,
    };
    try {
      await this.options.report(report);
      return true;
    } catch (error) {
      this.options.logger?.warn('Booking stage could not be reported', {
        stage,
        error: error instanceof Error ? error.message : String(error),
      });
      // Only forget it if no newer stage was entered meanwhile.
      if (this.reported === stage) this.reported = null;
      return false;
    }
  }

  /** A new booking starts: the next stage is reported even if it equals the last one. */
  reset(): void {
    this.reported = null;
    this.set(null);
  }
}
