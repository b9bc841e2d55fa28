import type { ServerViewport } from '@ldn/ui-kit';
import { ServerViewportProvider } from '@ldn/ui-kit';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { AppProviders } from './providers';
import type { AppStore } from '@ldn/app-shell';

/**
 * The app is live (hydrated, or rendered on its own): the first view's root, `inert` until now
 * (apps/server/src/modules/web-app/first-view.ts), takes presses, and `<html data-hydrated>` says
 * so to the journeys.
 */
function MarkLive() {
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('inert');
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return null;
}

export interface AppRootProps {
  readonly store: AppStore;
  /** The viewport the server laid the first view out for (`'desktop'` without a first view). */
  readonly viewport: ServerViewport;
  /** The router: the server's static one, or the browser's. */
  readonly children: ReactNode;
}

/**
 * The app's tree, the same on the server (`entry-server.tsx`) and in the browser (`start.tsx`), so
 * that the browser hydrates the server's markup: the hooks that read the window's width read the
 * server's guess while hydrating, then the window.
 */
export function AppRoot({ store, viewport, children }: AppRootProps) {
  return (
    <StrictMode>
      <ServerViewportProvider viewport={viewport}>
        <AppProviders store={store}>{children}</AppProviders>
      </ServerViewportProvider>
      <MarkLive />
    </StrictMode>
  );
}
