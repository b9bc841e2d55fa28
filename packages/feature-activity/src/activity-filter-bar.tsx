import { ACTIVITY_FILTERS, activityFilterLabel, type ActivityFilter } from '@ldn/domain';
import styled, { css } from 'styled-components';
import { activityMessages } from './messages';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Chip = styled.button<{ $pressed: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.touchTargetPx}px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.secondary};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.secondary};
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  cursor: pointer;
  ${({ $pressed, theme }) =>
    $pressed &&
    css`
      background: ${theme.colors.secondary};
      color: ${theme.colors.onSecondary};
    `}
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface ActivityFilterBarProps {
  /** The filters chosen; none means all four [S2.41]. */
  readonly selected: readonly ActivityFilter[];
  readonly onToggle: (filter: ActivityFilter) => void;
  /** Back to no filter (everything). */
  readonly onClear: () => void;
  /**
   * [S4.8] The owner's 'À remercier' view, with its count when known: a chip of its own, on
   * while that view is shown (the other chips are then off).
   */
  readonly toThank?:
    | {
        readonly count: number | undefined;
        readonly pressed: boolean;
        readonly onSelect: () => void;
      }
    | undefined;
}

/**
 * [S2.41] The activity filters ITEMS, WALLET, COUPON, RETURNED_ITEMS as toggle buttons (several
 * may be on); 'Tout afficher' is on while none is, as none selected means all four. For the owner,
 * 'À remercier' [S4.8] shows only what is left to thank.
 */
export function ActivityFilterBar({
  selected,
  onToggle,
  onClear,
  toThank,
}: ActivityFilterBarProps) {
  const thanking = toThank?.pressed === true;
  return (
    <Group role="group" aria-label={activityMessages.FILTERS}>
      <Chip
        type="button"
        aria-pressed={selected.length === 0 && !thanking}
        $pressed={selected.length === 0 && !thanking}
        onClick={onClear}
      >
        {activityMessages.ALL}
      </Chip>
      {toThank !== undefined && (
        <Chip type="button" aria-pressed={thanking} $pressed={thanking} onClick={toThank.onSelect}>
          {activityMessages.TO_THANK_CHIP(toThank.count)}
        </Chip>
      )}
      {ACTIVITY_FILTERS.map((filter) => {
        const pressed = !thanking && selected.includes(filter);
        return (
          <Chip
            key={filter}
            type="button"
            aria-pressed={pressed}
            $pressed={pressed}
            onClick={() => onToggle(filter)}
          >
            {activityFilterLabel(filter)}
          </Chip>
        );
      })}
    </Group>
  );
}

/** [S2.41] Toggles one filter in a selection, keeping the canonical order. */
export function toggleActivityFilter(
  selected: readonly ActivityFilter[],
  filter: ActivityFilter,
): readonly ActivityFilter[] {
  const next = new Set(selected);
  if (next.has(filter)) next.delete(filter);
  else next.add(filter);
  return ACTIVITY_FILTERS.filter((candidate) => next.has(candidate));
}
