-- The database and its two roles (docs/deploy.md, "Database roles"; decision 038). Run once, as a superuser:
--
--   sudo -u postgres psql -v ON_ERROR_STOP=1 -v database=marketplace \
--     -v owner=marketplace_owner -v owner_password="$(openssl rand -hex 24)" \
--     -v app=marketplace_app -v app_password="$(openssl rand -hex 24)" -f deploy/database-roles.sql
--
-- The owner owns the schema and runs the migrations (DATABASE_OWNER_URL). The app role (DATABASE_URL) gets, at every
-- start, the rights to read and write rows, and only to add to the activity log, the ledger and the documents; it
-- owns no table and is no superuser, so it cannot disable the triggers that keep those records as they were written.
-- CREATEDB lets the app's quarterly restore test make (and drop) a scratch database of its own.
CREATE ROLE :"owner" LOGIN PASSWORD :'owner_password';
CREATE ROLE :"app" LOGIN CREATEDB PASSWORD :'app_password';
-- The owner hands the job queue's schema to the app role (pg-boss adds partitions at run time).
GRANT :"app" TO :"owner";
CREATE DATABASE :"database" OWNER :"owner" ENCODING 'UTF8' TEMPLATE template0;
