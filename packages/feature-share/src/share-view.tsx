import type { ShareListByEmailBody } from '@ldn/api-client';
import { hrefFor, screenMessages, type ListPhase, type MenuEntry } from '@ldn/domain';
import { AppLink, Button, buttonLinkStyle, Page as ScreenPage, TitledSection } from '@ldn/ui-kit';
import { useId, useRef } from 'react';
import styled, { css } from 'styled-components';
import { shareMessages } from './messages';
import { QrCode } from './qr-code';
import { ShareByEmailForm, type SendState } from './share-by-email-form';
import type { CopyOutcome } from './share-link';

/** Where the copy of the link stands: not tried yet, in the clipboard, or nothing could copy. */
export type CopyStatus = 'idle' | CopyOutcome;

const Page = styled(ScreenPage).attrs({ width: 'narrow' })`
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.typography.size.xxl};
    line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  }
`;

const ListTitle = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.size.lg};
`;

/** A section of the page: the kit's titled card, spaced from the one above. */
const CardSection = styled(TitledSection)`
  margin-top: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.up.md} {
    padding: ${({ theme }) => theme.space.lg};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const LinkLabel = styled.label`
  display: block;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

const LinkInput = styled.input`
  box-sizing: border-box;
  width: 100%;
  min-height: ${({ theme }) => theme.layout.touchTargetPx}px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.up.md} {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
  }
`;

const Status = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const Problem = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const QrLayout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.up.md} {
    flex-direction: row;
    align-items: center;
  }
`;

/** ui-kit's button-shaped link; the border counts in the 44 px height. */
const linkButton = css`
  ${buttonLinkStyle}
  box-sizing: border-box;
`;

const PrimaryLink = styled(AppLink)`
  ${linkButton}
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

const SecondaryLink = styled(AppLink)`
  ${linkButton}
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
`;

/** On phones the bottom bar holds these links [S2.55]; from `md` the page shows them. */
const PageLinks = styled.nav<{ $desktopOnly: boolean }>`
  ${({ $desktopOnly, theme }) =>
    $desktopOnly &&
    css`
      ${theme.media.down.md} {
        display: none;
      }
    `}
