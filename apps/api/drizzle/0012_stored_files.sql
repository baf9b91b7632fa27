CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Images arrive compressed (JPEG, PNG): stored out of line without another try at compressing.
ALTER TABLE "stored_files" ALTER COLUMN "content" SET STORAGE EXTERNAL;
