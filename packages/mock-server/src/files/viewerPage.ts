import type { DigitalReport, Member } from '@scanwise/core';
import { escapeHtml, page } from '../html';
import { formatDay } from './format';

/**
 * The image viewer's stand-in: the clinic's viewer shows a scan's images at this address; the
 * local platform has no images, so the page says which study it is and how to go back.
 */
export function viewerPage(report: DigitalReport, member: Member | null): string {
  const lang = member?.locale === 'en-gb' ? 'en-GB' : 'en-US';
  return page(
    'Your images',
    `<p>${escapeHtml(report.title)}, released ${escapeHtml(formatDay(report.created, member))}.</p>
<p>The clinic's image viewer shows your scan's images here. This local platform has no images to
show: this page stands in for the viewer.</p>
<p>Close this tab to go back to your report.</p>`,
    { lang },
  );
}
