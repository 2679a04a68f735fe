import { createContext } from 'react';

/** What a page says about itself for the document's head (title, description, sharing tags). */
export interface PageHeadInfo {
  /** The full document title, product name included. */
  title: string;
  /** The page's own title, without the product name (sharing tags, a post's headline). */
  headline: string;
  description?: string;
  /** Open Graph type: a page of the site or a blog post. */
  type?: 'website' | 'article';
  /** A post's own picture; pages use the drawing of their family. */
  image?: string;
  article?: { author: string; publishedTime: string; modifiedTime?: string; tags: string[] };
}

/**
 * Filled while the server renders a page: the page's head and its HTTP status. The browser has no
 * collector, so there the same components render `<title>` and `<meta>` themselves.
 */
export interface RenderCollector {
  head?: PageHeadInfo;
  status: number;
}

export const RenderCollectorContext = createContext<RenderCollector | null>(null);
