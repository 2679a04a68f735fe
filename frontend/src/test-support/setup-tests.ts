import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these Node globals that react-router and RTK Query use.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom does not implement scrolling; the layout's <ScrollRestoration> calls it on every page.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

// Nor scrolling an element into view, which the layout does for addresses with an #anchor.
if (typeof window !== 'undefined') Element.prototype.scrollIntoView = () => undefined;

// jsdom has no Fetch API, yet React Router's data router wraps every navigation (a link click, a
// <Navigate> redirect) in a Request. Pages load no route data, so the URL, method and signal suffice.
if (typeof window !== 'undefined' && typeof globalThis.Request === 'undefined') {
  class NavigationRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    constructor(input: string | URL, init: RequestInit = {}) {
      this.url = String(input);
      this.method = init.method ?? 'GET';
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  Object.assign(globalThis, { Request: NavigationRequest });
}
