import { CHUNK_RELOAD_STORAGE_KEY } from './environment';
import type { ShellServices } from './shell-services';

/**
 * [S2.35] A failed dynamic page load reloads the page: after a deployment the old page asks for
 * chunk names that no longer exist, and a reload fetches the new ones. Once only: a flag in
 * sessionStorage stops a reload loop (a real outage then shows the error screen), and a page that
 * loads clears it. Without storage there is no guard, so no reload.
 */
export function reloadOnFailedImport<T>(
  importer: () => Promise<T>,
  services: ShellServices,
): () => Promise<T> {
  return async () => {
    const { storage } = services;
    try {
      const module = await importer();
      storage?.removeItem(CHUNK_RELOAD_STORAGE_KEY);
      return module;
    } catch (error) {
      if (storage !== null && storage.getItem(CHUNK_RELOAD_STORAGE_KEY) === null) {
        storage.setItem(CHUNK_RELOAD_STORAGE_KEY, 'true');
        services.reload();
        // The page is reloading: keep the navigation pending.
        return await new Promise<never>(() => undefined);
      }
      throw error;
    }
  };
}
