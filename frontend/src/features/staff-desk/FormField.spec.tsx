import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { FormField } from './FormField';

describe('FormField', () => {
  it('names the input by its label and hands the other props to the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<FormField ref={ref} label="E-mail address" type="email" dir="ltr" autoComplete="username" value="" onChange={() => {}} />);
    const input = screen.getByLabelText('E-mail address');
    expect(input).toBe(ref.current);
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('dir', 'ltr');
    expect(input).toHaveAttribute('autocomplete', 'username');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is described by its hint, and by its error too once there is one, which it marks invalid and announces', () => {
    const { rerender } = render(
      <FormField label="New password" type="password" hint="At least 12 characters." value="" onChange={() => {}} />,
    );
    const input = screen.getByLabelText('New password');
    expect(input).toHaveAccessibleDescription('At least 12 characters.');
    expect(input).toHaveAttribute('aria-invalid', 'false');

    rerender(
      <FormField label="New password" type="password" hint="At least 12 characters." error="Too short." value="" onChange={() => {}} />,
    );
    expect(input).toHaveAccessibleDescription('At least 12 characters. Too short.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Too short.');
  });
});
