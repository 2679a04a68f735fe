import type { NewsletterSubscriptionRequest } from '@rebound/shared';
import { ensureApiStore } from '../../app/api-store';
import type { ApiStoreHolder } from '../../app/api-store-holder';
import { newsletterApi } from './newsletter-api';

/**
 * The footer's subscription, through the site's RTK Query API. Loaded only when a visitor subscribes
 * (or starts typing an address), so pages that call no API still ship no Redux. Rejects with the ApiError.
 */
export async function subscribeToNewsletter(holder: ApiStoreHolder, request: NewsletterSubscriptionRequest): Promise<void> {
  const store = ensureApiStore(holder);
  const mutation = store.dispatch(newsletterApi.endpoints.subscribeToNewsletter.initiate(request));
  try {
    await mutation.unwrap();
  } finally {
    // The address is not kept in the store once the answer is in.
    mutation.reset();
  }
}
