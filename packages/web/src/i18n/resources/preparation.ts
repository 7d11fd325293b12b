/**
 * How to prepare for a scan (docs/adr/0108), used as `t('preparation.<key>')` wherever the member
 * meets their upcoming scan: Home's next step and the booking confirmation. An area of its own,
 * so the confirmation waits for these few strings, not the dashboard's. US English is the base;
 * the British object (`preparation.enGB.ts`) holds only what differs (spelling).
 */
export const PREPARATION_EN_US = {
  title: 'How to prepare',
  arrive: 'Arrive 15 minutes early with a photo ID.',
  BODY_SCAN: {
    first: 'Do not eat for 4 hours before your scan; water is fine.',
    second: 'Wear comfortable clothes without metal (zippers, buttons, underwire).',
  },
  MAMMOGRAPHY: {
    first: 'Do not use deodorant, powder or lotion under your arms or on your chest that day.',
    second: 'Wear a two-piece outfit: you will undress from the waist up.',
  },
  HEART_CT: {
    first: 'No caffeine or smoking for 12 hours before your scan.',
    second: 'Take your usual medicines unless your care team tells you otherwise.',
  },
  LUNG_CT: {
    first: 'Wear comfortable clothes without metal (zippers, buttons, underwire).',
    second: 'The scan takes a few minutes: you hold your breath for a few seconds.',
  },
};
