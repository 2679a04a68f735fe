import {
  type FieldErrorCode,
  hasVisibleCharacter,
  INTEREST_FIELD_LIMITS,
  isCleanText,
  isEmailAddress,
  SUPPORTED_LANGUAGES,
} from '@rebound/shared';
import { hashNewsletterToken } from '@rebound/shared/node';
import { formulaCells } from '@rebound/shared/testing';
import request from 'supertest';
import {
  asQueryValue,
  jsonBytes,
  LONG_CONTENT_TYPES,
  LONG_HOSTILE_HEADERS,
  LONG_IDEMPOTENCY_KEYS,
  longHostileStrings,
  queryBytes,
} from '../test-support/long-hostile-input';
import { uniqueClientAddress } from '../test-support/network';
import { useSpecApp } from '../test-support/spec-app';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { queryTestDatabase, recreateTestDatabase } from '../test-support/test-database';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, TEST_SITE_ORIGIN } from '../test-support/test-environment';
import { flushTestRedis } from '../test-support/test-redis';

// Issue 8: whatever a client sends, on every route, the answer is never a 5xx; a refusal stores
// nothing, and an accepted lead is stored clean. The tables below are crossed into >= 1,000 cases.

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'options' | 'head';

interface HostileRequest {
  method: Method;
  path: string;
  /** Sent as is (a string or bytes) with the content type below, or as JSON when an object. */
  body?: unknown;
  contentType?: string;
  headers?: Record<string, string>;
  /** Send the signed-in admin's cookie as well, and the site's Origin as the admin pages do (unless `headers` name another). */
  asAdmin?: boolean;
  /** With `asAdmin`: the cookie without the Origin, as a request from outside the site's pages. */
  noOrigin?: boolean;
  /** Where a case's answer is known, the status (and the field error) it must get. */
  expectStatus?: number;
  expectFieldError?: { field: string; code: FieldErrorCode };
  /** For a plain form post answered 303: where it must send the browser. */
  expectLocation?: string;
}

const ABSENT_LEAD_ID = '6f1c2a34-1111-4a5b-9c0d-123456789abc';
/** Stored before the cases run: any case that deleted it (or anything) fails the count check. */
const KEPT_LEAD = { name: 'Kept Visitor', email: 'kept@rebound.example' };
/** A confirmed subscriber stored before the cases run, with its tokens' hashes: no case knows the tokens, so none may remove it. */
const KEPT_SUBSCRIBER = { email: 'kept.reader@rebound.example', confirmToken: 'k'.repeat(43), unsubscribeToken: 'u'.repeat(43) };

const ROUTES: Array<{ method: Method; path: string }> = [
  { method: 'post', path: '/api/interest' },
  { method: 'get', path: '/api/interest' },
  { method: 'get', path: '/api/blog-posts' },
  { method: 'get', path: '/api/blog-posts/first-prototype-weert' },
  { method: 'post', path: '/api/auth/login' },
  { method: 'post', path: '/api/auth/logout' },
  { method: 'get', path: '/api/auth/me' },
  { method: 'patch', path: '/api/auth/me' },
  { method: 'post', path: '/api/auth/password' },
  { method: 'get', path: '/api/auth/sessions' },
  { method: 'delete', path: '/api/auth/sessions/0123456789ab' },
  { method: 'post', path: '/api/auth/setup' },
  { method: 'post', path: '/api/auth/invitation' },
  { method: 'post', path: '/api/auth/password-reset' },
  { method: 'post', path: '/api/auth/password-reset/complete' },
  { method: 'get', path: '/api/admin/accounts' },
  { method: 'post', path: '/api/admin/accounts' },
  { method: 'patch', path: `/api/admin/accounts/${ABSENT_LEAD_ID}` },
  { method: 'get', path: '/api/health' },
  { method: 'get', path: '/api/no-such-route' },
  // The staff desk (issue 9): ids no lead has, and an address only the suite's kept lead has.
  { method: 'get', path: `/api/interest/${ABSENT_LEAD_ID}` },
  { method: 'post', path: `/api/interest/${ABSENT_LEAD_ID}/notification` },
  { method: 'delete', path: `/api/interest/${ABSENT_LEAD_ID}` },
  { method: 'get', path: '/api/interest/export?format=csv' },
  { method: 'post', path: '/api/personal-data/access' },
  { method: 'post', path: '/api/personal-data/erasure' },
  // The newsletter (issue 9): the visitor calls and the staff's list.
  { method: 'post', path: '/api/newsletter/subscriptions' },
  { method: 'post', path: '/api/newsletter/confirm' },
  { method: 'post', path: '/api/newsletter/unsubscribe' },
  { method: 'post', path: `/api/newsletter/unsubscribe?token=${'x'.repeat(43)}` },
  { method: 'get', path: '/api/newsletter/subscribers' },
  { method: 'get', path: '/api/newsletter/subscribers/export' },
  { method: 'delete', path: `/api/newsletter/subscribers/${ABSENT_LEAD_ID}` },
];

/** Appends a query string to a path that may have one already. */
const withQuery = (path: string, query: string) => (path.includes('?') ? `${path}&${query.slice(1)}` : `${path}${query}`);

/** The desk's list parameters, each of which hostile values are tried in. */
const DESK_LIST_PARAMETERS = ['q', 'status', 'from', 'to', 'cursor', 'limit'] as const;

const nested = (depth: number, inner = '"x"') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;

