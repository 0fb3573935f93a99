-- Back office: admin accounts and sessions, audit trail, inbox, site settings,
-- HTML injection, ads, pricing, URL indexing, import jobs, page-view counters.

CREATE TABLE admin_users (
  id             integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_code      text NOT NULL UNIQUE,
  password_hash  text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  last_login_at  timestamptz
);

CREATE TABLE admin_sessions (
  id             integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash     text NOT NULL UNIQUE,
  admin_user_id  integer NOT NULL REFERENCES admin_users(id) ON DELETE CASCADE,
  ip             text,
  user_agent     text,
  created_at     timestamptz NOT NULL DEFAULT now(),
  expires_at     timestamptz NOT NULL
);
CREATE INDEX admin_sessions_expiry_idx ON admin_sessions (expires_at);

CREATE TABLE audit_log (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  admin_user_id  integer REFERENCES admin_users(id) ON DELETE SET NULL,
  action         text NOT NULL,
  entity_type    text,
  entity_id      text,
  details        jsonb NOT NULL DEFAULT '{}'::jsonb,
  ip             text,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC);
CREATE INDEX audit_log_action_idx ON audit_log (action, created_at DESC);

CREATE TABLE contact_messages (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name        text NOT NULL,
  email       text NOT NULL,
  subject     text NOT NULL,
  message     text NOT NULL,
  ip          text,
  is_read     boolean NOT NULL DEFAULT false,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_messages_created_idx ON contact_messages (created_at DESC);

-- Key/value settings (analytics ids, head/footer codes, SEO defaults, secrets
-- such as the hashed access key and the IndexNow key).
CREATE TABLE site_settings (
  key         text PRIMARY KEY,
  value       jsonb NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE html_injections (
  id           text PRIMARY KEY,
  name         text NOT NULL,
  description  text,
  code         text NOT NULL DEFAULT '',
  enabled      boolean NOT NULL DEFAULT false,
  position     text NOT NULL CHECK (position IN ('head', 'body-start', 'body-end')),
  sort_order   integer NOT NULL DEFAULT 0,
  updated_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE ad_settings (
  placement   text PRIMARY KEY CHECK (placement IN ('top', 'middle', 'bottom', 'sidebar', 'inline')),
  enabled     boolean NOT NULL DEFAULT false,
  ad_client   text NOT NULL DEFAULT '',
  ad_slot     text NOT NULL DEFAULT '',
  ad_format   text NOT NULL DEFAULT 'auto',
  ad_style    jsonb NOT NULL DEFAULT '{"display":"block"}'::jsonb,
  frequency   integer NOT NULL DEFAULT 3 CHECK (frequency IN (1, 2, 3, 5)),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE ad_stats_daily (
  day          date NOT NULL,
  placement    text NOT NULL,
  impressions  bigint NOT NULL DEFAULT 0,
  clicks       bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (day, placement)
);

CREATE TABLE pricing_plans (
  id                  integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name                text NOT NULL,
  price               integer NOT NULL CHECK (price >= 0),
  duration            integer NOT NULL CHECK (duration > 0),
  features            jsonb NOT NULL DEFAULT '[]'::jsonb,
  max_ads             integer NOT NULL DEFAULT 1,
  priority_placement  boolean NOT NULL DEFAULT false,
  analytics_access    boolean NOT NULL DEFAULT false,
  custom_styling      boolean NOT NULL DEFAULT false,
  enabled             boolean NOT NULL DEFAULT true,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE business_subscriptions (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  business_id  integer NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  plan_id      integer NOT NULL REFERENCES pricing_plans(id),
  price        integer NOT NULL,
  starts_at    timestamptz NOT NULL DEFAULT now(),
  ends_at      timestamptz NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX business_subscriptions_business_idx ON business_subscriptions (business_id, ends_at DESC);
CREATE INDEX business_subscriptions_active_idx ON business_subscriptions (ends_at);

CREATE TABLE url_submissions (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  url           text NOT NULL,
  engine        text NOT NULL,
  status        text NOT NULL,
  http_status   integer,
  message       text,
  job_id        integer,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX url_submissions_created_idx ON url_submissions (created_at DESC);

-- Long-running server-side jobs (imports, URL indexing walks) with progress.
CREATE TABLE jobs (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind         text NOT NULL,
  status       text NOT NULL DEFAULT 'queued',
  total        integer,
  done         integer NOT NULL DEFAULT 0,
  failed       integer NOT NULL DEFAULT 0,
  input        jsonb NOT NULL DEFAULT '{}'::jsonb,
  result       jsonb,
  error        text,
  created_by   integer REFERENCES admin_users(id) ON DELETE SET NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  started_at   timestamptz,
  finished_at  timestamptz
);
CREATE INDEX jobs_kind_idx ON jobs (kind, created_at DESC);

CREATE TABLE page_views (
  day        date NOT NULL,
  path_kind  text NOT NULL,
  views      bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (day, path_kind)
);
