CREATE TABLE "sensor_rollups_hourly" (
	"environment_id" uuid NOT NULL,
	"metric" varchar(16) NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	"sum" double precision NOT NULL,
	"min" real NOT NULL,
	"max" real NOT NULL,
	CONSTRAINT "sensor_rollups_hourly_environment_id_metric_bucket_pk" PRIMARY KEY("environment_id","metric","bucket")
);
--> statement-breakpoint
ALTER TABLE "sensor_rollups_hourly" ADD CONSTRAINT "sensor_rollups_hourly_environment_id_environments_id_fk" FOREIGN KEY ("environment_id") REFERENCES "public"."environments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The hourly rollups of what is stored already, from its ten-minute rollups (six to an hour).
INSERT INTO "sensor_rollups_hourly" (environment_id, metric, bucket, count, sum, min, max)
  SELECT environment_id, metric, date_bin('1 hour', bucket, timestamptz 'epoch'),
         sum(count), sum(sum), min(min), max(max)
  FROM "sensor_rollups"
  GROUP BY 1, 2, 3;
