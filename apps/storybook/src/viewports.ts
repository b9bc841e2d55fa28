import { storybookMessages } from './messages';

/**
 * The viewport presets of the toolbar: the phone the product is designed for first, and a common
 * laptop screen (the desktop layout: drawer 360 px wide, footer, no bottom bar).
 */
export const VIEWPORTS = {
  mobile: {
    name: storybookMessages.viewportMobile,
    styles: { width: '375px', height: '667px' },
    type: 'mobile',
  },
  desktop: {
    name: storybookMessages.viewportDesktop,
    styles: { width: '1280px', height: '800px' },
    type: 'desktop',
  },
} as const;
