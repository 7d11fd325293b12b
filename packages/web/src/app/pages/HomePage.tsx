import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../design/components/EmptyState/EmptyState';

/** Home: a placeholder until the dashboard screens arrive. */
export function HomePage(): ReactElement {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('home.title')}</h1>
      <p>{t('home.intro')}</p>
      <EmptyState title={t('states.emptyTitle')} />
    </>
  );
}
