import { drawerEntries, type DrawerInput } from '@ldn/domain';
import { AppDrawer, type AppDrawerProps } from '@ldn/ui-kit';

export interface ShellDrawerProps extends Omit<AppDrawerProps, 'entries'> {
  readonly user: DrawerInput['user'];
  /** [S7.29] The app version (from getVersion); no line while it is unknown. */
  readonly appVersion: string | null;
}

/**
 * [S2.60] The menu drawer with its entries from the domain (`drawerEntries`). The layout loads it
 * on first opening (or once the browser is idle), so the entries are computed here rather than in
 * the first page's JavaScript, which has a size budget.
 */
export function ShellDrawer({ user, appVersion, ...drawer }: ShellDrawerProps) {
  return <AppDrawer {...drawer} entries={drawerEntries({ user, appVersion })} />;
}
