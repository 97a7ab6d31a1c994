-- Admin reports (decision 021): `projects (id) INCLUDE (status)` served only the freelancers view's old active-project
-- count, which 0019 replaced with the participants' status copy; the primary key covers every lookup by id.
DROP INDEX IF EXISTS "projects_id_status_idx";
