-- A device's reading of a metric at a moment is kept once. Readings sent twice before this
-- migration are removed first (the copy stored later goes), and the ten-minute rollups that
-- counted them are made again from the readings that remain.
CREATE TEMPORARY TABLE "readings_sent_twice" AS
  SELECT DISTINCT later.environment_id, later.metric,
         to_timestamp(floor(extract(epoch from later.recorded_at) / 600) * 600) AS bucket
  FROM "sensor_readings" later
  JOIN "sensor_readings" earlier
    ON earlier.device_id = later.device_id AND earlier.metric = later.metric
   AND earlier.recorded_at = later.recorded_at AND earlier.ctid < later.ctid;--> statement-breakpoint
DELETE FROM "sensor_readings" later
  USING "sensor_readings" earlier
  WHERE earlier.device_id = later.device_id AND earlier.metric = later.metric
    AND earlier.recorded_at = later.recorded_at AND earlier.ctid < later.ctid;--> statement-breakpoint
DELETE FROM "sensor_rollups" r
  USING "readings_sent_twice" d
  WHERE r.environment_id = d.environment_id AND r.metric = d.metric AND r.bucket = d.bucket;--> statement-breakpoint
INSERT INTO "sensor_rollups" (environment_id, metric, bucket, count, sum, min, max)
  SELECT s.environment_id, s.metric, d.bucket, count(*), sum(s.value), min(s.value), max(s.value)
  FROM "sensor_readings" s
  JOIN "readings_sent_twice" d
    ON s.environment_id = d.environment_id AND s.metric = d.metric
   AND s.recorded_at >= d.bucket AND s.recorded_at < d.bucket + interval '600 seconds'
  GROUP BY 1, 2, 3;--> statement-breakpoint
DROP TABLE "readings_sent_twice";--> statement-breakpoint
CREATE UNIQUE INDEX "sensor_readings_device_key" ON "sensor_readings" USING btree ("device_id","metric","recorded_at");
