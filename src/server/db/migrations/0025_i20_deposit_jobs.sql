-- Crossref deposits pending before deposits became jobs get their deposit.send job (decision 0052):
-- due when the deposit was, its attempts so far counted, at least one attempt left.
INSERT INTO "jobs" ("kind", "payload", "max_attempts", "attempts", "run_at", "key")
SELECT 'deposit.send', jsonb_build_object('depositId', "id"), greatest(8, "attempts" + 1), "attempts", "next_attempt_at",
  'deposit.send:' || "id"
FROM "deposits" WHERE "status" = 'pending'
ON CONFLICT DO NOTHING;
