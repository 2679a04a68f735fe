import { Suspense, lazy, useEffect, useRef } from 'react';
import { interestFormNeeded, loadInterestForm } from './form-loading';

// The form brings Redux Toolkit and its validation: a visitor reading the top of the page downloads
// neither. Until they load, the server's HTML of the form stays on screen (and what is typed into it
// is kept: see InterestForm).
const InterestForm = lazy(async () => {
  await interestFormNeeded;
  return { default: (await import('./InterestForm')).InterestForm };
});

export function DeferredInterestForm() {
  const anchor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = anchor.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      loadInterestForm();
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadInterestForm();
    }, { rootMargin: '50% 0px' });
    observer.observe(element);
    element.addEventListener('focusin', loadInterestForm);
    element.addEventListener('pointerdown', loadInterestForm);
    return () => {
      observer.disconnect();
      element.removeEventListener('focusin', loadInterestForm);
      element.removeEventListener('pointerdown', loadInterestForm);
    };
  }, []);
  return (
    <div ref={anchor}>
      <Suspense fallback={null}>
        <InterestForm />
      </Suspense>
    </div>
  );
}
