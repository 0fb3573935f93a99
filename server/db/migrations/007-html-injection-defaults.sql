-- The HTML injection screen's built-in services, all off. Their codes are the vendors'
-- templates with XXXX where the site's own id goes; the server refuses to switch one on
-- before that is filled in. Existing rows (and staff's edits) are kept.
INSERT INTO html_injections (id, name, description, code, enabled, position, sort_order) VALUES
('google-adsense', 'Google AdSense', 'AdSense hesap doğrulaması ve otomatik reklamlar için head kodu.',
 $c$<script async src="https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-XXXXXXXXXXXXXXXX" crossorigin="anonymous"></script>$c$,
 false, 'head', 10),
('adsense-unit', 'AdSense reklam birimi', 'Sayfanın başında duyarlı (responsive) bir görüntülü reklam birimi.',
 $c$<ins class="adsbygoogle" style="display:block" data-ad-client="ca-pub-XXXXXXXXXXXXXXXX" data-ad-slot="XXXXXXXXXX" data-ad-format="auto" data-full-width-responsive="true"></ins><script>(adsbygoogle = window.adsbygoogle || []).push({});</script>$c$,
 false, 'body-start', 20),
('content-ad-unit', 'İçerik reklam birimi', 'Sayfa sonunda makale içi (in-article) reklam birimi.',
 $c$<ins class="adsbygoogle" style="display:block; text-align:center;" data-ad-layout="in-article" data-ad-format="fluid" data-ad-client="ca-pub-XXXXXXXXXXXXXXXX" data-ad-slot="XXXXXXXXXX"></ins><script>(adsbygoogle = window.adsbygoogle || []).push({});</script>$c$,
 false, 'body-end', 30),
('search-console', 'Google Search Console doğrulaması', 'Site sahipliğini doğrulayan meta etiketi.',
 $c$<meta name="google-site-verification" content="XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX">$c$,
 false, 'head', 40),
('google-analytics-4', 'Google Analytics 4', 'GA4 ölçüm etiketi (gtag.js). Ayarlar ekranındaki kimlik alanı da aynı etiketi ekler; ikisinden birini kullanın.',
 $c$<script async src="https://www.googletagmanager.com/gtag/js?id=G-XXXXXXXXXX"></script><script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','G-XXXXXXXXXX');</script>$c$,
 false, 'head', 50),
('facebook-pixel', 'Facebook (Meta) Pixel', 'Meta reklamları için sayfa görüntüleme pikseli.',
 $c$<script>!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init','XXXXXXXXXXXXXXX');fbq('track','PageView');</script>$c$,
 false, 'head', 60),
('custom-head', 'Özel head kodu', 'Her sayfanın </head> etiketinden önce eklenecek kendi kodunuz.', '', false, 'head', 70),
('custom-body', 'Özel body kodu', 'Her sayfanın </body> etiketinden önce eklenecek kendi kodunuz.', '', false, 'body-end', 80)
ON CONFLICT (id) DO NOTHING;
