import { uiMessages } from '@ldn/ui-kit';
import { createGlobalStyle } from 'styled-components';

/**
 * The kiosk is used with fingers: every button, link and field is at least the theme's touch
 * target (44 px) high, the ui-kit's controls and any plain element alike. The kiosk has no drawer,
 * so the top bar's links (help, logout) show on narrow screens too (the ui-kit hides them there).
 */
export const TouchTargetStyle = createGlobalStyle`
  button, a, input, select, textarea, [role='button'] {
    min-height: ${({ theme }) => theme.layout.touchTargetPx}px;
  }
  a {
    display: inline-flex;
    align-items: center;
  }
  header nav[aria-label='${uiMessages.MAIN_NAVIGATION}'] {
    display: block;
  }
`;
