import { truncateText, validateText, validationMessages } from '@ldn/domain';
import { ValidatedInput, type FieldBaseProps } from './validated-input';

export interface TextFieldProps extends FieldBaseProps {
  /** [S5.10] Input longer than this is cut (in characters, so an emoji is never split). */
  readonly maxLength?: number;
}

/**
 * [S5.10] A text input: label, required rule (DEFAULT_INPUT_ERROR once the field is left blank, or
 * after a submit), and an optional maximum length that truncates what is typed or pasted.
 */
export function TextField({ maxLength, required = false, ...rest }: TextFieldProps) {
  return (
    <ValidatedInput
      {...rest}
      type="text"
      required={required}
      validate={(value) => {
        const code = validateText(value, { required });
        return code && validationMessages[code];
      }}
      transform={(value) => truncateText(value, maxLength)}
    />
  );
}
