import { validatePhone, validationMessages } from '@ldn/domain';
import { ValidatedInput, type FieldBaseProps } from './validated-input';

export type PhoneFieldProps = FieldBaseProps;

/**
 * [S5.9] [S5.7] A French phone number: REQUIRED_PHONE when required and left empty,
 * INVALID_PHONE_NUMBER when it does not match the French pattern (`06 12 34 56 78` is fine).
 */
export function PhoneField({ required = false, ...rest }: PhoneFieldProps) {
  return (
    <ValidatedInput
      autoComplete="tel-national"
      {...rest}
      type="tel"
      inputMode="tel"
      required={required}
      validate={(value) => {
        const code = validatePhone(value, { required });
        return code && validationMessages[code];
      }}
    />
  );
}
