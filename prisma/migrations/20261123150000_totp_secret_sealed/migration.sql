-- TOTP secrets are now stored sealed (AES-256-GCM, lib/staff-auth/second-factor/totp-secret-box.ts). SQL cannot seal
-- them, so each secret stored in clear is owed a `totp-seal` job that seals it in place.
INSERT INTO "Job" ("id", "kind", "subjectId", "leaseUntil")
SELECT 'totp-seal:' || "userId", 'totp-seal', "userId", strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now')
FROM "StaffTotp" WHERE "secret" NOT LIKE 'v1.%';
