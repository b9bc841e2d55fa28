import { useGetUserProfileQuery } from '@ldn/api-client';
import { isLogged, isStaff, type RoleHolder } from '@ldn/domain';

/** [S6.1] Who looks at the page. */
export interface Viewer {
  /** The signed-in user as the role rules read him; `null` for a visitor. */
  readonly user: RoleHolder | null;
  readonly logged: boolean;
  readonly staff: boolean;
}

/** [S6.1] The signed-in user, from the profile the shell has loaded. */
export function useViewer(): Viewer {
  const { data } = useGetUserProfileQuery(undefined);
  if (data === undefined || !data.logged) return { user: null, logged: false, staff: false };
  return { user: data, logged: isLogged(data), staff: isStaff(data) };
}
