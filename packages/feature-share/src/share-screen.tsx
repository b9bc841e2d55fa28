import {
  useGetListQuery,
  useGetUserProfileQuery,
  type UserProfile,
  useShareListByEmailMutation,
  type ShareListByEmailBody,
} from '@ldn/api-client';
import {
  actsAsOwner,
  errorToastMessages,
  isLogged,
  listPhaseOf,
  shareValidatedBar,
  type RoleHolder,
} from '@ldn/domain';
import { LoadingText } from '@ldn/ui-kit';
import { useState } from 'react';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { qrFileName, shareMessages } from './messages';
import { downloadQrPng } from './qr-png';
import type { SendState } from './share-by-email-form';
import {
  canShareNatively,
  copyText,
  publicListUrl,
  shareNatively,
  type CopyOutcome,
  type NativeShareData,
} from './share-link';
import { ShareView, type CopyStatus } from './share-view';
import { shareErrorMessage } from './api-error';

const Message = styled.p`
  max-width: 760px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
`;

/** The signed-in user's roles, or `null` for a visitor (or while the profile loads). */
const userOf = (profile: UserProfile | undefined): RoleHolder | null =>
  profile?.logged === true ? profile : null;

export interface ShareScreenProps {
  /**
   * The origin of the public link; the page's own by default. An app served behind another public
   * address passes it.
   */
  readonly origin?: string;
  /** The browser parts the screen uses (tests and stories pass fakes). */
  readonly browser?: {
    readonly navigator?: Navigator;
    readonly downloadQr?: (text: string, fileName: string) => Promise<void>;
  };
}

/**
 * [S2.5] [S2.40] [S2.55] ShareListPublished, `/list/{id}/partage`: reads the list (already loaded by
 * the navigation rules [S2.31]) and the profile through the api-client, builds the public link from
 * the page's origin, copies it (Clipboard API, then a fallback), offers the system share sheet when
 * there is one, downloads the QR code, and sends the invitation by e-mail (owner only; the server's
 * message on failure). The Validée bottom bar is the shell's (the domain's `bottomBarFor`).
 */
export function ShareScreen({ origin, browser = {} }: ShareScreenProps) {
  const { id = '' } = useParams();
  const nav = browser.navigator ?? navigator;
  const { data: list, isLoading, isError } = useGetListQuery({ listId: id }, { skip: id === '' });
  const { data: profile } = useGetUserProfileQuery(undefined);
  const [shareListByEmail] = useShareListByEmailMutation();
  const [copyStatus, setCopyStatus] = useState<CopyStatus>('idle');
  const [downloadFailed, setDownloadFailed] = useState(false);
  const [sendState, setSendState] = useState<SendState>({ kind: 'idle' });

  if (isLoading) return <LoadingText>{shareMessages.LOADING}</LoadingText>;
  if (isError || list === undefined) {
    // A 400/404 already sent the app to Not found [S7.1]; anything else is worth a retry later.
    return <Message role="alert">{errorToastMessages.ERROR_OCCURED_WHILE_FETCHING_DATA}</Message>;
  }

  const user = userOf(profile);
  const owner = actsAsOwner(list, user);
  const url = publicListUrl(origin ?? window.location.origin, list.id);
  const shareData: NativeShareData = {
    title: list.informations.title,
    text: shareMessages.NATIVE_SHARE_TEXT,
    url,
  };

  const copy = async (): Promise<CopyOutcome> => {
    // Back to idle first, so that a second copy is announced again.
    setCopyStatus('idle');
    const outcome = await copyText(url, nav);
    setCopyStatus(outcome);
    return outcome;
  };

  const downloadQr = () => {
    setDownloadFailed(false);
    (browser.downloadQr ?? downloadQrPng)(url, qrFileName(list.id)).catch(() =>
      setDownloadFailed(true),
    );
  };

  const send = async (body: ShareListByEmailBody): Promise<boolean> => {
    setSendState({ kind: 'sending' });
    const result = await shareListByEmail({ listId: list.id, body });
    if ('error' in result) {
      setSendState({ kind: 'error', message: shareErrorMessage(result.error) });
      return false;
    }
    setSendState({ kind: 'sent', count: result.data.queued });
    return true;
  };

  return (
    <ShareView
      listId={list.id}
      listTitle={list.informations.title}
      phase={listPhaseOf(list.informations.status)}
      actsAsOwner={owner}
      url={url}
      copyStatus={copyStatus}
      onCopy={copy}
      onNativeShare={
        canShareNatively(shareData, nav) ? () => void shareNatively(shareData, nav) : undefined
      }
      onDownloadQr={downloadQr}
      downloadFailed={downloadFailed}
      sendState={sendState}
      onSend={send}
      pageLinks={owner && isLogged(user) ? shareValidatedBar(list.id, user, owner) : []}
    />
  );
}
