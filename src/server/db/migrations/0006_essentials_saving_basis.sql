ALTER TABLE "essentials" ADD COLUMN "saving_basis_type" text;--> statement-breakpoint
ALTER TABLE "essentials" ADD COLUMN "saving_basis_label" text;