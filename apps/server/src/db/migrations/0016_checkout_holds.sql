-- 0016: the checkout's holds are capped per visitor and per client address.
--
-- A validated cart holds its units (quantity_in_progress) until it is paid or the hold ends
-- (LDN_PAYMENT_TTL_MINUTES). Anyone may validate a cart, so the holds a visitor (the cart owner)
-- and a client address may keep open at once are limited (LDN_OPEN_HOLDS_PER_VISITOR,
-- LDN_OPEN_HOLDS_PER_ADDRESS; modules/checkout/checkout-holds.ts). The address is kept as the
-- limit counts it (an IPv4 address, or the /64 network of an IPv6 one), only on the payment.
ALTER TABLE payments ADD COLUMN client_key text;

-- The two counts, taken while creating a payment, read only the open holds.
CREATE INDEX payments_pending_client_idx ON payments (client_key) WHERE status = 'PENDING';
CREATE INDEX payments_pending_owner_idx ON payments (cart_owner_key) WHERE status = 'PENDING';
