ALTER TABLE "deals" ADD COLUMN "unit_count" integer;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "unit_label" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "approved_discount_percentage" integer;--> statement-breakpoint
ALTER TABLE "essentials" ADD COLUMN "unit_count" integer;--> statement-breakpoint
ALTER TABLE "essentials" ADD COLUMN "unit_label" text;