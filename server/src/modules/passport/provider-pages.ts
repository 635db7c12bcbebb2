import type { Language } from '@qiao/contracts/languages';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { LANGUAGE_COOKIE } from '../../platform/http/language';
import { passportLanguage } from './page-language';
import { errorPage } from './pages/error-page';
import { trustedHtml } from '../../platform/html/safe-html';
import { logoutPage } from './pages/logout-page';
import { signedOutPage } from './pages/signed-out-page';

/** The language of a page oidc-provider renders itself (errors, sign-out). */
function languageOf(ctx: KoaContextWithOIDC): Language {
  const params = ctx.oidc?.params;
  return passportLanguage({
    query: ctx.query.lang,
    lang: params?.lang,
    uiLocales: params?.ui_locales,
    // The provider signs its cookies; Qiao's language cookie is a plain one.
    cookie: ctx.cookies.get(LANGUAGE_COOKIE, { signed: false }),
    acceptLanguage: ctx.get('accept-language'),
  });
}

type PageHooks = Required<Pick<Configuration, 'renderError'>> & {
  logoutSource: (ctx: KoaContextWithOIDC, form: string) => Promise<void>;
  postLogoutSuccessSource: (ctx: KoaContextWithOIDC) => Promise<void>;
};

/** oidc-provider's page hooks, drawn with the passport's own templates and languages. */
export function providerPages(homeHref: string): PageHooks {
  return {
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      // The OAuth error code helps support; its description may echo request input, so it stays out.
      ctx.body = errorPage({ language: languageOf(ctx), homeHref, detail: out.error });
    },
    logoutSource: async (ctx, form) => {
      ctx.type = 'html';
      ctx.body = logoutPage({ language: languageOf(ctx), providerForm: trustedHtml(form) });
    },
    postLogoutSuccessSource: async (ctx) => {
      ctx.type = 'html';
      ctx.body = signedOutPage({ language: languageOf(ctx), homeHref });
    },
  };
}
