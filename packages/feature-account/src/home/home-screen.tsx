import {
  useGetListsByHybrisIdQuery,
  useGetUserProfileQuery,
  type ListSummary,
} from '@ldn/api-client';
import { useScreenAction, type ToastStore } from '@ldn/ui-kit';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListFormDialog } from '../list-form/list-form-dialog';
import { HomeView, type HomeListsStatus } from './home-view';

/**
 * The query parameter that opens the list form on arrival (`/?nouvelle-liste=1`): 'Créer ma liste'
 * of a visitor goes through the login and comes back to Home with it, so the form is open at once.
 */
export const CREATE_LIST_PARAM = 'nouvelle-liste';

export interface HomeScreenProps {
  /** [S1.8] The retailer, named in the welcome. */
  readonly brand: string;
  /** The external login, coming back to Home (the app knows the login path). */
  readonly loginHref: string;
  /** [S2.36] The external sign-up: its form first, coming back to Home. */
  readonly signUpHref: string;
  /** 'Créer ma liste' of a visitor: the login, coming back to `/?nouvelle-liste=1`. */
  readonly createListHref: string;
  /** The toasts of the app; the ui-kit's store by default. */
  readonly toastStore?: ToastStore;
}

const NO_LISTS: readonly ListSummary[] = [];

/**
 * [S2.36] [S2.52] Home: reads the profile, then shows a visitor's welcome or the parent's
 * dashboard with his lists ([S7.23]). The bottom bar's 'createList' action (phones) and the
 * in-page button (desktop) open the list form. Staff never get here (the shell sends them to
 * SellerPage [S2.1]).
 */
export function HomeScreen({
  brand,
  loginHref,
  signUpHref,
  createListHref,
  toastStore,
}: HomeScreenProps) {
  const profile = useGetUserProfileQuery(undefined);
  const logged = profile.data?.logged === true;
  const lists = useGetListsByHybrisIdQuery(undefined, { skip: !logged });
  const [formOpen, setFormOpen] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const askedToCreate = searchParams.get(CREATE_LIST_PARAM) !== null;

  useScreenAction('createList', () => setFormOpen(true));

  // Back from the login with 'Créer ma liste': open the form once (while rendering, as the request
  // arrives), and forget the request so that a reload or going back does not open it again.
  const openAsked = logged && askedToCreate;
  const [wasAsked, setWasAsked] = useState(false);
  if (openAsked !== wasAsked) {
    setWasAsked(openAsked);
    if (openAsked) setFormOpen(true);
  }
  useEffect(() => {
    if (!openAsked) return;
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(CREATE_LIST_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [openAsked, setSearchParams]);

  // A profile that cannot be read is a visitor's Home: the welcome needs nothing from the server.
  if (profile.data === undefined && !profile.isError) return <HomeView status="loading" />;
  if (profile.data === undefined || profile.data.logged === false) {
    return (
      <HomeView
        status="loggedOut"
        brand={brand}
        loginHref={loginHref}
        signUpHref={signUpHref}
        createListHref={createListHref}
      />
    );
  }

  let listsStatus: HomeListsStatus = 'loading';
  if (lists.isError) listsStatus = 'error';
  else if (lists.data !== undefined) listsStatus = 'done';

  return (
    <>
      <HomeView
        status="loggedIn"
        firstName={profile.data.firstName}
        listsStatus={listsStatus}
        lists={lists.data?.lists ?? NO_LISTS}
        onRetry={() => void lists.refetch()}
        onCreateList={() => setFormOpen(true)}
      />
      <ListFormDialog
        mode="create"
        open={formOpen}
        onOpenChange={setFormOpen}
        {...(toastStore === undefined ? {} : { toastStore })}
      />
    </>
  );
}
