CREATE TABLE "svc_chain_cursors" (
	"chain_id" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text,
	CONSTRAINT "svc_chain_cursors_chain_id_block_number_pk" PRIMARY KEY("chain_id","block_number")
);
--> statement-breakpoint
DROP INDEX "svc_deposits_origin_deposit_id";--> statement-breakpoint
ALTER TABLE "svc_deposits" ADD COLUMN "log_txn_hash" text;--> statement-breakpoint
ALTER TABLE "svc_deposits" ADD COLUMN "log_index" integer;--> statement-breakpoint
ALTER TABLE "svc_deposits" ADD COLUMN "block_number" bigint;--> statement-breakpoint
ALTER TABLE "svc_deposits" ADD COLUMN "block_hash" text;--> statement-breakpoint
ALTER TABLE "svc_deposits" ADD COLUMN "dropped_at" bigint;--> statement-breakpoint
ALTER TABLE "svc_deposits" ADD COLUMN "unfillable" text;--> statement-breakpoint
ALTER TABLE "svc_deposits" ADD COLUMN "settled_block" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "svc_deposits_log" ON "svc_deposits" USING btree ("origin_chain_id","log_txn_hash","log_index") WHERE "svc_deposits"."dropped_at" is null;--> statement-breakpoint
CREATE INDEX "svc_deposits_block_idx" ON "svc_deposits" USING btree ("origin_chain_id","block_number");--> statement-breakpoint
CREATE INDEX "svc_deposits_origin_deposit_id" ON "svc_deposits" USING btree ("origin_chain_id","deposit_id");--> statement-breakpoint
-- The cursor the indexer kept in svc_counters (no hash): trusted while the chain is that long.
INSERT INTO "svc_chain_cursors" ("chain_id", "block_number") SELECT substring("name" from 15)::integer, "value" FROM "svc_counters" WHERE "name" LIKE 'chain-indexer:%';--> statement-breakpoint
DELETE FROM "svc_counters" WHERE "name" LIKE 'chain-indexer:%';
