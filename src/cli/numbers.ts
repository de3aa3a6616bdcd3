import { UsageError } from './output.js';

/** What a numeric option accepts. */
export type NumberRule = 'positive number' | 'positive integer' | 'non-negative integer';

const ACCEPTS: Record<NumberRule, (n: number) => boolean> = {
  'positive number': (n) => n > 0,
  'positive integer': (n) => Number.isInteger(n) && n > 0,
  'non-negative integer': (n) => Number.isInteger(n) && n >= 0,
};

/**
 * A yargs `coerce` for a numeric option: yargs turns `--timeout abc` into NaN
 * and accepts `-5`; this rejects both before anything runs, naming the option.
 */
export function numberRule(option: string, rule: NumberRule): <T extends number | undefined>(value: T) => T {
  return (value) => {
    if (value === undefined) return value;
    if (!Number.isFinite(value) || !ACCEPTS[rule](value)) {
      throw new UsageError(`--${option} must be a ${rule}${Number.isNaN(value) ? '' : `, not ${value}`}.`);
    }
    return value;
  };
}
