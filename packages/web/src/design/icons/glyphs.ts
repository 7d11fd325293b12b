/**
 * The app's icon set: the Lucide line icons it uses (plain data, drawn by Icon.tsx), under the
 * names of what they mean. Import glyphs from here only (lint enforces it), so the set stays
 * small and coherent; each is its own module, so a page ships only the glyphs it renders.
 */
export {
  ArrowLeft as BackGlyph,
  ArrowRight as ContinueGlyph,
  CalendarDays as AppointmentGlyph,
  CalendarPlus as BookGlyph,
  ChevronRight as ForwardGlyph,
  CircleAlert as ErrorGlyph,
  CircleCheck as SuccessGlyph,
  CircleUserRound as AccountGlyph,
  Clock as TimeGlyph,
  Download as DownloadGlyph,
  FileText as ReportGlyph,
  HeartPulse as HeartGlyph,
  House as HomeGlyph,
  Inbox as EmptyGlyph,
  Info as InfoGlyph,
  LifeBuoy as HelpGlyph,
  LogOut as SignOutGlyph,
  Mail as EmailGlyph,
  Menu as MenuGlyph,
  MessageCircle as MessagesGlyph,
  Phone as PhoneGlyph,
  Printer as PrintGlyph,
  Receipt as InvoiceGlyph,
  RefreshCw as RetryGlyph,
  ScanLine as ScanGlyph,
  ShieldCheck as PrivacyGlyph,
  TriangleAlert as WarningGlyph,
  X as CloseGlyph,
} from 'lucide';
