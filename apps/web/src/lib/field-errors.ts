import type { z } from 'zod';

/** The first message per field of a failed parse, keyed as the API names fields ('password2', 'member.DOB'). */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = issue.path.join('.') || 'form';
    fields[name] ??= issue.message;
  }
  return fields;
}
