import type { DrawerEntryId, MenuAction, MenuEntry } from '@ldn/domain';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { uiMessages } from '../messages';
import { Drawer } from '../primitives/drawer';
import { controlBase } from '../primitives/focus-ring';
import { MenuEntryView } from './menu-entry-view';

const SOCIAL_IDS: readonly DrawerEntryId[] = [
  'facebook',
  'instagram',
  'youtube',
  'tiktok',
  'pinterest',
];
const ACCOUNT_IDS: readonly DrawerEntryId[] = ['login', 'logout'];

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const entryStyle = css`
  ${controlBase}
  display: flex;
  align-items: center;
  width: 100%;
  padding: 0 ${({ theme }) => theme.space.md};
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.md};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const Entry = styled(MenuEntryView)`
  ${entryStyle}
`;

const Info = styled.p`
  margin: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Section = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const AccountButton = styled(MenuEntryView)`
  ${entryStyle}
  justify-content: center;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.primary};
`;

const Socials = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SocialLink = styled(MenuEntryView)`
  ${controlBase}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.secondary};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

/** A simple round mark with the network's initial: the brand logos belong to the app's assets. */
const SocialIcon = ({ initial }: { initial: string }) => (
  <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
    <circle cx="14" cy="14" r="13" fill="none" stroke="currentColor" strokeWidth="2" />
    <text x="14" y="19" textAnchor="middle" fontSize="13" fontWeight="700" fill="currentColor">
      {initial}
    </text>
  </svg>
);

export interface AppDrawerProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** [S2.60] What the domain's `drawerEntries(...)` returns. */
  readonly entries: readonly MenuEntry<DrawerEntryId>[];
  /** Called with an entry's action (open the products panel, log in, log out, staff logout). */
  readonly onAction: (action: MenuAction) => void;
  /** Icons of the social links by id (the brand logos); a round initial by default. */
  readonly socialIcons?: Partial<Record<DrawerEntryId, ReactNode>>;
}

/**
 * [S2.60] The menu drawer (360 px on desktop, full width on mobile): the navigation entries, the app
 * version and the user's name, the login or logout button, and the social links, each named for
 * screen readers ('Facebook (nouvel onglet)').
 */
export function AppDrawer({
  open,
  onOpenChange,
  entries,
  onAction,
  socialIcons = {},
}: AppDrawerProps) {
  const navigation = entries.filter(
    (entry) =>
      entry.kind !== 'text' && !SOCIAL_IDS.includes(entry.id) && !ACCOUNT_IDS.includes(entry.id),
  );
  const texts = entries.filter((entry) => entry.kind === 'text');
  const account = entries.filter((entry) => ACCOUNT_IDS.includes(entry.id));
  const socials = entries.filter((entry) => SOCIAL_IDS.includes(entry.id));
  // Choosing an entry closes the drawer, then runs it.
  const choose = (action: MenuAction) => {
    onOpenChange(false);
    onAction(action);
  };

  return (
    <Drawer open={open} onOpenChange={onOpenChange} title={uiMessages.MENU}>
      <nav aria-label={uiMessages.MENU}>
        <List>
          {navigation.map((entry) => (
            <li key={entry.id}>
              <Entry entry={entry} onAction={choose} />
            </li>
          ))}
        </List>
      </nav>
      <Section>
        {texts.map((entry) => (
          <Info key={entry.id}>{entry.label}</Info>
        ))}
        {account.map((entry) => (
          <AccountButton key={entry.id} entry={entry} onAction={choose} />
        ))}
      </Section>
      {socials.length > 0 && (
        <Section>
          <nav aria-label={uiMessages.SOCIAL_NETWORKS}>
            <Socials>
              {socials.map((entry) => (
                <li key={entry.id}>
                  <SocialLink
                    entry={entry}
                    labelHidden
                    icon={socialIcons[entry.id] ?? <SocialIcon initial={entry.label.charAt(0)} />}
                  />
                </li>
              ))}
            </Socials>
          </nav>
        </Section>
      )}
    </Drawer>
  );
}
