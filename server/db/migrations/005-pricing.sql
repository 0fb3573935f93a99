-- Pricing: the three default plans (basic 99, premium 249, enterprise 499 lira
-- for 30 days), only on a database that has no plan yet, so plans staff have
-- edited or added are never touched.
INSERT INTO pricing_plans (name, price, duration, features, max_ads, priority_placement, analytics_access, custom_styling, enabled)
SELECT plan.name, plan.price, plan.duration, plan.features::jsonb, plan.max_ads, plan.priority_placement, plan.analytics_access, plan.custom_styling, true
FROM (VALUES
  (1, 'Basic', 99, 30,
   '["1 reklam alanı", "İşletme profili ve iletişim bilgileri", "E-posta desteği"]',
   1, false, false, false),
  (2, 'Premium', 249, 30,
   '["3 reklam alanı", "Kategori ve şehir sayfalarında en üstte listelenme", "Ziyaret istatistikleri", "Öncelikli destek"]',
   3, true, true, false),
  (3, 'Enterprise', 499, 30,
   '["Sınırsız reklam alanı", "Kategori ve şehir sayfalarında en üstte listelenme", "Ziyaret istatistikleri", "Özel görünüm", "Size özel hesap yöneticisi"]',
   999, true, true, true)
) AS plan (sort, name, price, duration, features, max_ads, priority_placement, analytics_access, custom_styling)
WHERE NOT EXISTS (SELECT 1 FROM pricing_plans)
ORDER BY plan.sort;

-- The pricing screen lists the newest subscriptions first.
CREATE INDEX IF NOT EXISTS business_subscriptions_recent_idx ON business_subscriptions (created_at DESC);
-- A plan's subscriptions are counted on its card, and looked for before it is deleted.
CREATE INDEX IF NOT EXISTS business_subscriptions_plan_idx ON business_subscriptions (plan_id);
