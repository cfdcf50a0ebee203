-- Every installation has exactly one settings row (CHECK id = 1).
INSERT INTO "site_settings" ("id") VALUES (1) ON CONFLICT ("id") DO NOTHING;
