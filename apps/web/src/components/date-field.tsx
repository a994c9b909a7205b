import { TextField, type TextFieldProps } from './text-field';

type DateFieldProps = Omit<TextFieldProps, 'type' | 'min' | 'max'> & {
  /** Earliest and latest day, YYYY-MM-DD. */
  readonly min?: string | undefined;
  readonly max?: string | undefined;
};

/**
 * A date as YYYY-MM-DD: the browser's own date control, so phones open their date picker and the
 * value reaches the form in the API's IsoDate shape.
 */
export function DateField(props: DateFieldProps) {
  return <TextField {...props} type="date" className="field--date" />;
}
