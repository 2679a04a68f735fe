import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { interestFormNeeded, loadInterestForm } from './form-loading';
import { readInterestFormChoice } from './interest-prefill';

// The form brings Redux Toolkit and its validation: a visitor reading the top of the page downloads
// neither. Until they load, the server's HTML of the form stays on screen (and what is typed into it
// is kept: see InterestForm).
const InterestForm = lazy(async () => {
  await interestFormNeeded;
  return { default: (await import('./InterestForm')).InterestForm };
});

export function DeferredInterestForm() {
  const anchor = useRef<HTMLDivElement>(null);
  // An address that carries a choice is a visitor on their way to the form: load it without waiting to scroll.
  const carriesChoice = readInterestFormChoice(useLocation().search) !== null;
  useEffect(() => {
    const element = anchor.current;
    if (!element || carriesChoice || typeof IntersectionObserver === 'undefined') {
      loadInterestForm();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadInterestForm();
      },
      { rootMargin: '50% 0px' },
    );
    observer.observe(element);
    element.addEventListener('focusin', loadInterestForm);
    element.addEventListener('pointerdown', loadInterestForm);
    return () => {
      observer.disconnect();
      element.removeEventListener('focusin', loadInterestForm);
      element.removeEventListener('pointerdown', loadInterestForm);
    };
  }, [carriesChoice]);
  return (
    <div ref={anchor}>
      <Suspense fallback={null}>
        <InterestForm />
      </Suspense>
    </div>
  );
}
