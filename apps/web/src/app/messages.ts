/** The French texts of the shell that no package holds (house style 12). */
export const shellMessages = {
  /** The first link of the page, for keyboard users. */
  SKIP_TO_CONTENT: 'Aller au contenu',
} as const;
