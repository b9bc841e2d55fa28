import type { MenuAction, MenuEntry } from '@ldn/domain';
import type { ReactNode } from 'react';
import { AppLink } from '../link/link-context';
import { uiMessages } from '../messages';
import { VisuallyHidden } from '../primitives/visually-hidden';

export interface MenuEntryViewProps {
  readonly entry: MenuEntry;
  /** Called with the entry's action when an `action` entry is pressed. */
  readonly onAction?: ((action: MenuAction) => void) | undefined;
  /** A class for the link or button (styled wrappers pass it). */
  readonly className?: string | undefined;
  /** Shown before the label (an icon, aria-hidden). */
  readonly icon?: ReactNode;
  /** Shown after the label (a wallet amount, a badge). */
  readonly detail?: ReactNode;
  /** Hides the label from sight (an icon link) while keeping it as the accessible name. */
  readonly labelHidden?: boolean;
  /** The link's accessible name when label and detail read badly together ('Activité, 3 à remercier'). */
  readonly accessibleLabel?: string | undefined;
}

/**
 * One entry of a domain menu (`MenuEntry`): an in-app link through the injected link component,
 * an external page in a new tab (said so to screen readers), a button that reports its action, or
 * plain text.
 */
export function MenuEntryView({
  entry,
  onAction,
  className,
  icon,
  detail,
  labelHidden = false,
  accessibleLabel,
}: MenuEntryViewProps) {
  const label = labelHidden ? <VisuallyHidden>{entry.label}</VisuallyHidden> : entry.label;
  // The space stays outside the hidden text: name computation trims each element's text.
  switch (entry.kind) {
    case 'route':
      return (
        <AppLink href={entry.href} className={className} aria-label={accessibleLabel}>
          {icon}
          {label}
          {detail}
        </AppLink>
      );
    case 'external':
      return (
        <a href={entry.href} className={className} target="_blank" rel="noopener noreferrer">
          {icon}
          {label} <VisuallyHidden>{uiMessages.NEW_TAB}</VisuallyHidden>
          {detail}
        </a>
      );
    case 'action':
      return (
        <button type="button" className={className} onClick={() => onAction?.(entry.action)}>
          {icon}
          {label}
          {detail}
        </button>
      );
    case 'text':
      return <span className={className}>{entry.label}</span>;
  }
}
