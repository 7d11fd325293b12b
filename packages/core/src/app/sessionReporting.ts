import type { Subscription } from 'rxjs';
import { ArrivalAttribution } from '../attribution';
import { ConsentService, ConsentStore } from '../consent';
import { ErrorReportingService } from '../errorReporting';
import type { AuthState } from '../session';
import type { TrackingPort } from '../ports';
import { trackingPagePathFor } from '../routing';
import { TrackingService } from '../tracking';
import type { SessionReportingFactory } from './sessionReportingTypes';

export type {
  SessionReporting,
  SessionReportingDependencies,
  SessionReportingFactory,
} from './sessionReportingTypes';

const noTracking: TrackingPort = { track: () => undefined };

/**
 * Tracking, consent, attribution and error reporting over the session: consent follows the
 * signed-in member's country and, once given, counts the page shown; error reports carry the
 * signed-in member's id and roles, and none after sign-out. Created by `SessionCore.loadReporting`
 * (this module loads then) or `reportingWith`, so a first page carries none of it.
 */
export const createSessionReporting: SessionReportingFactory = ({
  ports,
  config,
  auth,
  booking,
  sessionApi,
}) => {
  const { clock, logger, storage } = ports;
  const consent = new ConsentService({
    store: new ConsentStore({ storage: storage.local, clock, logger }),
    ...(config.locale === undefined ? {} : { locale: config.locale }),
    ...(ports.privacySignal === undefined ? {} : { privacySignal: ports.privacySignal }),
  });
  const tracking = new TrackingService({
    port: ports.tracking ?? noTracking,
    environment: config.environment,
    readSessionFlag: config.readTrackingSessionFlag ?? ((): boolean => false),
    patternFor: trackingPagePathFor,
    clock,
    siteOrigin: config.siteOrigin ?? config.apiBaseUrl,
    sendConversion: (event) => sessionApi.sendMetaConversion(event),
    logger,
    consentAllows: consent.isTrackingAllowed,
  });
  const errorReporting = new ErrorReportingService(
    ports.errorReporting ?? {
      captureException: () => undefined,
      addBreadcrumb: () => undefined,
      setTag: () => undefined,
      setUser: () => undefined,
    },
    trackingPagePathFor,
  );
  const attribution = new ArrivalAttribution({
    booking,
    consentAllows: consent.isTrackingAllowed,
    logger,
  });

  // Consent given later: the page shown is counted then (and the tag manager loads). The rule
  // follows the member's country (GB members opt in wherever they open the app). Error reports
  // know who is signed in (the member id and roles only) and forget them at sign-out.
  let previous: AuthState['status'] = auth.getSnapshot().status;
  const subscriptions: Subscription[] = [
    consent.trackingAllowed$.subscribe((allowed) => {
      if (allowed) tracking.sendPendingPageView();
    }),
    auth.state$.subscribe((state) => {
      consent.setMemberCountry(
        state.status === 'signedIn' ? (state.member?.address?.country ?? undefined) : undefined,
      );
      if (state.status === 'signedIn') {
        const memberId = state.member?.id ?? state.user?.profile.sub;
        if (memberId) errorReporting.identify({ memberId, role: state.roles });
      } else if (state.status === 'signedOut' && previous === 'signedIn') {
        errorReporting.forget();
      }
      previous = state.status;
    }),
  ];

  return {
    tracking,
    consent,
    errorReporting,
    attribution,
    dispose(): void {
      for (const subscription of subscriptions) subscription.unsubscribe();
      consent.dispose();
    },
  };
};
