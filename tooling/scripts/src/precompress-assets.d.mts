import type { Plugin } from 'vite';

/** Brotli (best quality) and gzip (level 9) forms of `bytes`. */
export declare function compressedForms(bytes: Buffer): Promise<{ br: Buffer; gz: Buffer }>;

/** A Vite plugin writing `file.br` and `file.gz` beside each built text file of 1 kB or more. */
export declare function precompressAssets(): Plugin;
