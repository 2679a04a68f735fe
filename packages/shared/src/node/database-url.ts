/**
 * The connection string the backend and the worker connect with. DATABASE_PASSWORD, when set, is
 * written into DATABASE_URL here, percent-encoded: a generated password (`openssl rand -base64`
 * gives `/`, `+`, `=`) or one with `#`, `?`, `@` or `%` would otherwise end the URL's user part early
 * or make it no URL at all. Compose passes the password this way, apart from the URL.
 */
export function databaseUrlWithPassword(databaseUrl: string, password: string | undefined): string {
  if (password === undefined || password === '') return databaseUrl;
  const url = new URL(databaseUrl);
  // encodeURIComponent leaves only letters, digits and -_.!~*'() as they are: none of them ends the user part.
  url.password = encodeURIComponent(password);
  return url.toString();
}

/** The password a connection string carries, decoded (empty when it has none or is no URL). */
export function databaseUrlPassword(databaseUrl: string): string {
  try {
    return decodeURIComponent(new URL(databaseUrl).password);
  } catch {
    return '';
  }
}
