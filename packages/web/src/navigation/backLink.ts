import { backLinkFrom, type BackLinkRouteId } from '@scanwise/core';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '../i18n/useTranslation';

/**
 * Route state a dashboard link passes to the screen it opens (upload, appointment actions,
 * payment), so that screen's back link returns here. The path has no locale prefix (the
 * router's basename). Choices: docs/adr/0075-back-links-go-where-the-member-came-from.md
 */
export interface CameFromState {
  readonly from: string;
}

/** The route state for a link on this page: "you came from here". */
export function useCameFromHere(): CameFromState {
  return { from: useLocation().pathname };
}

/**
 * The back link of a screen opened from elsewhere: the dashboard page the member came from
 * (validated by core's backLinkFrom), else `fallback` (a deep link from an e-mail, a reload
 * in a new tab).
 */
export function useBackLink(fallback: BackLinkRouteId): {
  readonly to: string;
  readonly label: string;
} {
  const state: unknown = useLocation().state;
  const { t } = useTranslation();
  const from: unknown =
    typeof state === 'object' && state !== null ? (state as Record<string, unknown>)['from'] : null;
  const link = backLinkFrom(from, fallback);
  return { to: link.path, label: t(`nav.backTo.${link.routeId}`) };
}
