import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as contract from '@ldn/contract';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createServer, type Server } from '../server';
import { stubDatabase, testConfig } from '../test-support/test-server';
import { OPENAPI_DOCUMENT_PATH, registerOpenApi } from './openapi';

/**
 * The OpenAPI document is generated from @ldn/contract: every body, path or query parameter and
 * answer a route of the API publishes is the contract's schema, converted by the same pipeline
 * (fastify-type-provider-zod's transform, then @fastify/swagger). The reference conversions come
 * from a bare Fastify app that publishes each contract schema once as a body and once as an
 * answer, so the test does not depend on how the converter words a schema.
 */

/**
 * Routes that are not the API of spec §7: operations, product pictures, development tools, and the
 * sign-in's browser navigations (`/login?redirect=...` answers a redirect or a page, never JSON).
 */
const OUTSIDE_CONTRACT = [/^\/health$/, /^\/images\//, /^\/dev\//, /^\/login$/];

type JsonSchema = Record<string, unknown> & {
  properties?: Record<string, JsonSchema>;
  required?: string[];
  description?: string;
};

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  description?: string;
  schema: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/** Each contract schema as a document shows it: as a body (input) and as an answer (output). */
interface Reference {
  name: string;
  input: JsonSchema;
  output: JsonSchema;
}

const contractSchemas = (): Record<string, z.ZodType> =>
  Object.fromEntries(
    Object.entries(contract as Record<string, unknown>).filter(
      (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
    ),
  );

async function referencesOf(schemas: Record<string, z.ZodType>): Promise<Reference[]> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerOpenApi(app, { version: 'reference', production: true });
  for (const [name, schema] of Object.entries(schemas)) {
    app.post(`/input/${name}`, { schema: { body: schema } }, () => null);
    app.get(`/output/${name}`, { schema: { response: { 200: schema } } }, () => null);
  }
  await app.ready();
  const document = app.swagger() as unknown as OpenApiDocument;
  await app.close();
  return Object.keys(schemas).map((name) => ({
    name,
    input: document.paths[`/input/${name}`]?.post?.requestBody?.content['application/json']
      ?.schema as JsonSchema,
    output: document.paths[`/output/${name}`]?.get?.responses?.['200']?.content?.[
      'application/json'
    ]?.schema as JsonSchema,
  }));
}

const same = (a: unknown, b: unknown): boolean => {
  try {
    expect(a).toStrictEqual(b);
    return true;
  } catch {
    return false;
  }
};

/** Do these path (or query) parameters come from the object schema `reference`, field by field? */
function parametersMatch(parameters: Parameter[], reference: JsonSchema): boolean {
  const properties = reference.properties;
  if (!properties || Object.keys(properties).length !== parameters.length) return false;
  return parameters.every((parameter) => {
    const property = properties[parameter.name];
    if (!property) return false;
    // @fastify/swagger lifts a parameter's description out of its schema.
    const { description, ...schema } = property;
    return (
      same(parameter.schema, schema) &&
      parameter.description === description &&
      (parameter.required ?? false) === (reference.required ?? []).includes(parameter.name)
    );
  });
}

/** Every schema of the document's API routes that no contract schema accounts for. */
function unmatched(document: OpenApiDocument, references: readonly Reference[]): string[] {
  const found: string[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    if (OUTSIDE_CONTRACT.some((pattern) => pattern.test(path))) continue;
    for (const [method, operation] of Object.entries(operations)) {
      const route = `${method.toUpperCase()} ${path}`;
      for (const where of ['path', 'query']) {
        const parameters = (operation.parameters ?? []).filter((p) => p.in === where);
        if (parameters.length === 0) continue;
        if (!references.some((reference) => parametersMatch(parameters, reference.input))) {
          found.push(`${route} ${where} parameters`);
        }
      }
      for (const [type, { schema }] of Object.entries(operation.requestBody?.content ?? {})) {
        if (!references.some((reference) => same(schema, reference.input))) {
          found.push(`${route} body (${type})`);
        }
      }
      for (const [status, answer] of Object.entries(operation.responses ?? {})) {
        for (const { schema } of Object.values(answer.content ?? {})) {
          if (!references.some((reference) => same(schema, reference.output))) {
            found.push(`${route} answer ${status}`);
          }
        }
      }
    }
  }
  return found;
}

describe('the OpenAPI document at /docs/json is generated from @ldn/contract', () => {
  let app: Server;
  let document: OpenApiDocument;
  let references: Reference[];

  beforeAll(async () => {
    app = await createServer(testConfig(), { database: stubDatabase() });
    document = (await app.inject({ method: 'GET', url: OPENAPI_DOCUMENT_PATH })).json();
    references = await referencesOf(contractSchemas());
  });

  afterAll(async () => {
    await app.close();
  });

  const reference = (name: string): Reference => {
    const found = references.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`no contract schema ${name}`);
    return found;
  };

  it('[S7.1] [S7.50] every body, parameter and answer of an API route is a contract schema', () => {
    expect(Object.keys(document.paths).length).toBeGreaterThan(60);
    expect(unmatched(document, references)).toEqual([]);
  });

  it('[S7.7] [S7.14] [S7.22] names the contract schema of the cart, the filters and a conflict', () => {
    const cart = document.paths['/api/user/cart']?.get?.responses?.['200'];
    expect(cart?.content?.['application/json']?.schema).toStrictEqual(
      reference('cartSchema').output,
    );
    const filters =
      document.paths[
        '/api/ldn/public/v1/getItemsOfListByIdAndCompanyAndCriterias/{company}/{listId}'
      ]?.post;
    expect(filters?.requestBody?.content['application/json']?.schema).toStrictEqual(
      reference('listFiltersBody').input,
    );
    expect(parametersMatch(filters?.parameters ?? [], reference('companyListParams').input)).toBe(
      true,
    );
    const conflict =
      document.paths[
        '/api/ldn/v1/updateItemByCompanyAndCodeAxAndListId/{company}/{listId}/{codeAx}'
      ]?.patch?.responses?.['409'];
    expect(conflict?.content?.['application/json']?.schema).toStrictEqual(
      reference('updateItemConflictSchema').output,
    );
  });

  it('[S7.7] a schema one field away from the contract is reported (a planted difference)', async () => {
    const planted = await referencesOf({
      ...contractSchemas(),
      cartSchema: contract.cartSchema.extend({ planted: z.string() }),
      companyListParams: contract.companyListParams.extend({ listId: z.string() }),
    });
    const reported = unmatched(document, planted);
    expect(reported).toContain('GET /api/user/cart answer 200');
    expect(reported).toContain('PATCH /api/user/cart answer 200');
    expect(reported).toContain(
      'DELETE /api/ldn/v1/removeListByListId/{company}/{listId} path parameters',
    );
  });
});

