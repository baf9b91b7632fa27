ALTER TABLE "notifications" ADD COLUMN "mail" varchar(8);--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "alert_mail" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "alert_mail_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "alert_quiet_from" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "alert_quiet_to" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" varchar(64) DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" varchar(2) DEFAULT 'en' NOT NULL;