-- Every ledger transaction balances: its lines add up to zero in each currency, checked when the
-- transaction that wrote them commits (a deferred constraint trigger), so a transaction and its lines
-- are written by several statements yet nothing unbalanced is ever committed.
CREATE OR REPLACE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  off record;
BEGIN
  SELECT currency, sum(amount_minor) AS total INTO off
    FROM ledger_lines WHERE transaction_id = NEW.transaction_id
    GROUP BY currency HAVING sum(amount_minor) <> 0 LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger transaction % does not balance: its % lines add up to %', NEW.transaction_id, off.currency, off.total
      USING ERRCODE = '23514', CONSTRAINT = 'ledger_lines_balanced';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_lines_balanced AFTER INSERT ON ledger_lines
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();
--> statement-breakpoint
-- The books are written once: a correction is a new transaction, never an edit.
CREATE OR REPLACE FUNCTION ledger_lines_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger lines are never changed or deleted; post a correcting transaction'
    USING ERRCODE = '23514', CONSTRAINT = 'ledger_lines_append_only';
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_lines_append_only BEFORE UPDATE OR DELETE ON ledger_lines
  FOR EACH ROW EXECUTE FUNCTION ledger_lines_append_only();
