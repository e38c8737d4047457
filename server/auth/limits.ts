import "server-only";
import { env } from "@/server/env";
import type { Limit } from "@/server/rate-limit";

const MINUTE = 60_000;

type LimitName =
  | "signInPerIp"
  | "signInPerAccount"
  | "signUpPerIp"
  | "resetPerIp"
  | "resetPerAccount"
  | "confirmationResendPerIp";

/**
 * Attempt limits of sign-in, sign-up, password reset and resent confirmation mails, per client IP
 * and per (client IP, account).
 */
export function rateLimits(): Record<LimitName, Limit> {
  const s = env();
  return {
    signInPerIp: { max: s.RATE_LIMIT_SIGNIN_PER_IP, windowMs: 15 * MINUTE },
    signInPerAccount: { max: s.RATE_LIMIT_SIGNIN_PER_ACCOUNT, windowMs: 15 * MINUTE },
    signUpPerIp: { max: s.RATE_LIMIT_SIGNUP_PER_IP, windowMs: 60 * MINUTE },
    resetPerIp: { max: s.RATE_LIMIT_RESET_PER_IP, windowMs: 15 * MINUTE },
    resetPerAccount: { max: s.RATE_LIMIT_RESET_PER_ACCOUNT, windowMs: 60 * MINUTE },
    // Mails sent again to a chosen address, like the reset link: the same allowance per client
    // address, counted separately and per hour. Per account the CMS allows one an hour, silently
    // (cms/src/auth/resend-confirmation.ts), so the answer never tells whether the account exists.
    confirmationResendPerIp: { max: s.RATE_LIMIT_RESET_PER_IP, windowMs: 60 * MINUTE },
  };
}
