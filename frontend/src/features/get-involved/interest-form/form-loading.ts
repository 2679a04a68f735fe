let requestForm: () => void = () => undefined;

/**
 * Resolves when the interest form is needed (DeferredInterestForm loads it then): when it comes near
 * the screen or is touched, when a link is about to carry something into it, and at once on the
 * server, which renders it.
 */
export const interestFormNeeded: Promise<void> =
  typeof window === 'undefined'
    ? Promise.resolve()
    : new Promise((resolve) => {
        requestForm = resolve;
      });

/**
 * Loads the form now. Links that carry a choice into it call this before they navigate: while the
 * server's HTML of the form waits for its code, React holds a navigation that would change it.
 */
export function loadInterestForm(): void {
  requestForm();
}
