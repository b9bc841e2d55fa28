/**
 * @ldn/contract: the wire of the birth-list API, written once. Each group follows a heading of
 * spec §7 (plus the discovery and tracking services); the server validates with these schemas and
 * publishes them as its OpenAPI document, the clients take their types from them.
 */
export * from './common';
export * from './errors';
export * from './messages';
export * from './wallet-wire';
// §7 "User"
export * from './users';
export * from './account-security';
export * from './cart';
export * from './empty-cart';
// §7 "Lists"
export * from './lists';
export * from './list-items';
export * from './products';
export * from './share';
export * from './co-parents';
// §7 "Activity, wallet, returns"
export * from './activity';
// §7 "Transactions and stores"
export * from './stores';
export * from './transactions';
export * from './ip';
// §7 "Product discovery service", tracking
export * from './discovery';
export * from './tracking';
