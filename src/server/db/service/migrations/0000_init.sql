CREATE TABLE "svc_balances" (
	"chain_id" integer NOT NULL,
	"token" text NOT NULL,
	"address" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	CONSTRAINT "svc_balances_chain_id_token_address_pk" PRIMARY KEY("chain_id","token","address")
);
--> statement-breakpoint
CREATE TABLE "svc_counters" (
	"name" text PRIMARY KEY NOT NULL,
	"value" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "svc_deposit_address_arrivals" (
	"id" text PRIMARY KEY NOT NULL,
	"deposit_address_id" text NOT NULL,
	"origin_chain_id" integer NOT NULL,
	"input_token" text NOT NULL,
	"input_amount" numeric(78, 0) NOT NULL,
	"deposit_txn_ref" text NOT NULL,
	"status" text NOT NULL,
	"sweep_txn_ref" text,
	"deposit_row_id" integer,
	"created_at" bigint NOT NULL,
	"seq" serial NOT NULL
);
--> statement-breakpoint
CREATE TABLE "svc_deposit_addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"integrator_id" text NOT NULL,
	"request_key" text NOT NULL,
	"address" text NOT NULL,
	"record" jsonb NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "svc_deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"deposit_id" text NOT NULL,
	"origin_chain_id" integer NOT NULL,
	"destination_chain_id" integer NOT NULL,
	"deposit_txn_ref" text NOT NULL,
	"relay_hash" text,
	"depositor" text NOT NULL,
	"recipient" text NOT NULL,
	"deposit_address" text,
	"sweep_txn_ref" text,
	"order_id" text,
	"status" text NOT NULL,
	"record" jsonb NOT NULL,
	"visible_at" bigint NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "svc_gasless_quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"integrator_id" text NOT NULL,
	"deposit_id" text NOT NULL,
	"origin_chain_id" integer NOT NULL,
	"quote" jsonb NOT NULL,
	"status" text DEFAULT 'quoted' NOT NULL,
	"submission" jsonb,
	"submitted_at" bigint,
	"expires_at" bigint NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "svc_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"due_at" bigint NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "svc_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"integrator_id" text NOT NULL,
	"quote" jsonb NOT NULL,
	"state" text NOT NULL,
	"state_reason" text,
	"history" jsonb NOT NULL,
	"execution_key" text,
	"accepted_at" bigint,
	"deposit" jsonb,
	"fill" jsonb,
	"refund" jsonb,
	"finalized" boolean DEFAULT false NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "svc_webhook_messages" (
	"message_id" text PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"payload" text NOT NULL,
	"attempt" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" bigint,
	"status" text NOT NULL,
	"last_status" integer,
	"last_error" text,
	"created_at" bigint NOT NULL,
	"seq" serial NOT NULL
);
--> statement-breakpoint
CREATE TABLE "svc_webhook_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"integrator_id" text NOT NULL,
	"url" text NOT NULL,
	"event_types" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"secret" text NOT NULL,
	"secret_hash" text NOT NULL,
	"failing_since" bigint,
	"created_at" bigint NOT NULL,
	"seq" serial NOT NULL
);
--> statement-breakpoint
CREATE INDEX "svc_deposit_address_arrivals_pending" ON "svc_deposit_address_arrivals" USING btree ("deposit_address_id","status");
--> statement-breakpoint
CREATE UNIQUE INDEX "svc_deposit_address_arrivals_deposit" ON "svc_deposit_address_arrivals" USING btree ("deposit_row_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "svc_deposit_addresses_request" ON "svc_deposit_addresses" USING btree ("request_key");
--> statement-breakpoint
CREATE INDEX "svc_deposit_addresses_address" ON "svc_deposit_addresses" USING btree ("address");
--> statement-breakpoint
CREATE UNIQUE INDEX "svc_deposits_origin_deposit_id" ON "svc_deposits" USING btree ("origin_chain_id","deposit_id");
--> statement-breakpoint
CREATE INDEX "svc_deposits_txn_idx" ON "svc_deposits" USING btree ("deposit_txn_ref");
--> statement-breakpoint
CREATE INDEX "svc_deposits_relay_idx" ON "svc_deposits" USING btree ("relay_hash");
--> statement-breakpoint
CREATE INDEX "svc_deposits_sweep_idx" ON "svc_deposits" USING btree ("sweep_txn_ref");
--> statement-breakpoint
CREATE INDEX "svc_deposits_depositor_idx" ON "svc_deposits" USING btree ("depositor");
--> statement-breakpoint
CREATE INDEX "svc_deposits_recipient_idx" ON "svc_deposits" USING btree ("recipient");
--> statement-breakpoint
CREATE INDEX "svc_deposits_order_idx" ON "svc_deposits" USING btree ("order_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "svc_gasless_quotes_deposit" ON "svc_gasless_quotes" USING btree ("origin_chain_id","deposit_id");
--> statement-breakpoint
CREATE INDEX "svc_jobs_due_idx" ON "svc_jobs" USING btree ("status","due_at");
--> statement-breakpoint
CREATE INDEX "svc_orders_state_idx" ON "svc_orders" USING btree ("state");
--> statement-breakpoint
CREATE INDEX "svc_webhook_messages_due" ON "svc_webhook_messages" USING btree ("status","next_attempt_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "svc_webhook_subscriptions_url" ON "svc_webhook_subscriptions" USING btree ("integrator_id","url");
