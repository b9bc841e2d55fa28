/**
 * The list header's drawn motif, loaded by the header once it is shown (`lazy`): its banner shows
 * the image's colour at once, the motif follows (its code stays out of the first download).
 */
export { HeaderIllustration } from '@ldn/ui-kit';
