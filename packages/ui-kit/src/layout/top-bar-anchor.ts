/**
 * [S8.1] [S2.62] The attribute that marks the page's top bar: the toasts sit just below the element
 * carrying it, so that they never cover its links or its cart button. A module of its own: the
 * toaster's chunk reads it without the top bar's code.
 */
export const TOP_BAR_ATTRIBUTE = 'data-top-bar';

/** The selector of the element marked with {@link TOP_BAR_ATTRIBUTE}. */
export const TOP_BAR_SELECTOR = `[${TOP_BAR_ATTRIBUTE}]`;
