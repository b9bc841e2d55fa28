import { hrefFor } from '@ldn/domain';

/**
 * [S2.3] [S2.40] The public address of a list, `{origin}/list/{id}`: what relatives open (no login
 * needed for a published list).
 */
export function publicListUrl(origin: string, listId: string): string {
  return `${origin.replace(/\/+$/, '')}${hrefFor('ListById', { id: listId })}`;
}

/** How a copy went: in the clipboard, or nothing could copy (the caller selects the text). */
export type CopyOutcome = 'copied' | 'failed';

/**
 * The old way, for browsers without the Clipboard API or outside a secure context (plain http on a
 * shop's network): a hidden text area, selected, and `execCommand('copy')`.
 * https://developer.mozilla.org/docs/Web/API/Document/execCommand#copy
 */
function copyWithSelection(text: string, doc: Document): boolean {
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  // The copy takes the focused selection; the focus goes back to the button afterwards.
  const previous = doc.activeElement;
  doc.body.append(area);
  area.focus();
  area.select();
  try {
    // Deprecated but still the only fallback; it answers false when the browser refused.
    return doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    if (previous instanceof HTMLElement) previous.focus();
  }
}

/**
 * [S2.40] Copies `text`: the Clipboard API first, then the selection fallback. Never throws.
 */
export async function copyText(
  text: string,
  nav: Navigator = navigator,
  doc: Document = document,
): Promise<CopyOutcome> {
  if (typeof nav.clipboard?.writeText === 'function') {
    try {
      await nav.clipboard.writeText(text);
      return 'copied';
    } catch {
      // Refused (no permission, document not focused): try the fallback.
    }
  }
  return copyWithSelection(text, doc) ? 'copied' : 'failed';
}

/** The data given to the system share sheet. */
export interface NativeShareData {
  readonly title: string;
  readonly text: string;
  readonly url: string;
}

/** Whether this browser offers a system share sheet (`navigator.share`) for these data. */
export function canShareNatively(data: NativeShareData, nav: Navigator = navigator): boolean {
  if (typeof nav.share !== 'function') return false;
  return typeof nav.canShare === 'function' ? nav.canShare(data) : true;
}

/**
 * Opens the system share sheet. Closing the sheet (AbortError) is the user's choice, not a failure;
 * any other error is ignored too, as the copy button stays next to it.
 */
export async function shareNatively(
  data: NativeShareData,
  nav: Navigator = navigator,
): Promise<void> {
  try {
    await nav.share(data);
  } catch {
    // Cancelled or refused: nothing to show.
  }
}
