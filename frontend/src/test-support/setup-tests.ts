import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these Node globals that react-router and RTK Query use.
Object.assign(globalThis, { TextEncoder, TextDecoder });
