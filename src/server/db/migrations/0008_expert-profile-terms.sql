DROP INDEX "expert_profiles_skills_idx";--> statement-breakpoint
DROP INDEX "expert_profiles_domains_idx";--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD COLUMN "skill_terms" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD COLUMN "domain_terms" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD COLUMN "outcome_terms" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "expert_profiles_skill_terms_idx" ON "expert_profiles" USING gin ("skill_terms");--> statement-breakpoint
CREATE INDEX "expert_profiles_domain_terms_idx" ON "expert_profiles" USING gin ("domain_terms");--> statement-breakpoint
CREATE INDEX "expert_profiles_outcome_terms_idx" ON "expert_profiles" USING gin ("outcome_terms");--> statement-breakpoint
CREATE INDEX "expert_profiles_vetted_score_idx" ON "expert_profiles" USING btree ("vetting_score" DESC NULLS LAST) WHERE "expert_profiles"."status" = 'vetted';