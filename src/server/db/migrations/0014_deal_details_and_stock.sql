DROP INDEX "deals_visible_order_idx";--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "deal_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "deal_percent_claimed" integer;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "deal_access_type" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "offer_type" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "unit_price_mills" integer;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "unit_price_unit" text;--> statement-breakpoint
ALTER TABLE "essentials" ADD COLUMN "offer_type" text;--> statement-breakpoint
ALTER TABLE "essentials" ADD COLUMN "unit_price_mills" integer;--> statement-breakpoint
ALTER TABLE "essentials" ADD COLUMN "unit_price_unit" text;--> statement-breakpoint
CREATE INDEX "deals_visible_order_idx" ON "deals" USING btree ("takes_precedence" DESC NULLS FIRST,"precedence_order","discount_percentage" DESC NULLS FIRST,"asin","price_fetched_at","deal_ends_at","availability") WHERE "deals"."is_approved" = true and "deals"."is_expired" = false;