import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these Node globals that react-router and RTK Query use.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom does not implement scrolling; the layout scrolls to the top on every navigation.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

// Nor scrolling an element into view, which the layout does for addresses with an #anchor.
if (typeof window !== 'undefined') Element.prototype.scrollIntoView = () => undefined;
