import { injectCartSlices } from '@ldn/app-shell';
import { rootReducer } from './store';

// The cart page's draft (the e-mail as typed, busy) joins the store with the shell that reads it.
injectCartSlices(rootReducer);

/** [S2.43] [S2.59] The shell's part of the cart: `@ldn/app-shell`'s, shared with the kiosk. */
export { CartShell, useShellCart } from '@ldn/app-shell';
