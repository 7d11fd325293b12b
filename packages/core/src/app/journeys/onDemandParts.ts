import type { FunnelStageTracker } from '../../booking';
import { deferredCalls } from './deferredCalls';
import type { TrackingService } from '../../tracking';
import type { SessionCore } from '../createSessionCore';
import type { CreateSessionCoreOptions } from '../scanwiseOptions';
import type { ConversionServices } from './createConversionServices';
import type { Disposable } from './madeParts';

/**
 * The conversion's tracking call over the session's reporting, which loads once the page is
 * interactive (or with this call): a conversion before then waits for it; one it cannot send
 * (its code failed to load) answers false, as an untracked one does.
 */
export function conversionTrackingOnDemand(
  session: SessionCore,
): Pick<TrackingService, 'conversion'> {
  return {
    conversion: (input) =>
      session.loadReporting().then(
        (reporting) => reporting.tracking.conversion(input),
        () => false,
      ),
  };
}

/**
 * The booking funnel of a journey, with the conversion it belongs to (the arrival's UTM values)
 * made on its first stage: its code (the reporting's) loads then, so the journey's first page
 * waits for none of it. A stage it cannot report (its code failed to load) answers false, as a
 * stage the platform refused does; a reset before any stage has nothing to forget.
 */
export function funnelOnDemand(
  session: SessionCore,
  options: CreateSessionCoreOptions,
): Disposable & {
  readonly funnel: Pick<FunnelStageTracker, 'enter' | 'reset'>;
  /**
   * Starts loading it now, before any stage: the conversion then sends the arrival's UTM values
   * once a member exists. Nothing waits for it; a failed load is logged and tried again on the
   * first stage.
   */
  start(): void;
} {
  let disposed = false;
  let made: ConversionServices | undefined;
  const conversion = deferredCalls<FunnelStageTracker>({
    port: 'booking funnel',
    logger: options.ports.logger,
    load: () =>
      Promise.all([import('./conversionOnDemand'), import('./memberCallsOnDemand')]).then(
        ([conversionModule, callsModule]) => {
          made ??= conversionModule.createConversionServices(
            session,
            options,
            callsModule.createMemberCalls(session, options),
          );
          if (disposed) made.dispose();
          return made.funnel;
        },
      ),
  });
  let entered = false;
  return {
    funnel: {
      enter: (stage, details) => {
        entered = true;
        return conversion.enter(stage, details).catch(() => false);
      },
      // After the stages asked for so far (the same load), so a stage entered again is reported.
      reset: () => {
        if (!entered) return;
        conversion.preload().then(
          (funnel) => funnel.reset(),
          () => undefined,
        );
      },
    },
    start: () => {
      conversion.preload().catch(() => undefined);
    },
    dispose(): void {
      disposed = true;
      made?.dispose();
    },
  };
}
