/// <reference types="node" />
// Keeps docs/spec-coverage.md honest: every numbered section of the product specification has
// its table, every row names at least one test, and every test it names exists under that name.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const DOC = 'docs/spec-coverage.md';

/** The numbered sections of the product specification, word for word. */
const SPEC_SECTIONS = [
  '1. What the product does and for whom',
  '2. Screens and routes',
  '3. Entities and their fields',
  '4. States and transitions',
  '5. Validation rules',
  '6. Roles and permissions',
  '7. Calls',
  '8. Error catalogue',
  '9. Business constants and limits',
] as const;

/**
 * The specification lives beside the repository (`../shared/spec/product-spec.md` of a checkout,
 * or wherever SCANWISE_SPEC points); where it is present, its headings are compared with the list
 * above, so a new or renamed section shows here.
 */
const specPath = [
  process.env.SCANWISE_SPEC,
  join(repoRoot, '..', 'shared', 'spec', 'product-spec.md'),
  join(repoRoot, '..', '..', 'shared', 'spec', 'product-spec.md'),
].find((path): path is string => path !== undefined && path !== '' && existsSync(path));

interface TestReference {
  readonly file: string;
  readonly names: readonly string[];
}

interface Row {
  readonly section: string;
  readonly text: string;
  readonly references: readonly TestReference[];
}

const FILE_REFERENCE = /`(packages\/[^`]+)`:\s*/g;

/** `path`: "name"; "name" › "name", as many as a cell holds; `\|` is a pipe in a table cell. */
function referencesIn(cell: string): TestReference[] {
  const starts = [...cell.matchAll(FILE_REFERENCE)];
  return starts.map((match, index) => {
    const from = (match.index ?? 0) + match[0].length;
    const to = starts[index + 1]?.index ?? cell.length;
    const quoted = cell.slice(from, to).trim().replace(/[;,]$/, '').trim().replace(/\\\|/g, '|');
    const names =
      quoted.startsWith('"') && quoted.endsWith('"') && quoted.length > 1
        ? quoted.slice(1, -1).split(/"\s*(?:;|›)\s*"/)
        : [];
    return { file: match[1] ?? '', names };
  });
}

/** Every table row (header and separator lines left out) under each `## N. ` heading. */
function rowsOf(markdown: string): Row[] {
  const rows: Row[] = [];
  let section = '';
  const lines = markdown.split('\n');
  lines.forEach((line, index) => {
    if (line.startsWith('## ')) section = line.slice(3).trim();
    if (!/^\d+\. /.test(section) || !line.startsWith('|')) return;
    const separator = /^\|[\s:|-]+\|$/;
    if (separator.test(line) || separator.test(lines[index + 1] ?? '')) return;
    const cells = line.split(/(?<!\\)\|/).slice(1, -1);
    rows.push({ section, text: line, references: referencesIn(cells.at(-1) ?? '') });
  });
  return rows;
}

/** A test file's text with escaped quotes read as the quotes they stand for. */
function sourceOf(file: string): string {
  return readFileSync(join(repoRoot, file), 'utf8').replace(/\\(['"`])/g, '$1');
}

const isTestFile = (file: string): boolean => /\.(test|spec)\.tsx?$/.test(file);

describe('docs/spec-coverage.md: the spec-to-test table', () => {
  const doc = readFileSync(join(repoRoot, DOC), 'utf8');
  const rows = rowsOf(doc);

  it('has a section for every numbered section of the specification', () => {
    const headings = doc.split('\n').filter((line) => line.startsWith('## '));
    for (const section of SPEC_SECTIONS) expect(headings).toContain(`## ${section}`);
    for (const section of SPEC_SECTIONS) {
      expect(rows.filter((row) => row.section === section).length, section).toBeGreaterThan(0);
    }
  });

  it.skipIf(specPath === undefined)(
    'lists the numbered sections the specification has (when it is beside the checkout)',
    () => {
      const spec = readFileSync(specPath ?? '', 'utf8');
      const specSections = spec
        .split('\n')
        .filter((line) => /^## \d+\. /.test(line))
        .map((line) => line.slice(3).trim());
      expect(specSections).toEqual([...SPEC_SECTIONS]);
    },
  );

  it('names at least one test on every row, and no row says "not wired"', () => {
    for (const row of rows) {
      expect(row.references.length, row.text).toBeGreaterThan(0);
      expect(row.text.toLowerCase(), row.text).not.toContain('not wired');
    }
  });

  it('every test it names exists, in the file it names, under that name', () => {
    const missing: string[] = [];
    const sources = new Map<string, string>();
    for (const { references } of rows) {
      for (const { file, names: testNames } of references) {
        if (!isTestFile(file) || !existsSync(join(repoRoot, file))) {
          missing.push(`${file}: no such test file`);
          continue;
        }
        if (testNames.length === 0) missing.push(`${file}: no quoted test name`);
        const source = sources.get(file) ?? sourceOf(file);
        sources.set(file, source);
        for (const name of testNames) {
          const quotedAsWritten = ["'", '"', '`'].some((quote) =>
            source.includes(`${quote}${name}${quote}`),
          );
          if (!quotedAsWritten) missing.push(`${file}: "${name}"`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
