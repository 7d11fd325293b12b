/** Query values by key: the first occurrence of a key wins. */
export type RouteQuery = Readonly<Record<string, string>>;

function decodeQueryComponent(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    // A malformed escape ("%E0%A4%A") is kept as typed rather than failing the whole query.
    return spaced;
  }
}

/**
 * Parses a location's search ("?code=A1&partner=acme") into values by key, the way
 * URLSearchParams.get reads them ('+' is a space, the first of repeated keys wins). Never throws,
 * whatever the text; core has no URL globals, so this is its own small parser.
 */
export function parseRouteSearch(search: string): RouteQuery {
  const text = search.startsWith('?') ? search.slice(1) : search;
  const values = new Map<string, string>();
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const key = decodeQueryComponent(equals === -1 ? pair : pair.slice(0, equals));
    const value = equals === -1 ? '' : decodeQueryComponent(pair.slice(equals + 1));
    if (!values.has(key)) values.set(key, value);
  }
  // fromEntries defines own properties, so a key such as "__proto__" is plain data.
  return Object.freeze(Object.fromEntries(values));
}

/** Keeps a search string as given, normalised to '' or a leading '?'. */
export function normalizeRouteSearch(search: string | undefined): string {
  if (search === undefined || search === '' || search === '?') return '';
  return search.startsWith('?') ? search : `?${search}`;
}
