import {
  LIST_SORT_TYPES,
  STANDARD_PRICE_BANDS,
  categoryLabel,
  listOnlyFilterLabel,
  listSortLabel,
  type ListSortType,
  type PriceBandId,
} from '@ldn/domain';
import { Button, Checkbox, whenIdle } from '@ldn/ui-kit';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { DEFAULT_LIST_FILTER_STATE, type ListFilterState } from './list-filter-state';
import { listMessages } from './messages';

const loadCustomPriceForm = () =>
  import('./custom-price-form').then((module) => ({ default: module.CustomPriceForm }));
/**
 * The personalised band's fields: not in the list page's first download (closed drawer on phones,
 * below the bands on a computer); fetched once the browser is idle after the first paint.
 */
const CustomPriceForm = lazy(loadCustomPriceForm);

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const SortLabel = styled.label`
  display: block;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const Select = styled.select`
  box-sizing: border-box;
  width: 100%;
  min-height: ${({ theme }) => theme.layout.touchTargetPx}px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface ListFilterPanelProps {
  readonly state: ListFilterState;
  readonly onChange: (state: ListFilterState) => void;
  /** The category codes of the list, in display order. */
  readonly categories: readonly string[];
  /** The private only-filter is the owner's. */
  readonly canFilterPrivate: boolean;
}

/**
 * [S3.10] [S5.15] [S9.6] [S9.8] The filters and sorts of the list: only-filters (offered,
 * indispensable, private for the owner), the price bands and the personalised band (free text,
 * comma decimals; it replaces the bands once applied), categories, the sort, and 'Réinitialiser'.
 * Each change applies at once; the personalised band applies with its button.
 */
export function ListFilterPanel({
  state,
  onChange,
  categories,
  canFilterPrivate,
}: ListFilterPanelProps) {
  const sortId = useId();
  // 'Réinitialiser' starts the personalised band's fields again, empty.
  const [priceFormKey, setPriceFormKey] = useState(0);
  useEffect(() => whenIdle(() => void loadCustomPriceForm()), []);

  const toggleBand = (id: PriceBandId, checked: boolean) =>
    onChange({
      ...state,
      bands: checked ? [...state.bands, id] : state.bands.filter((band) => band !== id),
    });
  const toggleCategory = (code: string, checked: boolean) =>
    onChange({
      ...state,
      categories: checked
        ? [...state.categories, code]
        : state.categories.filter((category) => category !== code),
    });

  const reset = () => {
    setPriceFormKey((key) => key + 1);
    onChange(DEFAULT_LIST_FILTER_STATE);
  };

  return (
    <Panel>
      <div>
        <SortLabel htmlFor={sortId}>{listMessages.SORT_BY}</SortLabel>
        <Select
          id={sortId}
          value={state.orderBy}
          onChange={(event) => onChange({ ...state, orderBy: event.target.value as ListSortType })}
        >
          {LIST_SORT_TYPES.map((type) => (
            <option key={type} value={type}>
              {listSortLabel(type)}
            </option>
          ))}
        </Select>
      </div>

      <Group>
        <Legend>{listMessages.ONLY}</Legend>
        <Checkbox
          label={listOnlyFilterLabel('gifted')}
          checked={state.gifted}
          onCheckedChange={(checked) => onChange({ ...state, gifted: checked })}
        />
        <Checkbox
          label={listOnlyFilterLabel('indispensable')}
          checked={state.indispensable}
          onCheckedChange={(checked) => onChange({ ...state, indispensable: checked })}
        />
        {canFilterPrivate && (
          <Checkbox
            label={listOnlyFilterLabel('private')}
            checked={state.private}
            onCheckedChange={(checked) => onChange({ ...state, private: checked })}
          />
        )}
      </Group>

      <Group>
        <Legend>{listMessages.PRICE}</Legend>
        {STANDARD_PRICE_BANDS.map((band) => (
          <Checkbox
            key={band.id}
            label={band.label}
            checked={state.custom === null && state.bands.includes(band.id)}
            disabled={state.custom !== null}
            onCheckedChange={(checked) => toggleBand(band.id, checked)}
          />
        ))}
      </Group>

      <Group>
        <Legend>{listMessages.CUSTOM_PRICE}</Legend>
        <Hint>{listMessages.CUSTOM_PRICE_HINT}</Hint>
        <Suspense fallback={null}>
          <CustomPriceForm
            key={priceFormKey}
            custom={state.custom}
            onApply={(custom) => onChange({ ...state, custom })}
          />
        </Suspense>
      </Group>

      {categories.length > 1 && (
        <Group>
          <Legend>{listMessages.CATEGORIES}</Legend>
          {categories.map((code) => (
            <Checkbox
              key={code}
              label={categoryLabel(code)}
              checked={state.categories.includes(code)}
              onCheckedChange={(checked) => toggleCategory(code, checked)}
            />
          ))}
        </Group>
      )}

      <Buttons>
        <Button variant="ghost" onClick={reset}>
          {listMessages.RESET}
        </Button>
      </Buttons>
    </Panel>
  );
}
