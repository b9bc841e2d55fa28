import { validateCustomPriceRange, validationMessages } from '@ldn/domain';
import { Button, TextField } from '@ldn/ui-kit';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { ListFilterState } from './list-filter-state';
import { listMessages } from './messages';

const PriceForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Cents as the field shows them: 1250 -> '12,50', 2000 -> '20'. */
const centsText = (cents: number | null | undefined): string => {
  if (cents === null || cents === undefined) return '';
  const euros = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(euros) : `${euros},${String(rest).padStart(2, '0')}`;
};

export interface CustomPriceFormProps {
  /** The personalised band in effect (`null`: none); the fields start from it. */
  readonly custom: ListFilterState['custom'];
  /** Applies a personalised band, or clears it (`null`). */
  readonly onApply: (custom: ListFilterState['custom']) => void;
}

/**
 * [S5.15] [S9.6] The personalised price band of the list's filter panel: free text with comma
 * decimals, checked when applied with its button ('Effacer ce prix' once one is in effect). Its
 * own chunk, with the fields and the price rule: the panel sits in a closed drawer on phones, and
 * below its bands and sorts on a computer.
 */
export function CustomPriceForm({ custom, onApply }: CustomPriceFormProps) {
  const [minText, setMinText] = useState(centsText(custom?.minCents));
  const [maxText, setMaxText] = useState(centsText(custom?.maxCents));
  const [priceError, setPriceError] = useState<{ min?: string; max?: string }>({});

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const range = validateCustomPriceRange(minText, maxText);
    if (range.kind === 'invalid') {
      const message = validationMessages[range.error];
      setPriceError(range.error === 'INVALID_MIN_PRICE' ? { min: message } : { max: message });
      return;
    }
    setPriceError({});
    const empty = range.minCents === null && range.maxCents === null;
    onApply(empty ? null : { minCents: range.minCents, maxCents: range.maxCents });
  };
  const clear = () => {
    setMinText('');
    setMaxText('');
    setPriceError({});
    onApply(null);
  };

  return (
    <PriceForm onSubmit={apply} noValidate>
      <TextField
        label={listMessages.MIN_PRICE}
        value={minText}
        onValueChange={setMinText}
        inputMode="decimal"
        autoComplete="off"
        error={priceError.min}
      />
      <TextField
        label={listMessages.MAX_PRICE}
        value={maxText}
        onValueChange={setMaxText}
        inputMode="decimal"
        autoComplete="off"
        error={priceError.max}
      />
      <Buttons>
        <Button type="submit" variant="secondary">
          {listMessages.APPLY_PRICE}
        </Button>
        {custom !== null && (
          <Button variant="ghost" onClick={clear}>
            {listMessages.CLEAR_CUSTOM_PRICE}
          </Button>
        )}
      </Buttons>
    </PriceForm>
  );
}
