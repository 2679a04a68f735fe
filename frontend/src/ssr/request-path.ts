/**
 * The path with its percent-escapes decoded, or undefined when they decode to no text: invalid UTF-8
 * (`%FF`, a cut-off `%E2%82`) or no escape at all (`%zz`). Such a path is no page's address.
 * (The decoded text is returned, not a boolean: the bundler drops a decodeURIComponent whose result
 * goes unused, and with it the check.)
 */
export function decodedPath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}
