/**
 * A small PDF 1.4 writer for the platform's demo documents: text in the standard Helvetica
 * fonts (nothing embedded), pages as the text needs, a cross-reference table and document
 * info. Enough for a valid document that every viewer opens; no dependency.
 */

export interface PdfLine {
  readonly text: string;
  /** Font size in points; default 11. */
  readonly size?: number;
  readonly bold?: boolean;
  /** Text placed at the right column (amounts), on the same line. */
  readonly right?: string;
  /** Space before the line, in points; default none. */
  readonly gap?: number;
}

export interface PdfInput {
  readonly title: string;
  readonly lines: readonly PdfLine[];
  /** Creation time (the document info's CreationDate). */
  readonly created: Date;
}

const PAGE_WIDTH = 612; // US Letter, points
const PAGE_HEIGHT = 792;
const MARGIN = 56;
const RIGHT_COLUMN = 440;
const DEFAULT_SIZE = 11;

/** Windows-1252 codes of the characters outside Latin-1 that documents here use. */
const WIN_ANSI: Readonly<Record<string, number>> = {
  '€': 0x80,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};

/** A PDF string literal in WinAnsi, ASCII only (octal escapes), unknown characters as '?'. */
function pdfString(text: string): string {
  let out = '(';
  for (const char of text) {
    const code = WIN_ANSI[char] ?? char.codePointAt(0) ?? 63;
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else if (code >= 32 && code < 127) out += char;
    else if (code >= 128 && code <= 255) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += '?';
  }
  return `${out})`;
}

/** Splits a line's text so that it fits the width (Helvetica is about half an em per character). */
function wrap(line: PdfLine): PdfLine[] {
  const size = line.size ?? DEFAULT_SIZE;
  const width = (line.right === undefined ? PAGE_WIDTH - MARGIN : RIGHT_COLUMN) - MARGIN - 8;
  const perLine = Math.max(10, Math.floor(width / (size * 0.5)));
  if (line.text.length <= perLine) return [line];
  const { right: _right, ...plain } = line;
  const parts: PdfLine[] = [];
  let rest = line.text;
  let gap = line.gap ?? 0;
  while (rest.length > perLine) {
    const cut = rest.lastIndexOf(' ', perLine);
    const at = cut > 0 ? cut : perLine;
    parts.push({ ...plain, text: rest.slice(0, at), gap });
    rest = rest.slice(at).trimStart();
    gap = 0;
  }
  parts.push({ ...line, text: rest, gap });
  return parts;
}

/** The content streams of the pages: the lines laid out top to bottom. */
function layOut(lines: readonly PdfLine[]): string[] {
  const pages: string[] = [];
  let ops: string[] = [];
  let y = PAGE_HEIGHT - MARGIN;
  for (const line of lines.flatMap(wrap)) {
    const size = line.size ?? DEFAULT_SIZE;
    const advance = (line.gap ?? 0) + size * 1.4;
    if (y - advance < MARGIN && ops.length > 0) {
      pages.push(ops.join('\n'));
      ops = [];
      y = PAGE_HEIGHT - MARGIN;
    }
    y -= advance;
    const font = line.bold ? '/F2' : '/F1';
    ops.push(`BT ${font} ${size} Tf ${MARGIN} ${y.toFixed(1)} Td ${pdfString(line.text)} Tj ET`);
    if (line.right !== undefined) {
      ops.push(
        `BT ${font} ${size} Tf ${RIGHT_COLUMN} ${y.toFixed(1)} Td ${pdfString(line.right)} Tj ET`,
      );
    }
  }
  pages.push(ops.join('\n'));
  return pages;
}

/** D:YYYYMMDDHHmmSSZ */
const pdfDate = (date: Date): string =>
  `D:${date
    .toISOString()
    .replace(/[-:T]/g, '')
    .replace(/\.\d{3}Z$/, '')}Z`;

/** Renders the lines as a PDF document (bytes). */
export function renderPdf(input: PdfInput): Uint8Array<ArrayBuffer> {
  const pages = layOut(input.lines);
  // Objects: 1 catalog, 2 page tree, 3 and 4 fonts, 5 info, then a page and its content each.
  const objects: string[] = [];
  const pageIds = pages.map((_, index) => 6 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] =
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  objects[5] = `<< /Title ${pdfString(input.title)} /Producer (Scanwise local platform) /CreationDate (${pdfDate(input.created)}) >>`;
  pages.forEach((content, index) => {
    const pageId = pageIds[index] ?? 0;
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
  });

  // Every character below is one byte (ASCII, and the binary marker's four), so string
  // lengths are byte offsets.
  let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = body.length;
    body += `${id} 0 obj\n${objects[id] ?? 'null'}\nendobj\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1) {
    body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  }
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(body, (char) => char.charCodeAt(0));
}
