import type { Contribution } from '@ldn/api-client';
import { formatDateTime } from '@ldn/domain';
import { Button, Checkbox, cardStyle } from '@ldn/ui-kit';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { contributionKindLabel, contributorLabel } from './activity-rules';
import { activityMessages } from './messages';

const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  p {
    margin: 0;
  }
`;

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  li {
    ${cardStyle}
    padding-top: ${({ theme }) => theme.space.xs};
    padding-bottom: ${({ theme }) => theme.space.xs};
  }
`;

const Who = styled.span`
  display: flex;
  flex-direction: column;
  overflow-wrap: anywhere;
  strong {
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;

const Details = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

/** The id the server thanks a contribution by. */
export const thanksIdOf = (contribution: Contribution): number =>
  contribution.contributionId ?? contribution.id;

export interface ThanksTrackerProps {
  /** What is left to thank, oldest first (the server's order). */
  readonly contributions: readonly Contribution[];
  /** The ids chosen ({@link thanksIdOf}). */
  readonly selected: ReadonlySet<number>;
  readonly onSelect: (id: number, checked: boolean) => void;
  readonly onSelectAll: (checked: boolean) => void;
  /** Opens the one thanks popup for the selection. */
  readonly onThank: () => void;
}

/**
 * [S4.8] The 'À remercier' view of the Activity: the contributions not thanked yet, oldest first,
 * each with a check box (who, kind, amount, date); 'Tout sélectionner'; one 'Remercier' for the
 * selection, which asks for at least one.
 */
export function ThanksTracker({
  contributions,
  selected,
  onSelect,
  onSelectAll,
  onThank,
}: ThanksTrackerProps) {
  const listId = useId();
  const [tried, setTried] = useState(false);
  const chosen = contributions.filter((contribution) =>
    selected.has(thanksIdOf(contribution)),
  ).length;
  const thank = () => {
    setTried(true);
    if (chosen > 0) onThank();
  };

  return (
    <Section>
      <p>{activityMessages.TO_THANK_INTRO}</p>
      <Checkbox
        label={activityMessages.SELECT_ALL}
        checked={chosen === contributions.length}
        onCheckedChange={onSelectAll}
      />
      <Rows id={listId} aria-label={activityMessages.TO_THANK_LIST}>
        {contributions.map((contribution) => {
          const id = thanksIdOf(contribution);
          const when = formatDateTime(contribution.date);
          return (
            <li key={id}>
              <Checkbox
                label={
                  <Who>
                    <strong>{contributorLabel(contribution)}</strong>
                    <Details>
                      {activityMessages.TRACKER_DETAILS(
                        contributionKindLabel(contribution),
                        contribution.totalAmount,
                        `${when.date} à ${when.time}`,
                      )}
                    </Details>
                  </Who>
                }
                checked={selected.has(id)}
                onCheckedChange={(checked) => onSelect(id, checked)}
              />
            </li>
          );
        })}
      </Rows>
      <Toolbar>
        <p role="status">{activityMessages.SELECTED(chosen)}</p>
        <Button
          aria-controls={listId}
          aria-label={chosen > 0 ? activityMessages.THANK_SELECTED_NAME(chosen) : undefined}
          onClick={thank}
        >
          {activityMessages.THANK_SELECTED}
        </Button>
      </Toolbar>
      {tried && chosen === 0 && <Problem role="alert">{activityMessages.SELECT_FIRST}</Problem>}
    </Section>
  );
}
