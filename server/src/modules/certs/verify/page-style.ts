/**
 * The verify page's style: one column that fits a phone, logical properties only (the page is
 * right to left in Arabic), system fonts unless the web build's own fonts are there.
 */
export const VERIFY_PAGE_STYLE = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:#f4f6f8;color:#1f2933;font:16px/1.6 "Noto Sans Arabic","Noto Sans SC",system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
:lang(zh) body{font-family:"Noto Sans SC","Noto Sans Arabic",system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif}
.page{max-inline-size:44rem;margin-inline:auto;padding:1.25rem 1rem 3rem}
header{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:.5rem 1rem}
.brand{font-weight:700;color:#b42318;letter-spacing:.02em}
h1{font-size:1.6rem;margin:.25rem 0 .25rem;line-height:1.3}
h2{font-size:1.2rem;margin:0 0 .5rem;line-height:1.4}
.langs{display:flex;gap:.75rem;font-size:.95rem}
.langs a{color:#1d4ed8}
.langs [aria-current]{font-weight:700;color:inherit;text-decoration:none}
.intro{color:#52606d;margin:.25rem 0 1.25rem}
.card{background:#fff;border:1px solid #d9e2ec;border-radius:12px;padding:1rem 1.1rem;margin-block-end:1rem}
.result{border-inline-start-width:6px}
.valid{border-color:#2f9e44;background:#f0fbf2}
.valid h2{color:#1b7a30}
.revoked,.bad{border-color:#c92a2a;background:#fff5f5}
.revoked h2,.bad h2{color:#a61e1e}
.missing{border-color:#868e96;background:#f8f9fa}
.mark{display:inline-block;inline-size:1.6rem;block-size:1.6rem;border-radius:50%;text-align:center;line-height:1.6rem;color:#fff;margin-inline-end:.5rem;font-weight:700}
.valid .mark{background:#2f9e44}
.revoked .mark,.bad .mark{background:#c92a2a}
.missing .mark{background:#868e96}
dl{display:grid;grid-template-columns:minmax(7rem,max-content) 1fr;gap:.35rem 1rem;margin:.75rem 0 0}
dt{color:#52606d}
dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.revocation{margin:.5rem 0 0;padding:.5rem .75rem;background:#ffe3e3;border-radius:8px}
label{display:block;font-weight:600;margin-block:.75rem .25rem}
.hint{display:block;font-weight:400;color:#616e7c;font-size:.9rem}
input[type=text],textarea{inline-size:100%;font:inherit;padding:.55rem .7rem;border:1px solid #9aa5b1;border-radius:8px;background:#fff}
textarea{min-block-size:6rem;font-family:ui-monospace,monospace;font-size:.85rem}
input[type=file]{max-inline-size:100%}
button{margin-block-start:1rem;font:inherit;font-weight:600;padding:.55rem 1.4rem;border:0;border-radius:8px;background:#1d4ed8;color:#fff;cursor:pointer}
button:focus-visible,input:focus-visible,textarea:focus-visible,a:focus-visible{outline:3px solid #f59f00;outline-offset:2px}
.notice{padding:.6rem .8rem;border-radius:8px;background:#fff4e6;border:1px solid #ffc078;margin-block:.75rem 0}
.again{display:inline-block;margin-block-start:.5rem}
@media (max-width:480px){dl{grid-template-columns:1fr}dd{margin-block-end:.4rem}h1{font-size:1.4rem}}
`;
