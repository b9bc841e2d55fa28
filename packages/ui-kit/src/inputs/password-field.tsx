import { validateText, validationMessages } from '@ldn/domain';
import { ValidatedInput, type FieldBaseProps } from './validated-input';

export interface PasswordFieldProps extends Omit<FieldBaseProps, 'type' | 'autoComplete'> {
  /**
   * `current-password` for a password to check, `new-password` for one to choose: password
   * managers fill the first and offer to save the second (ASVS V6.2.7).
   */
  readonly autoComplete: 'current-password' | 'new-password';
}

/**
 * A masked password input, with the kit's label, hint, required rule and error wiring. Nothing
 * typed is rewritten (a password keeps its spaces and its length; the server's rule decides).
 */
export function PasswordField({ required = false, ...rest }: PasswordFieldProps) {
  return (
    <ValidatedInput
      {...rest}
      type="password"
      required={required}
      validate={(value) => {
        const code = validateText(value, { required });
        return code && validationMessages[code];
      }}
    />
  );
}
