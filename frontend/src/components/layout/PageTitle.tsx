import { useContext } from 'react';
import { PRODUCT_NAME } from '../../app/config/product';
import { type PageHeadInfo, RenderCollectorContext } from './render-collector';

/** "About · Rebound"; the home page's title is the product name alone. */
export function documentTitle(title: string): string {
  return title === PRODUCT_NAME ? title : `${title} · ${PRODUCT_NAME}`;
}

type PageTitleProps = Omit<PageHeadInfo, 'title' | 'headline'> & { title: string };

/**
 * The document title (and description) of a page. In the browser React 19 hoists these into <head>;
 * on the server the page hands them to the renderer, which writes the whole head (sharing tags too).
 */
export function PageTitle({ title, description, ...sharing }: PageTitleProps) {
  const collector = useContext(RenderCollectorContext);
  const fullTitle = documentTitle(title);
  if (collector) {
    collector.head = { title: fullTitle, headline: title, description, ...sharing };
    return null;
  }
  return (
    <>
      <title>{fullTitle}</title>
      {description && <meta name="description" content={description} />}
    </>
  );
}

/** The HTTP status of the page being rendered on the server (404 for the not-found pages); nothing in the browser. */
export function ResponseStatus({ code }: { code: number }) {
  const collector = useContext(RenderCollectorContext);
  if (collector) collector.status = code;
  return null;
}
