/**
 * Inline script for the home page: when the site is served under another base path than it was built for, its
 * scripts 404 and the app never starts. On `load`, if Gatsby's loader is missing, show a banner that says so and
 * suggests the base path to build with. Plain DOM code: it must work without the app's JavaScript.
 */
export const BASE_URL_BANNER_ID = "base-url-issue-banner"

export function baseUrlBannerScript(configuredBaseUrl = "/"): string {
  return `(function(){window.addEventListener('load',function(){if(window.___loader)return;var p=location.pathname;var s=p.slice(0,p.lastIndexOf('/')+1)||'/';if(document.getElementById('${BASE_URL_BANNER_ID}'))return;var d=document.createElement('div');d.id='${BASE_URL_BANNER_ID}';d.setAttribute('role','alert');d.style.cssText='border:2px solid #c62828;background:#fdecea;color:#7f1010;padding:1rem;margin:1rem;font:16px/1.5 system-ui,sans-serif';var t=document.createElement('p');t.style.margin='0';t.textContent='Trang web không tải đúng cách. Nguyên nhân thường gặp nhất là đường dẫn gốc (base URL) khi build không khớp với nơi trang được phục vụ. Đường dẫn gốc đang cấu hình: ${configuredBaseUrl}. Hãy thử build với đường dẫn gốc: '+s;d.appendChild(t);document.body.insertBefore(d,document.body.firstChild)})})();`
}
