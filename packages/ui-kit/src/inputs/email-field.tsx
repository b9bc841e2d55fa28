import { suggestEmailDomains, validateEmail, validationMessages } from '@ldn/domain';
import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { popupMessages } from '../popup-messages';
import { describedBy, Field, fieldIds, Input } from './field';
import { useFieldError, type FieldBaseProps } from './validated-input';

const Anchor = styled.div`
  position: relative;
`;

const Listbox = styled.ul`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndex.menu};
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  max-height: 264px;
  overflow-y: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Option = styled.li`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.touchTargetPx}px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.focus};
  }
`;

export type EmailFieldProps = FieldBaseProps;

/**
 * [S5.8] An e-mail input that suggests the usual domains once '@' is typed, as an ARIA combobox
 * with a listbox: ArrowDown / ArrowUp move through the suggestions, Enter takes one, Escape closes
 * the list; a click takes one too. Optional and empty is valid; otherwise INVALID_EMAIL (or
 * DEFAULT_INPUT_ERROR when required and empty) once the field is left.
 * https://www.w3.org/WAI/ARIA/apg/patterns/combobox/examples/combobox-autocomplete-list/
 */
export function EmailField({
  label,
  value,
  onValueChange,
  required = false,
  hint,
  error,
  showError = false,
  validateOnBlur = true,
  id: givenId,
  onBlur,
  onKeyDown,
  ...rest
}: EmailFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const ids = fieldIds(id);
  const listId = `${id}-suggestions`;
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);

  const suggestions = dismissed ? [] : suggestEmailDomains(value);
  const expanded = suggestions.length > 0;
  const { shown, markTouched } = useFieldError(
    () => {
      const code = validateEmail(value, { required });
      return code && validationMessages[code];
    },
    error,
    showError,
  );

  const change = (next: string) => {
    setDismissed(false);
    setActive(-1);
    onValueChange(next);
  };
  const choose = (suggestion: string) => {
    onValueChange(suggestion);
    setDismissed(true);
    setActive(-1);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (!expanded) return;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActive((index) => (index + 1) % suggestions.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
        break;
      case 'Enter': {
        const suggestion = suggestions[active];
        if (suggestion !== undefined) {
          event.preventDefault();
          choose(suggestion);
        }
        break;
      }
      case 'Escape':
        event.preventDefault();
        setDismissed(true);
        setActive(-1);
        break;
    }
  };

  return (
    <Field id={id} label={label} required={required} hint={hint} error={shown}>
      <Anchor>
        <Input
          autoComplete="email"
          {...rest}
          id={id}
          type="email"
          inputMode="email"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={active >= 0 && expanded ? `${listId}-${active}` : undefined}
          value={value}
          aria-required={required || undefined}
          aria-invalid={shown !== undefined || undefined}
          aria-describedby={describedBy(
            hint !== undefined && ids.hint,
            shown !== undefined && ids.error,
          )}
          onChange={(event) => change(event.target.value)}
          onKeyDown={handleKeyDown}
          onBlur={(event) => {
            if (validateOnBlur) markTouched();
            setDismissed(true);
            onBlur?.(event);
          }}
        />
        <Listbox
          id={listId}
          role="listbox"
          aria-label={popupMessages.EMAIL_SUGGESTIONS}
          hidden={!expanded}
        >
          {suggestions.map((suggestion, index) => (
            <Option
              key={suggestion}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              // Keep the focus in the input: the choice happens on click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(suggestion)}
            >
              {suggestion}
            </Option>
          ))}
        </Listbox>
      </Anchor>
    </Field>
  );
}
