/**
 * The list header's drawn motif, loaded by the header once it is shown (`lazy`): its banner shows
 * the image's colour at once, the motif follows (issue 9's budget).
 */
export { HeaderIllustration } from '@ldn/ui-kit';
