import type { IconGlyph } from '../../icons/Icon';
import {
  AccountGlyph,
  HomeGlyph,
  InvoiceGlyph,
  MessagesGlyph,
  ReportGlyph,
  ScanGlyph,
} from '../../icons/glyphs';

export interface NavigationItem {
  readonly id: 'home' | 'scans' | 'reports' | 'invoices' | 'messages' | 'account';
  readonly path: string;
  readonly labelKey: string;
  readonly icon: IconGlyph;
}

/** The member's sections, in the order the navigation shows them. */
export const NAVIGATION_ITEMS: readonly NavigationItem[] = [
  { id: 'home', path: '/', labelKey: 'nav.home', icon: HomeGlyph },
  { id: 'scans', path: '/scans', labelKey: 'nav.scans', icon: ScanGlyph },
  { id: 'reports', path: '/reports', labelKey: 'nav.reports', icon: ReportGlyph },
  { id: 'invoices', path: '/invoices', labelKey: 'nav.invoices', icon: InvoiceGlyph },
  { id: 'messages', path: '/messages', labelKey: 'nav.messages', icon: MessagesGlyph },
  { id: 'account', path: '/account', labelKey: 'nav.account', icon: AccountGlyph },
];
