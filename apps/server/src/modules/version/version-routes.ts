import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { versionSchema } from '@ldn/contract';

/** [S7.29] `GET /ldn/public/v1/getVersion`: the running application's version, public. */
export const versionRoutes: FastifyPluginAsyncZod<{ version: string }> = async (
  app,
  { version },
) => {
  app.get(
    '/ldn/public/v1/getVersion',
    {
      schema: {
        tags: ['public'],
        summary: 'Application version',
        response: { 200: versionSchema },
      },
    },
    async () => ({ version }),
  );
};
