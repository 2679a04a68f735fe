/** The element listing the app's scripts in a server-rendered page, read by boot.ts. */
export const APP_SCRIPTS_ELEMENT_ID = 'app-scripts';

export interface AppScripts {
  /** The app's entry module (main.tsx). */
  entry: string;
  /** Every module the page needs at once: the entry's imports, the page's chunk, its texts. */
  preload: string[];
}
