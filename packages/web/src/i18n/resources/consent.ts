/**
 * The consent banner's and Account's "Privacy and cookies" strings, used as
 * `t('consent.<part>.<key>')` (a consent banner that is as easy to refuse as to accept; the
 * choice is kept and can be changed in Account). US English is the base.
 */
export const CONSENT_EN_US = {
  banner: {
    title: 'Cookies and advertising',
    body: 'We would like to use advertising cookies (Google Tag Manager and social media pixels) to see how people find Scanwise. They never receive your health information, and nothing is loaded unless you accept.',
    accept: 'Accept advertising cookies',
    refuse: 'Refuse advertising cookies',
    detailsSummary: 'What this means',
    details:
      'The storage that keeps you signed in and saves your progress is always used. Advertising cookies are optional: if you refuse, no advertising script is loaded and nothing is sent to advertising partners. You can change your choice at any time in Account, under Privacy and cookies.',
    saved: 'Your choice is saved. You can change it at any time in Account.',
  },
  account: {
    title: 'Privacy and cookies',
    intro:
      'Advertising cookies (Google Tag Manager and social media pixels) help us see how people find Scanwise. They never receive your health information.',
    toggle: 'Allow advertising cookies',
    granted: 'Advertising cookies are on: you accepted them on {{date}}.',
    denied: 'Advertising cookies are off: you refused them on {{date}}.',
    defaultOn: 'Advertising cookies are on. You can turn them off here at any time.',
    undecided: 'You have not chosen yet, so advertising cookies stay off.',
    nowOn: 'Advertising cookies are on.',
    nowOff:
      'Advertising cookies are off: nothing more is sent. Scripts already loaded on this page stay until you reload it.',
    reloadNote:
      'Turning them off stops anything more being sent at once; scripts already loaded on this page are removed when you reload it.',
    gpcOn:
      'Your browser is sending Global Privacy Control, and we honor it as your opt-out: advertising cookies stay off and nothing is sent to advertising partners.',
    gpcToggleNote:
      'Advertising cookies cannot be turned on while Global Privacy Control is on. If you turn it off in your browser’s settings, your choice here applies again.',
  },
};
