-- Events received while the inbox was kept per admin have no owner (0001): the Ferry that runs
-- this migration adopts them for the integrator it acts for, which its migrator passes in.
UPDATE "bff_webhook_events" SET "owner" = current_setting('ferry.integrator_id') WHERE "owner" IS NULL;