`;

export interface ShareViewProps {
  readonly listId: string;
  /** The list's title, under the heading. */
  readonly listTitle: string;
  readonly phase: ListPhase;
  /** The owner (or staff acting for him [S6.3]): 'Partager ma liste' and the e-mail invitation. */
  readonly actsAsOwner: boolean;
  /** The public address to share ({@link publicListUrl}). */
  readonly url: string;
  readonly copyStatus: CopyStatus;
  /** Copies the link; when nothing could copy, the view selects the link for a manual copy. */
  readonly onCopy: () => Promise<CopyOutcome>;
  /** The system share sheet; no button when the browser has none. */
  readonly onNativeShare?: (() => void) | undefined;
  /** Downloads the QR code as PNG. */
  readonly onDownloadQr: () => void;
  readonly downloadFailed?: boolean;
  readonly sendState: SendState;
  readonly onSend: (body: ShareListByEmailBody) => Promise<boolean>;
  /**
   * [S2.55] The links of the Validée share bar (the domain's `shareValidatedBar`), shown in the page
   * from desktop widths, where there is no bottom bar.
   */
  readonly pageLinks?: readonly MenuEntry[];
  /** The e-mail fields' first values (stories). */
  readonly initialRecipients?: readonly string[];
  readonly initialMessage?: string;
}

/**
 * [S2.5] [S2.40] [S2.55] The Share page, presentational: the public link with 'Copier le lien'
 * ('Lien copié' announced politely) and the system share sheet when there is one, the QR code of
 * the link with its PNG download, and, for the owner, the invitation by e-mail. A list that is not
 * published yet cannot be shared: the page says so and links to the list [S4.1].
 */
export function ShareView(props: ShareViewProps) {
  const { listId, listTitle, phase, actsAsOwner, url } = props;
  const linkInput = useRef<HTMLInputElement>(null);
  const linkId = useId();
  const headingId = useId();
  const title = actsAsOwner ? shareMessages.TITLE_OWNER : shareMessages.TITLE_GUEST;
  const myList = hrefFor(actsAsOwner ? 'ListByIdOwner' : 'ListById', { id: listId });

  if (phase !== 'published') {
    return (
      <Page aria-labelledby={headingId}>
        <h1 id={headingId}>{title}</h1>
        <ListTitle>{listTitle}</ListTitle>
        <CardSection
          title={phase === 'draft' ? shareMessages.NOT_PUBLISHED_TITLE : shareMessages.CLOSED_TITLE}
        >
          <p>{phase === 'draft' ? shareMessages.NOT_PUBLISHED_TEXT : screenMessages.CLOSED_LIST}</p>
          <Actions>
            <PrimaryLink href={myList}>{shareMessages.GO_TO_MY_LIST}</PrimaryLink>
          </Actions>
        </CardSection>
      </Page>
    );
  }

  const copy = async () => {
    if ((await props.onCopy()) === 'failed') {
      linkInput.current?.focus();
      linkInput.current?.select();
    }
  };

  return (
    <Page aria-labelledby={headingId}>
      <h1 id={headingId}>{title}</h1>
      <ListTitle>{listTitle}</ListTitle>
      <p>{actsAsOwner ? shareMessages.INTRO_OWNER : shareMessages.INTRO_GUEST}</p>

      <CardSection title={shareMessages.LINK_SECTION}>
        <LinkLabel htmlFor={linkId}>{shareMessages.LINK_LABEL}</LinkLabel>
        <LinkInput
          ref={linkInput}
          id={linkId}
          type="url"
          value={url}
          readOnly
          aria-describedby={`${linkId}-hint`}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Hint id={`${linkId}-hint`}>{shareMessages.LINK_HINT}</Hint>
        <Actions>
          <Button onClick={() => void copy()}>{shareMessages.COPY_LINK}</Button>
          {props.onNativeShare && (
            <Button variant="secondary" onClick={props.onNativeShare}>
              {shareMessages.NATIVE_SHARE}
            </Button>
          )}
        </Actions>
        {/* Always in the page, so that 'Lien copié' is announced when it appears. */}
        <Status role="status">
          {props.copyStatus === 'copied' ? shareMessages.LINK_COPIED : ''}
        </Status>
        {props.copyStatus === 'failed' && (
          <Problem role="alert">{shareMessages.COPY_MANUALLY}</Problem>
        )}
      </CardSection>

      <CardSection title={shareMessages.QR_SECTION}>
        <QrLayout>
          <QrCode value={url} label={shareMessages.QR_IMAGE} />
          <div>
            <Hint>{shareMessages.QR_HINT}</Hint>
            <Button variant="secondary" onClick={props.onDownloadQr}>
              {shareMessages.DOWNLOAD_QR}
            </Button>
            {props.downloadFailed === true && (
              <Problem role="alert">{shareMessages.DOWNLOAD_QR_FAILED}</Problem>
            )}
          </div>
        </QrLayout>
      </CardSection>

      {actsAsOwner && (
        <CardSection title={shareMessages.EMAIL_SECTION}>
          <Hint>{shareMessages.EMAIL_HINT}</Hint>
          <ShareByEmailForm
            state={props.sendState}
            onSend={props.onSend}
            {...(props.initialRecipients && { initialRecipients: props.initialRecipients })}
            {...(props.initialMessage !== undefined && { initialMessage: props.initialMessage })}
          />
        </CardSection>
      )}

      {actsAsOwner ? (
        props.pageLinks &&
        props.pageLinks.length > 0 && (
          <PageLinks aria-label={shareMessages.PAGE_LINKS} $desktopOnly>
            <Actions>
              {props.pageLinks.map((entry) =>
                entry.kind === 'route' ? (
                  <SecondaryLink key={entry.id} href={entry.href}>
                    {entry.label}
                  </SecondaryLink>
                ) : null,
              )}
            </Actions>
          </PageLinks>
        )
      ) : (
        <PageLinks aria-label={shareMessages.PAGE_LINKS} $desktopOnly={false}>
          <Actions>
            <SecondaryLink href={myList}>{shareMessages.SEE_THE_LIST}</SecondaryLink>
          </Actions>
        </PageLinks>
      )}
    </Page>
  );
}
