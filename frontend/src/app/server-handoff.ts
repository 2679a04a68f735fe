import { isSupportedLanguage } from '../i18n/languages';
import type { ServerAnswers } from './server-answers';

/**
 * What a server-rendered page hands the browser besides its markup: the API answers it was rendered
 * with, as JSON in a non-executable script element (the CSP allows no inline script).
 */
export const API_STATE_ELEMENT_ID = 'api-state';

export function readServerAnswers(): ServerAnswers | undefined {
  const element = document.getElementById(API_STATE_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    const answers = JSON.parse(element.textContent) as Partial<ServerAnswers> | null;
    // A damaged hand-off only costs a fetch: the page asks the API itself.
    return answers && typeof answers === 'object' && isSupportedLanguage(String(answers.language)) ? (answers as ServerAnswers) : undefined;
  } catch {
    return undefined;
  }
}
