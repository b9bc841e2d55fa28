import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { describedBy } from './field';

const Root = styled.div`
  display: flex;
  flex-direction: column;
`;

/** The row: at least 44 px high, the whole label clickable. */
const Row = styled.div<{ $disabled: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.layout.touchTargetPx}px;
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.muted : theme.colors.text)};
  label {
    flex: 1 1 auto;
    min-width: 0;
    display: flex;
    align-items: center;
    align-self: stretch;
    cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  }
`;

/**
 * The box is a fixed 24 x 24 px that never shrinks: a long label beside it once squeezed a native
 * check box to 22.4 px wide on a machine with wider fonts (WCAG 2.2 SC 2.5.8 asks 24 x 24).
 */
export const CHECKBOX_BOX_PX = 24;

const Box = styled(RadixCheckbox.Root)`
  flex: none;
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${CHECKBOX_BOX_PX}px;
  min-width: ${CHECKBOX_BOX_PX}px;
  height: ${CHECKBOX_BOX_PX}px;
  min-height: ${CHECKBOX_BOX_PX}px;
  margin: 0;
  padding: 0;
  border: 2px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  &[data-state='checked'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export interface CheckboxProps {
  /** The visible label; clicking it toggles the box. */
  readonly label: ReactNode;
  readonly checked: boolean;
  readonly onCheckedChange: (checked: boolean) => void;
  /** A muted line under the row, read as the box's description. */
  readonly hint?: string | undefined;
  readonly disabled?: boolean | undefined;
  readonly id?: string | undefined;
  /** The field's name when the box sits in a submitted form. */
  readonly name?: string | undefined;
}

/**
 * A labelled check box on Radix's primitive (a `role="checkbox"` button): a 24 x 24 px box that
 * never shrinks, in a row at least 44 px high whose label toggles it; its hint, if any, is its
 * description.
 */
export function Checkbox({
  label,
  checked,
  onCheckedChange,
  hint,
  disabled = false,
  id: givenId,
  name,
}: CheckboxProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = `${id}-hint`;
  return (
    <Root>
      <Row $disabled={disabled}>
        <Box
          id={id}
          name={name}
          checked={checked}
          disabled={disabled}
          aria-describedby={describedBy(hint !== undefined && hintId)}
          onCheckedChange={(state) => onCheckedChange(state === true)}
        >
          <RadixCheckbox.Indicator>
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path
                d="M3 8.5l3 3 7-7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </RadixCheckbox.Indicator>
        </Box>
        <label htmlFor={id}>{label}</label>
      </Row>
      {hint !== undefined && <Hint id={hintId}>{hint}</Hint>}
    </Root>
  );
}
