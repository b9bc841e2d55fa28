import { createContext, useContext, type ReactNode } from 'react';

/**
 * The viewport a server-rendered page is laid out for: the server cannot
 * measure the window, so it guesses from the visitor's user agent, and the hooks that read the
 * window's width (`useSyncExternalStore`'s server snapshot) read this instead. The browser's own
 * render then uses the real window.
 */
export type ServerViewport = 'mobile' | 'desktop';

export interface ViewportSize {
  readonly width: number;
  readonly height: number;
}

/** The CSS size each guess stands for: a common phone, and the desktop window of the journeys. */
const SERVER_VIEWPORT_SIZES: Readonly<Record<ServerViewport, ViewportSize>> = {
  mobile: { width: 412, height: 823 },
  desktop: { width: 1280, height: 800 },
};

const ServerViewportContext = createContext<ServerViewport>('desktop');

export interface ServerViewportProviderProps {
  readonly viewport: ServerViewport;
  readonly children?: ReactNode;
}

export function ServerViewportProvider({ viewport, children }: ServerViewportProviderProps) {
  return <ServerViewportContext value={viewport}>{children}</ServerViewportContext>;
}

/** The size, in CSS pixels, a server render lays the page out for. */
export function useServerViewportSize(): ViewportSize {
  return SERVER_VIEWPORT_SIZES[useContext(ServerViewportContext)];
}

/** The width, in CSS pixels, a server render lays the page out for. */
export function useServerViewportWidth(): number {
  return useServerViewportSize().width;
}
