/**
 * What a server-rendered page hands the browser besides its markup: the API answers it was rendered
 * with, as JSON in a non-executable script element (the CSP allows no inline script).
 */
export const API_STATE_ELEMENT_ID = 'api-state';

export function readServerApiState(): unknown {
  const element = document.getElementById(API_STATE_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as unknown;
  } catch {
    // A damaged hand-off only costs a fetch: the page asks the API itself.
    return undefined;
  }
}
