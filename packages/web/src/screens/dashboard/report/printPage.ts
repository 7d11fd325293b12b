/**
 * Opens the browser's print dialog for the page, where "Save as PDF" is one of the printers. The
 * page's print stylesheet decides what is printed. A helper of its own so a test or story can
 * watch the call instead of opening a dialog.
 */
export function printPage(): void {
  window.print();
}
