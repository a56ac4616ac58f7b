CREATE TABLE "associates_earnings" (
	"day" date PRIMARY KEY NOT NULL,
	"clicks" integer NOT NULL,
	"ordered_items" integer NOT NULL,
	"shipped_items" integer NOT NULL,
	"revenue_cents" integer NOT NULL,
	"earnings_cents" integer NOT NULL,
	"report_file" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "associates_report_files" (
	"filename" text PRIMARY KEY NOT NULL,
	"md5" text NOT NULL,
	"days" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