/** Strings a visitor (or an attacker) can put in any text field. */
const HOSTILE_STRINGS: Array<[string, string]> = [
  ['a NUL byte', 'a\u0000b'],
  ['only a NUL byte', '\u0000'],
  ['a lone high surrogate', 'a\ud800b'],
  ['a lone low surrogate', '\udc00'],
  ['an ANSI colour escape', '\u001b[31mred\u001b[0m'],
  ['an ANSI clear-screen escape', 'x\u001b[2J\u001b[H'],
  ['CR LF', 'first\r\nBcc: attacker@evil.example'],
  ['a line feed', 'one\ntwo'],
  ['a tab', 'one\ttwo'],
  ['a bell and a backspace', 'a\u0007\u0008b'],
  ['a C1 control', 'a\u0085b\u009b'],
  ['a right-to-left override', 'Sam\u202Egpj.exe'],
  ['a left-to-right embedding', '\u202Aabc\u202C'],
  ['an isolate', 'a\u2066b\u2069'],
  ['a line separator', 'a\u2028b'],
  ['only zero-width characters', '\u200b\u200c\u200d\ufeff'],
  ['only a Hangul filler', '\u3164'],
  ['only no-break spaces', '\u00a0\u2003\u3000'],
  ['a decomposed accent', 'Jose\u0301 Mari\u0301a'],
  ['Persian with a zero-width non-joiner', 'مهسا\u200cی احمدی'],
  ['an emoji family', '👩‍👩‍👧 Zoë'],
  ['an SQL injection', "'); DROP TABLE interest_leads; --"],
  ['a script tag', '<script>alert(1)</script>'],
  ['a percent-encoded NUL', '%00%0d%0a'],
  ['a prototype name', '__proto__'],
  ['a very long text', 'x'.repeat(6_000)],
  ['a long run of combining marks', `a${'\u0301'.repeat(300)}`],
  ['a noncharacter', 'a\uffffb'],
  ['a private-use character', 'a\ue000b'],
  ['JSON inside a string', '{"name":"x"}'],
  ['a mailto Bcc', 'x@evil.example?bcc=attacker%40evil.example'],
  ['a mailto in the local part', 'x?bcc=attacker@evil.example'],
  ['a domain without a dot', 'x@localhost'],
  ['an IP-literal domain', 'x@[127.0.0.1]'],
  ['a domain with an underscore', 'x@evil_host.example'],
  ['a domain label over 63 characters', `x@${'d'.repeat(64)}.example`],
  ['a quoted local part', '"x y"@example.com'],
  ['an encoded newline in an address', 'x%0a@example.com'],
  ['an address with a NUL', 'x\u0000@example.com'],
  // Formulas a spreadsheet runs when it splits the cell at its own list separator (the CSV exports).
  ['a formula behind a semicolon', 'x;=1+1;'],
  ['a formula behind a tab', 'x\t@SUM(1)'],
  ['a formula after a line break', 'x\n-1+1'],
];

/** Values of the wrong type, or at the edge of JSON, for any field. */
const HOSTILE_VALUES: Array<[string, unknown]> = [
  ['null', null],
  ['true', true],
  ['zero', 0],
  ['a huge number', 1e308],
  ['a negative number', -1],
  ['an empty array', []],
  ['an array of text', ['Sam']],
  ['an object', { text: 'Sam' }],
  ['an object with __proto__', JSON.parse('{"__proto__":{"admin":true}}')],
  ['a nested array', JSON.parse(nested(7))],
  ['an empty string', ''],
  ['blanks', '   \t  '],
];

/** Raw request bodies no JSON client would send. */
const RAW_BODIES: Array<[string, string | Buffer]> = [
  ['deep array nesting (15 KB)', `{"name":${nested(7_500)},"email":"a@b.co"}`],
  ['deep object nesting', `{"name":${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)},"email":"a@b.co"}`],
  ['a top-level deep array', nested(7_000)],
  ['a number too large for a double', '{"name":1e999,"email":"a@b.co"}'],
  ['a 400-digit integer', `{"name":${'9'.repeat(400)},"email":"a@b.co"}`],
  ['an escaped NUL', '{"name":"a\\u0000b","email":"a@b.co"}'],
  ['an escaped lone surrogate', '{"name":"a\\ud800","email":"a@b.co"}'],
  ['invalid UTF-8 bytes', Buffer.from([0x7b, 0x22, 0x6e, 0x61, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d])],
  ['overlong UTF-8 NUL', Buffer.concat([Buffer.from('{"name":"a'), Buffer.from([0xc0, 0x80]), Buffer.from('","email":"a@b.co"}')])],
  ['a UTF-8 byte-order mark', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"name":"Sam","email":"sam@example.nl"}')])],
  ['truncated JSON', '{"name":"Sam","email":'],
  ['a bare string', '"Sam"'],
  ['a bare number', '42'],
  ['null', 'null'],
  ['an empty body', ''],
  ['duplicate keys', '{"name":"Sam","name":"\\u0000","email":"a@b.co"}'],
  ['a 17 KB body', JSON.stringify({ name: 'Sam', email: 'a@b.co', message: 'x'.repeat(17_000) })],
  ['a constructor key', '{"constructor":{"prototype":{"x":1}},"name":"Sam","email":"a@b.co"}'],
  ['many unknown keys', JSON.stringify(Object.fromEntries(Array.from({ length: 500 }, (_, index) => [`k${index}`, index])))],
];

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json; charset=nonsense',
  'application/json; charset',
  'application/merge-patch+json',
  'application/octet-stream',
];

const ODD_HEADERS: Array<[string, Record<string, string>]> = [
  ['gzip encoding that is not gzip', { 'Content-Encoding': 'gzip' }],
  ['deflate encoding that is not deflate', { 'Content-Encoding': 'deflate' }],
  ['an unknown encoding', { 'Content-Encoding': 'zstd-nonsense' }],
  ['a forwarded-for list of junk', { 'X-Forwarded-For': 'not-an-ip, ::ffff:zz, 999.1.1.1' }],
  ['a huge forwarded-for list', { 'X-Forwarded-For': Array.from({ length: 200 }, (_, index) => `10.0.${index % 250}.1`).join(', ') }],
  ['an Accept of images only', { Accept: 'image/png' }],
  ['a language header of junk', { 'Accept-Language': 'xx-'.repeat(200) }],
  ['a range request', { Range: 'bytes=0-1,1-2,2-3' }],
  ['a conditional request', { 'If-None-Match': '*', 'If-Modified-Since': 'yesterday' }],
  ['an Origin of elsewhere', { Origin: 'https://evil.example' }],
];

const FORGED_COOKIES: string[] = [
  'rebound_admin=',
  'rebound_admin=9999999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  'rebound_admin=1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  'rebound_admin=s%3Aforged.signature',
  'rebound_admin=%E0%A4%A',
  'rebound_admin=%ZZ%',
  'rebound_admin=j%3A%7B%22admin%22%3Atrue%7D',
  `rebound_admin=${'A'.repeat(4_000)}`,
  'rebound_admin=a; rebound_admin=b; rebound_admin=c',
  '__Host-rebound_admin=forged',
  'rebound_admin="quoted value"',
  '=; ;;; =x; rebound_admin',
  'rebound_admin=%00',
  'rebound_admin=-1.x',
  'rebound_admin=99999999999999999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
];

const QUERY_STRINGS: string[] = [
  '?limit=-1',
  '?limit=1e999',
  '?limit=abc',
  '?limit=99999999999999999999',
  '?cursor=%00',
  '?cursor=%E0%A4%A',
  '?cursor[$gt]=',
  '?a[b][c][d][e][f][g][h][i][j][k]=1',
  '?__proto__[admin]=true',
  '?constructor[prototype][admin]=true',
  `?${Array.from({ length: 1_100 }, (_, index) => `p${index}=1`).join('&')}`,
  '?%',
  '?lng=../../etc/passwd',
  '?x=%ud800',
  '?x=%F0%9F%A5',
];

