import { PRODUCT_NAME } from '../../app/config/product';

/** The document title (and description) of a page; React 19 hoists these into <head>. */
export function PageTitle({ title, description }: { title: string; description?: string }) {
  return (
    <>
      <title>{title === PRODUCT_NAME ? title : `${title} · ${PRODUCT_NAME}`}</title>
      {description && <meta name="description" content={description} />}
    </>
  );
}
