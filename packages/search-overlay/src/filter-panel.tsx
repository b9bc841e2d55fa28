import type { Facet, FacetBucket } from '@ldn/discovery-client';
import {
  compareSizes,
  formatEuros,
  overlayPriceRange,
  priceBandLabels,
  STANDARD_PRICE_BANDS,
  validationMessages,
  type PriceErrorCode,
} from '@ldn/domain';
import { Button, Drawer } from '@ldn/ui-kit';
import { memo, useId, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { bucketText, overlayMessages } from './messages';
import {
  FIELDS,
  hasFilters,
  NO_FILTERS,
  parsePriceRange,
  toggle,
  type OverlayFilters,
} from './search-rules';
import { focusRing, mainTarget } from './styles';

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const Option = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 32px;
  cursor: pointer;
  & > input {
    ${focusRing}
    flex: none;
    width: 24px;
    height: 24px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const CustomPrice = styled.form`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xs};
  & > button {
    grid-column: 1 / -1;
  }
`;

// Its border is `muted`, not `border`: a white field on white is seen by its border alone, which
// needs 3:1 (WCAG 1.4.11; the ui-kit's theme test checks the pair).
const PriceInput = styled.input`
  ${focusRing}
  ${mainTarget}
  width: 100%;
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border: 2px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const SmallLabel = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const ErrorText = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

/** [S9.6] The label of a price bucket: the domain's band label when it is a standard band. */
export function priceBucketLabel(bucket: FacetBucket): string {
  const range = parsePriceRange(bucket.key);
  const from = bucket.from ?? range?.min;
  const to = bucket.to ?? range?.max;
  if (from === undefined || to === undefined) return bucket.key;
  const fromCents = Math.round(from * 100);
  const toCents = Math.round(to * 100);
  const band = STANDARD_PRICE_BANDS.find(
    (standard) => standard.minValue === fromCents && standard.maxValue === toCents,
  );
  return band?.label ?? `${formatEuros(fromCents)} - ${formatEuros(toCents)}`;
}

interface CheckGroupProps {
  readonly legend: string;
  readonly buckets: readonly FacetBucket[];
  readonly selected: readonly string[];
  readonly labelOf?: (bucket: FacetBucket) => string;
  readonly onToggle: (key: string) => void;
  readonly children?: ReactNode;
}

/** One facet as checkboxes; a chosen value the latest answer lacks stays listed (count unknown). */
function CheckGroup({ legend, buckets, selected, labelOf, onToggle, children }: CheckGroupProps) {
  const missing = selected
    .filter((key) => !buckets.some((bucket) => bucket.key === key))
    .map((key): FacetBucket => ({ key, count: 0 }));
  const all = [...buckets, ...missing];
  if (all.length === 0 && children === undefined) return null;
  return (
    <Group>
      <Legend>{legend}</Legend>
      {all.map((bucket) => (
        <Option key={bucket.key}>
          <input
            type="checkbox"
            checked={selected.includes(bucket.key)}
            onChange={() => onToggle(bucket.key)}
          />
          {bucketText(
            labelOf?.(bucket) ?? bucket.key,
            missing.includes(bucket) ? null : bucket.count,
          )}
        </Option>
      ))}
      {children}
    </Group>
  );
}

interface CustomPriceFieldsProps {
  readonly applied: string | null;
  readonly onApply: (value: string | null) => void;
}

/**
 * [S5.15] The custom price band: free text, a comma as decimal separator; an empty min is 0.00 and
 * an empty max 100000.00, applied as 'min;max'; both empty removes it. It replaces the bands.
 */
function CustomPriceFields({ applied, onApply }: CustomPriceFieldsProps) {
  const id = useId();
  const [min, setMin] = useState('');
  const [max, setMax] = useState('');
  const [error, setError] = useState<PriceErrorCode | null>(null);
  // The band removed elsewhere (a chip, 'Effacer') empties the fields, while rendering.
  const [seenApplied, setSeenApplied] = useState(applied);
  if (seenApplied !== applied) {
    setSeenApplied(applied);
    if (applied === null) {
      setMin('');
      setMax('');
      setError(null);
    }
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (min.trim() === '' && max.trim() === '') {
      setError(null);
      onApply(null);
      return;
    }
    const range = overlayPriceRange(min, max);
    if (range.kind === 'invalid') {
      setError(range.error);
      return;
    }
    setError(null);
    onApply(range.value);
  };
  const errorId = `${id}-error`;
  return (
    <CustomPrice onSubmit={submit} aria-label={priceBandLabels.CUSTOM} noValidate>
      <SmallLabel>
        {overlayMessages.PRICE_MIN}
        <PriceInput
          value={min}
          onChange={(event) => setMin(event.target.value)}
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={error === 'INVALID_MIN_PRICE' || undefined}
          aria-describedby={error === 'INVALID_MIN_PRICE' ? errorId : undefined}
        />
      </SmallLabel>
      <SmallLabel>
        {overlayMessages.PRICE_MAX}
        <PriceInput
          value={max}
          onChange={(event) => setMax(event.target.value)}
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={error === 'INVALID_MAX_PRICE' || undefined}
          aria-describedby={error === 'INVALID_MAX_PRICE' ? errorId : undefined}
        />
      </SmallLabel>
      {error !== null && (
        <ErrorText id={errorId} role="alert">
          {validationMessages[error]}
        </ErrorText>
      )}
      <Button type="submit" variant="secondary">
        {overlayMessages.APPLY_PRICE}
      </Button>
    </CustomPrice>
  );
}

export interface FilterFieldsProps {
  readonly facets: readonly Facet[];
  readonly filters: OverlayFilters;
  /** [S4.12] Every change reruns the result set from the start. */
  readonly onChange: (filters: OverlayFilters) => void;
}

const facetOf = (facets: readonly Facet[], field: string) =>
  facets.find((facet) => facet.key === field);

/**
 * [S2.49] [S3.17] The size filter lists sizes as a shop does (Naissance, 1 mois, 3 mois, ...), not
 * by how many products each has, which the service's order may be.
 */
export const sizesInShopOrder = (buckets: readonly FacetBucket[]): readonly FacetBucket[] =>
  [...buckets].sort((a, b) => compareSizes(a.key, b.key));

/** [S2.49] [S3.17] The price (bands and custom band), colour and size filters, and the reset. */
export function FilterFields({ facets, filters, onChange }: FilterFieldsProps) {
  const price = facetOf(facets, FIELDS.price);
  const color = facetOf(facets, FIELDS.color);
  const size = facetOf(facets, FIELDS.size);
  return (
    <Fields>
      <CheckGroup
        legend={price?.label ?? overlayMessages.PRICE}
        buckets={price?.buckets ?? []}
        selected={filters.customPrice === null ? filters.prices : []}
        labelOf={priceBucketLabel}
        onToggle={(key) =>
          onChange({ ...filters, customPrice: null, prices: toggle(filters.prices, key) })
        }
      >
        <CustomPriceFields
          applied={filters.customPrice}
          onApply={(customPrice) => onChange({ ...filters, customPrice })}
        />
      </CheckGroup>
      <CheckGroup
        legend={color?.label ?? overlayMessages.COLOR}
        buckets={color?.buckets ?? []}
        selected={filters.colors}
        onToggle={(key) => onChange({ ...filters, colors: toggle(filters.colors, key) })}
      />
      <CheckGroup
        legend={size?.label ?? overlayMessages.SIZE}
        buckets={sizesInShopOrder(size?.buckets ?? [])}
        selected={filters.sizes}
        onToggle={(key) => onChange({ ...filters, sizes: toggle(filters.sizes, key) })}
      />
      <Button variant="ghost" onClick={() => onChange(NO_FILTERS)} disabled={!hasFilters(filters)}>
        {overlayMessages.RESET_FILTERS}
      </Button>
    </Fields>
  );
}

const Sidebar = styled.aside`
  flex: none;
  width: 240px;
  align-self: flex-start;
`;

const SidebarTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.typography.size.lg};
`;

/**
 * [S2.49] Desktop: the filters in a sidebar beside the grid. Memoized: a keystroke in the search
 * field or a new search's loading text leaves the facets and filters as they are.
 */
export const FilterSidebar = memo(function FilterSidebar(props: FilterFieldsProps) {
  const titleId = useId();
  return (
    <Sidebar aria-labelledby={titleId}>
      <SidebarTitle id={titleId}>{overlayMessages.FILTERS}</SidebarTitle>
      <FilterFields {...props} />
    </Sidebar>
  );
});

export interface FilterDrawerProps extends FilterFieldsProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}

/** [S2.49] Phones: the filters in a drawer ('Fermer' at the top, 'Réinitialiser les filtres'). */
export function FilterDrawer({ open, onOpenChange, ...props }: FilterDrawerProps) {
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title={overlayMessages.FILTERS} side="right">
      <FilterFields {...props} />
    </Drawer>
  );
}

/** The phone's 'Filtrer' button: names how many filters are on. */
export const FilterButton = styled.button`
  ${focusRing}
  ${mainTarget}
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `0 ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
`;
