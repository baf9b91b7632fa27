/** Resolves the `recaptcha` header of a protected call (empty when no captcha is configured). */
export type CaptchaHeaders = () => Promise<Record<string, string>>;

/** A protected call's input: the body, and the captcha solved just before it is sent. */
export interface ProtectedInput<Body> {
  body: Body;
  captcha: CaptchaHeaders;
}
