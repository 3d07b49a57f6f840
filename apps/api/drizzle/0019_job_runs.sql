CREATE TABLE "job_runs" (
	"job" text PRIMARY KEY NOT NULL,
	"period_start" timestamp with time zone NOT NULL
);
