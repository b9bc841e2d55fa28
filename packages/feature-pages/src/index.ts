/**
 * @ldn/feature-pages: the static screens (Not found, Closed, legal notices) and the titled
 * placeholder of the screens later issues deliver. Named re-exports (house style rule 2).
 */
export { NotFoundScreen } from './not-found-screen';
export { ClosedScreen } from './closed-screen';
export { MentionsScreen } from './mentions-screen';
export type { MentionsScreenProps } from './mentions-screen';
export { PlaceholderScreen } from './placeholder-screen';
export { SellerHelpScreen } from './seller-help-screen';
export { GuideSections } from './guide-sections';
export type { GuideSectionsProps } from './guide-sections';
export type { PlaceholderScreenProps } from './placeholder-screen';
export { pagesMessages } from './messages';
export { screenTitles } from './screen-titles';
export { legalSections, DEFAULT_LEGAL_DETAILS, CNIL_URL } from './mentions-content';
export type { LegalDetails, LegalPart, LegalSection } from './mentions-content';
