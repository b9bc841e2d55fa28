-- 0018: units of an item the parents received outside the list (issue 30 point 5). They count as
-- taken for relatives (no one can gift them again) but never as money: no contribution, no reward.
ALTER TABLE list_items
  ADD COLUMN quantity_received_elsewhere integer NOT NULL DEFAULT 0
    CONSTRAINT list_items_received_elsewhere_not_negative CHECK (quantity_received_elsewhere >= 0);

-- The last line of defence of "never more than the wanted quantity in total": gifted, being bought
-- and received elsewhere together. The older CHECK of 0002 (without the new column) stays.
ALTER TABLE list_items
  ADD CONSTRAINT list_items_received_elsewhere_within_quantity
    CHECK (quantity_contributed + quantity_in_progress + quantity_received_elsewhere <= quantity);
