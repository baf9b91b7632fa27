/** The calls spec §6 protects with the `recaptcha` header. */
export type CaptchaAction =
  'login' | 'register' | 'verify_email' | 'forgot_password' | 'reset_password';

export interface CaptchaVerifier {
  readonly provider: 'none' | 'altcha' | 'recaptcha';
  /** True when the token proves a person for this action; false for missing or bad tokens. */
  verify(token: string | undefined, action: CaptchaAction, remoteIp: string): Promise<boolean>;
  close(): Promise<void>;
}
