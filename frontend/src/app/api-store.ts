import { blogApi } from '../features/blog/blog-api';
import { previewApi } from '../features/blog/preview-api';
import type { ApiStoreHolder } from './api-store-holder';
import type { ServerAnswers } from './server-answers';
import { type AppStore, createStore } from './store';

/** The server's answers as cache entries, in one synchronous action: the first render already has them. */
function seedWithServerAnswers(store: AppStore, { language: lng, blogPosts, blogPost, blogPreview }: ServerAnswers): void {
  if (blogPosts) store.dispatch(blogApi.util.upsertQueryEntries([{ endpointName: 'blogPosts', arg: lng, value: blogPosts }]));
  // An absent post is cached as an empty answer, which the page shows as 'Post Not Found'.
  if (blogPost) {
    store.dispatch(
      blogApi.util.upsertQueryEntries([{ endpointName: 'blogPost', arg: { id: blogPost.id, lng }, value: blogPost.post as never }]),
    );
  }
  if (blogPreview) {
    store.dispatch(
      previewApi.util.upsertQueryEntries([
        { endpointName: 'previewPost', arg: { token: blogPreview.token, lng }, value: blogPreview.post as never },
      ]),
    );
  }
}

/** The page's API store: created on first use (from the server's answers, if the page came with some), shared after. */
export function ensureApiStore(holder: ApiStoreHolder): AppStore {
  if (!holder.store) {
    const store = createStore();
    if (holder.serverAnswers) seedWithServerAnswers(store, holder.serverAnswers);
    holder.store = store;
  }
  return holder.store;
}
