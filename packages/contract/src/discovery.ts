import { z } from 'zod';

/**
 * [S7.50] The request of `POST /discovery/{endpoint}`, as the discovery contract shapes it. These
 * schemas check the shape (types, paging bounds); the rules that need the settings (filterable
 * fields, known facet/item/sort fields, one scope, one spotlight) are checked by the engine with
 * the [S8.5] messages. Unknown keys are ignored, as a real service ignores what it does not use.
 */

/** The endpoints of [S7.50]. */
export const DISCOVERY_ENDPOINTS = [
  'search',
  'navigation',
  'landing_page',
  'product_selection',
  'product_sheet',
  'suggested_keywords',
  'zero_results',
] as const;
export type DiscoveryEndpoint = (typeof DISCOVERY_ENDPOINTS)[number];

/** Most items, references or suggestions one page may hold; a larger `size` is capped. */
export const MAX_PAGE_SIZE = 100;
/** Deepest `from`: beyond it, a query should be refined rather than paged. */
export const MAX_FROM = 10_000;

const from = z.number().int().min(0).max(MAX_FROM).optional();
const size = z.number().int().min(0).optional();
const fieldList = z.array(z.string().max(100)).max(50).optional();

/** [S5.19] Paging: from and size >= 0. */
const paging = z.object({ from, size });
const sized = z.object({ size });

const sortSchema = z.object({
  field: z.string().max(100),
  order: z.enum(['asc', 'desc']),
});

export const itemsModuleSchema = z.object({
  from,
  size,
  fields: fieldList,
  variant_fields: fieldList,
  sort: z.array(sortSchema).max(5).optional(),
});

const queryId = z.string().max(200).optional();

export const discoveryQuerySchema = z.object({
  terms: z.string().max(200).optional(),
  scope_id: z.string().max(200).optional(),
  search_scope: z.string().max(200).optional(),
  search_attributes: fieldList,
  store_id: queryId,
  user_id: queryId,
  track_id: queryId,
  context: z.record(z.string(), z.unknown()).optional(),
  flavor: z.string().max(100).optional(),
  product_ids: z.array(z.string().max(40)).max(MAX_PAGE_SIZE).optional(),
});

export const discoveryModulesSchema = z.object({
  items: itemsModuleSchema.optional(),
  facets: z.object({ fields: fieldList, size }).optional(),
  acp: sized.optional(),
  scope_pages: paging.optional(),
  universe_pages: paging.optional(),
  references: paging.optional(),
  spotlights: sized.optional(),
  shortcuts: sized.optional(),
  spell_check: z.object({ enabled: z.boolean().optional() }).optional(),
  suggested_keywords: sized.optional(),
  suggested_products: sized.optional(),
  statistics: z.record(z.string(), z.unknown()).optional(),
  tracking: z.record(z.string(), z.unknown()).optional(),
  bag: z.record(z.string(), z.unknown()).optional(),
});

export const userActionsSchema = z.object({
  /** A Clause: checked by `filterSql` (recursive, with the [S8.5] messages). */
  apply_filters: z.unknown().optional(),
  apply_scopes: z.array(z.string().max(200)).max(10).optional(),
  apply_spotlights: z.array(z.string().max(100)).max(10).optional(),
  apply_content_type: z.unknown().optional(),
  apply_content_filters: z.unknown().optional(),
});

export const discoveryRequestSchema = z
  .object({
    query: discoveryQuerySchema.optional(),
    modules: discoveryModulesSchema.optional(),
    user_actions: userActionsSchema.optional(),
  })
  .describe('[S7.50] A discovery request');
export type DiscoveryRequest = z.infer<typeof discoveryRequestSchema>;
export type ItemsModule = z.infer<typeof itemsModuleSchema>;

export const endpointParams = z.object({
  endpoint: z.string().max(100).describe(DISCOVERY_ENDPOINTS.join(', ')),
});

/**
 * [S3.17] The response: the modules asked for (items, facets, acp, scopes, references, ...), as
 * the discovery contract and the module README describe them.
 */
export const discoveryResponseSchema = z
  .object({
    status: z.literal(200),
    settings_id: z.string(),
    took_ms: z.number().int(),
    query: z.object({ terms: z.string().optional(), corrected_terms: z.string().optional() }),
    modules: z.record(z.string(), z.unknown()),
  })
  .describe('[S7.50] A discovery response');
export type DiscoveryResponse = z.infer<typeof discoveryResponseSchema>;

/** [S7.49] `GET {discovery}/settings`: the settings and their id. */
export const discoverySettingsResponse = z
  .object({ id: z.string(), settings: z.unknown() })
  .describe('Settings');
export type DiscoverySettingsResponse = z.infer<typeof discoverySettingsResponse>;
