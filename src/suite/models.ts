/**
 * The model matrix: a suite's `[model]` or `[[model]]` tables as one list of
 * named models, the `{model}` slot of case scripts, and the key that keeps
 * each model's arms apart. Every task runs once per model; a treatment is
 * only ever compared with the same model's control.
 */
import { InputError } from '../errors.js';
import type { SuiteMatrixModel, SuiteSpec } from './schema.js';

/** The slot a case's `script` path (and the script's text) may hold, replaced by the model's name. */
export const MODEL_SLOT = '{model}';

/**
 * The suite's models, each with a name. One `[model]` is named by its id, so
 * a one-model suite keeps its task ids and results apart from the new field.
 */
export function suiteModels(model: SuiteSpec['model']): SuiteMatrixModel[] {
  return Array.isArray(model) ? model : [{ ...model, name: model.id }];
}

/** Whether the suite gave `[[model]]` tables (task ids then name the model). */
export function isMatrix(model: SuiteSpec['model']): boolean {
  return Array.isArray(model);
}

/** A case's script path for one model. */
export function scriptForModel(script: string, model: string): string {
  return script.split(MODEL_SLOT).join(model);
}

/**
 * The models `--only-model` keeps, in the suite's order; a name the suite
 * lacks is an error naming the ones it has.
 */
export function selectModels(models: readonly SuiteMatrixModel[], only: readonly string[] | undefined): SuiteMatrixModel[] {
  if (!only?.length) return [...models];
  const names = models.map((m) => m.name);
  const unknown = only.find((n) => !names.includes(n));
  if (unknown !== undefined) throw new InputError(`--only-model ${unknown}: the suite's models are ${names.join(', ')}`);
  return models.filter((m) => only.includes(m.name));
}

/** Whether a case runs on `model`: its `models` names it, or it gives none (every model). */
export function caseRunsOn(c: { models?: readonly string[] | undefined }, model: string): boolean {
  return c.models === undefined || c.models.includes(model);
}

/** The first name in a case's `models` that is not a model of the suite, if any. */
export function unknownCaseModel(c: { models?: readonly string[] | undefined }, models: readonly SuiteMatrixModel[]): string | undefined {
  return c.models?.find((name) => !models.some((m) => m.name === name));
}

/** The key of one arm: case, condition and model (a result without a model, from before the matrix, has the empty one). */
export function armKey(arm: { case_id: string; condition: string; model?: string | null | undefined }): string {
  return `${arm.case_id}\u0000${arm.condition}\u0000${arm.model ?? ''}`;
}

/**
 * The arm of `others` that matches `arm`: the same case, condition and model;
 * failing that, when `others` has exactly one arm of that case and condition
 * and `arm`'s suite has one model (results from before the matrix, or a model
 * renamed), that one.
 */
export function matchingArm<T extends { case_id: string; condition: string; model?: string | null | undefined }>(
  arm: { case_id: string; condition: string; model?: string | null | undefined },
  others: readonly T[],
): T | undefined {
  const exact = others.find((o) => armKey(o) === armKey(arm));
  if (exact) return exact;
  const same = others.filter((o) => o.case_id === arm.case_id && o.condition === arm.condition);
  const unnamed = (same[0]?.model ?? null) === null || (arm.model ?? null) === null;
  return same.length === 1 && unnamed ? same[0] : undefined;
}
