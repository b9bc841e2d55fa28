import { useId, useState, type InputHTMLAttributes } from 'react';
import { describedBy, Field, fieldIds, Input } from './field';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'defaultValue' | 'maxLength' | 'required' | 'id'
>;

/** What every text-like field of the kit accepts. */
export interface FieldBaseProps extends NativeInputProps {
  readonly label: string;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  readonly required?: boolean;
  readonly hint?: string;
  /** An error from outside (the server, a form rule); wins over the field's own. */
  readonly error?: string | undefined;
  /** Shows the field's own error before the field was left (the form was submitted). */
  readonly showError?: boolean;
  /**
   * Whether leaving the field shows its own error (the default), or only a submit does
   * (`showError`). A field focused for a scanner uses `false`: leaving it blank to press a button
   * below must not insert an error that moves that button away from the finger.
   */
  readonly validateOnBlur?: boolean;
  readonly id?: string;
}

export interface ValidatedInputProps extends FieldBaseProps {
  /** The field's own rule: the French error for a value, or `undefined` when it is valid. */
  readonly validate: (value: string) => string | undefined;
  /** Rewrites what is typed before it is reported (truncation). */
  readonly transform?: (value: string) => string;
}

/**
 * The error a field shows: an outside error always, its own (from `validate`) once the field was
 * left or after a submit. Call `markTouched` on blur.
 */
export function useFieldError(
  validate: () => string | undefined,
  error: string | undefined,
  showError: boolean,
) {
  const [touched, setTouched] = useState(false);
  const shown = error ?? (touched || showError ? validate() : undefined);
  return { shown, markTouched: () => setTouched(true) };
}

/**
 * The shared field logic: its own error shows once the field was left (or after a submit), an
 * outside error always shows, and the error is tied to the input by `aria-describedby` and
 * `aria-invalid`.
 */
export function ValidatedInput({
  label,
  value,
  onValueChange,
  required = false,
  hint,
  error,
  showError = false,
  validateOnBlur = true,
  id: givenId,
  validate,
  transform = (text) => text,
  onBlur,
  ...rest
}: ValidatedInputProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const ids = fieldIds(id);
  const { shown, markTouched } = useFieldError(() => validate(value), error, showError);
  return (
    <Field id={id} label={label} required={required} hint={hint} error={shown}>
      <Input
        {...rest}
        id={id}
        value={value}
        aria-required={required || undefined}
        aria-invalid={shown !== undefined || undefined}
        aria-describedby={describedBy(
          hint !== undefined && ids.hint,
          shown !== undefined && ids.error,
        )}
        onChange={(event) => onValueChange(transform(event.target.value))}
        onBlur={(event) => {
          if (validateOnBlur) markTouched();
          onBlur?.(event);
        }}
      />
    </Field>
  );
}
