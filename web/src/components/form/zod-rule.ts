import type { Rule } from 'antd/es/form';
import type { z } from 'zod';
import type { Language } from '@qiao/contracts/languages';
import { isValidationMessageKey, VALIDATION_MESSAGES } from '@qiao/contracts/validation-messages';

/**
 * An antd form rule from a contract field schema: the form checks exactly what the server will,
 * and says it with the same translated words.
 */
export function zodRule(schema: z.ZodType, language: Language): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value === null ? undefined : value);
      if (result.success) return;
      const key = result.error.issues[0]?.message ?? '';
      throw new Error(isValidationMessageKey(key) ? VALIDATION_MESSAGES[key][language] : key);
    },
  };
}
