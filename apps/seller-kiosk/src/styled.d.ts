import 'styled-components';
import type { Theme } from '@ldn/ui-kit';

// Gives every styled component a typed `props.theme`: the ui-kit's theme.
// https://styled-components.com/docs/api#create-a-declarations-file
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
