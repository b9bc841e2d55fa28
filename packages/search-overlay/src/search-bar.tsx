import { VisuallyHidden } from '@ldn/ui-kit';
import { useId, type Ref } from 'react';
import styled from 'styled-components';
import { overlayMessages } from './messages';
import { focusRing, mainTarget } from './styles';

const Form = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: stretch;
`;

// Its border is `muted`, not `border`: a white field on white is seen by its border alone, which
// needs 3:1 (WCAG 1.4.11; the ui-kit's theme test checks the pair).
const Input = styled.input`
  ${focusRing}
  ${mainTarget}
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => `0 ${theme.space.md}`};
  border: 2px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &::placeholder {
    color: ${({ theme }) => theme.colors.muted};
    opacity: 1;
  }
`;

const Submit = styled.button`
  ${focusRing}
  ${mainTarget}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

const MagnifierIcon = () => (
  <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M13 13l5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

export interface SearchBarProps {
  readonly value: string;
  /** Each keystroke (the overlay starts the 1 s auto-search [S9.9]). */
  readonly onChange: (value: string) => void;
  /** Enter or the magnifier: search now [S4.12]. */
  readonly onSubmit: (value: string) => void;
  readonly inputRef?: Ref<HTMLInputElement>;
}

/**
 * [S2.49] [S5.18] The search bar: placeholder 'Recherchez un article ...', spell check off, a
 * visible magnifier button and a label for screen readers, inside a `search` landmark.
 */
export function SearchBar({ value, onChange, onSubmit, inputRef }: SearchBarProps) {
  const id = useId();
  return (
    <Form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(value);
      }}
    >
      <VisuallyHidden asChild>
        <label htmlFor={id}>{overlayMessages.SEARCH_LABEL}</label>
      </VisuallyHidden>
      <Input
        ref={inputRef}
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          // Enter searches at once: the form's own submission would come after the key's keypress,
          // a click on the magnifier and the submit event, a few milliseconds later on a slow
          // phone. Not while an input method is composing a word.
          if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
          event.preventDefault();
          onSubmit(value);
        }}
        placeholder={overlayMessages.SEARCH_PLACEHOLDER}
        spellCheck={false}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        enterKeyHint="search"
      />
      <Submit type="submit">
        <MagnifierIcon />
        <VisuallyHidden>{overlayMessages.SEARCH_SUBMIT}</VisuallyHidden>
      </Submit>
    </Form>
  );
}
