-- The app's own role may read the books and add to them, never update them (README, "Least privilege").
-- The month totals follow every added line through this trigger, which therefore runs with its
-- owner's rights rather than the adding role's.
ALTER FUNCTION ledger_month_totals_add() SECURITY DEFINER SET search_path = public, pg_temp;--> statement-breakpoint
-- Firing a trigger checks no right; attaching one does. Without this, a role could put the function
-- on a temporary table of its own and add whatever it liked to the totals through it.
REVOKE EXECUTE ON FUNCTION ledger_month_totals_add() FROM PUBLIC;
