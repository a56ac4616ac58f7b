CREATE TABLE "price_reports" (
	"asin" varchar(10) PRIMARY KEY NOT NULL,
	"reports" integer DEFAULT 0 NOT NULL,
	"last_reported_at" timestamp with time zone NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"message" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "price_reports_last_reported_idx" ON "price_reports" USING btree ("last_reported_at");