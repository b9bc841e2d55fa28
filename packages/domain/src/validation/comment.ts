import { COMMENT_MAX_LENGTH } from '../constants';
import type { ValidationErrorCode } from '../messages-other-screens';
import { textLength, truncateText } from './text';

/** [S5.6] [S2.44] What the comment counter under the field shows. */
export interface CommentCounter {
  /** Characters typed (code points, see `textLength`). */
  readonly length: number;
  /** Always COMMENT_MAX_LENGTH (255). */
  readonly max: number;
  /** Characters still allowed; never below 0. */
  readonly remaining: number;
}

/** [S5.6] [S2.44] The counter of the product comment ("12 / 255"). */
export function commentCounter(text: string): CommentCounter {
  const length = textLength(text);
  return { length, max: COMMENT_MAX_LENGTH, remaining: Math.max(0, COMMENT_MAX_LENGTH - length) };
}

/**
 * [S5.6] [S5.10] The comment field stops at 255 characters: longer input (a paste) is cut there.
 */
export function truncateComment(text: string): string {
  return truncateText(text, COMMENT_MAX_LENGTH);
}

/**
 * [S5.6] A comment longer than 255 characters (one that did not come through the field, such as
 * an old one from the server) is refused with COMMENT_TOO_LONG; an empty comment is valid.
 */
export function validateComment(text: string | null | undefined): ValidationErrorCode | undefined {
  return text && textLength(text) > COMMENT_MAX_LENGTH ? 'COMMENT_TOO_LONG' : undefined;
}
