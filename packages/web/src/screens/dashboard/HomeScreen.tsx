import {
  startTransition,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type ReactElement,
} from 'react';
import type { ScanwiseContainer } from '../../composition/container';
import { ServiceContainerContext } from '../../composition/ServiceContainerContext';
import { TOKENS } from '../../composition/tokens';
import { useService } from '../../composition/useService';
import { LoadingState } from '../../design/components/Spinner/Spinner';
import { useTranslation } from '../../i18n/useTranslation';
import { useFirstPageRendered } from '../../startup/firstPageReveal';
import { onAfterPaint } from '../../startup/idleScheduler';
import { nextTask } from '../../startup/nextTask';
import type * as HomeLiveSectionsModule from './HomeLiveSections';
import type { HomeLiveSectionsProps } from './HomeLiveSections';
import { useMember } from './memberHooks';
import styles from './dashboard.module.css';

// The lists' code (cards, tasks, the appointment link and what it needs) loads with them, once
// the greeting has painted; the member's data they read comes beside it (the shell's live pill
// starts it at the same moment), without the journeys' services.
let loadedSections: ComponentType<HomeLiveSectionsProps> | null = null;
const loadSections = (): Promise<ComponentType<HomeLiveSectionsProps> | undefined> =>
  import('./HomeLiveSections').then((module: typeof HomeLiveSectionsModule | undefined) => {
    // A failed chunk whose reload is under way resolves to nothing (navigation/preloadRecovery).
    if (module) loadedSections = module.HomeLiveSections;
    return module?.HomeLiveSections;
  });

/** What `loadHomeContent` reads of the app's container. */
export interface HomeContentServices {
  get: ScanwiseContainer['get'];
}

/**
 * Home's content beyond its code: the lists' code and the member's data with Home's overview over
 * it (its own group's chunk, which no other page loads), the overview's four calls started as
 * soon as they are bound (beside the lists' code). Startup waits for it
 * before Home's first paint when Home's last overview is kept, so that next step paints at once;
 * otherwise Home loads it once its greeting has painted.
 */
export function loadHomeContent(
  services: HomeContentServices,
): Promise<ComponentType<HomeLiveSectionsProps> | undefined> {
  // The calls in a task of their own: binding the member's data and starting the overview's
  // calls are each a long step on a phone, one after the other in one task otherwise.
  const data = services
    .get(TOKENS.serviceGroups)
    .home.load()
    .then(nextTask)
    .then(() => services.get(TOKENS.homeOverview).prefetch());
  return Promise.all([loadSections(), data]).then(([component]) => component);
}

/**
 * Home's lists: their code and the member's data are fetched together and the lists render when
 * both are there, without suspending (once the greeting has painted, unless startup loaded them
 * for the first paint). A suspended part would show its fallback and React would hold its reveal
 * back (its 300 ms throttle) before the lists could even ask for their data. A failed load goes
 * to the route's error screen.
 */
function HomeLiveSectionsAfterPaint(props: HomeLiveSectionsProps): ReactElement {
  const { home } = useService(TOKENS.serviceGroups);
  const container = useContext(ServiceContainerContext);
  const [Sections, setSections] = useState(() => (home.isReady() ? loadedSections : null));
  const [failure, setFailure] = useState<{ readonly error: unknown } | null>(null);
  useEffect(() => {
    if (Sections || !container) return undefined;
    let live = true;
    const cancel = onAfterPaint(() => {
      loadHomeContent(container).then(
        (component) => {
          if (!live || !component) return;
          // A transition: React renders the lists in slices between the member's taps.
          startTransition(() => setSections(() => component));
        },
        (error: unknown) => {
          if (live) setFailure({ error });
        },
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [Sections, container]);
  if (failure) throw failure.error;
  return Sections ? <Sections {...props} /> : props.loading;
}

/**
 * Home answers "what do I do next?": a greeting by name, then the one next step (core
 * HomeOverviewService) with the upcoming scan when it is near (spec section 9: "less than 121
 * days away") and how to prepare, the open tasks and the scans, live (the hubs update them
 * without reload).
 */
export function HomeScreen(): ReactElement {
  const { t } = useTranslation();
  // Startup reveals Home in one commit once it has rendered (startup/firstPageReveal).
  useFirstPageRendered();
  const member = useMember();
  const name = member?.firstName?.trim();
  const loading = <LoadingState label={t('dashboard.home.loading')} />;
  // The greeting needs only the session; the lists need the hubs and the member API, which come
  // with the member's data: on a first visit it loads once the greeting has painted.
  const container = useContext(ServiceContainerContext);
  // Booking from the dashboard is the funnel stage MY_MONITOR_BOOK_NOW (reported by the booking
  // journey, whose group loads on demand: the links do not wait for it, a failed load is logged
  // there).
  const reportBookNow = (): void => {
    container
      ?.available(TOKENS.bookingJourney)
      .then(() => container.get(TOKENS.bookingJourney).bookNowFromDashboard())
      .catch(() => undefined);
  };
  return (
    <div className={styles.screen}>
      <header>
        <h1>{name ? t('dashboard.home.greeting', { name }) : t('dashboard.home.title')}</h1>
        <p className={styles.intro}>{t('dashboard.home.intro')}</p>
      </header>
      <HomeLiveSectionsAfterPaint loading={loading} onBookNow={reportBookNow} />
    </div>
  );
}
