CREATE TABLE "bff_deposit_addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"addresses" jsonb NOT NULL,
	"destination_chain_id" integer NOT NULL,
	"destination_token" text NOT NULL,
	"destination_symbol" text NOT NULL,
	"recipient" text NOT NULL,
	"refund_addresses" jsonb NOT NULL,
	"search" text NOT NULL,
	"record" jsonb NOT NULL,
	"created_by" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bff_deposit_states" (
	"deposit_key" text PRIMARY KEY NOT NULL,
	"deposit_address" text,
	"deposit_address_id" text,
	"rank" integer NOT NULL,
	"type" text NOT NULL,
	"status" text,
	"event_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bff_webhook_events" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"webhook_id" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"subscription_id" text NOT NULL,
	"owner" text,
	"deposit_address" text,
	"deposit_key" text,
	"status" text,
	"payload" jsonb NOT NULL,
	"event_created_at" text,
	"received_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bff_webhook_subscriptions" (
	"subscription_id" text PRIMARY KEY NOT NULL,
	"receiver_id" text,
	"url" text NOT NULL,
	"event_types" jsonb NOT NULL,
	"secret_enc" text NOT NULL,
	"secret_hash" text NOT NULL,
	"created_by" text,
	"created_at" bigint NOT NULL,
	"deleted_at" bigint
);
--> statement-breakpoint
CREATE TABLE "bff_auth_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bff_auth_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"chain_id" integer NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bff_executions" (
	"idem_key" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"body_hash" text NOT NULL,
	"request_body" text NOT NULL,
	"state" text NOT NULL,
	"status" integer,
	"response_body" text,
	"response_type" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bff_quotes" (
	"order_id" text PRIMARY KEY NOT NULL,
	"expires_at" bigint NOT NULL,
	"quote" jsonb NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bff_deposit_addresses_created_idx" ON "bff_deposit_addresses" USING btree ("created_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "bff_webhook_events_webhook_id_idx" ON "bff_webhook_events" USING btree ("webhook_id");
--> statement-breakpoint
CREATE INDEX "bff_webhook_events_owner_idx" ON "bff_webhook_events" USING btree ("owner","seq");
--> statement-breakpoint
CREATE INDEX "bff_webhook_events_address_idx" ON "bff_webhook_events" USING btree ("deposit_address");
--> statement-breakpoint
CREATE UNIQUE INDEX "bff_webhook_subscriptions_receiver_idx" ON "bff_webhook_subscriptions" USING btree ("receiver_id");
--> statement-breakpoint
CREATE INDEX "bff_auth_nonces_expires_idx" ON "bff_auth_nonces" USING btree ("expires_at");
--> statement-breakpoint
CREATE INDEX "bff_auth_sessions_expires_idx" ON "bff_auth_sessions" USING btree ("expires_at");
--> statement-breakpoint
CREATE INDEX "bff_auth_sessions_address_idx" ON "bff_auth_sessions" USING btree ("address");
--> statement-breakpoint
CREATE INDEX "bff_executions_order_idx" ON "bff_executions" USING btree ("order_id");
--> statement-breakpoint
CREATE INDEX "bff_executions_expires_idx" ON "bff_executions" USING btree ("expires_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "bff_executions_open_order_uq" ON "bff_executions" USING btree ("order_id") WHERE "bff_executions"."state" in ('in_flight', 'unknown');
--> statement-breakpoint
CREATE INDEX "bff_quotes_expires_idx" ON "bff_quotes" USING btree ("expires_at");
