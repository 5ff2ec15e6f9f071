CREATE TABLE "academy_lesson_progress" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"lesson_key" text NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "academy_lesson_progress_user_course_lesson_key" UNIQUE("user_id","course_id","lesson_key")
);
--> statement-breakpoint
ALTER TABLE "academy_lesson_progress" ADD CONSTRAINT "academy_lesson_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_lesson_progress" ADD CONSTRAINT "academy_lesson_progress_course_id_courses_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("course_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "academy_lesson_progress_course_id_idx" ON "academy_lesson_progress" USING btree ("course_id");