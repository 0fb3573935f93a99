// The vendors' own tracking snippets for the analytics ids saved on the Settings screen.
// The ids were checked against their documented shapes (ANALYTICS_ID_RULES), so they can
// sit inside script text as they are.
import type { SiteSettings } from "../../../app/lib/admin/site-settings";
import type { HtmlInjectionCode } from "../../../app/lib/catalog";

function googleAnalytics(id: string): HtmlInjectionCode[] {
  const code =
    `<script async src="https://www.googletagmanager.com/gtag/js?id=${id}"></script>` +
    `<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','${id}');</script>`;
  return [{ id: "settings-ga4", name: "Google Analytics 4", code, position: "head" }];
}

function googleTagManager(id: string): HtmlInjectionCode[] {
  const head =
    "<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});" +
    "var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;" +
    `j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${id}');</script>`;
  const body = `<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=${id}" height="0" width="0" style="display:none;visibility:hidden" title="Google Tag Manager"></iframe></noscript>`;
  return [
    { id: "settings-gtm", name: "Google Tag Manager", code: head, position: "head" },
    { id: "settings-gtm-noscript", name: "Google Tag Manager (noscript)", code: body, position: "body-start" },
  ];
}

function metaPixel(id: string): HtmlInjectionCode[] {
  const code =
    "<script>!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};" +
    "if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;" +
    "s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');" +
    `fbq('init','${id}');fbq('track','PageView');</script>` +
    `<noscript><img height="1" width="1" style="display:none" alt="" src="https://www.facebook.com/tr?id=${id}&amp;ev=PageView&amp;noscript=1"></noscript>`;
  return [{ id: "settings-meta-pixel", name: "Meta Pixel", code, position: "head" }];
}

function yandexMetrica(id: string): HtmlInjectionCode[] {
  const code =
    "<script>(function(m,e,t,r,i,k,a){m[i]=m[i]||function(){(m[i].a=m[i].a||[]).push(arguments)};m[i].l=1*new Date();" +
    "for(var j=0;j<document.scripts.length;j++){if(document.scripts[j].src===r){return;}}" +
    "k=e.createElement(t),a=e.getElementsByTagName(t)[0],k.async=1,k.src=r,a.parentNode.insertBefore(k,a)})" +
    `(window,document,'script','https://mc.yandex.ru/metrika/tag.js','ym');ym(${id},'init',{clickmap:true,trackLinks:true,accurateTrackBounce:true});</script>` +
    `<noscript><div><img src="https://mc.yandex.ru/watch/${id}" style="position:absolute;left:-9999px" alt=""></div></noscript>`;
  return [{ id: "settings-yandex-metrica", name: "Yandex Metrica", code, position: "head" }];
}

/**
 * Everything the Settings screen adds to public pages: the analytics snippets, then the
 * staff's own head and footer codes, in that order.
 */
export function settingsCodes(settings: SiteSettings): HtmlInjectionCode[] {
  const codes: HtmlInjectionCode[] = [];
  if (settings.googleTagManager) codes.push(...googleTagManager(settings.googleTagManager));
  if (settings.googleAnalytics) codes.push(...googleAnalytics(settings.googleAnalytics));
  if (settings.facebookPixel) codes.push(...metaPixel(settings.facebookPixel));
  if (settings.yandexMetrica) codes.push(...yandexMetrica(settings.yandexMetrica));
  if (settings.headCodes.trim()) codes.push({ id: "settings-head", name: "Head kodları", code: settings.headCodes, position: "head" });
  if (settings.footerCodes.trim()) codes.push({ id: "settings-footer", name: "Footer kodları", code: settings.footerCodes, position: "body-end" });
  return codes;
}
