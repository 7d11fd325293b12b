import type { ReactElement } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { StatusPill } from '../StatusPill/StatusPill';

export type LiveConnectionStatus = 'connected' | 'connecting' | 'disconnected';

export interface ConnectionStatusProps {
  readonly status: LiveConnectionStatus;
}

const TONES = { connected: 'success', connecting: 'info', disconnected: 'warning' } as const;

/** Whether live updates of tasks and encounters are flowing (for the AppShell's slot). */
export function ConnectionStatus({ status }: ConnectionStatusProps): ReactElement {
  const { t } = useTranslation();
  return <StatusPill tone={TONES[status]}>{t(`connection.${status}`)}</StatusPill>;
}
