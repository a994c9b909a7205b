import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import type { FieldDescriptionProps } from './field-description';
import { FieldFrame } from './field-frame';
import { TextArea } from './text-area';
import { TextField } from './text-field';

type Control = ComponentType<FieldDescriptionProps & { label: string; className?: string }>;

/** A control of its own in the shared frame, as a new kind of field would be. */
const Spinner: Control = ({ label, hint, error, className }) => (
  <FieldFrame label={label} hint={hint} error={error} id={undefined} className={className} readOnly={false}>
    {(control) => <input type="number" {...control} />}
  </FieldFrame>
);

describe('the one frame of text controls (label, hint, control, error)', () => {
  it.each([
    ['TextField', TextField as Control, 'textbox'],
    ['TextArea', TextArea as Control, 'textbox'],
    ['a control of its own', Spinner, 'spinbutton'],
  ] as const)('%s: named by its label, described by hint then error, in the field', (_name, Field, role) => {
    render(
      <Field
        label="Your message"
        hint="Up to 5,000 characters"
        error="Enter your message."
        className="wide"
      />,
    );
    const control = screen.getByRole(role, { name: 'Your message' });
    expect(control).toHaveAccessibleDescription('Up to 5,000 characters Enter your message.');
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(control).toHaveClass('field__control');
    const frame = control.closest('.field');
    expect(frame).toHaveClass('wide');
    expect(frame).toContainElement(screen.getByRole('alert'));
  });
});
