import type { ComponentProps } from 'react';
import type { FieldDescriptionProps } from './field-description';
import { FieldFrame } from './field-frame';

export type TextAreaProps = Omit<ComponentProps<'textarea'>, 'children'> &
  FieldDescriptionProps & { readonly label: string };

/** A labelled multi-line text box, in the text field's frame (label, hint, control, error). */
export function TextArea({ label, hint, error, id, className, readOnly, ...areaProps }: TextAreaProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id} className={className} readOnly={readOnly}>
      {(control) => <textarea {...control} {...areaProps} />}
    </FieldFrame>
  );
}
