import type { Encounter } from '@scanwise/core';
import { useTranslation } from '../../i18n/useTranslation';
import { encounterTitleParts } from './encounterPresentation';

/** The scan's title as a member reads it: its name, else its package's, else its kind. */
export function useEncounterTitle(encounter: Encounter): string {
  const { t } = useTranslation();
  const { name, kindKey } = encounterTitleParts(encounter);
  return name ?? t(kindKey, { defaultValue: t('dashboard.encounter.untitled') });
}