const ODD_METHODS: Method[] = ['get', 'post', 'put', 'patch', 'delete', 'options', 'head'];

const ODD_BLOG_IDS: string[] = [
  ...HOSTILE_STRINGS.map(([, value]) => encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '')).slice(0, 1_500)),
  '%00',
  'a%00b',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%80',
  '%FF%FE',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  'x'.repeat(201),
  'x'.repeat(5_000),
  '%25',
  '%',
  "1'%20OR%20'1'='1",
  'first-prototype-weert%0A',
  'FIRST-PROTOTYPE-WEERT',
];

/** Idempotency-Key values that are not 1-128 visible ASCII characters (only what an HTTP client can send at all). */
const ODD_IDEMPOTENCY_KEYS: Array<[string, string]> = [
  ['empty', ''],
  ['a space inside', 'a b'],
  ['a tab inside', 'a\tb'],
  ['two keys joined as a repeated header is', 'one, two'],
  ['129 characters', 'k'.repeat(129)],
  ['10,000 characters', 'k'.repeat(10_000)],
  ['Latin-1 letters', 'cl\u00e9'],
  ['a Latin-1 control', 'a\u0085b'],
  ['a no-break space', 'a\u00a0b'],
];

/** Valid Idempotency-Key values, each used once (the suite starts on a fresh database), so each case stores its own lead. */
const VALID_IDEMPOTENCY_KEYS: Array<[string, string]> = [
  ['of one character', '!'],
  ['of 128 characters', 'k'.repeat(128)],
  ['with SQL punctuation', "');DROP/**/TABLE/**/interest_leads;--"],
  ['of every punctuation mark', '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~'],
  ['as nginx makes it', 'nginx-0123456789abcdef0123456789abcdef'],
];

const VALID_LEAD = { name: 'Sam Visser', email: 'sam@example.nl', message: 'I coach boxing in Weert.' };
const FIELDS = ['name', 'email', 'message'] as const;
const VALID_SUBSCRIPTION = { email: 'reader@example.nl', language: 'nl' };
const FORM = 'application/x-www-form-urlencoded';
/** A urlencoded form body of these fields (the way a browser sends a plain HTML form). */
const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

