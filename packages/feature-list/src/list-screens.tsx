import {
  useFollowListQuery,
  useGetListQuery,
  useGetListsByHybrisIdQuery,
  useGetUserProfileQuery,
  type BirthList,
  type GetListArgs,
  type ListSummary,
  type UserProfile,
} from '@ldn/api-client';
import { actsAsOwner, errorToastMessages, hrefFor, isStaff } from '@ldn/domain';
import { AppLink, Button, LoadingText, Page as ScreenPage, useScreenActions } from '@ldn/ui-kit';
import { lazy, Suspense, useId, useState } from 'react';
import { useParams } from 'react-router';
import styled from 'styled-components';
import {
  DEFAULT_LIST_FILTER_STATE,
  toListFilters,
  type ListFilterState,
} from './list-filter-state';
import { ListView, type ListVariant } from './list-view';
import { listMessages } from './messages';

/**
 * [S4.1] The draft's banner is its owner's only: downloaded when a draft is shown to him, never by
 * a relative opening a shared list.
 */
const PublishBanner = lazy(() =>
  import('./publish-banner').then((module) => ({ default: module.PublishBanner })),
);

const Frame = styled(ScreenPage).attrs({ width: 'narrow' })`
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.typography.size.xxl};
    line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.lg};
  }
`;

const CallToAction = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.layout.touchTargetPx}px;
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

/** The owner's callbacks, which only the app can fulfil. */
export interface ListScreenCallbacks {
  /**
   * [S2.49] Opens the products overlay: in navigation mode on the category path when given (the
   * app dispatches `assistantOpened({ navigateTo })`).
   */
  readonly onOpenProducts?: ((navigateTo?: string) => void) | undefined;
  /** [S2.38] Opens the list form on this list. The button shows only when given. */
  readonly onEditList?: ((list: BirthList) => void) | undefined;
  /** [S4.1] The draft was just published. */
  readonly onPublished?: ((list: BirthList) => void) | undefined;
  /** [S3.6] Messages received by the list, once the app reads them (the count shows then). */
  readonly messageCount?: number | undefined;
}

/** [S2.39] The loading state of a list screen. */
export function ListLoading() {
  return (
    <Frame aria-busy="true" aria-label={listMessages.LOADING_LIST}>
      <LoadingText>{listMessages.LOADING_LIST}</LoadingText>
    </Frame>
  );
}

export interface ListErrorProps {
  readonly onRetry: () => void;
}

/** [S8.2] A list that could not be read (network, server): the generic text and 'Réessayer'. */
export function ListError({ onRetry }: ListErrorProps) {
  const titleId = useId();
  return (
    <Frame aria-labelledby={titleId}>
      <h1 id={titleId}>{listMessages.LOAD_ERROR_TITLE}</h1>
      <p role="alert">{errorToastMessages.ERROR_OCCURED_WHILE_FETCHING_DATA}</p>
      <Button onClick={onRetry}>{listMessages.RETRY}</Button>
    </Frame>
  );
}

/** The signed-in user as the role rules read him, `null` when anonymous. */
const userOf = (profile: UserProfile | undefined) => (profile?.logged === true ? profile : null);

export interface ListScreenProps extends ListScreenCallbacks {
  /** The list to show. */
  readonly listId: string;
  /**
   * `owner`: the owner's view whoever looks (ListByIdOwner, `/list`, whose guard lets only the
   * owner in); `auto`: the owner's view for the owner or staff acting for him [S6.3] [S6.4], the
   * guest's for anyone else (ListById).
   */
  readonly variant: 'owner' | 'auto';
}

/**
 * [S2.39] [S7.14] A list, read with its filters: the server filters and sorts (nothing in effect
 * reads `{ listId }`, the navigation guard's cache entry), and while new filters are read the
 * previous products stay on screen, dimmed.
 */
