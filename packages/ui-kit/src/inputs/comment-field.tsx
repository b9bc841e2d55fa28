import { COMMENT_MAX_LENGTH } from '@ldn/domain';
import { popupMessages } from '../popup-messages';
import { TextAreaField, type TextAreaFieldProps } from './text-area-field';

export interface CommentFieldProps extends Omit<
  TextAreaFieldProps,
  'label' | 'maxLength' | 'minHeight'
> {
  /** The visible label; 'Commentaire' by default. */
  readonly label?: string;
}

/**
 * [S5.6] [S2.44] The product comment: at most 255 characters (longer typing or pasting is cut) with
 * a live counter '12/255' under it, read with the field as '12 caractères sur 255'.
 */
export function CommentField({ label = popupMessages.COMMENT, ...rest }: CommentFieldProps) {
  return <TextAreaField {...rest} label={label} maxLength={COMMENT_MAX_LENGTH} minHeight={96} />;
}