function buildCases(): Array<[string, HostileRequest]> {
  const cases: Array<[string, HostileRequest]> = [];
  const add = (title: string, hostile: HostileRequest) => cases.push([title, hostile]);

  for (const field of FIELDS) {
    for (const [label, value] of HOSTILE_STRINGS)
      add(`interest: ${field} with ${label}`, { method: 'post', path: '/api/interest', body: { ...VALID_LEAD, [field]: value } });
    for (const [label, value] of HOSTILE_VALUES)
      add(`interest: ${field} as ${label}`, { method: 'post', path: '/api/interest', body: { ...VALID_LEAD, [field]: value } });
    add(`interest: without ${field}`, {
      method: 'post',
      path: '/api/interest',
      body: Object.fromEntries(Object.entries(VALID_LEAD).filter(([key]) => key !== field)),
    });
  }
  for (const [label, value] of HOSTILE_STRINGS)
    add(`interest: unknown field with ${label}`, { method: 'post', path: '/api/interest', body: { ...VALID_LEAD, extra: value } });
  addAccountCases(add);
  for (const id of ODD_BLOG_IDS) add(`blog post id ${id.slice(0, 60)}`, { method: 'get', path: `/api/blog-posts/${id}` });
  for (const id of ODD_BLOG_IDS) {
    add(`desk: lead id ${id.slice(0, 60)}`, { method: 'get', path: `/api/interest/${id}`, asAdmin: true });
    add(`desk: send again to lead id ${id.slice(0, 60)}`, { method: 'post', path: `/api/interest/${id}/notification`, asAdmin: true });
    add(`desk: delete lead id ${id.slice(0, 60)}`, { method: 'delete', path: `/api/interest/${id}`, asAdmin: true });
  }
  for (const [label, value] of HOSTILE_STRINGS) {
    const encoded = encodeURIComponent(value.replace(/[\ud800-\udfff]/g, ''));
    for (const parameter of DESK_LIST_PARAMETERS)
      add(`desk: list ${parameter} with ${label}`, { method: 'get', path: `/api/interest?${parameter}=${encoded}`, asAdmin: true });
    add(`desk: export q with ${label}`, { method: 'get', path: `/api/interest/export?format=json&q=${encoded}`, asAdmin: true });
    add(`newsletter: list status with ${label}`, { method: 'get', path: `/api/newsletter/subscribers?status=${encoded}`, asAdmin: true });
    add(`newsletter: list cursor with ${label}`, { method: 'get', path: `/api/newsletter/subscribers?cursor=${encoded}`, asAdmin: true });
    add(`newsletter: one-click token with ${label}`, {
      method: 'post',
      path: `/api/newsletter/unsubscribe?token=${encoded}`,
      body: 'List-Unsubscribe=One-Click',
      contentType: FORM,
    });
  }
  for (const field of ['email', 'language'] as const) {
    for (const [label, value] of [...HOSTILE_STRINGS, ...HOSTILE_VALUES]) {
      add(`newsletter: subscribe with ${field} ${label}`, {
        method: 'post',
        path: '/api/newsletter/subscriptions',
        body: { ...VALID_SUBSCRIPTION, [field]: value },
      });
    }
  }
  for (const path of ['/api/newsletter/confirm', '/api/newsletter/unsubscribe']) {
    for (const [label, value] of [...HOSTILE_STRINGS, ...HOSTILE_VALUES])
      add(`newsletter: ${path} JSON token ${label}`, { method: 'post', path, body: { token: value } });
    for (const [label, value] of HOSTILE_STRINGS) {
      const clean = value.replace(/[\ud800-\udfff]/g, '');
      add(`newsletter: ${path} form token ${label}`, {
        method: 'post',
        path,
        body: formBody({ token: clean, lng: 'en' }),
        contentType: FORM,
      });
      add(`newsletter: ${path} form lng ${label}`, {
        method: 'post',
        path,
        body: formBody({ token: 'x'.repeat(43), lng: clean }),
        contentType: FORM,
      });
    }
  }
  for (const [label, value] of [...HOSTILE_STRINGS, ...HOSTILE_VALUES]) {
    add(`personal data: read ${label}`, { method: 'post', path: '/api/personal-data/access', body: { email: value }, asAdmin: true });
    add(`personal data: erase ${label}`, { method: 'post', path: '/api/personal-data/erasure', body: { email: value }, asAdmin: true });
  }
  for (const id of ODD_BLOG_IDS)
    add(`newsletter: delete subscriber id ${id.slice(0, 60)}`, {
      method: 'delete',
      path: `/api/newsletter/subscribers/${id}`,
      asAdmin: true,
    });

  for (const route of ROUTES) {
    const on = `${route.method.toUpperCase()} ${route.path}`;
    for (const [label, body] of RAW_BODIES) add(`${on}: raw body, ${label}`, { ...route, body, contentType: 'application/json' });
    for (const contentType of CONTENT_TYPES)
      add(`${on}: content type ${contentType}`, { ...route, body: JSON.stringify(VALID_LEAD), contentType });
    for (const [label, headers] of ODD_HEADERS)
      add(`${on}: ${label}`, {
        ...route,
        body: route.method === 'post' ? JSON.stringify(VALID_LEAD) : undefined,
        contentType: 'application/json',
        headers,
      });
    for (const cookie of FORGED_COOKIES) add(`${on}: forged cookie ${cookie.slice(0, 50)}`, { ...route, headers: { Cookie: cookie } });
    for (const query of QUERY_STRINGS) add(`${on}: query ${query.slice(0, 50)}`, { ...route, path: withQuery(route.path, query) });
    for (const query of QUERY_STRINGS)
      add(`${on} as admin: query ${query.slice(0, 50)}`, { ...route, path: withQuery(route.path, query), asAdmin: true });
    for (const method of ODD_METHODS) add(`${method.toUpperCase()} ${route.path}`, { method, path: route.path });
  }

  // The Idempotency-Key header of POST /api/interest: malformed keys are refused, odd but valid ones taken (each case its own key).
  for (const [label, key] of ODD_IDEMPOTENCY_KEYS) {
    add(`interest: Idempotency-Key ${label}`, {
      method: 'post',
      path: '/api/interest',
      body: VALID_LEAD,
      headers: { 'Idempotency-Key': key },
      expectStatus: 400,
    });
  }
  for (const [label, key] of VALID_IDEMPOTENCY_KEYS) {
    add(`interest: Idempotency-Key ${label}`, {
      method: 'post',
      path: '/api/interest',
      body: VALID_LEAD,
      headers: { 'Idempotency-Key': key },
      expectStatus: 201,
    });
  }

  // Cases whose answer is known: the checks this issue is about.
  const fieldCase = (title: string, body: object, field: string, code: FieldErrorCode) =>
    add(title, {
      method: 'post',
      path: '/api/interest',
      body: { ...VALID_LEAD, ...body },
      expectStatus: 400,
      expectFieldError: { field, code },
    });
  fieldCase('known: NUL in name', { name: 'a\u0000b' }, 'name', 'invalid');
  fieldCase('known: NUL in message', { message: 'a\u0000b' }, 'message', 'invalid');
  fieldCase('known: NUL in email', { email: 'a\u0000@b.co' }, 'email', 'invalid');
  fieldCase('known: zero-width name', { name: '\u200b\u200d' }, 'name', 'required');
  fieldCase('known: CR LF in name', { name: 'Sam\r\nVisser' }, 'name', 'invalid');
  fieldCase('known: ANSI escape in message', { message: '\u001b[31m' }, 'message', 'invalid');
  fieldCase('known: bidi override in name', { name: 'Sam\u202Egpj.exe' }, 'name', 'invalid');
  fieldCase('known: mailto Bcc in email', { email: 'x@evil.example?bcc=attacker%40evil.example' }, 'email', 'invalid');
  fieldCase('known: lone surrogate in name', { name: 'Sam\ud800' }, 'name', 'invalid');
  add('known: deep nesting', {
    method: 'post',
    path: '/api/interest',
    body: `{"name":${nested(7_500)},"email":"a@b.co"}`,
    contentType: 'application/json',
    expectStatus: 400,
  });
  add('known: message keeps line breaks and tabs', {
    method: 'post',
    path: '/api/interest',
    body: { ...VALID_LEAD, message: 'Hello,\r\n\tcan we try a bag?' },
    expectStatus: 201,
  });
  add('known: Persian name and domain', {
    method: 'post',
    path: '/api/interest',
    body: { name: 'مهسا\u200cی', email: 'مهسا@مثال.ایران' },
    expectStatus: 201,
  });
  add('known: NUL in a blog id', { method: 'get', path: '/api/blog-posts/a%00b', expectStatus: 404 });
  const deskCase = (title: string, method: Method, path: string, expectStatus: number, field?: string) =>
    add(title, { method, path, asAdmin: true, expectStatus, ...(field ? { expectFieldError: { field, code: 'invalid' as const } } : {}) });
  deskCase('known: a lead id that is no UUID', 'get', '/api/interest/not-a-uuid', 400, 'id');
  deskCase('known: deleting a lead id that is no UUID', 'delete', '/api/interest/1%27%20OR%20%271%27=%271', 400, 'id');
  deskCase('known: deleting a lead that does not exist', 'delete', `/api/interest/${ABSENT_LEAD_ID}`, 404);
  deskCase('known: an unknown status', 'get', '/api/interest?status=bounced', 400, 'status');
  deskCase('known: from after to', 'get', '/api/interest?from=2026-11-02T00:00:00Z&to=2026-11-01T00:00:00Z', 400, 'to');
  deskCase('known: a forged cursor', 'get', '/api/interest?cursor=eyJ4IjoxfQ.AAAAAAAAAAAAAAAAAAAAAA', 400, 'cursor');
  deskCase('known: an export without a format', 'get', '/api/interest/export?q=kept', 400);
  add('known: erasing an invalid address', {
    method: 'post',
    path: '/api/personal-data/erasure',
    body: { email: 'kept' },
    asAdmin: true,
    expectStatus: 400,
    expectFieldError: { field: 'email', code: 'invalid' },
  });
  // The address travels in the body only: the old calls with it in the query are gone.
  deskCase(
    'known: the old access call with the address in the URL',
    'get',
    `/api/personal-data?email=${encodeURIComponent(KEPT_LEAD.email)}`,
    404,
  );
  deskCase(
    'known: the old erasure call with the address in the URL',
    'delete',
    `/api/personal-data?email=${encodeURIComponent(KEPT_LEAD.email)}`,
    404,
  );
  for (const language of SUPPORTED_LANGUAGES) {
    add(`known: subscribing in ${language}`, {
      method: 'post',
      path: '/api/newsletter/subscriptions',
      body: { email: `reader.${language}@example.com`, language },
      expectStatus: 202,
    });
  }
  add('known: subscribing a Persian address', {
    method: 'post',
    path: '/api/newsletter/subscriptions',
    body: { email: 'مهسا@مثال.ایران', language: 'fa' },
    expectStatus: 202,
  });
  add('known: subscribing in an unknown language', {
    method: 'post',
    path: '/api/newsletter/subscriptions',
    body: { ...VALID_SUBSCRIPTION, language: 'xx' },
    expectStatus: 400,
    expectFieldError: { field: 'language', code: 'invalid' },
  });
  add('known: a form post to the interest form', {
    method: 'post',
    path: '/api/interest',
    body: formBody({ ...VALID_LEAD, lng: 'fa' }),
    contentType: FORM,
    expectStatus: 303,
    expectLocation: '/fa/get-involved/sent?result=sent',
  });
  for (const field of FIELDS) {
    for (const [label, value] of HOSTILE_STRINGS) {
      add(`interest form: ${field} with ${label}`, {
        method: 'post',
        path: '/api/interest',
        body: formBody({ ...VALID_LEAD, [field]: value.replace(/[\ud800-\udfff]/g, ''), lng: 'nl' }),
        contentType: FORM,
      });
    }
  }
  add('known: a form post to the subscribe call', {
    method: 'post',
    path: '/api/newsletter/subscriptions',
    body: formBody(VALID_SUBSCRIPTION),
    contentType: FORM,
    expectStatus: 303,
    expectLocation: '/nl/newsletter/confirm?result=requested',
  });
  for (const [label, value] of HOSTILE_STRINGS) {
    add(`newsletter: subscribe form with email ${label}`, {
      method: 'post',
      path: '/api/newsletter/subscriptions',
      body: formBody({ ...VALID_SUBSCRIPTION, email: value.replace(/[\ud800-\udfff]/g, '') }),
      contentType: FORM,
    });
  }
  add('known: confirming an unknown token', {
    method: 'post',
    path: '/api/newsletter/confirm',
    body: { token: 'x'.repeat(43) },
    expectStatus: 404,
    expectFieldError: { field: 'token', code: 'token_invalid' },
  });
  add('known: confirming an unknown token by form', {
    method: 'post',
    path: '/api/newsletter/confirm',
    body: formBody({ token: 'x'.repeat(43), lng: 'fa' }),
    contentType: FORM,
    expectStatus: 303,
  });
  add('known: a form with a path in lng', {
    method: 'post',
    path: '/api/newsletter/confirm',
    body: formBody({ token: 'x', lng: '../../etc/passwd' }),
    contentType: FORM,
    expectStatus: 400,
    expectFieldError: { field: 'lng', code: 'invalid' },
  });
  add('known: a form of 11 fields', {
    method: 'post',
    path: '/api/newsletter/unsubscribe',
    body: Array.from({ length: 11 }, (_, index) => `f${index}=1`).join('&'),
    contentType: FORM,
    expectStatus: 413,
  });
  add('known: a form over 16 KiB', {
    method: 'post',
    path: '/api/newsletter/unsubscribe',
    body: formBody({ token: 'x'.repeat(17_000), lng: 'en' }),
    contentType: FORM,
    expectStatus: 413,
  });
  add('known: a one-click without its body', {
    method: 'post',
    path: `/api/newsletter/unsubscribe?token=${KEPT_SUBSCRIBER.confirmToken}`,
    body: '',
    contentType: FORM,
    expectStatus: 400,
  });
  add('known: one-click with the confirm token removes nobody', {
    method: 'post',
    path: `/api/newsletter/unsubscribe?token=${KEPT_SUBSCRIBER.confirmToken}`,
    body: 'List-Unsubscribe=One-Click',
    contentType: FORM,
    expectStatus: 200,
  });
  add('known: a multipart one-click with a file', {
    method: 'post',
    path: `/api/newsletter/unsubscribe?token=${'x'.repeat(43)}`,
    body: '--b\r\nContent-Disposition: form-data; name="f"; filename="a.txt"\r\n\r\nx\r\n--b--\r\n',
    contentType: 'multipart/form-data; boundary=b',
    expectStatus: 400,
  });
  add('known: a broken multipart form', {
    method: 'post',
    path: '/api/newsletter/confirm',
    body: '--b\r\nContent-Disposition: form-data; name="token"\r\n\r\nabc',
    contentType: 'multipart/form-data; boundary=b',
    expectStatus: 400,
  });
  deskCase('known: deleting a subscriber id that is no UUID', 'delete', '/api/newsletter/subscribers/not-a-uuid', 400, 'id');
  deskCase('known: deleting a subscriber that does not exist', 'delete', `/api/newsletter/subscribers/${ABSENT_LEAD_ID}`, 404);
  deskCase('known: an unknown subscriber status', 'get', '/api/newsletter/subscribers?status=gone', 400, 'status');
  deskCase(
    'known: a forged subscriber cursor',
    'get',
    '/api/newsletter/subscribers?cursor=eyJ4IjoxfQ.AAAAAAAAAAAAAAAAAAAAAA',
    400,
    'cursor',
  );
  add('known: erasing with an unknown field deletes nothing', {
    method: 'post',
    path: '/api/personal-data/erasure',
    body: { email: KEPT_LEAD.email, all: true },
    asAdmin: true,
    expectStatus: 400,
  });
  addCrossSiteCases(add);
  addLongInputCases(add);
  return cases;
}

