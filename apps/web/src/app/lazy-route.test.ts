import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@ldn/test-kit';
import { CHUNK_RELOAD_STORAGE_KEY } from './environment';
import { reloadOnFailedImport } from './lazy-route';
import type { ShellServices } from './shell-services';

const servicesWith = (storage = memoryStorage()) =>
  ({
    assign: vi.fn(),
    reload: vi.fn(),
    readPrincipalCookie: () => null,
    appEnvironment: () => 'DEV',
    storage,
  }) satisfies ShellServices;

const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('reload on a failed page download [S2.35]', () => {
  it('[S2.35] a failed page download reloads the page once', async () => {
    const services = servicesWith();
    const load = reloadOnFailedImport(failing, services);
    void load();
    await vi.waitFor(() => expect(services.reload).toHaveBeenCalledTimes(1));
    expect(services.storage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBe('true');
  });

  it('[S2.35] a second failure after the reload does not loop: the error goes to the error screen', async () => {
    const services = servicesWith();
    services.storage.setItem(CHUNK_RELOAD_STORAGE_KEY, 'true');
    await expect(reloadOnFailedImport(failing, services)()).rejects.toThrow(TypeError);
    expect(services.reload).not.toHaveBeenCalled();
  });

  it('[S2.35] a page that loads clears the mark', async () => {
    const services = servicesWith();
    services.storage.setItem(CHUNK_RELOAD_STORAGE_KEY, 'true');
    const module = { Component: () => null };
    await expect(reloadOnFailedImport(async () => module, services)()).resolves.toBe(module);
    expect(services.storage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBeNull();
  });

  it('[S2.35] without storage there is no guard, so no reload', async () => {
    const services = { ...servicesWith(), storage: null };
    await expect(reloadOnFailedImport(failing, services)()).rejects.toThrow(TypeError);
    expect(services.reload).not.toHaveBeenCalled();
  });
});
