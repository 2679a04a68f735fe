import type { LanguageCode, PublicBlogPostDto } from '@rebound/shared';
import { useContext } from 'react';
import { usePageLanguage } from '../i18n/format';
import { ApiStoreHolderContext } from './api-store-holder';

/**
 * The API's answers a page was rendered with on the server (the blog), as the browser would have fetched
 * them. The render server renders the page from them and hands them to the browser (app/server-handoff.ts),
 * which hydrates from the same answers: a blog page arrives and becomes interactive without Redux Toolkit,
 * which loads only when the page has to ask the API itself (api-store.ts seeds the store with them then).
 */
export interface ApiAnswers {
  blogPosts?: PublicBlogPostDto[];
  /** One post by id; null when the API had none (the page then renders 'Post Not Found'). */
  blogPost?: { id: string; post: PublicBlogPostDto | null };
  /** The post of a preview link's token; null when the token opens none. */
  blogPreview?: { token: string; post: PublicBlogPostDto | null };
}

/** The answers together with the language they were asked in (`?lng=`). */
export interface ServerAnswers extends ApiAnswers {
  language: LanguageCode;
}

/**
 * The server's answer a page asks for, while it still stands for what the API would say: in the page's
 * language, and only until the API store exists (from then on the store holds the answers, seeded with
 * these, and its own expiry decides when to ask again).
 */
export function useServerAnswer<Answer>(pick: (answers: ServerAnswers) => Answer | undefined): Answer | undefined {
  const holder = useContext(ApiStoreHolderContext);
  const language = usePageLanguage();
  const answers = holder.serverAnswers;
  if (!answers || holder.store || answers.language !== language) return undefined;
  return pick(answers);
}
