CREATE TABLE "watched_products" (
	"asin" varchar(10) PRIMARY KEY NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"availability" text,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"asin" varchar(10) NOT NULL,
	"rule" text NOT NULL,
	"target_price_cents" integer,
	"seen_price_cents" integer,
	"seen_in_stock" boolean,
	"fired_price_cents" integer,
	"fired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "push_deliveries_subscription_asin";--> statement-breakpoint
CREATE INDEX "watched_products_fetched_idx" ON "watched_products" USING btree ("fetched_at");--> statement-breakpoint
CREATE UNIQUE INDEX "watches_owner_asin_rule" ON "watches" USING btree ("owner_id","asin","rule");--> statement-breakpoint
CREATE INDEX "watches_asin_idx" ON "watches" USING btree ("asin");--> statement-breakpoint
CREATE UNIQUE INDEX "push_deliveries_subscription_asin" ON "push_deliveries" USING btree ("subscription_id","asin") WHERE "push_deliveries"."kind" <> 'watch';