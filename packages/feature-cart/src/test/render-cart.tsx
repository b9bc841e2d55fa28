import { renderWithProviders as renderWithKit, type RenderOptions } from '@ldn/test-kit';
import type { ReactElement } from 'react';
import { cartDraftSlice } from '../cart-draft-slice';

/** The kit's render with the cart's draft slice in the store; any other address shows nothing. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  return renderWithKit(ui, { slices: [cartDraftSlice], elsewhere: null, ...options });
}
