import { type FakeApi, installFakeApi } from '../../test-support/fake-api';

/**
 * The set-up every spec of a whole staff page shares; call it once at the top of the spec. It
 * returns `installApi`, which puts the fake API in place for one test and takes it away after it.
 */
export function setUpStaffPageSpec(): typeof installFakeApi {
  let installed: FakeApi | undefined;
  beforeAll(() => {
    // Radix positions tooltips and dialogs with ResizeObserver, which jsdom lacks.
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });
  afterEach(() => {
    installed?.restore();
    installed = undefined;
  });
  return (routes) => (installed = installFakeApi(routes));
}
