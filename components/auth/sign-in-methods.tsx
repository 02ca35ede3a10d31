import type { Dictionary } from "@/lib/i18n/back-office/en";
import { PasskeySignInButton } from "./passkey-sign-in-button";
import type { PasskeyOptionsAction } from "./passkey-types";
import { SignInForm } from "./sign-in-form";
import { SsoSignInButton } from "./sso-sign-in-button";

type Props = {
  callbackUrl: string;
  throttleMinutes: number;
  /** The OpenID provider's name when single sign-on is configured. */
  ssoName: string | null;
  /** SSO_ONLY: no password or passkey form. */
  isSsoOnly: boolean;
  /** next-auth's `error` parameter after a failed redirect (single sign-on). */
  error: string | null;
  passkeyOptionsAction: PasskeyOptionsAction;
  texts: Dictionary["signIn"];
};

// next-auth's codes for a provider round trip that failed (state, PKCE or nonce refused, provider unreachable).
const SSO_ERRORS = new Set(["OAuthSignin", "OAuthCallback", "Callback", "OAuthAccountNotLinked", "Configuration"]);

/** The ways this installation lets staff sign in: single sign-on, password (then a second factor if enrolled), passkey. */
export function SignInMethods({ callbackUrl, throttleMinutes, ssoName, isSsoOnly, error, passkeyOptionsAction, texts }: Props) {
  return (
    <div className="space-y-6">
      {error && SSO_ERRORS.has(error) && (
        <p role="alert" data-testid="sso-error" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
          {texts.ssoFailed}
        </p>
      )}
      {ssoName && <SsoSignInButton providerName={ssoName} callbackUrl={callbackUrl} texts={texts} />}
      {!isSsoOnly && (
        <>
          {ssoName && <p className="text-center text-xs text-slate-600 dark:text-slate-400">{texts.or}</p>}
          <SignInForm callbackUrl={callbackUrl} throttleMinutes={throttleMinutes} texts={texts} />
          <PasskeySignInButton optionsAction={passkeyOptionsAction} callbackUrl={callbackUrl} texts={texts} />
        </>
      )}
    </div>
  );
}
