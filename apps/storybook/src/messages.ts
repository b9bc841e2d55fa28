/**
 * The French texts of the Storybook host that the domain lacks (house style rule 12): the names of
 * the viewport presets designers pick in the toolbar.
 */
export const storybookMessages = {
  viewportMobile: 'Mobile (375 × 667)',
  viewportDesktop: 'Ordinateur (1280 × 800)',
} as const;
