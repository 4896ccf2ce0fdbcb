import { z } from 'zod';
import { LIMITS } from '../constants/limits';
import { CODE_PATTERN } from './code-rules';

/** The code a user types: six digits (spaces around it are forgiven). */
export const verificationCodeSchema = z
  .string()
  .trim()
  .length(LIMITS.verification.codeLength)
  .regex(CODE_PATTERN, 'validation.invalidType');

export const confirmCodeSchema = z.object({ code: verificationCodeSchema });

/** Phone as typed; the API normalises it to E.164 and refuses an invalid number. */
export const phoneToVerifySchema = z.object({ phone: z.string().trim().min(1).max(32) });

export const emailToVerifySchema = z.object({ email: z.email().max(254) });
