-- Received webhook bodies are kept as the text that was signed: jsonb cannot hold \u0000.
ALTER TABLE "bff_webhook_events" ALTER COLUMN "payload" SET DATA TYPE text USING "payload"::text;--> statement-breakpoint
-- The inbox is scoped to the integrator, no longer to the admin who created the subscription:
-- rows stamped with an admin's address are adopted by this database's Ferry when it starts.
UPDATE "bff_webhook_events" SET "owner" = NULL WHERE "owner" ~ '^0x[0-9a-f]{40}$';
