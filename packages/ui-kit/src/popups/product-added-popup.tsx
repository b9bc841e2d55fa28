import { useId, useState } from 'react';
import styled from 'styled-components';
import { CommentField } from '../inputs/comment-field';
import { ToggleLabel } from '../inputs/toggle-label';
import { uiMessages } from '../messages';
import { popupMessages } from '../popup-messages';
import { Button } from '../primitives/button';
import { Dialog, onClosing } from '../primitives/dialog';
import { Spinner } from '../primitives/spinner';

/** Where the saving of the last change stands. */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';

const Toggles = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Status = styled.p<{ $error: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 1.5em;
  margin: 0;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.success)};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export interface ProductAddedPopupProps {
  readonly open: boolean;
  /** Escape, 'Fermer' or a click outside. */
  readonly onClose: () => void;
  readonly productName?: string;
  /** The item's comment, indispensable (priority) and private (hidden) flags as saved. */
  readonly comment: string;
  readonly indispensable: boolean;
  readonly isPrivate: boolean;
  /** The comment changed: reported when the field is left with a new text. */
  readonly onCommentChange: (comment: string) => void;
  readonly onIndispensableChange: (indispensable: boolean) => void;
  readonly onPrivateChange: (isPrivate: boolean) => void;
  /** [S4.11] 'Enregistrement...' while saving, then 'Enregistré'. */
  readonly saveStatus: SaveStatus;
  /** Go to the list (which scrolls to the product). */
  readonly onGoToList: () => void;
  /** Add another product (back to the search when coming from it). */
  readonly onAddAnother: () => void;
  /** Just confirm and close. */
  readonly onConfirm: () => void;
}

/**
 * [S2.50] [S4.11] [S2.44] The product was added: the customer may at once write a comment (255
 * characters, with a counter) and mark the product indispensable or private; each change is
 * reported to be saved right away, and the popup says 'Enregistrement...' then 'Enregistré'.
 * Three ways out: see my list, add another product, or confirm.
 */
export function ProductAddedPopup({
  open,
  onClose,
  productName,
  comment,
  indispensable,
  isPrivate,
  onCommentChange,
  onIndispensableChange,
  onPrivateChange,
  saveStatus,
  onGoToList,
  onAddAnother,
  onConfirm,
}: ProductAddedPopupProps) {
  const privateHintId = useId();
  const [draft, setDraft] = useState(comment);
  // A comment saved elsewhere (or another product) replaces the draft, while rendering.
  const [shownComment, setShownComment] = useState(comment);
  if (shownComment !== comment) {
    setShownComment(comment);
    setDraft(comment);
  }
  const commitComment = () => {
    if (draft !== comment) onCommentChange(draft);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onClosing(onClose)}
      title={popupMessages.PRODUCT_ADDED_TITLE}
      description={productName}
      actions={
        <>
          <Button variant="ghost" onClick={onAddAnother}>
            {popupMessages.ADD_ANOTHER_PRODUCT}
          </Button>
          <Button variant="secondary" onClick={onGoToList}>
            {popupMessages.GO_TO_LIST}
          </Button>
          <Button onClick={onConfirm}>{popupMessages.CONFIRM}</Button>
        </>
      }
    >
      <CommentField value={draft} onValueChange={setDraft} onBlur={commitComment} />
      <Toggles>
        <ToggleLabel>
          <input
            type="checkbox"
            role="switch"
            checked={indispensable}
            onChange={(event) => onIndispensableChange(event.target.checked)}
          />
          {popupMessages.INDISPENSABLE}
        </ToggleLabel>
        <ToggleLabel>
          <input
            type="checkbox"
            role="switch"
            checked={isPrivate}
            aria-describedby={privateHintId}
            onChange={(event) => onPrivateChange(event.target.checked)}
          />
          {popupMessages.PRIVATE}
        </ToggleLabel>
        <Hint id={privateHintId}>{popupMessages.PRIVATE_HINT}</Hint>
      </Toggles>
      <Status role="status" $error={saveStatus === 'error'}>
        {saveStatus === 'saving' && (
          <>
            <Spinner size={14} label={null} />
            {uiMessages.SAVING}
          </>
        )}
        {saveStatus === 'saved' && popupMessages.SAVED}
        {saveStatus === 'error' && popupMessages.SAVE_FAILED}
      </Status>
    </Dialog>
  );
}
