import { describe, expect, it, vi } from 'vitest';
import { canShareNatively, copyText, publicListUrl, shareNatively } from './share-link';

const DATA = {
  title: 'La liste de Léa',
  text: 'Découvrez notre liste de naissance :',
  url: 'https://x.fr/list/a',
};

describe('publicListUrl', () => {
  it.each([
    ['https://liste.exemple.fr', 'demo00parent', 'https://liste.exemple.fr/list/demo00parent'],
    ['https://liste.exemple.fr/', 'demo00parent', 'https://liste.exemple.fr/list/demo00parent'],
    ['http://127.0.0.1:3000', 'a b/c', 'http://127.0.0.1:3000/list/a%20b%2Fc'],
  ])('[S2.3] [S2.40] %s + %s is %s', (origin, id, url) => {
    expect(publicListUrl(origin, id)).toBe(url);
  });
});

describe('copyText', () => {
  it('[S2.40] uses the Clipboard API when it works', async () => {
    const writeText = vi.fn(async () => undefined);
    const execCommand = vi.fn(() => true);
    const doc = { ...document, execCommand } as unknown as Document;
    expect(await copyText('lien', { clipboard: { writeText } } as never, doc)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('lien');
    expect(execCommand).not.toHaveBeenCalled();
  });

  it('[S2.40] falls back to a selected text area, removed afterwards', async () => {
    let copiedValue = '';
    Object.defineProperty(document, 'execCommand', {
      configurable: true,
      value: vi.fn(() => {
        copiedValue = (document.activeElement as HTMLTextAreaElement | null)?.value ?? '';
        return true;
      }),
    });
    expect(await copyText('lien', {} as Navigator)).toBe('copied');
    expect(copiedValue).toBe('lien');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it.each([
    ['refuses', () => false],
    [
      'throws',
      () => {
        throw new Error('SecurityError');
      },
    ],
  ])('[S2.40] fails when the fallback %s', async (_how, execCommand) => {
    Object.defineProperty(document, 'execCommand', { configurable: true, value: execCommand });
    expect(await copyText('lien', {} as Navigator)).toBe('failed');
    expect(document.querySelector('textarea')).toBeNull();
  });
});

describe('native share', () => {
  it('[S2.40] is offered only with navigator.share, and only for data canShare accepts', () => {
    expect(canShareNatively(DATA, {} as Navigator)).toBe(false);
    expect(canShareNatively(DATA, { share: vi.fn() } as unknown as Navigator)).toBe(true);
    expect(
      canShareNatively(DATA, { share: vi.fn(), canShare: () => false } as unknown as Navigator),
    ).toBe(false);
  });

  it('[S2.40] a closed share sheet (AbortError) is not an error', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('Share canceled', 'AbortError');
    });
    await expect(shareNatively(DATA, { share } as unknown as Navigator)).resolves.toBeUndefined();
    expect(share).toHaveBeenCalledWith(DATA);
  });
});
