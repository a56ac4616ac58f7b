CREATE TABLE "retailer_request_budget" (
	"account" text PRIMARY KEY NOT NULL,
	"next_slot_at" timestamp with time zone NOT NULL,
	"day" text NOT NULL,
	"calls" integer NOT NULL
);
