import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Renders a page once its text areas are loaded (i18n/text-areas.ts): in the browser it suspends
 * while they download (the page's Suspense shows the loading state); on the server they are loaded
 * before rendering starts.
 */
export function TextAreas({
  areas,
  preload,
  children,
}: {
  areas: readonly string[];
  preload?: () => Promise<unknown>;
  children?: ReactNode;
}) {
  // The page's own chunk downloads alongside its texts, not after them.
  if (preload) void preload().catch(() => undefined);
  useTranslation(areas);
  return children;
}
