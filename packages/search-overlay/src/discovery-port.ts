import type {
  Clause,
  DiscoveryEndpoint,
  DiscoveryItem,
  DiscoveryResponse,
  DiscoverySettings,
  SortOrder,
} from '@ldn/discovery-client';

/**
 * The part of `@ldn/discovery-client`'s query builder the overlay uses. The SDK's `QueryBuilder`
 * fits it as is; stories and tests give a fake of the same shape (no network).
 */
export interface OverlayQuery {
  terms(text: string): OverlayQuery;
  scope(id: string): OverlayQuery;
  filter(clause: Clause): OverlayQuery;
  sort(field: string, order: SortOrder): OverlayQuery;
  items(options: { from?: number; size?: number }): OverlayQuery;
  references(options: { from?: number; size?: number }): OverlayQuery;
  facets(fields: readonly string[], size?: number): OverlayQuery;
  acp(size: number): OverlayQuery;
  scopePages(options: { from?: number; size?: number }): OverlayQuery;
  spellCheck(enabled: boolean): OverlayQuery;
  flavor(name: string): OverlayQuery;
  module(name: string, options?: Record<string, unknown>): OverlayQuery;
  execute(): Promise<DiscoveryResponse>;
  next(): Promise<DiscoveryResponse>;
  visited(item: DiscoveryItem): Promise<void>;
  addedToCart(item: DiscoveryItem): Promise<void>;
}

/**
 * What the overlay needs of a discovery client: the settings (the sort options) and query
 * builders. A `DiscoveryClient` made by `createDiscoveryClient` is one.
 */
export interface OverlayDiscoveryClient {
  getSettings(): Promise<DiscoverySettings>;
  query(endpoint?: DiscoveryEndpoint): OverlayQuery;
}
