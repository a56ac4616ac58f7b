CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "click_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"asin" varchar(10) NOT NULL,
	"click_source" text NOT NULL,
	"session_id" text NOT NULL,
	"category" text,
	"product_type" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"asin" varchar(10) NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"amazon_url" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"original_price_cents" integer NOT NULL,
	"discount_percentage" integer DEFAULT 0 NOT NULL,
	"saving_basis_type" text,
	"saving_basis_label" text,
	"rating" real DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"category" text DEFAULT 'uncategorized' NOT NULL,
	"category_label" text DEFAULT '' NOT NULL,
	"is_prime" boolean DEFAULT false NOT NULL,
	"is_super_deal" boolean DEFAULT false NOT NULL,
	"is_tiktok_trend" boolean DEFAULT false NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"is_expired" boolean DEFAULT false NOT NULL,
	"product_type" text DEFAULT 'regular' NOT NULL,
	"precedence_order" integer DEFAULT 0 NOT NULL,
	"takes_precedence" boolean DEFAULT false NOT NULL,
	"deal_badge" text,
	"deal_ends_at" timestamp with time zone,
	"source" text DEFAULT 'feed' NOT NULL,
	"availability" text,
	"price_fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "essentials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"asin" varchar(10) NOT NULL,
	"title" text NOT NULL,
	"price_cents" integer NOT NULL,
	"original_price_cents" integer NOT NULL,
	"discount_percentage" integer DEFAULT 0 NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"detail_page_url" text DEFAULT '' NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "mail_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mail_key" text NOT NULL,
	"subscriber_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscribers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "price_observations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"asin" varchar(10) NOT NULL,
	"price_cents" integer NOT NULL,
	"basis_cents" integer,
	"basis_type" text,
	"observed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE INDEX "click_events_created_idx" ON "click_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "click_events_asin_idx" ON "click_events" USING btree ("asin");--> statement-breakpoint
CREATE UNIQUE INDEX "deals_asin_unique" ON "deals" USING btree ("asin");--> statement-breakpoint
CREATE UNIQUE INDEX "deals_one_super_deal" ON "deals" USING btree ("is_super_deal") WHERE "deals"."is_super_deal" = true;--> statement-breakpoint
CREATE INDEX "deals_public_idx" ON "deals" USING btree ("is_approved","product_type","takes_precedence","precedence_order");--> statement-breakpoint
CREATE INDEX "deals_category_idx" ON "deals" USING btree ("category");--> statement-breakpoint
CREATE INDEX "deals_discount_idx" ON "deals" USING btree ("discount_percentage");--> statement-breakpoint
CREATE INDEX "deals_last_updated_idx" ON "deals" USING btree ("last_updated");--> statement-breakpoint
CREATE UNIQUE INDEX "essentials_category_asin" ON "essentials" USING btree ("category","asin");--> statement-breakpoint
CREATE INDEX "job_runs_name_idx" ON "job_runs" USING btree ("name","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_deliveries_key_subscriber" ON "mail_deliveries" USING btree ("mail_key","subscriber_id");--> statement-breakpoint
CREATE INDEX "price_observations_asin_idx" ON "price_observations" USING btree ("asin","observed_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");