type AddCase = (title: string, hostile: HostileRequest) => void;

/** A sign-in address of its own per case: the per-account delay would otherwise slow every later case on one address. */
let hostileAccountNumber = 0;
const hostileAccountEmail = () => `hostile-${++hostileAccountNumber}@rebound.example`;
const ANY_TOKEN = 't'.repeat(43);
const STRONG_PASSWORD = 'a long and uncommon staff password';

/** Issue 20: sign-in, the account links, one's own account and the owner's account calls, each field with every hostile value. */
function addAccountCases(add: AddCase): void {
  const bodies: Array<{ name: string; method: Method; path: string; body: () => Record<string, unknown>; asAdmin?: boolean }> = [
    {
      name: 'login',
      method: 'post',
      path: '/api/auth/login',
      body: () => ({ email: hostileAccountEmail(), password: 'not the password' }),
    },
    {
      name: 'setup',
      method: 'post',
      path: '/api/auth/setup',
      body: () => ({ token: ANY_TOKEN, email: hostileAccountEmail(), displayName: 'Owner', language: 'en', password: STRONG_PASSWORD }),
    },
    { name: 'invitation', method: 'post', path: '/api/auth/invitation', body: () => ({ token: ANY_TOKEN, password: STRONG_PASSWORD }) },
    { name: 'reset request', method: 'post', path: '/api/auth/password-reset', body: () => ({ email: hostileAccountEmail() }) },
    {
      name: 'reset',
      method: 'post',
      path: '/api/auth/password-reset/complete',
      body: () => ({ token: ANY_TOKEN, password: STRONG_PASSWORD }),
    },
    { name: 'own account', method: 'patch', path: '/api/auth/me', body: () => ({ displayName: 'Owner', language: 'nl' }), asAdmin: true },
    {
      name: 'password change',
      method: 'post',
      path: '/api/auth/password',
      body: () => ({ currentPassword: 'not the current password', newPassword: STRONG_PASSWORD }),
      asAdmin: true,
    },
    {
      name: 'invite',
      method: 'post',
      path: '/api/admin/accounts',
      body: () => ({ email: hostileAccountEmail(), displayName: 'Hostile', role: 'editor', language: 'en' }),
      asAdmin: true,
    },
    {
      name: 'account change',
      method: 'patch',
      path: `/api/admin/accounts/${ABSENT_LEAD_ID}`,
      body: () => ({ role: 'desk' }),
      asAdmin: true,
    },
    { name: 'second step', method: 'post', path: '/api/auth/login/second-step', body: () => ({ ticket: ANY_TOKEN, code: '123456' }) },
    { name: 'two-factor on', method: 'post', path: '/api/auth/two-factor/enable', body: () => ({ code: '123456' }), asAdmin: true },
  ];
  // The sign-in and link calls must come from the site's pages (their Origin), as the browser sends them.
  const fromSite = { Origin: TEST_SITE_ORIGIN };
  for (const call of bodies) {
    for (const field of Object.keys(call.body())) {
      for (const [label, value] of [...HOSTILE_STRINGS, ...HOSTILE_VALUES])
        add(`${call.name}: ${field} ${label}`, {
          method: call.method,
          path: call.path,
          body: { ...call.body(), [field]: value },
          asAdmin: call.asAdmin,
          headers: fromSite,
        });
    }
    add(`${call.name}: an unknown field`, {
      method: call.method,
      path: call.path,
      body: { ...call.body(), isOwner: true },
      asAdmin: call.asAdmin,
      headers: fromSite,
      expectStatus: 400,
    });
  }
  for (const field of ['role', 'active'] as const)
    for (const [label, value] of HOSTILE_VALUES)
      add(`account change: ${field} as ${label}`, {
        method: 'patch',
        path: `/api/admin/accounts/${ABSENT_LEAD_ID}`,
        body: { [field]: value },
        asAdmin: true,
      });
  for (const parameter of ['account', 'event', 'from', 'to', 'before', 'limit'])
    for (const [label, value] of HOSTILE_STRINGS) {
      const query = `?${parameter}=${encodeURIComponent(value.replace(/[\ud800-\udfff]/g, ''))}`;
      add(`audit log: ${parameter} ${label}`, { method: 'get', path: `/api/admin/audit${query}`, asAdmin: true });
      add(`audit export: ${parameter} ${label}`, { method: 'get', path: `/api/admin/audit/export${query}`, asAdmin: true });
    }
  for (const id of ODD_BLOG_IDS) {
    add(`accounts: account id ${id.slice(0, 60)}`, {
      method: 'patch',
      path: `/api/admin/accounts/${id}`,
      body: { role: 'desk' },
      asAdmin: true,
    });
    add(`sessions: reference ${id.slice(0, 60)}`, { method: 'delete', path: `/api/auth/sessions/${id}`, asAdmin: true });
  }
  // The two-factor rule is one setting for every account: only values that leave it off are tried, or
  // the owner's own desk calls in the cases after would wait for two-factor sign-in.
  for (const [label, value] of [...HOSTILE_STRINGS, ...HOSTILE_VALUES.filter(([, candidate]) => candidate !== true)])
    add(`two-factor rule: required ${label}`, {
      method: 'put',
      path: '/api/admin/settings/two-factor',
      body: { required: value },
      asAdmin: true,
      expectStatus: value === false ? 200 : 400,
    });
  add('known: a name of null is refused, not stored', {
    method: 'patch',
    path: '/api/auth/me',
    body: { displayName: null },
    asAdmin: true,
    expectStatus: 400,
  });
  add('known: a common password is refused by name', {
    method: 'post',
    path: '/api/auth/invitation',
    body: { token: ANY_TOKEN, password: 'password1234' },
    headers: { Origin: TEST_SITE_ORIGIN },
    expectStatus: 400,
    expectFieldError: { field: 'password', code: 'passwordCommon' },
  });
  add('known: a short password is refused by name', {
    method: 'post',
    path: '/api/auth/password-reset/complete',
    body: { token: ANY_TOKEN, password: 'short' },
    headers: { Origin: TEST_SITE_ORIGIN },
    expectStatus: 400,
    expectFieldError: { field: 'password', code: 'passwordTooShort' },
  });
  add('known: an unknown invitation link', {
    method: 'post',
    path: '/api/auth/invitation',
    body: { token: ANY_TOKEN, password: STRONG_PASSWORD },
    headers: { Origin: TEST_SITE_ORIGIN },
    expectStatus: 410,
  });
  add('known: a reset for an unknown address is accepted like any other', {
    method: 'post',
    path: '/api/auth/password-reset',
    body: { email: hostileAccountEmail() },
    headers: { Origin: TEST_SITE_ORIGIN },
    expectStatus: 202,
  });
}

