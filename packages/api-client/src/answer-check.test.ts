// @vitest-environment node
import { readdirSync } from 'node:fs';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { EMPTY_CART } from '@ldn/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkAnswer } from './answer-check';
import { ANSWER_SCHEMAS } from './answer-schemas';
import { configureApiClient, DEFAULT_API_CLIENT_CONFIG, resetApiClientConfig } from './config';
import { cartApi } from './endpoints/cart-api';
import { apiMiddleware, apiSlices, ldnApi, siteApi } from './ldn-api';

/**
 * In development, every answer is held to its endpoint's schema in @ldn/contract; a mismatch is
 * logged, naming the endpoint and the field, and the answer still reaches the screen.
 */

const makeStore = () =>
  configureStore({
    reducer: combineSlices(...apiSlices),
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(...apiMiddleware),
  });

function answering(body: unknown, checkAnswers = true) {
  const logger = { error: vi.fn() };
  configureApiClient({
    apiBase: 'http://api.test/api',
    fetchFn: async () => Response.json(body),
    logger,
    checkAnswers,
  });
  return logger;
}

afterEach(() => {
  resetApiClientConfig();
});

describe('answers checked against the contract in development', () => {
  it('[S7.7] [S3.11] a cart answer that breaks the contract is logged with its endpoint', async () => {
    const wrong = { ...EMPTY_CART, total: '12,90 €', entries: [{ code: '12345678' }] };
    const logger = answering(wrong);

    const result = await makeStore().dispatch(cartApi.endpoints.getCart.initiate(undefined));

    expect(result.data).toEqual(wrong);
    expect(logger.error).toHaveBeenCalledTimes(1);
    const [message] = logger.error.mock.calls[0] as [string];
    expect(message).toContain('the answer of getCart does not match @ldn/contract');
    expect(message).toContain('total:');
    expect(message).toContain('entries.0.quantity:');
  });

  it('[S7.7] an answer that keeps the contract logs nothing', async () => {
    const logger = answering({ ...EMPTY_CART, ldnId: 'abcd1234' });

    await makeStore().dispatch(cartApi.endpoints.getCart.initiate(undefined));

    expect(logger.error).not.toHaveBeenCalled();
  });

  it('[S7.7] is off unless asked: tests answer partial bodies on purpose', async () => {
    const logger = answering({ total: 'x' }, false);

    await makeStore().dispatch(cartApi.endpoints.getCart.initiate(undefined));

    expect(logger.error).not.toHaveBeenCalled();
    expect(DEFAULT_API_CLIENT_CONFIG.checkAnswers).toBe(false);
  });

  it('[S7.7] [S4.3] says when the answer as a whole is not the contract; skips what has no schema', () => {
    const logger = { error: vi.fn() };

    expect(checkAnswer('resetCart', null, logger)).toBe(true);
    expect(logger.error).not.toHaveBeenCalled();
    expect(checkAnswer('getCart', '<html></html>', logger)).toBe(false);
    expect(logger.error).toHaveBeenCalledWith(
      expect.stringContaining('(the answer):'),
      '<html></html>',
    );
  });

  it('[S7.1] names only endpoints the api has', async () => {
    // Every endpoint file injects its endpoints into the two apis when loaded.
    const folder = new URL('./endpoints/', import.meta.url);
    const files = readdirSync(folder).filter((name) => name.endsWith('-api.ts'));
    await Promise.all(files.map((name) => import(new URL(name, folder).href)));

    const endpoints = [...Object.keys(ldnApi.endpoints), ...Object.keys(siteApi.endpoints)];

    expect(Object.keys(ANSWER_SCHEMAS).filter((name) => !endpoints.includes(name))).toEqual([]);
  });
});
