CREATE TABLE "act_as_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"impersonation_audit_id" integer,
	"admin_user_id" integer NOT NULL,
	"target_user_id" integer NOT NULL,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"status_code" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "act_as_actions" ADD CONSTRAINT "act_as_actions_impersonation_audit_id_impersonation_audits_id_fk" FOREIGN KEY ("impersonation_audit_id") REFERENCES "public"."impersonation_audits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "act_as_actions" ADD CONSTRAINT "act_as_actions_admin_user_id_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "act_as_actions" ADD CONSTRAINT "act_as_actions_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "act_as_actions_created_at_idx" ON "act_as_actions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "act_as_actions_admin_user_id_idx" ON "act_as_actions" USING btree ("admin_user_id");--> statement-breakpoint
CREATE INDEX "act_as_actions_impersonation_audit_id_idx" ON "act_as_actions" USING btree ("impersonation_audit_id");--> statement-breakpoint
CREATE INDEX "impersonation_audits_created_at_idx" ON "impersonation_audits" USING btree ("created_at");