CREATE TABLE "alert_deliveries" (
	"subscriber_id" uuid NOT NULL,
	"asin" varchar(10) NOT NULL,
	"job_run_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_deliveries_subscriber_id_asin_pk" PRIMARY KEY("subscriber_id","asin")
);
--> statement-breakpoint
CREATE TABLE "alert_preferences" (
	"subscriber_id" uuid PRIMARY KEY NOT NULL,
	"categories" text[] DEFAULT '{}' NOT NULL,
	"stages" text[] DEFAULT '{}' NOT NULL,
	"keywords" text[] DEFAULT '{}' NOT NULL,
	"max_price_cents" integer,
	"min_discount" integer DEFAULT 0 NOT NULL,
	"frequency" text NOT NULL,
	"match_categories" text[] DEFAULT '{}' NOT NULL,
	"match_query" "tsquery",
	"last_alert_at" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
