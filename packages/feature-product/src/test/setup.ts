import { afterEach } from 'vitest';

// Runs after @ldn/test-kit/setup: each test starts with the api-client's defaults and no toast on
// screen.
afterEach(async () => {
  const [{ resetApiClientConfig }, { toast }] = await Promise.all([
    import('@ldn/api-client'),
    import('@ldn/ui-kit'),
  ]);
  resetApiClientConfig();
  toast.dismiss();
});
