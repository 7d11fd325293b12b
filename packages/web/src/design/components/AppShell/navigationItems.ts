/** The member's sections, in the order the navigation shows them. */
export const NAVIGATION_ITEMS = [
  { id: 'home', path: '/', labelKey: 'nav.home' },
  { id: 'scans', path: '/scans', labelKey: 'nav.scans' },
  { id: 'reports', path: '/reports', labelKey: 'nav.reports' },
  { id: 'invoices', path: '/invoices', labelKey: 'nav.invoices' },
  { id: 'messages', path: '/messages', labelKey: 'nav.messages' },
  { id: 'account', path: '/account', labelKey: 'nav.account' },
] as const;

export type NavigationItem = (typeof NAVIGATION_ITEMS)[number];