/**
 * The server files that may still build zod objects: none of them describes the API's wire. Any
 * other file that does is a second definition of a wire shape (its place is @ldn/contract).
 */
const NOT_WIRE: Readonly<Record<string, string>> = {
  'config.ts': 'the environment',
  'identity/identity-secrets.ts': 'the secrets file',
  'identity/login-state.ts': 'the sign-in state cookie',
  'identity/bff-routes.ts': "the sign-in page's query (a browser navigation)",
  'modules/health/health-routes.ts': 'operations',
  'modules/images/images-routes.ts': 'product pictures',
  'modules/pos-simulator/pos-routes.ts': 'the development till',
  'modules/dev-mails/dev-mail-routes.ts': 'the development mailbox',
};

const ZOD_SHAPE = /\bz\.(object|strictObject|looseObject|union|discriminatedUnion|array)\(/;

describe('wire shapes are defined in @ldn/contract only', () => {
  const root = path.resolve(import.meta.dirname, '..');
  const sources = (readdirSync(root, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.ts') && !/\.test\.ts$|test-support/.test(file))
    .map((file) => file.split(path.sep).join('/'));

  it('[S7.1] no server file outside the allowed few builds a zod object, union or array', () => {
    expect(sources.length).toBeGreaterThan(100);
    const defining = sources.filter((file) =>
      ZOD_SHAPE.test(readFileSync(path.join(root, file), 'utf8')),
    );
    expect(defining.filter((file) => !(file in NOT_WIRE))).toEqual([]);
  });

  it('[S7.1] the scan finds a planted wire shape', () => {
    expect(ZOD_SHAPE.test('const answer = z.object({ id: z.string() });')).toBe(true);
    expect(ZOD_SHAPE.test("import { cartSchema } from '@ldn/contract';")).toBe(false);
  });
});
