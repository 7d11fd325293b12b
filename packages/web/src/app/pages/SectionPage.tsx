import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../design/components/EmptyState/EmptyState';
import type { NavigationItem } from '../../design/components/AppShell/navigationItems';

export interface SectionPageProps {
  readonly section: NavigationItem;
}

/** A section of the dashboard before its screen exists: its title and an empty state. */
export function SectionPage({ section }: SectionPageProps): ReactElement {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t(section.labelKey)}</h1>
      <EmptyState />
    </>
  );
}
