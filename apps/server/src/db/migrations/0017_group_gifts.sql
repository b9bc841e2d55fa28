-- 0017: group gifts ("Cadeau commun", issue 30 point 1). The owner marks one item (wanted once,
-- priced at least LDN_GROUP_GIFT_MIN_PRICE_CENTS) that relatives fund in parts of its price.
--
-- `group_target_cents` is the price frozen when the item was marked (NULL: not a group gift), so a
-- catalogue price change never moves the goal under the relatives' feet. Parts paid are
-- `group_funded_cents`; parts of payments under way (validated carts, not yet paid) are
-- `group_in_progress_cents`, as `quantity_in_progress` holds units. Once funded reaches the target
-- the item's one unit is gifted (quantity_contributed = 1, "Offert").
ALTER TABLE list_items
  ADD COLUMN group_target_cents integer,
  ADD COLUMN group_funded_cents integer NOT NULL DEFAULT 0,
  ADD COLUMN group_in_progress_cents integer NOT NULL DEFAULT 0,
  -- What closing moved into the wallet of an unfinished group gift (see wallet_movements).
  ADD COLUMN group_to_wallet_cents integer NOT NULL DEFAULT 0;

ALTER TABLE list_items
  ADD CONSTRAINT list_items_group_gift_amounts
    CHECK (group_funded_cents >= 0 AND group_in_progress_cents >= 0 AND group_to_wallet_cents >= 0),
  -- The last line of defence of "no payment overshoots": paid and held parts never pass the price.
  ADD CONSTRAINT list_items_group_gift_within_target
    CHECK (group_funded_cents + group_in_progress_cents <= coalesce(group_target_cents, 0)),
  ADD CONSTRAINT list_items_group_gift_one_unit
    CHECK (group_target_cents IS NULL OR (group_target_cents > 0 AND quantity = 1));

-- A line that is a part of a group gift carries its amount (quantity 1); NULL: units of a product.
-- The part is priced as a unit line would be (unit_price_cents = part_cents on payments and
-- contributions), so totals, fees and the ledger's sums need no special case.
ALTER TABLE cart_entries
  ADD COLUMN part_cents integer
    CONSTRAINT cart_entries_part CHECK (part_cents IS NULL OR (part_cents > 0 AND quantity = 1));
ALTER TABLE payment_entries
  ADD COLUMN part_cents integer
    CONSTRAINT payment_entries_part CHECK (
      part_cents IS NULL OR (part_cents > 0 AND quantity = 1 AND unit_price_cents = part_cents));
ALTER TABLE contribution_entries
  ADD COLUMN part_cents integer
    CONSTRAINT contribution_entries_part CHECK (
      part_cents IS NULL OR (part_cents > 0 AND quantity = 1 AND unit_price_cents = part_cents));

-- Closing a list moves the funded part of an unfinished group gift into its wallet: a movement
-- of its own type, naming the item.
ALTER TABLE wallet_movements DROP CONSTRAINT wallet_movements_type_check;
ALTER TABLE wallet_movements DROP CONSTRAINT wallet_movements_check;
ALTER TABLE wallet_movements
  ADD COLUMN code_ax text REFERENCES products (code_ax),
  ADD CONSTRAINT wallet_movements_type_check CHECK (
    type IN ('CONTRIBUTION', 'CONTRIBUTION_CANCELLED', 'WALLET_CANCELLED', 'USE', 'GROUP_GIFT')),
  ADD CONSTRAINT wallet_movements_check CHECK (
    (type IN ('CONTRIBUTION', 'GROUP_GIFT')) = (amount_cents > 0)),
  ADD CONSTRAINT wallet_movements_group_gift_item CHECK ((type = 'GROUP_GIFT') = (code_ax IS NOT NULL));
