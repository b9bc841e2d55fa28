import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { safeParse, type $ZodIssue, type $ZodType } from 'zod/v4/core';
import { fr } from 'zod/locales';

/** zod's own French messages, for the rules whose schema gives no message of its own. */
const FRENCH = fr().localeError;

const asValidationError = (issue: $ZodIssue): FastifySchemaValidationError => ({
  keyword: issue.code,
  instancePath: `/${issue.path.map(String).join('/')}`,
  schemaPath: `#/${issue.path.map(String).join('/')}/${issue.code}`,
  message: issue.message,
  params: {},
});

/**
 * The routes' input validation: fastify-type-provider-zod's compiler, with zod's French messages
 * where a schema has none of its own ([S1.4]: every error a person can see is French; a screen
 * may show the message of a 400 as it is). Each schema's own messages win over these.
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data, { error: FRENCH });
    if (result.error) return { error: result.error.issues.map(asValidationError) };
    return { value: result.data };
  };
