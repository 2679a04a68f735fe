/**
 * Long inputs made to stall a regular expression that backtracks: runs of separators and of
 * near-matches of the patterns the backend checks (e-mail addresses, tokens, cursors, instants,
 * origins, header lists). A pattern that runs in linear time answers them at once; an exponential one
 * would hold the request past the test's timeout, which is how such a pattern fails the suite.
 */

type Measure = (value: string) => number;

const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A value as a URL carries it: lone surrogates cannot be percent-encoded, a browser sends U+FFFD instead. */
export const asQueryValue = (value: string) => encodeURIComponent(value.replace(LONE_SURROGATES, '\uFFFD'));

/** Bytes of a value inside a JSON string (escapes included). */
export const jsonBytes: Measure = (value) => Buffer.byteLength(JSON.stringify(value)) - 2;
/** Bytes of a value in a query string or a urlencoded form. */
export const queryBytes: Measure = (value) => asQueryValue(value).length;

/** `prefix`, then `unit` as often as fits in `budget` bytes, then `suffix`. */
function fill(budget: number, measure: Measure, prefix: string, unit: string, suffix = ''): string {
  return `${prefix}${unit.repeat(Math.floor((budget - measure(prefix + suffix)) / measure(unit)))}${suffix}`;
}

/** Near-matches and separators for any text field or parameter, each `budget` bytes long as `measure` counts them. */
export function longHostileStrings(budget: number, measure: Measure): Array<[string, string]> {
  const long = (prefix: string, unit: string, suffix?: string) => fill(budget, measure, prefix, unit, suffix);
  return [
    ['dots', long('', '.')],
    ['dot-separated atoms and no at sign', long('', 'a.')],
    ['at signs', long('', '@')],
    ['dots and at signs', long('', '.@')],
    ['an address ending in a run of hyphens', long('a@a', '-')],
    ['labels that all end in a hyphen', long('a@', 'a-a.', '-')],
    ['labels of 62 letters, the last one empty', long('x@', `${'a'.repeat(62)}.`, '.')],
    ['an almost-address over and over', long('', 'a@b.', '?')],
    ['combining marks between dots', long('', 'a\u0301.')],
    ['CR LF pairs', long('x', '\r\n', 'x')],
    ['tabs and line feeds', long('x', '\t\n', 'x')],
    ['zero-width joiners', long('', '\u200d')],
    ['bidi overrides', long('a', '\u202e')],
    ['lone high surrogates', long('a', '\ud83d')],
    ['base64url pieces and dots, as a cursor', long('', 'A.', '!')],
    ['a time offset over and over, as an instant ends', long('2026-11-01T00:00:00', ' 01:00')],
    ['digits', long('', '9')],
  ];
}

/** Header values just under the 8 KiB nginx passes per header line (Node takes 16 KiB of headers in all). */
const HEADER_BYTES = 7_900;
const headerBytes: Measure = (value) => Buffer.byteLength(value);
const longHeader = (prefix: string, unit: string, suffix?: string) => fill(HEADER_BYTES, headerBytes, prefix, unit, suffix);

/** Long hostile values of the headers the backend, its libraries or nginx parse; `refusedPost` when any POST must be refused (403) for it. */
export const LONG_HOSTILE_HEADERS: Array<{ label: string; headers: Record<string, string>; refusedPost?: true }> = [
  { label: 'an Accept-Language of separators ending in a near-match', headers: { 'Accept-Language': longHeader('', ' ,', 'enx') } },
  { label: 'an Accept-Language of language prefixes', headers: { 'Accept-Language': longHeader('', 'en-', 'x') } },
  { label: 'an Accept-Language of weights', headers: { 'Accept-Language': longHeader('', 'nl;q=0.', '9') } },
  { label: 'a Cookie of equals signs', headers: { Cookie: longHeader('rebound_admin=', '=') } },
  { label: 'a Cookie of empty pairs', headers: { Cookie: longHeader('', 'a=b; ') } },
  { label: 'a Cookie of broken percent escapes', headers: { Cookie: longHeader('rebound_admin=', '%E0%A4') } },
  { label: 'a Cookie of session-id near-matches', headers: { Cookie: longHeader('rebound_admin=', 'A'.repeat(42).concat('.')) } },
  { label: 'an Origin of many labels', headers: { Origin: longHeader('https://', 'a.', 'example') }, refusedPost: true },
  { label: 'an Origin with a long port', headers: { Origin: longHeader('http://localhost:', '8') }, refusedPost: true },
  {
    label: 'an Origin listing the site over and over',
    headers: { Origin: longHeader('http://localhost:8080', ', http://localhost:8080') },
    refusedPost: true,
  },
  { label: 'an Origin of colons in brackets', headers: { Origin: longHeader('http://[', ':', ']') }, refusedPost: true },
  { label: 'an Origin of nulls', headers: { Origin: longHeader('null', ',null') }, refusedPost: true },
  { label: 'a Sec-Fetch-Site list', headers: { 'Sec-Fetch-Site': longHeader('same-origin', ', same-origin') } },
  { label: 'an X-Forwarded-For of dots', headers: { 'X-Forwarded-For': longHeader('1', '.1') } },
  { label: 'an X-Forwarded-For of colons', headers: { 'X-Forwarded-For': longHeader('', '::') } },
  { label: 'a User-Agent of open brackets', headers: { 'User-Agent': longHeader('', 'Mozilla/5.0 (') } },
];

/** Content-Type values of about 8 KiB for a request body (parsed by content-type and type-is before any route). */
export const LONG_CONTENT_TYPES: Array<[string, string]> = [
  ['endless parameters', longHeader('application/json', '; a=b')],
  ['a long quoted charset of escapes', longHeader('application/json; charset="', '\\"', '"')],
  ['a form type with endless parameters', longHeader('application/x-www-form-urlencoded', ';a=')],
  ['a multipart boundary of dashes', longHeader('multipart/form-data; boundary=', '-')],
];

/** Idempotency-Key values of about 8 KiB: too long, or near-matches of the 1-128 visible characters (all 400). */
export const LONG_IDEMPOTENCY_KEYS: Array<[string, string]> = [
  ['of 7,900 visible characters', longHeader('', '!')],
  ['of words and spaces', longHeader('', 'a ')],
  ['of keys joined by commas', longHeader('k', ', k')],
];
