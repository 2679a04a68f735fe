import type { ReactNode } from 'react';
import { ButtonLink, type ButtonVariant } from '../../components/ui/Button';
import { loadInterestForm } from './interest-form/form-loading';
import { interestFormPathWithChoice } from './interest-form/interest-prefill';

interface PrefillButtonProps {
  /** What the interest form's message field receives, so staff know what the visitor chose. */
  message: string;
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
  icon?: ReactNode;
}

/** An amount, plan, RSVP, apply or join button: it takes the visitor to the interest form with their choice filled in. */
export function PrefillButton({ message, children, variant = 'secondary', className, icon }: PrefillButtonProps) {
  return (
    <ButtonLink to={interestFormPathWithChoice(message)} variant={variant} className={className} icon={icon} onClick={loadInterestForm}>
      {children}
    </ButtonLink>
  );
}
