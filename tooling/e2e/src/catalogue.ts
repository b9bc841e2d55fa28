import { expect, type APIRequestContext } from '@playwright/test';
import { STAGING_URL } from './servers';

/** The demo parent's published list (apps/server/src/seed): its products are real catalogue ones. */
const DEMO_LIST_ID = 'demo00parent';

/**
 * [S7.14] Codes of products in stock, read from the demo list through the public API, so that the
 * journeys do not hard-code a generated catalogue's codes.
 */
export async function productsInStock(
  request: APIRequestContext,
  count: number,
): Promise<{ codeAx: string; productName: string }[]> {
  const response = await request.post(
    `${STAGING_URL}/api/ldn/public/v1/getItemsOfListByIdAndCompanyAndCriterias/aufr/${DEMO_LIST_ID}`,
    { data: {} },
  );
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    products: { items: { codeAx: string; productName: string; availability: string }[] };
  };
  const inStock = body.products.items.filter((item) => item.availability === 'AVAILABLE');
  expect(inStock.length).toBeGreaterThanOrEqual(count);
  return inStock.slice(0, count).map(({ codeAx, productName }) => ({ codeAx, productName }));
}
