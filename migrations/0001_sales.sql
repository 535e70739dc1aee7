-- Each lead's attribution keys, written once by POST /api/leads (the first write wins).
-- consent: the granted categories, space-separated ("necessary analytics marketing"); click_ids: a JSON object.
CREATE TABLE leads (
  lead_id TEXT PRIMARY KEY,
  variante TEXT NOT NULL, ambiente TEXT NOT NULL, consent TEXT NOT NULL,
  ga_client_id TEXT, fbp TEXT, fbc TEXT, click_ids TEXT, email_sha256 TEXT, phone_sha256 TEXT,
  user_agent TEXT, ip TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX leads_by_email ON leads (email_sha256, created_at);
CREATE INDEX leads_by_age ON leads (created_at);

-- Each sale's latest status, one row per platform and transaction, so a resent webhook is idempotent.
-- Each report column holds NULL, 'sending', 'sent' or 'failed': a report is sent once per transaction.
CREATE TABLE sales (
  platform TEXT NOT NULL, transaction_id TEXT NOT NULL,
  event TEXT NOT NULL, status TEXT NOT NULL, value REAL, currency TEXT, product TEXT, lead_id TEXT,
  ga4_purchase TEXT, meta_purchase TEXT, ga4_refund TEXT,
  created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL,
  PRIMARY KEY (platform, transaction_id)
);
CREATE INDEX sales_by_age ON sales (updated_at);
