CREATE TABLE "saved_deals" (
	"channel" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"asin" varchar(10) NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saved_deals_channel_owner_id_asin_pk" PRIMARY KEY("channel","owner_id","asin")
);
