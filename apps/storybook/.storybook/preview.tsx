import { GlobalStyle, LinkProvider, ThemeProvider, type LinkProps } from '@ldn/ui-kit';
import type { Decorator, Preview } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { VIEWPORTS } from '../src/viewports';

const navigate = action('navigation');

/**
 * In-app links render as plain anchors (the href shows on hover and in the DOM, as in the app), but
 * a click is reported in the Actions panel instead of sending the canvas to a page that does not
 * exist in Storybook.
 */
function StoryLink({ href, onClick, children, ...props }: LinkProps) {
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

/** Every story sees what the apps give their screens: the theme, the page basics, the link. */
const withAppProviders: Decorator = (Story) => (
  <ThemeProvider>
    <GlobalStyle />
    <LinkProvider component={StoryLink}>
      <Story />
    </LinkProvider>
  </ThemeProvider>
);

const preview: Preview = {
  decorators: [withAppProviders],
  parameters: {
    // 'error': a violation marks the story as failing in the a11y panel and in story tests.
    a11y: { test: 'error' },
    viewport: { options: VIEWPORTS },
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
