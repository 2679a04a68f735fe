import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';

// jsdom lacks these Node globals that react-router and RTK Query use.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom does not implement scrolling; the layout scrolls to the top on every navigation.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

// Nor scrolling an element into view, which the layout does for addresses with an #anchor.
if (typeof window !== 'undefined') Element.prototype.scrollIntoView = () => undefined;

// findBy*/waitFor give up after 1 s by default, which a busy two-core machine overruns; they still
// return as soon as the element is there, so a long limit costs nothing when things are quick.
configure({ asyncUtilTimeout: 15_000 });

// A frame here comes late (50 ms), as on a busy phone, and always after the promise work before it:
// no test may pass only because a frame happened to arrive early (jsdom's own frames follow a
// 60 Hz clock, so such a test would fail at random on a loaded machine).
if (typeof window !== 'undefined') {
  window.requestAnimationFrame = (callback) => window.setTimeout(() => callback(performance.now()), 50);
  window.cancelAnimationFrame = (handle) => window.clearTimeout(handle);
}