/** Issue 17: a browser posting for another site, and staff calls without proof that they come from the site's pages. */
function addCrossSiteCases(add: AddCase): void {
  const crossSite = { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' };
  add('known: a lead from another site', {
    method: 'post',
    path: '/api/interest',
    body: VALID_LEAD,
    headers: crossSite,
    expectStatus: 403,
  });
  add('known: a lead form from another site', {
    method: 'post',
    path: '/api/interest',
    body: formBody({ ...VALID_LEAD, lng: 'nl' }),
    contentType: FORM,
    headers: crossSite,
    expectStatus: 403,
  });
  add('known: a subscription form from a sandboxed frame', {
    method: 'post',
    path: '/api/newsletter/subscriptions',
    body: formBody(VALID_SUBSCRIPTION),
    contentType: FORM,
    headers: { Origin: 'null' },
    expectStatus: 403,
  });
  add('known: a one-click from another site', {
    method: 'post',
    path: `/api/newsletter/unsubscribe?token=${KEPT_SUBSCRIBER.unsubscribeToken}`,
    body: 'List-Unsubscribe=One-Click',
    contentType: FORM,
    headers: crossSite,
    expectStatus: 403,
  });
  add('known: a subscriber deletion from another site', {
    method: 'delete',
    path: `/api/newsletter/subscribers/${ABSENT_LEAD_ID}`,
    asAdmin: true,
    headers: crossSite,
    expectStatus: 403,
  });
  add('known: send again without proof', {
    method: 'post',
    path: `/api/interest/${ABSENT_LEAD_ID}/notification`,
    asAdmin: true,
    noOrigin: true,
    expectStatus: 403,
  });
  add('known: sign-out without proof', { method: 'post', path: '/api/auth/logout', asAdmin: true, noOrigin: true, expectStatus: 403 });
  add('known: sign-in without proof', {
    method: 'post',
    path: '/api/auth/login',
    body: { email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD },
    expectStatus: 403,
  });
}

/**
 * Issue 17: every pattern that sees client input runs in linear time. Fields, parameters and parsed
 * headers get about 16 KiB (bodies) or 8 KiB (URLs, headers) of separators and near-matches; an answer
 * is all it takes (a backtracking pattern would time the case out), checked like every other case.
 */
function addLongInputCases(add: AddCase): void {
  for (const [label, value] of longHostileStrings(16_000, jsonBytes)) {
    for (const field of FIELDS)
      add(`long: interest ${field} of ${label}`, { method: 'post', path: '/api/interest', body: { ...VALID_LEAD, [field]: value } });
    add(`long: subscription email of ${label}`, {
      method: 'post',
      path: '/api/newsletter/subscriptions',
      body: { ...VALID_SUBSCRIPTION, email: value },
    });
    add(`long: confirmation token of ${label}`, { method: 'post', path: '/api/newsletter/confirm', body: { token: value } });
    add(`long: password of ${label}`, {
      method: 'post',
      path: '/api/auth/login',
      body: { email: hostileAccountEmail(), password: value },
      headers: { Origin: TEST_SITE_ORIGIN },
    });
  }
  for (const [label, value] of longHostileStrings(15_800, queryBytes)) {
    for (const field of ['name', 'email'] as const) {
      add(`long: interest form ${field} of ${label}`, {
        method: 'post',
        path: '/api/interest',
        body: formBody({ ...VALID_LEAD, [field]: value, lng: 'nl' }),
        contentType: FORM,
      });
    }
  }
  for (const [label, value] of longHostileStrings(7_000, queryBytes)) {
    const encoded = asQueryValue(value);
    for (const parameter of DESK_LIST_PARAMETERS)
      add(`long: desk list ${parameter} of ${label}`, { method: 'get', path: `/api/interest?${parameter}=${encoded}`, asAdmin: true });
    add(`long: subscriber list cursor of ${label}`, {
      method: 'get',
      path: `/api/newsletter/subscribers?cursor=${encoded}`,
      asAdmin: true,
    });
    add(`long: one-click token of ${label}`, {
      method: 'post',
      path: `/api/newsletter/unsubscribe?token=${encoded}`,
      body: 'List-Unsubscribe=One-Click',
      contentType: FORM,
    });
    add(`long: lead id of ${label}`, { method: 'get', path: `/api/interest/${encoded}`, asAdmin: true });
  }
  for (const { label, headers, refusedPost } of LONG_HOSTILE_HEADERS) {
    const post = refusedPost ? { expectStatus: 403 } : {};
    add(`long header: a lead with ${label}`, { method: 'post', path: '/api/interest', body: VALID_LEAD, headers, ...post });
    add(`long header: a subscription with ${label}`, {
      method: 'post',
      path: '/api/newsletter/subscriptions',
      body: VALID_SUBSCRIPTION,
      headers,
      ...post,
    });
    add(`long header: a sign-in with ${label}`, {
      method: 'post',
      path: '/api/auth/login',
      body: { email: hostileAccountEmail(), password: 'not the password' },
      headers: { Origin: TEST_SITE_ORIGIN, ...headers },
      expectStatus: refusedPost ? 403 : 401,
    });
    add(`long header: the desk's list with ${label}`, { method: 'get', path: '/api/interest', asAdmin: true, headers });
    add(`long header: a lead deletion with ${label}`, {
      method: 'delete',
      path: `/api/interest/${ABSENT_LEAD_ID}`,
      asAdmin: true,
      headers,
      ...post,
    });
  }
  for (const [label, contentType] of LONG_CONTENT_TYPES) {
    add(`long header: a lead with a Content-Type of ${label}`, {
      method: 'post',
      path: '/api/interest',
      body: JSON.stringify(VALID_LEAD),
      contentType,
    });
    add(`long header: a subscription with a Content-Type of ${label}`, {
      method: 'post',
      path: '/api/newsletter/subscriptions',
      body: JSON.stringify(VALID_SUBSCRIPTION),
      contentType,
    });
  }
  for (const [label, key] of LONG_IDEMPOTENCY_KEYS) {
    add(`long header: Idempotency-Key ${label}`, {
      method: 'post',
      path: '/api/interest',
      body: VALID_LEAD,
      headers: { 'Idempotency-Key': key },
      expectStatus: 400,
    });
  }
}

const CASES = buildCases();
const FIELD_ERROR_CODES: readonly string[] = [
  'required',
  'invalid',
  'tooLong',
  'notText',
  'unknownField',
  'token_invalid',
  'passwordTooShort',
  'passwordCommon',
  'email_taken',
];

describe('hostile input on every route', () => {
  let testApp: TestApp;
  let adminCookie: string;

  beforeAll(async () => {
    await recreateTestDatabase();
    await flushTestRedis();
    testApp = await startTestApp();
    await queryTestDatabase('INSERT INTO interest_leads (name, email) VALUES ($1, $2)', [KEPT_LEAD.name, KEPT_LEAD.email]);
    await queryTestDatabase(
      `WITH subscription AS (
         INSERT INTO newsletter_subscriptions (email, language, status, confirmed_at, confirm_expires_at)
         VALUES ($1, 'en', 'confirmed', now(), now() + interval '7 days') RETURNING id)
       INSERT INTO newsletter_tokens (token_hash, subscription_id, purpose, expires_at)
       SELECT $2, id, 'confirm', now() + interval '7 days' FROM subscription UNION ALL SELECT $3, id, 'unsubscribe', NULL FROM subscription`,
      [KEPT_SUBSCRIBER.email, hashNewsletterToken(KEPT_SUBSCRIBER.confirmToken), hashNewsletterToken(KEPT_SUBSCRIBER.unsubscribeToken)],
    );
    adminCookie = await signIn();
  });

  const signIn = async () => {
    const login = await request(testApp.server)
      .post('/api/auth/login')
      .set('X-Forwarded-For', uniqueClientAddress())
      .set('Origin', TEST_SITE_ORIGIN)
      .send({ email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD })
      .expect(204);
    return (login.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
  };

  afterAll(async () => {
    await testApp.app.close();
  });

  it('covers at least 1,000 cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(1_000);
  });

  const leadCount = async () => Number((await queryTestDatabase<{ count: string }>('SELECT count(*) FROM interest_leads'))[0].count);
  /** The subscriptions as rows (status and consent included), so a case that changed one is caught as well as one that added or removed one. */
  const subscriptions = () =>
    queryTestDatabase<{ id: string; email: string; language: string; status: string }>(
      'SELECT id, email, language, status, confirmed_at FROM newsletter_subscriptions ORDER BY id',
    );

  it.each(CASES)('%s', async (_title, hostile) => {
    const before = await leadCount();
    const subscriptionsBefore = await subscriptions();
    let call = request(testApp.server)[hostile.method](hostile.path).set('X-Forwarded-For', uniqueClientAddress());
    const headers = { ...hostile.headers };
    if (hostile.asAdmin) headers.Cookie = [adminCookie, headers.Cookie].filter(Boolean).join('; ');
    if (hostile.asAdmin && !hostile.noOrigin) headers.Origin ??= TEST_SITE_ORIGIN;
    for (const [name, value] of Object.entries(headers)) call = call.set(name, value);
    if (hostile.body !== undefined) {
      const raw = typeof hostile.body === 'string' || Buffer.isBuffer(hostile.body);
      call = call.set('Content-Type', hostile.contentType ?? 'application/json');
      call = call.send(raw ? (hostile.body as string) : (hostile.body as object));
    }
    const response = await call;
    // A sign-out case ends the shared session: the admin cases after it need a live one.
    if (hostile.asAdmin && hostile.path.startsWith('/api/auth/logout')) adminCookie = await signIn();

    expect(response.status).toBeLessThan(500);
    if (hostile.expectStatus !== undefined) expect(response.status).toBe(hostile.expectStatus);
    if (response.status >= 400 && hostile.method !== 'head') {
      // The one error shape of the API, with its field codes.
      expect(response.body).toEqual(
        expect.objectContaining({ statusCode: response.status, error: expect.any(String), message: expect.any(String) }),
      );
      for (const fieldError of response.body.errors ?? []) expect(FIELD_ERROR_CODES).toContain(fieldError.code);
    }
    if (hostile.expectFieldError) expect(response.body.errors).toContainEqual(expect.objectContaining(hostile.expectFieldError));
    if (hostile.expectLocation !== undefined) expect(response.headers.location).toBe(hostile.expectLocation);
    // A form post is answered 303 to the confirm page, with the result of the request.
    if (response.status === 303)
      expect(response.headers.location).toMatch(
        /^\/[a-z]{2}\/(newsletter\/confirm|newsletter\/unsubscribe|get-involved\/sent)\?result=[a-z-]+$/,
      );

    const isSubscription = hostile.method === 'post' && hostile.path === '/api/newsletter/subscriptions';
    const subscriptionsAfter = await subscriptions();
    const subscribed = response.status === 202 || (response.status === 303 && /result=requested$/.test(response.headers.location ?? ''));
    if (isSubscription && subscribed) {
      // Added (a new address) or left as it was (one on the list already); a new one is stored clean.
      expect(subscriptionsAfter.filter((row) => !subscriptionsBefore.some((old) => old.id === row.id)).length).toBeLessThanOrEqual(1);
      for (const row of subscriptionsAfter) {
        expectCleanLine(row.email, INTEREST_FIELD_LIMITS.email);
        expect(isEmailAddress(row.email)).toBe(true);
        expect(SUPPORTED_LANGUAGES).toContain(row.language);
      }
    } else {
      expect(subscriptionsAfter).toEqual(subscriptionsBefore);
    }

    const isSubmission = hostile.method === 'post' && hostile.path.startsWith('/api/interest');
    // Taken: 201 for JSON, 303 to the result page with result=sent for a plain form.
    const formTaken = response.status === 303 && /result=sent$/.test(response.headers.location ?? '');
    if (!(isSubmission && (response.status === 201 || formTaken))) {
      expect(await leadCount()).toBe(before);
      return;
    }
    expect(await leadCount()).toBe(before + 1);
    const [lead] = await queryTestDatabase<{ name: string; email: string; message: string | null }>(
      formTaken
        ? 'SELECT name, email, message FROM interest_leads ORDER BY created_at DESC LIMIT 1'
        : 'SELECT name, email, message FROM interest_leads WHERE id = $1',
      formTaken ? [] : [response.body.id],
    );
    expectCleanLine(lead.name, INTEREST_FIELD_LIMITS.name);
    expectCleanLine(lead.email, INTEREST_FIELD_LIMITS.email);
    expect(isEmailAddress(lead.email)).toBe(true);
    if (lead.message !== null) {
      expect(isCleanText(lead.message, 'multiLine')).toBe(true);
      expect(hasVisibleCharacter(lead.message)).toBe(true);
      expect(lead.message).toBe(lead.message.normalize('NFC').trim());
      expect(lead.message).not.toContain('\r');
      expect(lead.message.length).toBeLessThanOrEqual(INTEREST_FIELD_LIMITS.message);
    }
  });
});

describe('hostile text in the CSV exports', () => {
  const testApp = useSpecApp({ admin: true });

  it('leaves no cell a spreadsheet would run, whichever list separator it splits at', async () => {
    const formulas = [...HOSTILE_STRINGS.map(([, value]) => value), '=HYPERLINK("http://evil.example","x")', ' -2+3', 'a,+1', 'a; @x'];
    const post = (path: string, body: object) =>
      request(testApp.server).post(path).set('X-Forwarded-For', uniqueClientAddress()).send(body);
    let stored = 0;
    for (const [index, formula] of formulas.entries()) {
      const lead = await post('/api/interest', { name: formula, email: `csv.${index}@example.org`, message: `${formula}\n${formula}` });
      if (lead.status === 201) stored += 1;
    }
    for (const address of ['=1+1@example.com', '-2+3@example.com', '+31@example.nl', '@x@example.com'])
      await post('/api/newsletter/subscriptions', { email: address, language: 'nl' });
    // Enough of them were taken for the check to mean something.
    expect(stored).toBeGreaterThanOrEqual(10);
    expect(await queryTestDatabase('SELECT count(*)::int AS count FROM newsletter_subscriptions')).toEqual([{ count: 3 }]);

    const leads = await testApp.admin.get('/api/interest/export?format=csv').expect(200);
    const subscribers = await testApp.admin.get('/api/newsletter/subscribers/export').expect(200);
    expect(leads.text.split('\r\n').length).toBeGreaterThan(stored);
    expect(formulaCells(leads.text)).toEqual([]);
    expect(formulaCells(subscribers.text)).toEqual([]);
  });
});

function expectCleanLine(value: string, maxLength: number): void {
  expect(isCleanText(value, 'singleLine')).toBe(true);
  expect(hasVisibleCharacter(value)).toBe(true);
  expect(value).toBe(value.normalize('NFC').trim());
  expect(value.length).toBeLessThanOrEqual(maxLength);
}