export function ListScreen({
  listId,
  variant,
  onOpenProducts,
  onEditList,
  onPublished,
  messageCount,
}: ListScreenProps) {
  const [filterState, setFilterState] = useState<ListFilterState>(DEFAULT_LIST_FILTER_STATE);
  const screenActions = useScreenActions();
  const { data: profile } = useGetUserProfileQuery(undefined);
  const user = userOf(profile);
  // The private filter is the owner's; before the first answer nothing is filtered anyway.
  const [shownVariant, setShownVariant] = useState<ListVariant>(
    variant === 'owner' ? 'owner' : 'guest',
  );
  const filters = toListFilters(filterState, { canFilterPrivate: shownVariant === 'owner' });
  const args: GetListArgs = filters === undefined ? { listId } : { listId, filters };
  const { data, currentData, isFetching, isError, refetch } = useGetListQuery(args);

  // `data` is the last answer of this hook: another list's while the id changes.
  const list = data?.id === listId ? data : undefined;
  // The live list: a gift made by someone else shows without a reload (the stream closes with
  // the screen; none is opened by the server's render).
  useFollowListQuery(listId, { skip: list === undefined });
  if (list === undefined) {
    return isError ? <ListError onRetry={() => void refetch()} /> : <ListLoading />;
  }
  if (isError && currentData === undefined && !isFetching) {
    return <ListError onRetry={() => void refetch()} />;
  }
  const listVariant: ListVariant =
    variant === 'owner' || actsAsOwner(list, user) ? 'owner' : 'guest';
  if (listVariant !== shownVariant) setShownVariant(listVariant);

  return (
    <ListView
      list={list}
      variant={listVariant}
      filterState={filterState}
      onFilterChange={setFilterState}
      updating={isFetching && currentData === undefined}
      messageCount={messageCount}
      onOpenProducts={onOpenProducts}
      onEditList={onEditList && (() => onEditList(list))}
      onParticipate={() => screenActions.run('openContributionPopup')}
      staff={isStaff(user)}
      publishBanner={
        <Suspense fallback={null}>
          <PublishBanner
            listId={list.id}
            onPublished={onPublished && (() => onPublished(list))}
            staff={isStaff(user)}
          />
        </Suspense>
      }
    />
  );
}

/** The id of the route `/list/:id...`. */
function useListIdParam(): string {
  const { id } = useParams();
  return id ?? '';
}

/** [S2.3] ListById `/list/{id}`: the guest's view, the owner's for the owner (and staff). */
export function ListByIdScreen(props: ListScreenCallbacks) {
  const listId = useListIdParam();
  return <ListScreen key={listId} {...props} listId={listId} variant="auto" />;
}

/** [S2.4] ListByIdOwner `/list/{id}/detenteur`: the owner's view. */
export function ListByIdOwnerScreen(props: ListScreenCallbacks) {
  const listId = useListIdParam();
  return <ListScreen key={listId} {...props} listId={listId} variant="owner" />;
}

/** [S2.2] The list `/list` shows: the default one, else the first (the server's order). */
export function pickMyList(lists: readonly ListSummary[]): ListSummary | null {
  return lists.find((list) => list.isDefault) ?? lists[0] ?? null;
}

export interface NoListProps {
  /** [S2.38] Opens the create form; without it, 'Créer ma liste' leads Home, where lists start. */
  readonly onCreateList?: (() => void) | undefined;
}

/** [S2.2] A parent without any list: what a list is for, and 'Créer ma liste'. */
export function NoList({ onCreateList }: NoListProps) {
  const titleId = useId();
  return (
    <Frame aria-labelledby={titleId}>
      <h1 id={titleId}>{listMessages.NO_LIST_TITLE}</h1>
      <p>{listMessages.NO_LIST_TEXT}</p>
      {onCreateList ? (
        <Button onClick={onCreateList}>{listMessages.CREATE_MY_LIST}</Button>
      ) : (
        <CallToAction href={hrefFor('Home')}>{listMessages.CREATE_MY_LIST}</CallToAction>
      )}
    </Frame>
  );
}

export interface MyListScreenProps extends ListScreenCallbacks, NoListProps {}

/**
 * [S2.2] List `/list`: the signed-in parent's default list, else his first one [S7.23], in the
 * owner's view; with no list, the empty state and its call to create one.
 */
export function MyListScreen({ onCreateList, ...callbacks }: MyListScreenProps) {
  const { data, isLoading, isError, refetch } = useGetListsByHybrisIdQuery(undefined);
  if (isLoading) return <ListLoading />;
  if (isError || data === undefined) return <ListError onRetry={() => void refetch()} />;
  const mine = pickMyList(data.lists);
  if (mine === null) return <NoList onCreateList={onCreateList} />;
  return <ListScreen key={mine.id} {...callbacks} listId={mine.id} variant="owner" />;
}
