import type { ListSummary } from '@ldn/api-client';
import { errorToastMessages, formatDateFr, hrefFor, screenMessages } from '@ldn/domain';
import {
  AppLink,
  Button,
  LoadingText,
  Page as ScreenPage,
  TextField,
  VisuallyHidden,
  cardStyle,
} from '@ldn/ui-kit';
import { useId, type FormEvent } from 'react';
import styled from 'styled-components';
import { listSearchMessages, parentsText, participateLabel, resultCountText } from './messages';
import type { ListSearchState } from './list-search-state';

const Page = styled(ScreenPage).attrs({
  element: 'div',
  width: 'medium',
  spacing: 'compact',
  gap: 'lg',
})`
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.xxl};
  }
`;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.up.md} {
    flex-direction: row;
    align-items: flex-start;
    > :first-child {
      flex: 1;
    }
    > button {
      margin-top: 1.6rem;
    }
  }
`;

const Message = styled.p<{ $tone?: 'warning' | 'info' }>`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) =>
    $tone === 'warning' ? theme.colors.warningSurface : theme.colors.surfaceAlt};
  color: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.warning : theme.colors.text)};
`;

const Results = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.up.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  height: 100%;
  ${cardStyle}
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
  p {
    margin: 0;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const ParticipateLink = styled(AppLink)`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.touchTargetPx}px;
  margin-top: auto;
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface ListSearchViewProps {
  /** The text as typed. */
  readonly text: string;
  readonly onTextChange: (text: string) => void;
  /** 'Rechercher' (or Enter). */
  readonly onSubmit: () => void;
  /** [S9.9] The text sent was shorter than 2 characters once normalised. */
  readonly tooShort: boolean;
  readonly state: ListSearchState;
  /** After a failure: search again. */
  readonly onRetry: () => void;
}

/** [S2.46] One list found: title, parents, baby, expected birth when shown, 'Participer'. */
function ResultCard({ list }: { readonly list: ListSummary }) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <h3 id={titleId}>{list.title}</h3>
      <p>
        {parentsText(
          { firstName: list.ownerFirstName, lastName: list.ownerLastName },
          { firstName: list.coOwnerFirstName, lastName: list.coOwnerLastName },
        )}
      </p>
      {list.childFirstName.trim() !== '' && (
        <p>
          {listSearchMessages.BABY} : {list.childFirstName}
        </p>
      )}
      {list.childBirthday !== null && formatDateFr(list.childBirthday) !== '' && (
        <p>
          {listSearchMessages.EXPECTED_BIRTH} {formatDateFr(list.childBirthday)}
        </p>
      )}
      <Muted>
        {listSearchMessages.LIST_NUMBER} {list.number}
      </Muted>
      <ParticipateLink
        href={hrefFor('ListById', { id: list.id })}
        aria-label={participateLabel(list.title)}
      >
        {listSearchMessages.PARTICIPATE}
      </ParticipateLink>
    </Card>
  );
}

/**
 * [S2.19] [S2.46] [S5.14] SearchLDN, presentational: the search form (2 characters at least), then
 * the lists found (with the refine message when there are too many), 'Aucune liste trouvée.', or
 * a failure with 'Réessayer'.
 */
export function ListSearchView({
  text,
  onTextChange,
  onSubmit,
  tooShort,
  state,
  onRetry,
}: ListSearchViewProps) {
  const resultsId = useId();
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Page>
      <h1>{listSearchMessages.TITLE}</h1>
      <Intro>{listSearchMessages.INTRO}</Intro>
      <Form role="search" noValidate onSubmit={handleSubmit}>
        <TextField
          label={listSearchMessages.SEARCH_LABEL}
          hint={listSearchMessages.SEARCH_HINT}
          value={text}
          onValueChange={onTextChange}
          error={tooShort ? listSearchMessages.TOO_SHORT : undefined}
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
        />
        <Button type="submit">{listSearchMessages.SEARCH}</Button>
      </Form>
      <section aria-labelledby={resultsId} aria-busy={state.kind === 'loading'}>
        <VisuallyHidden asChild>
          <h2 id={resultsId}>{listSearchMessages.RESULTS_HEADING}</h2>
        </VisuallyHidden>
        {state.kind === 'loading' && <LoadingText>{listSearchMessages.SEARCHING}</LoadingText>}
        {state.kind === 'none' && <Message role="status">{screenMessages.NO_LIST_FOUND}</Message>}
        {state.kind === 'error' && (
          <Message role="alert" $tone="warning">
            {errorToastMessages.ERROR_OCCURED_WHILE_FETCHING_DATA}{' '}
            <Button variant="secondary" onClick={onRetry}>
              {listSearchMessages.RETRY}
            </Button>
          </Message>
        )}
        {state.kind === 'results' && (
          <>
            <div role="status">
              {state.tooMany ? (
                <Message $tone="warning">{screenMessages.TOO_MANY_RESULTS}</Message>
              ) : (
                <Muted>{resultCountText(state.lists.length)}</Muted>
              )}
            </div>
            <Results>
              {state.lists.map((list) => (
                <li key={list.id}>
                  <ResultCard list={list} />
                </li>
              ))}
            </Results>
          </>
        )}
      </section>
    </Page>
  );
}
